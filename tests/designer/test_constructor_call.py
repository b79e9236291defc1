"""A call of a class's name is a call of its constructor (constructor_call.py): naming no failure, the key item is
about the constructor's normal path. Seen on japanera, session 18 ("`EraDate(2019, 4, 30)` を文字列にすると…" tied
between two classes' `__new__`); the fixture is our own code."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SRC = '''class Span:
    def __init__(self, start, end=None):
        if end is None:
            end = start
        if end < start:
            raise ValueError("end before start")
        self.start = start
        self.end = end

    def length(self):
        if self.end == self.start:
            return 0
        return self.end - self.start


class Gap:
    def __init__(self, start, end):
        if end < start:
            raise ValueError("end before start")
        self.start = start
        self.end = end
'''
BUILT = "Span(3, 7) を作ると start が 3、end が 7 になる"


def _normal_path() -> list[int]:
    return [5]  # the one guard `Span.__init__` passes (`end is None` only fills a default)


def test_a_constructor_call_naming_no_failure_lands_on_its_normal_path() -> None:
    assert linked_lines(SRC, BUILT, key_item=True) == _normal_path()


def test_without_the_constructor_rule_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "constructor_function", lambda text, built: None)
    assert linked_lines(SRC, BUILT, key_item=True) != _normal_path()


def test_a_method_called_on_the_new_object_is_not_the_constructor() -> None:
    assert linked_lines(SRC, "Span(3, 7).length() は 4", key_item=True) != _normal_path()
