"""A method of a class with an outside base, given a date by its fields, is run (issue 12, brief item 3).

jpholiday's checkers (`class NewYearChecker(HolidayCheckerInterface)`, the interface imported from a file the corpus
does not ship) were not run at all: py_instances ran only classes without a base, and a case giving `date.year`,
`date.month` and `date.day` made no call. The class's own methods run now, and the three fields make one
`datetime.date`.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import py_instances
from utspec.analyzers.py_eval import call_outcome
from utspec.designer.offline import case_run as case_run_module
from utspec.designer.offline.case_run import Run, case_call, case_run
from utspec.models import ChecklistItem, Kind

_CHECKER = """import datetime

from jpholiday.checker.interface import HolidayCheckerInterface


class FoundationDayChecker(HolidayCheckerInterface):
    def is_holiday(self, date: datetime.date) -> bool:
        return date.year >= 1967 and date.month == 2 and date.day == 11

    def holiday_name(self, date: datetime.date) -> str:
        return self.name_of(date)
""".split("\n")

_ITEM = ChecklistItem(id="c.py:8:branch", kind=Kind.BRANCH, file="c.py", line=8, end_line=8, language="python",
                      symbol="FoundationDayChecker.is_holiday", text="date.year >= 1967")  # fmt: skip
_INPUT = "`date.year` = `1967`、`date.month` = `2`、`date.day` = `11`。"


def test_the_date_s_fields_make_one_date_argument() -> None:
    assert case_call(_CHECKER, _ITEM, _INPUT) == (
        "obj = FoundationDayChecker.__new__(FoundationDayChecker)\nobj.is_holiday(datetime.date(1967, 2, 11))"
    )


def test_a_method_of_a_class_with_an_outside_base_runs() -> None:
    run = case_run({"c.py": _CHECKER}, _ITEM, _INPUT)
    assert isinstance(run, Run) and run.shown == "True"


def test_a_member_the_class_does_not_define_gives_up() -> None:
    # `name_of` may come from the base: not read
    program = "obj = FoundationDayChecker.__new__(FoundationDayChecker)\nobj.holiday_name(datetime.date(1967, 2, 11))"
    assert py_instances.sequence_outcome("\n".join(_CHECKER), program) is None


def test_the_base_s_init_is_not_made_up() -> None:
    assert py_instances.sequence_outcome("\n".join(_CHECKER), "FoundationDayChecker().is_holiday(1)") is None


def test_without_the_date_argument_no_call_is_made(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(case_run_module, "date_argument", lambda *a: None)
    assert case_call(_CHECKER, _ITEM, _INPUT) is None


def test_two_fields_are_no_date() -> None:
    assert case_call(_CHECKER, _ITEM, "`date.month` = `2`、`date.day` = `11`。") is None


def test_the_clock_is_not_read() -> None:
    src = "import datetime\ndef f():\n    return datetime.date.today().year\n"
    assert call_outcome(src, "f()") is None
    pure = "import datetime\ndef f():\n    return datetime.date(2024, 2, 29).isoweekday()\n"
    assert call_outcome(pure, "f()").value == 4  # type: ignore[union-attr]
