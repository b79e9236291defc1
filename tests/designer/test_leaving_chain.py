"""Sequential `if` blocks that always leave act as a chain: a boundary value states the block it lands in (jpholiday)."""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """import datetime


class SeaDay:
    def is_holiday(self, date):
        if date.year == 2020:
            if date == datetime.date(2020, 7, 23):
                return True

            return False

        # the Olympics moved it again
        if date.year == 2021:
            if date == datetime.date(2021, 7, 22):
                return True

            return False

        return date.month == 7 and date.day == 20
"""


def _said(tmp_path: Path) -> dict[tuple[str, str], str]:
    cases = spec_of(tmp_path, {"sea.py": SRC})["cases"]
    return {(c["perspective"].split("`")[1], c["input"]): c["expected"] for c in cases if "`date.year` = " in c["input"]}


def test_a_value_an_earlier_block_catches_states_that_block(tmp_path: Path) -> None:
    said = _said(tmp_path)
    # 2020 off `== 2021`: the 2020 block returns first, not "the block at line 13 returns neither".
    assert said[("date.year == 2021", "`date.year` = `2020`.")] == (
        "The function returns `False`, or `True` when `date == datetime.date(2020, 7, 23)` holds."
    ), said


def test_a_value_the_next_block_catches_states_that_block(tmp_path: Path) -> None:
    said = _said(tmp_path)
    assert said[("date.year == 2020", "`date.year` = `2021`.")] == (
        "The function returns `False`, or `True` when `date == datetime.date(2021, 7, 22)` holds."
    ), said
    # 2019 reaches neither block: the case keeps what it said.
    assert "2021" not in said[("date.year == 2020", "`date.year` = `2019`.")], said


def test_doctests() -> None:
    from utspec.designer.offline import leaving_chain

    assert doctest.testmod(leaving_chain).failed == 0
