"""Design Markdown through markdown-it-py: what becomes a statement, with which line and section."""

from __future__ import annotations

import pytest

from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.inputs.context import requirements_from
from utspec.inputs.markdown import split_sentences, statements


def _texts(md: str, kind: str | None = None) -> list[str]:
    return [s.text for s in statements(md) if kind is None or s.kind == kind]


def test_setext_headings_are_headings_not_statements() -> None:
    st = statements("Orders\n======\n\nAn order has items.\n\nLimits\n------\n\nAt most 100.\n")
    assert [(s.kind, s.text, s.section) for s in st] == [
        ("heading", "Orders", "Orders"),
        ("sentence", "An order has items.", "Orders"),
        ("heading", "Limits", "Limits"),
        ("sentence", "At most 100.", "Limits"),
    ]
    assert [s.line for s in st] == [1, 4, 6, 9]


def test_wrapped_and_nested_list_items() -> None:
    md = "- An order has at most\n  100 items.\n  - A nested rule\n    wraps too.\n1. 明細は最大20行とし、\n   21行以上はエラーとする。\n- [x] done task\n"
    st = [s for s in statements(md) if s.kind == "bullet"]
    assert [s.text for s in st] == [
        "An order has at most 100 items.",
        "A nested rule wraps too.",
        "明細は最大20行とし、21行以上はエラーとする。",
        "done task",
    ]
    assert [s.line for s in st] == [1, 3, 5, 7]


def test_html_comments_are_not_statements() -> None:
    md = "<!-- reviewer note:\nfix later. Really. -->\n\nThe email is required <!-- TODO --> for every order.\n"
    assert _texts(md) == ["The email is required for every order."]


def test_code_blocks_are_not_statements() -> None:
    md = "Install:\n\n    pip install x\n\n```python\nraise ValueError('x')\n```\n\n~~~\nmore code\n~~~\n"
    # "Install:" leads into the first block (lead_in.py); the blocks themselves are no statements.
    assert _texts(md) == ["Install: `pip install x`"]


def test_tables_with_escaped_pipes_keep_their_columns() -> None:
    md = "| op | meaning |\n|---|---|\n| a \\| b | either |\n| `x` | plain |\n"
    st = statements(md)
    assert [(s.kind, s.text, s.line) for s in st] == [
        ("table_row", "op=a | b | meaning=either", 3),
        ("table_row", "op=`x` | meaning=plain", 4),
    ]


def test_sentences_keep_abbreviations_and_split_on_the_japanese_full_stop() -> None:
    assert [s for _, s in split_sentences("Use a code, e.g. `SPRING26`. Then stop. Values i.e. 1.5 stay.")] == [
        "Use a code, e.g. `SPRING26`.", "Then stop.", "Values i.e. 1.5 stay.",
    ]  # fmt: skip
    assert [s for _, s in split_sentences("送料は800円とする。30kgを超える荷物は配送できない。")] == [
        "送料は800円とする。", "30kgを超える荷物は配送できない。",
    ]  # fmt: skip
    st = statements("First line.\nSecond sentence\non two lines. 長さは8桁（e.g. `ABCD1234`）。終わり。\n")
    assert [(s.line, s.text) for s in st] == [
        (1, "First line."),
        (2, "Second sentence on two lines."),
        (3, "長さは8桁（e.g. `ABCD1234`）。"),
        (3, "終わり。"),
    ]


def test_a_full_stop_inside_brackets_quotes_or_code_ends_no_sentence() -> None:
    # ja-period-ts's README: "文末の句点(。)の統一", "末尾に`。`がない場合", a quoted sentence, "ですか！？".
    md = "文末の句点(。)の統一をチェックする。末尾に`。`がない場合でも例外とする。\n\n「会話文は末尾に。がなくてよい」\n\nですか！？\n"
    assert [s.text for s in statements(md)] == [
        "文末の句点(。)の統一をチェックする。", "末尾に`。`がない場合でも例外とする。",
        "「会話文は末尾に。がなくてよい」", "ですか！？",
    ]  # fmt: skip
    assert [s for _, s in split_sentences("終わり。」と言う。次。")] == ["終わり。」と言う。", "次。"]


def _used(md: str) -> tuple[set[str], dict[str, str]]:
    """The DR ids a draft of `md` alone cites or asks about, and each statement's id by its text."""
    reqs = requirements_from([("design.md", md)])
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=[], requirements=reqs, key_items=[], sources=[]))
    used = {r for c in spec.cases for r in c.evidence} | {r for q in spec.open_questions for r in q.refs}
    return used, {r.text: r.id for r in reqs}


def test_statements_that_are_not_requirements_produce_no_case() -> None:
    md = (
        "# Tool\n\nAn order has at most 100 items.\n\n## Installation\n\nRun the installer first.\n\n"
        "## History\n\n- 1.0: first release\n\n## Notes\n\nNew in version 3.2: the limit.\n\n"
        "## License\n\nReleased under the MIT license.\n"
    )
    # A requirement no code tests is cited by a case or asked about (Q-design:DR-n); the others by neither.
    used, by_text = _used(md)
    assert by_text["An order has at most 100 items."] in used
    for text in ("Run the installer first.", "1.0: first release", "New in version 3.2: the limit.",
                 "Released under the MIT license."):  # fmt: skip
        assert by_text[text] not in used, text


def test_a_lead_in_to_a_list_is_not_asked_about() -> None:
    # spf13/cobra's user guide: "Number of arguments:" only introduces the bullets under it; asking which
    # test checks it was a question nobody could answer. The bullets themselves stay requirements.
    md = (
        "# Positional arguments\n\nThe following validators are built in:\n\n- Number of arguments:\n"
        "  - `NoArgs` - report an error if there are any positional args.\n\n"
        "次の場合はエラーとする：\n\n| 条件 | エラー |\n|---|---|\n| 重量が30kgを超える | E003 |\n\n"
        "An order has at most 100 items:\nthe hundred-and-first is refused.\n"
    )
    used, by_text = _used(md)
    for text in ("The following validators are built in:", "Number of arguments:", "次の場合はエラーとする："):
        assert by_text[text] not in used, text
    assert by_text["`NoArgs` - report an error if there are any positional args."] in used
    assert any(r in used for t, r in by_text.items() if t.startswith("An order has at most 100 items"))


def test_generated_api_pages_read_as_a_reader_sees_them() -> None:
    # Humanizer's generated API page (website/docs/api/*.md): escaped punctuation, HTML anchors, link-only bullets.
    md = (
        "## RomanNumeralExtensions Class\n\n"
        "Contains extension methods \\(ToRoman\\) and \\(FromRoman\\)\\.\n\n"
        "- *Methods*\n  - **[FromRoman\\(this string\\)](Humanizer.md#FromRoman 'Humanizer\\.FromRoman')**\n\n"
        "<a name='Humanizer.RomanNumeralExtensions.ToRoman(thisint)'></a>\n\n"
        "The integer value to convert\\. Must be between 1 and 3999 inclusive\\. See `a\\.b`.\n\n"
        "Inheritance [System\\.Object](https://learn.microsoft.com/) → RomanNumeralExtensions\n"
    )
    texts = _texts(md)
    assert "Contains extension methods (ToRoman) and (FromRoman)." in texts
    assert "Must be between 1 and 3999 inclusive." in texts
    assert "See `a\\.b`." in texts  # a code span keeps its backslash
    assert not [t for t in texts if "<a name" in t or t.startswith("**[")], texts
    assert "Inheritance [System.Object](https://learn.microsoft.com/) → RomanNumeralExtensions" in texts


def test_a_colon_before_a_code_block_leads_into_the_code() -> None:
    # python-slugify's README: "To truncate, use the slice notation:" then a fenced example (lead_in.py).
    md = (
        "# Usage\n\nSlugs are short. To truncate, use the slice notation:\n\n```python\ntext[:n]\n```\n\n"
        "- 例：\n\n      slugify(t, max_length=9)\n\n"
        "A sentence that ends here.\n\n    x = 1\n"
    )
    texts = _texts(md)
    assert "To truncate, use the slice notation: `text[:n]`" in texts, texts
    assert "Slugs are short." in texts  # only the sentence ending in the colon takes the code
    assert "例： `slugify(t, max_length=9)`" in texts, texts
    assert "A sentence that ends here." in texts  # no colon: the code block stays an example apart


def test_without_the_lead_in_the_colon_sentence_is_bare(monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.inputs import markdown

    monkeypatch.setattr(markdown, "with_code", lambda statement, code: statement)
    assert "To truncate, use the slice notation:" in _texts("To truncate, use the slice notation:\n\n```\ntext[:n]\n```\n")


def test_a_particle_after_a_code_block_finishes_the_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    # japanese-holidays 1.0.10's README (npm, MIT): a sentence with a code block in its middle (continued.py).
    md = (
        "## タイムゾーンについて\n\n例えばニュージーランドで\n\n```javascript\n    JapaneseHolidays.isHoliday(new Date(2016,3-1,8));\n"
        "```\n\nとすると、その日付が関数に渡されます。\n多くの場合これは意図どおりです。\n\n"
        "万一、日本で休日かどうかを判定する必要があれば、\n\n```javascript\n    JapaneseHolidays.isHolidayAt(d);\n```\n\n"
        "を呼んでください。\n\n```\nx = 1\n```\n\nもし範囲外の年なら例外です。\n"
    )
    texts = _texts(md)
    # ruleid: the paragraph opening with a particle joins the sentence the code interrupted
    assert ("例えばニュージーランドで `JapaneseHolidays.isHoliday(new Date(2016,3-1,8));` とすると、その日付が関数に渡されます。"
            in texts), texts  # fmt: skip
    assert "万一、日本で休日かどうかを判定する必要があれば、 `JapaneseHolidays.isHolidayAt(d);` を呼んでください。" in texts, texts
    assert "多くの場合これは意図どおりです。" in texts, texts
    # ok: a sentence of its own after a code block stays one ("もし…" is no particle)
    assert "もし範囲外の年なら例外です。" in texts, texts
    from utspec.inputs import markdown

    monkeypatch.setattr(markdown, "continues", lambda paragraph: False)
    assert "を呼んでください。" in _texts(md)
