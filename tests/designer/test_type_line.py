"""A "Type: `…`" declaration is left out of a statement's match (type_line.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from tests.designer.test_type_polarity import CAMEL
from utspec.designer.offline import linking, type_line

DR = "Type: `false | string | string[]`\\ Default: The host environment’s current locale."


def test_doctests() -> None:
    assert doctest.testmod(type_line).failed == 0


# type_polarity.py would also keep "string" off the neither-type guard: switched off to see this rule alone.
def test_the_declaration_does_not_meet_the_type_guards_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "said_types", lambda text: {})
    assert linked_lines(CAMEL, DR, path="index.js") == []


def test_without_the_rule_string_meets_the_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "said_types", lambda text: {})
    monkeypatch.setattr(linking, "without_type_line", lambda text: text)
    assert 3 in linked_lines(CAMEL, DR, path="index.js")
