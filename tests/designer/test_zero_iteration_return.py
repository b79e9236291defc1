"""A zero-iteration case states the value the function then returns (`empty_loop`, loop_cases.py).

"The loop body runs zero iterations …; the function returns `"n=" + str(count)`" restated the code; with the
collection empty the body runs no statement, so the call returns `"n=0"`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of
from utspec.analyzers import empty_loop

_PY = """def total(items):
    count = 0
    for item in items:
        count += 1
    return "n=" + str(count)
"""


def _zero_case(tmp_path: Path) -> dict:
    cases = spec_of(tmp_path, {"total.py": _PY})["cases"]
    return next(c for c in cases if "zero iterations" in c["input"])


def test_the_value_after_an_empty_loop_is_stated(tmp_path: Path) -> None:
    assert _zero_case(tmp_path)["expected"].endswith(
        'the function returns `"n=0"` (the value of `"n=" + str(count)` for this input).'
    )


def test_switched_off_the_expression_is_restated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(empty_loop, "collection", lambda text, language: None)
    assert _zero_case(tmp_path)["expected"].endswith('the function returns `"n=" + str(count)`.')
