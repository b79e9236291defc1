"""A boundary an earlier cited `if` block catches (and leaves) is not reached: its side is unknown (`_caught_earlier`)."""

from __future__ import annotations

import doctest

from utspec.critic.checks import _caught_earlier
from utspec.critic.checks._case_facts import sides
from utspec.models import Category, ChecklistItem, Kind, TestCase

SRC = "\n".join(
    [
        "def is_holiday(date):",
        "    if date.year == 2020:",
        "        if date == datetime.date(2020, 7, 24):",
        "            return True",
        "        return False",
        "",
        "    if date.year >= 2020 and date.month == 10:",
        "        return True",
        "    return False",
    ]
)


def _item(kind: Kind, line: int, text: str, end: int | None = None, **kw: object) -> ChecklistItem:
    return ChecklistItem(id=f"s.py:{line}:{kind.value}", kind=kind, file="s.py", line=line, end_line=end or line,
                         language="python", text=text, **kw)  # type: ignore[arg-type]  # fmt: skip


def _case(value: int) -> TestCase:
    return TestCase(id="TC-001", perspective="p", category=Category.BOUNDARY, preconditions="-",
                    input=f"`date.year` = `{value}`.", expected="-")  # fmt: skip


BOUND = _item(Kind.BOUNDARY, 7, "date.year >= 2020", operator=">=", value=2020, test_values=[2019, 2020])
EARLIER = _item(Kind.BRANCH, 2, "date.year == 2020", end=5)


def test_a_value_an_earlier_cited_block_catches_does_not_fire_the_later_boundary() -> None:
    got = {s.item.kind: s.fires for s in sides([EARLIER, BOUND], _case(2020), {"s.py": SRC})}
    assert got[Kind.BOUNDARY] is None, got


def test_a_value_the_earlier_block_does_not_catch_keeps_its_side() -> None:
    got = {s.item.kind: s.fires for s in sides([EARLIER, BOUND], _case(2021), {"s.py": SRC})}
    assert got[Kind.BOUNDARY] is True, got


def test_doctests() -> None:
    assert doctest.testmod(_caught_earlier).failed == 0
