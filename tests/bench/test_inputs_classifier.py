"""bench/expected/inputs.py, the independent classifier behind "inputs naming a value" (issue 12).

It imports nothing of utspec. These rows pin what it counts, so a classifier that counts everything
(or nothing) makes the figure's test fail rather than the figure drift.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from expected.inputs import names_value  # noqa: E402


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ('`email` = `""`.', True),
        ("`cur.fetchone()` returns `(9999,)` (test double).", True),  # a tuple row (added 2026-12-04)
        ('`code` = `"AAAAAAA"` (length 7).', True),
        ("`items` with 101 elements.", True),
        ("Run statement 1 of q.sql (it starts at line 2).", True),
        ("Values for which `a < b` is true (the code names no literal to choose them from).", False),
        ("Input that passes every guard of `f` in a.py (see the normal-path case).", False),
        ("`f(x)` is called.", False),
        ("Any input; `n` = `3` would do (see the normal-path case).", False),  # a describing phrase wins
        ("`(a)`", False),  # parentheses without a comma are no tuple
    ],
)
def test_names_value(text: str, named: bool) -> None:
    assert names_value(text) is named
