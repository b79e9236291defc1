"""A function named as a call or in quotes (by the statement or its section) outranks a plain word
that spells another function's name (named_place.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, named_place

# bytes.js in small: `bytes` is the default function and also the word for the unit.
SRC = """function bytes(value) {
  if (typeof value === 'string') {
    return parse(value);
  }
  if (typeof value === 'number') {
    return format(value);
  }
  return null;
}

function parse(val) {
  if (typeof val === 'number') {
    return val;
  }
  if (typeof val !== 'string') {
    return null;
  }
  return parseInt(val, 10);
}
"""
SECTION = "bytes.parse(string｜number value): number｜null"
DR = "If `value` is a number, it is assumed the value is in bytes."


def test_the_section_heading_call_decides() -> None:
    assert linked_lines(SRC, DR, path="a.js", section=SECTION) == [12, 13]  # parse's number guard


def test_without_the_rule_the_word_bytes_scopes_it_to_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "explicit_places", lambda reqs, functions: {})
    monkeypatch.setattr(linking, "explicit_function", lambda text, functions: None)
    assert linked_lines(SRC, DR, path="a.js", section=SECTION) == [5, 6]  # bytes's number guard


def test_doctests() -> None:
    assert doctest.testmod(named_place).failed == 0
