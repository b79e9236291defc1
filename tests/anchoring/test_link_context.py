"""What a case is about for linking: its subject (one group per tested thing), its context, listings."""

from __future__ import annotations

from utspec.anchoring import Index, Unit, anchors, link
from utspec.designer.offline.link_context import (
    comment_above,
    function_context,
    item_context,
    statement_context,
    trailing_comment,
)
from utspec.designer.offline.linking import is_listing, subject_key
from utspec.models import Category, ChecklistItem, Kind, TestCase


def _item(line: int, kind: Kind, text: str, symbol: str = "slugify", language: str = "python") -> ChecklistItem:
    return ChecklistItem(id=f"a.py:{line}:{kind.value}", kind=kind, file="a.py", line=line, end_line=line,
                         language=language, symbol=symbol, text=text)  # fmt: skip


def _case(cid: str, category: Category = Category.NORMAL) -> TestCase:
    return TestCase(id=cid, perspective="p", category=category, preconditions="-", input="-", expected="e",
                    evidence=["a.py:1:branch"])  # fmt: skip


def test_one_condition_tested_twice_in_a_function_is_one_subject() -> None:
    # `if allow_unicode:` on lines 121 and 166 of slugify: a statement about it fits both alike.
    a, b = _item(121, Kind.BRANCH, "allow_unicode"), _item(166, Kind.BRANCH, "allow_unicode")
    other = _item(150, Kind.BRANCH, "lowercase")
    assert subject_key(_case("TC-001"), [a]) == subject_key(_case("TC-002"), [b])
    assert subject_key(_case("TC-001"), [a]) != subject_key(_case("TC-003"), [other])
    # ... but not across functions
    c = _item(30, Kind.BRANCH, "allow_unicode", symbol="smart_truncate")
    assert subject_key(_case("TC-001"), [a]) != subject_key(_case("TC-004"), [c])


def test_a_boundarys_on_and_off_cases_are_one_subject_a_handlers_try_case_is_not() -> None:
    bound = _item(191, Kind.BOUNDARY, "max_length > 0")
    assert subject_key(_case("TC-001", Category.BOUNDARY), [bound]) == subject_key(_case("TC-002", Category.ERROR), [bound])
    handler = _item(40, Kind.HANDLER, "except ConnectionError")
    assert subject_key(_case("TC-003", Category.NORMAL), [handler]) != subject_key(_case("TC-004", Category.ERROR), [handler])


def test_listings_of_values_are_not_statements_about_behaviour() -> None:
    assert is_listing("`methods`: `get` `put` `head` `delete`")
    assert is_listing("Type: `object | number` Default:")
    assert is_listing("`statusCodes`: [`408`](https://example.org/408) [`413`](https://example.org/413)")
    assert not is_listing("`plural`: Pluralization helper.")
    assert not is_listing("`max_length` (int): output string length")
    assert not is_listing("`kana` を真にするとカナを変換する")


PY = '''def smart_truncate(string, max_length=0):
    """Truncate a string.
    :param max_length (int): output string length
    """
    # nothing to cut
    if not max_length:  # 0 means no truncation
        return string
'''.split("\n")


def test_function_and_comment_context() -> None:
    item = _item(6, Kind.BRANCH, "not max_length", symbol="smart_truncate")
    assert "Truncate a string." in function_context(PY, item)
    assert "output string length" in function_context(PY, item)
    assert comment_above(PY, 6, "python") == "nothing to cut"
    assert trailing_comment(PY[5], "python") == "0 means no truncation"
    assert "nothing to cut" in item_context(PY, item) and "no truncation" in item_context(PY, item)
    sql = ["-- 休眠会員の抽出（夜間バッチ）", "SELECT id", "FROM members", "WHERE status = 1;"]
    cond = _item(4, Kind.SQL_CONDITION, "status = 1", symbol="", language="sql")
    # The comment heading a SQL statement is about the whole statement: context, not one condition's comment.
    assert "休眠会員の抽出" in statement_context(sql, cond) and "休眠" not in item_context(sql, cond)
    # `#` starts no comment in TypeScript
    assert trailing_comment("x = a # b", "typescript") == ""


def test_context_chooses_between_units_but_makes_no_link_alone() -> None:
    units = [
        Unit.of("A", "`retry_limit > 3` raises", group="A", context="nightly batch retry"),
        Unit.of("B", "`retry_limit > 3` raises", group="B", context="interactive request"),
        *(Unit.of(f"U{n}", f"`other_{n}` holds", group=f"U{n}", context="interactive request") for n in range(8)),
    ]
    index = Index(units)
    hit = link("The nightly batch stops when retry_limit exceeds 3", index)
    assert hit.unit is not None and hit.unit.ref == "A"
    # Sharing only the context (the function's words) is no reason to link.
    assert link("the nightly batch", index).unit is None


def _units(*specs: tuple[str, str, str]) -> Index:
    fillers = [Unit.of(f"F{n}", f"`filler_{n}` holds", group=f"F{n}") for n in range(8)]
    return Index([*(Unit.of(ref, text, group=group) for ref, text, group in specs), *fillers])


def test_a_text_naming_what_several_cases_test_alike_goes_on_each() -> None:
    # `allow_unicode` is tested on three lines of slugify and nowhere else: the option's statement fits each.
    index = _units(("A", "`allow_unicode` holds", "a"), ("B", "`allow_unicode` holds", "b"),
                   ("C", "`lowercase` holds", "c"))  # fmt: skip
    hit = link("`allow_unicode` (bool): allow unicode characters", index)
    assert hit.unit is not None and {hit.unit.ref, *(u.ref for u in hit.also)} == {"A", "B"}
    # ... but a name found in other cases too does not say which of them: a tie, no link.
    index = _units(("A", "`offset > 0` holds", "a"), ("B", "`offset > 0` holds", "b"),
                   ("C", "`offset < len` raises", "c"))  # fmt: skip
    assert link("`offset` left edge > 0", index).reason == "tie"


def test_a_runner_up_on_a_subset_of_the_evidence_is_no_rival() -> None:
    index = _units(("A", "Normal path through `register_member`", "a"), ("B", "Normal path through `withdraw_member`", "b"))
    assert link("register a member normally", index).unit is not None


def test_a_text_naming_code_links_only_to_a_case_about_it() -> None:
    index = _units(("A", "`ignore` holds `_convert(text, conv_map)`", "a"))
    named = frozenset(a for a in anchors("`hira2kata` converts text") if a.kind == "ident")
    assert link("`hira2kata` converts text with conv_map", index).unit is not None
    assert link("`hira2kata` converts text with conv_map", index, must_share=named).unit is None


def test_a_statement_setting_a_flag_is_not_linked_to_the_case_of_the_other_value() -> None:
    from utspec.designer.offline.linking import _contradicts, flags_set

    assert flags_set("With lowercase=False, stopwords are matched case-sensitively") == {"lowercase": False}
    assert flags_set("`word_boundary` (bool): when False, the string is cut") == {"word_boundary": False}
    assert flags_set("ms(60000, { long: true })") == {"long": True}
    negated = _item(52, Kind.BRANCH, "not word_boundary", symbol="smart_truncate")
    case = _case("TC-001").model_copy(update={"evidence": [negated.id]})
    items = {negated.id: negated}
    assert _contradicts(case, {"word_boundary": True}, items)
    assert not _contradicts(case, {"word_boundary": False}, items)
    assert not _contradicts(case, {"lowercase": True}, items)
