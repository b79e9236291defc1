"""A statement saying a literal comes out lands on the exit returning it (returned_literal.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, returned_literal

# The comment above the timestamp branch shares "Retry-After" and "delay" with the key item; only the
# exit on line 10 returns what it says comes out.
SRC = """export const delayOf = (value: string, allowTimestamp: boolean): number | undefined => {
  if (/^\\d+$/.test(value)) {
    let delay = Number(value) * 1000;
    // Retry-After numbers are delay seconds; a reset header may hold a timestamp.
    if (allowTimestamp && delay >= threshold) {
      delay -= Date.now();
    }
    return Math.max(0, delay);
  }
  const timestamp = parseDate(value);
  if (timestamp === undefined) {
    return undefined;
  }
  return Math.max(0, timestamp - Date.now());
};
"""

KT = "An unparseable Retry-After value gives no delay (undefined)"


def test_doctests() -> None:
    assert doctest.testmod(returned_literal).failed == 0


def test_the_literal_decides_the_exit() -> None:
    assert linked_lines(SRC, KT, path="a.ts", key_item=True) == [11, 12]


def test_without_the_rule_it_does_not_land_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "said_literals", lambda text: frozenset())
    assert linked_lines(SRC, KT, path="a.ts", key_item=True) != [11, 12]
