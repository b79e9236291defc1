"""A count boundary's case value is the count the input states for the whole collection.

jpholiday (read in /tmp): "要素数 0 の `list(filter(lambda x: x.is_holiday(date + datetime.timedelta(days=1)), r))`"
was read as 1 (the `days=1` inside the collection's text), so the case at 0 was taken for the one at 1 and
expected-contradicts-code reported the designer's correct off-point as a contradiction.
"""

from __future__ import annotations

import doctest

from utspec.critic.checks import _stated_count
from utspec.critic.checks._case_facts import case_value
from utspec.models import ChecklistItem, Kind, TestCase

COND = "len(list(filter(lambda x: x.is_holiday(date + datetime.timedelta(days=1)), filtered_registry))) != 0"


def _case(text: str) -> TestCase:
    return TestCase(id="TC-001", perspective="p", category="boundary", preconditions="-", input=text,
                    expected="-", evidence=["c.py:430:boundary"])  # fmt: skip


def test_the_stated_count_of_the_whole_collection_is_the_value() -> None:
    item = ChecklistItem(id="c.py:430:boundary", kind=Kind.BOUNDARY, file="c.py", line=430, end_line=430,
                         language="python", text=COND, operator="!=", value=0, test_values=[0, 1])  # fmt: skip
    collection = COND[len("len(") : COND.rindex(")")]
    assert case_value(_case(f"要素数 0 の `{collection}`。"), item) == 0
    assert case_value(_case(f"要素数 1 の `{collection}`。"), item) == 1
    assert case_value(_case(f"`{collection}` with 0 elements."), item) == 0


def test_the_doctests_run() -> None:
    assert doctest.testmod(_stated_count).failed == 0


def test_a_string_the_input_gives_is_counted_by_its_characters() -> None:
    # daichodo TC-003 / jp-invoice TC-010: the string's digits were read as one number (111111111111).
    item = ChecklistItem(id="c.py:2:boundary", kind=Kind.BOUNDARY, file="c.py", line=2, end_line=2,
                         language="python", text="len(base) != 12", operator="!=", value=12,
                         test_values=[11, 12, 13])  # fmt: skip
    assert case_value(_case('`base` = `"111111111111"`（長さ 12）。'), item) == 12
    assert case_value(_case('`base` = `"11111111111"`.'), item) == 11
    assert case_value(_case("`base` with 13 elements."), item) == 13
