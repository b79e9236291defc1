""""A wins over B" is about A, not about the code reading B (precedence.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.precedence import without_loser

SRC = """export const getTimingHeader = (headers: Headers): string | undefined => {
  const retryAfter = headers.get('Retry-After');
  if (retryAfter !== null) {
    return retryAfter;
  }
  const rateLimitReset = headers.get('RateLimit-Reset') ?? headers.get('X-RateLimit-Reset');
  if (rateLimitReset !== null) {
    return rateLimitReset;
  }
  return undefined;
};
"""

KT = "Retry-After wins over RateLimit-Reset and X-RateLimit-Reset when both are present"


def test_the_winner_decides() -> None:
    assert linked_lines(SRC, KT, path="t.ts", key_item=True) == [3, 4]


def test_without_the_rule_the_loser_pulls_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "without_loser", lambda text: text)
    assert linked_lines(SRC, KT, path="t.ts", key_item=True) != [3, 4]


def test_loser_reading() -> None:
    assert without_loser("Retry-After wins over RateLimit-Reset when both are present") == (
        "Retry-After wins when both are present"
    )
    assert without_loser("A coupon takes precedence over the member discount.") == "A coupon takes precedence."
    assert without_loser("Orders are sorted by date") == "Orders are sorted by date"
