"""A statement about symbols or alphanumerics lands on the regex class that allows them (charclass.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.anchoring import charclass
from utspec.anchoring.charclass import CHARSET
from utspec.anchoring.extract import anchors
from utspec.designer.offline import linking

# The messages say nothing of the character set: only the regex does.
SRC = """export function parseCode(code: string, region: string, weight: number): string {
  const trimmed = code.trim();
  if (trimmed.length !== 8) {
    throw new RangeError('bad length');
  }
  if (!/^[A-Z0-9]+$/.test(trimmed)) {
    throw new RangeError('bad code');
  }
  if (!region) {
    throw new Error('no region');
  }
  if (weight > 30) {
    throw new Error('too heavy');
  }
  return trimmed;
}
"""

KT = "記号を含むコードはエラーになること"


def test_doctests() -> None:
    assert doctest.testmod(charclass).failed == 0


def test_the_words_for_the_set_share_its_concept() -> None:
    for text in ("記号を含む", "英数字以外", "only alphanumeric characters", "a code with symbols"):
        assert CHARSET in anchors(text), text


def test_the_class_decides_the_case() -> None:
    assert linked_lines(SRC, KT, path="a.ts", key_item=True) == [6, 7]


def test_without_the_rule_it_does_not_land_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "charset_anchors", lambda text: frozenset())
    assert linked_lines(SRC, KT, path="a.ts", key_item=True) != [6, 7]
