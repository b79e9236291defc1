"""A statement about the values a range does *not* hold for ("0〜7 の整数でないとき ValueError") is no conflict with
what the code does when the range holds: zenhan's mode check returns True there, and its caller raises
(questions.key_items.contradiction with claims.negates_a_number)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.models import SourceText
from utspec.questions import key_items

SRC = """class Widths:
    def _mode_ok(self, mode):
        if type(mode) is int and 0 <= mode <= 7:
            return True
        else:
            return False

    def narrow(self, text, mode):
        if self._mode_ok(mode):
            table = self._table(mode)
        else:
            raise ValueError('mode out of range')
        return text.translate(table)
"""
TEXT = "`mode` が 0〜7 の整数でないときは ValueError（\"mode out of range\"）を送出する。"


def _checklist() -> list:
    return analyze([SourceText(path="c.py", text=SRC)], AnalyzerOptions()).items


def test_a_negated_range_is_no_conflict_with_the_side_that_holds() -> None:
    assert key_items.contradiction(TEXT, _checklist()) is None


def test_without_reading_the_negation_it_was_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(key_items, "negates_a_number", lambda text: False)
    verdict = key_items.contradiction(TEXT, _checklist())
    assert verdict is not None and verdict.place is not None and verdict.place.line == 3


FTP = """def parse257(resp):
    if not resp.startswith('257'):
        return ''
    return resp[3:].strip()
"""


def test_a_place_testing_the_negation_itself_is_still_compared() -> None:
    # "257 以外" at `if not resp.startswith('257')`: the place holds on the text's side; it returns '', no error
    checklist = analyze([SourceText(path="f.py", text=FTP)], AnalyzerOptions()).items
    verdict = key_items.contradiction("parse257 は応答が 257 以外のとき error_reply を送出する", checklist)
    assert verdict is not None and verdict.place is not None and verdict.place.line in (2, 3)
