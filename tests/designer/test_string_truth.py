"""A string used as a condition (`not s`, `!s`) is judged for a call's string literal (string_truth.py): a call with
a non-empty string does not take the empty-string guard. Seen on kanjize, session 18 (`kanji2number("万")` raising
for another reason landed on `if not kanjis: raise ValueError("Kanji is empty")`); the fixture is our own code."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import call_judge, linking

SRC = '''def parse_label(label: str) -> str:
    if not label:
        raise ValueError("label is empty")
    if label.startswith("#"):
        raise ValueError("label is a comment")
    return label.upper()
'''
CALL = 'parse_label("#x") は ValueError を送出する'
EMPTY_GUARD = {2, 3}


def test_a_non_empty_string_does_not_take_the_empty_guard() -> None:
    assert not EMPTY_GUARD & set(linked_lines(SRC, CALL, key_item=True))


def test_without_the_rule_it_does(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(call_judge, "string_truth", lambda condition, bound: None)
    monkeypatch.setattr(linking, "run_exit", lambda *a: None)  # running the call finds it too (evaluated_exit.py)
    assert EMPTY_GUARD & set(linked_lines(SRC, CALL, key_item=True))


def test_the_empty_string_takes_it() -> None:
    assert set(linked_lines(SRC, 'parse_label("") は ValueError を送出する', key_item=True)) == EMPTY_GUARD
