"""A typing form's bracket is no container: `date: Union[datetime.date, …]` is a date, not "`date` with 1 element"."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

# jpholiday's shape: the parameter is a union of two standard-library classes, passed on to a call whose
# length is tested. The normal path names `date` (a tester passes it) as an instance of the first member.
PY = '''import datetime
from typing import Literal, Union


class Calendar:
    def is_holiday(self, date: Union[datetime.date, datetime.datetime]) -> bool:
        if len(self.holidays(date)) != 0:
            return True
        return False


def stream(name: Literal["stdin", "stdout"], streams):
    opener = streams.get(name)
    if opener is None:
        raise TypeError(name)
    return opener()
'''


def test_a_union_parameter_takes_an_instance_of_its_first_member(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "cal.py", PY)
    normal = next(c for p, c in cases.items() if p.startswith("Normal path through `Calendar.is_holiday`"))
    assert "`date` = `datetime.date(2024, 1, 31)`" in normal["input"]
    assert "`date` with" not in normal["input"]
    other = next(c for p, c in cases.items() if p.startswith("Normal path through `stream`"))
    assert "`name` with" not in other["input"]
