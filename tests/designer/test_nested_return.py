"""A branch whose block is `if inner: return A` then `return B` states both results (jpholiday's special years, D1)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

# In 2020 the holiday moved: the function returns True for that one date and False for any other day of
# the year. The year's cases once asked what to check (Q-effect); the code states both results.
PY = '''import datetime


def is_sea_day(date: datetime.date) -> bool:
    if date.year == 2020:
        if date == datetime.date(2020, 7, 23):
            return True

        return False

    return date.month == 7 and date.day == 20
'''

TS = """export function size(n: bigint): string {
  if (n < 100n) {
    if (n === 0n) {
      return 'zero';
    }
    return 'small';
  }
  return 'big';
}
"""


def test_the_taken_year_states_both_results_and_the_skipped_years_neither(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "sea.py", PY)
    on = cases["`date.year == 2020` at 2020 (on the condition)"]
    assert on["expected"] == (
        "The function returns `False`, or `True` when `date == datetime.date(2020, 7, 23)` holds."
    ), on["expected"]
    off = cases["`date.year == 2020` at 2021 (off the condition)"]
    assert off["expected"].startswith("The function returns neither `True` nor `False` at line 5"), off["expected"]


def test_a_brace_block_of_the_same_shape(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "size.ts", TS)
    said = [c["expected"] for c in cases.values() if "returns `'small'`, or `'zero'` when `n === 0n` holds" in c["expected"]]
    assert said, [c["expected"] for c in cases.values()]
