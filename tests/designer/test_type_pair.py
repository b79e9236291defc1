"""A statement naming two types a function tells apart is about neither type's branch alone (type_pair.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, type_pair

# Shaped as bytes.js's `parse` (written here: nothing copied from a fetched snapshot is committed).
SRC = """var pattern = /^((-|\\+)?(\\d+(?:\\.\\d+)?)) *(kb|mb|gb|tb|pb)$/i;

function parse(val) {
  if (typeof val === 'number' && !isNaN(val)) {
    return val;
  }

  if (typeof val !== 'string') {
    return null;
  }

  var results = pattern.exec(val);
  if (!results) {
    return parseInt(val, 10);
  }
  return Math.floor(parseFloat(results[1]) * 1024);
}
"""
NUMBER_BRANCH = 4
DR = "String to parse, or number in bytes."
SECTION = "bytes.parse(string｜number value): number｜null"


def test_doctests() -> None:
    assert doctest.testmod(type_pair).failed == 0


def test_both_types_are_not_the_number_branch() -> None:
    assert NUMBER_BRANCH not in linked_lines(SRC, DR, path="index.js", section=SECTION)


def test_without_the_rule_it_lands_on_the_number_branch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "one_of_several", lambda condition, said: False)
    assert NUMBER_BRANCH in linked_lines(SRC, DR, path="index.js", section=SECTION)
