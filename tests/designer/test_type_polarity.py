"""A statement about a value of a type is not about the case where the value is not of it (type_polarity.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, type_polarity

# bytes.js `parse` in small: a value that is not a string gives null, and so does a string with no number.
SRC = """function parse(val) {
  if (typeof val === 'number' && !isNaN(val)) {
    return val;
  }
  if (typeof val !== 'string') {
    return null;
  }
  var floatValue = parseInt(val, 10);
  if (isNaN(floatValue)) {
    return null;
  }
  return floatValue;
}
"""
KT = "parse of a string with no number in it returns null"


def test_doctests() -> None:
    assert doctest.testmod(type_polarity).failed == 0


def test_a_string_is_not_about_the_not_a_string_guard() -> None:
    assert 5 not in linked_lines(SRC, KT, path="a.js", key_item=True)


def test_without_the_rule_it_lands_on_the_not_a_string_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "said_types", lambda text: {})
    assert linked_lines(SRC, KT, path="a.js", key_item=True) == [5, 6]


def test_not_a_string_still_lands_there() -> None:
    assert linked_lines(SRC, "parse of a value that is not a string returns null", path="a.js", key_item=True) == [5, 6]


# camelcase's guard: `!(A || B)` holds for a value of neither type; its message quotes `string | string[]`.
CAMEL = """export default function camelCase(input, options) {
	if (!(typeof input === 'string' || Array.isArray(input))) {
		throw new TypeError('Expected the input to be `string | string[]`');
	}
	input = input.trim();
	if (input.length === 0) {
		return '';
	}
	return input.toLowerCase();
}
"""


def test_a_string_is_not_about_the_neither_type_guard() -> None:
    assert 3 not in linked_lines(CAMEL, "The string to convert to camel case.", path="index.js")  # not the throw


def test_without_the_negated_either_reading_it_lands_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(type_polarity, "type_tests_of", lambda c: (t := type_polarity.type_test_of(c)) and {t[0]: t[1]})
    assert 3 in linked_lines(CAMEL, "The string to convert to camel case.", path="index.js")


def test_neither_type_still_lands_on_it() -> None:
    text = "An input that is neither a string nor an array of strings throws TypeError"
    assert linked_lines(CAMEL, text, path="index.js", key_item=True) == [2, 3]
