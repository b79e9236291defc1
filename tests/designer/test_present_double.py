"""`x is not None` after `x = obj.call(...)`: the call's double returns a value other than None (jpholiday's cache)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

# `cache` is no input: a test sets it through the double of `self._cache.get(date)`, whose None side the
# designer already stated; the other side is the same double returning something else.
PY = '''class Calendar:
    def holidays(self, date):
        cache = self._cache.get(date)
        if cache is not None:
            return cache
        return self._compute(date)
'''


def test_the_non_null_side_is_the_doubles_other_answer(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "cal.py", PY)
    assert cases["`cache is not None` holds"]["input"] == (
        "`self._cache.get(date)` returns a value other than `None` (test double)."
    )
