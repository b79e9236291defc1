"""An example input naming no function is a call of the package's one parser (example_input.py).

japanese-numbers-python's README lists "二千万百一円", "5百万" under "The followings are example patterns what can be
parsed.", and its key items say "「十二万」は 120000 と読む": no function named, no word shared with any case.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.models import KeyItem, Requirement, SourceText

INIT = SourceText(
    path="nums/__init__.py",
    text="from __future__ import absolute_import\n\nfrom nums.parser import (\n  read,\n  read_numbers\n)\n",
)
PARSER = SourceText(
    path="nums/parser.py",
    text="""UNITS = {'十': 10, '百': 100}


def read(val):
    numbers = []
    for c in val:
        if c in UNITS:
            numbers.append(UNITS[c])
        elif c.isdigit():
            numbers.append(int(c))
    return numbers


def read_numbers(val):
    return tuple(read(val))
""",
)
LEAD = "The followings are example patterns what can be parsed."


def _cited(texts: list[str], key_items: list[str]) -> dict[str, set[str]]:
    sources = [INIT, PARSER]
    checklist = analyze(sources, AnalyzerOptions()).items
    reqs = [Requirement(id="DR-1", file="R.md", line=1, kind="sentence", text=LEAD)] + [
        Requirement(id=f"DR-{n}", file="R.md", line=n + 1, kind="bullet", text=t)
        for n, t in enumerate(texts, 2)
    ]
    kts = [KeyItem(id=f"KT-{n}", file="k.md", line=n, text=t) for n, t in enumerate(key_items, 1)]
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=reqs, key_items=kts, sources=sources)
    )
    return {ref: {c.perspective for c in spec.cases if ref in c.evidence} for ref in ["DR-2", "KT-1"]}


def test_a_listed_input_and_a_quoted_one_go_on_the_parsers_normal_path() -> None:
    cited = _cited(["二千万百一円"], ["「十二万」は 120000 と読む"])
    assert cited["DR-2"] == cited["KT-1"] and len(cited["DR-2"]) == 1
    assert "Normal path through `read`" in next(iter(cited["DR-2"]))


@pytest.mark.parametrize("off", ["sole_parser"])
def test_without_the_parser_nothing_links(monkeypatch: pytest.MonkeyPatch, off: str) -> None:
    monkeypatch.setattr(linking, off, lambda *a: None)
    cited = _cited(["二千万百一円"], ["「十二万」は 120000 と読む"])
    assert not any("Normal path through `read`" in p for p in cited["DR-2"] | cited["KT-1"])


#: alphabet2kana's shape: keyword parameters with defaults.
KW = '''def a2k(text, delimiter=None, numeral=False):
    """Convert"""
    if numeral:
        return convert(text, delimiter, 2)
    return convert(text, delimiter, 1)


def convert(text, delimiter, table):
    if not delimiter:
        return text
    return delimiter.join(text)
'''


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        (
            "a2k('ABC') returns 'ABC'",
            [3],
        ),  # numeral left at False: the normal path (its case cites `if numeral:`)
        ("a2k('k8s', numeral=True) returns 'k8s'", [3, 4]),
    ],
)
def test_keywords_and_defaults_decide_the_path(text: str, lines: list[int]) -> None:
    from tests.designer._linked import linked_lines

    assert linked_lines(KW, text, key_item=True) == lines


def test_without_defaults_the_first_call_is_undecided(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.designer._linked import linked_lines
    from utspec.designer.offline import call_values

    monkeypatch.setattr(linking, "run_exit", lambda *a: None)  # the run finds the same exit here (one module)
    assert linked_lines(KW, "a2k('ABC') returns 'ABC'", key_item=True) == [3]
    monkeypatch.setattr(call_values, "python_bound", lambda *a: None)
    assert linked_lines(KW, "a2k('ABC') returns 'ABC'", key_item=True) != [3]


#: A docstring's example call above the guard: read upwards, it is found before the `def` line, and its keywords are no
#: defaults (`numeral=True` would put every call on the numeral case).
KW_DOC = KW.replace(
    '"""Convert"""', '"""Convert\n\n    >>> a2k(\'k8s\', delimiter=\'-\', numeral=True)\n    """'
)


def test_a_doctest_call_is_no_signature(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.designer._linked import linked_lines

    monkeypatch.setattr(linking, "run_exit", lambda *a: None)
    assert linked_lines(KW_DOC, "a2k('ABC') returns 'ABC'", key_item=True) != [6, 7]
    # the `def` line is the definition (doctest_line): `numeral` left at its default, the normal path
    assert linked_lines(KW_DOC, "a2k('ABC') returns 'ABC'", key_item=True) == [6]


def test_without_the_doctest_rule_the_call_binds_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.designer._linked import linked_lines
    from utspec.designer.offline import link_context

    monkeypatch.setattr(linking, "run_exit", lambda *a: None)
    monkeypatch.setattr(link_context, "doctest_line", lambda text: False)
    assert linked_lines(KW_DOC, "a2k('ABC') returns 'ABC'", key_item=True) != [6]
