"""A written call is not contradicted at a test its own literal argument makes false (issue 13, session 29; tuned on
redo-ja-py after its first run).

"calculate_sleep_time(10) returns 120" was asked as contradicted at `if attempt <= 0: return 0`. The `ruleid` fails
with `key_items.untaken_by_call` switched off (`lambda *a: False`); the `ok` line keeps the true contradiction of
`calculate_sleep_time(-1)`, whose argument takes the guard.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions import key_items, untaken_literal
from utspec.questions.key_items import Inputs, classify

SRC = SourceText(
    path="redo.py",
    text="""import random


def calculate_sleep_time(attempt, delay_factor=5.0, max_delay=120):
    if attempt <= 0:
        return 0
    delay = float(2 ** (attempt - 1)) * float(delay_factor)
    delay = delay * (random.random() + 1)
    return min(delay, max_delay)
""",
)


def _outcome(text: str) -> str:
    return classify(text, Inputs.of(analyze([SRC]).items, [], [SRC])).outcome


def test_a_guard_the_calls_argument_skips_is_no_contradiction() -> None:
    # ruleid: 10 <= 0 is false: the guard's `return 0` says nothing of calculate_sleep_time(10)
    assert _outcome("calculate_sleep_time(10) returns 120") != "contradicted"
    # ok: -1 takes the guard, which returns 0 where a raise is said
    assert _outcome("calculate_sleep_time(-1) raises ValueError") == "contradicted"


def test_switched_off_the_guard_is_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(key_items, "untaken_by_call", lambda *a: False)
    assert _outcome("calculate_sleep_time(10) returns 120") == "contradicted"


def test_the_doctests_run() -> None:
    assert doctest.testmod(untaken_literal).failed == 0
