"""A call of a delegate is the call its body makes (forwarded.py), a two-statement body handing its work to one call
is a delegate too (delegates.handed_call), and a key item's stand-in case takes no other key item
(linking._stand_in). Seen on strcase (`ToSnake` -> `toDelimited`) and go-units (`CustomSize`, `RAMInBytes`)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import delegates, linking
from utspec.models import Category, TestCase

SRC = """package s

func ToSnake(s string) string {
	return toDelimited(s, '_')
}

func toDelimited(s string, d byte) string {
	out := []byte{}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' {
			c = d
		}
		out = append(out, c)
	}
	return string(out)
}
"""
CALL = 'ToSnake("a b") returns "a_b"'

HANDED = """package s

func Human(size float64) string {
	n, unit := scale(size, 1000.0)
	return fmt.Sprintf("%g%s", n, unit)
}

func scale(size float64, base float64) (float64, string) {
	i := 0
	for size >= base && i < 4 {
		size /= base
		i++
	}
	return size, units[i]
}
"""
SUMMARY = "Human returns a human-readable size."


def test_a_call_of_a_delegate_walks_its_worker() -> None:
    assert linked_lines(SRC, CALL, path="s.go", key_item=True) == [9]  # the walk through `toDelimited`'s loop


def test_not_forwarded_it_stays_unlinked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "forwarded", lambda text, sources: text)
    assert linked_lines(SRC, CALL, path="s.go", key_item=True) != [9]


def test_a_two_statement_delegates_summary_lands_on_its_worker() -> None:
    assert linked_lines(HANDED, SUMMARY, path="s.go", section="Human(size float64) string") == [10]


def test_with_one_statement_delegates_only_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(delegates, "handed_call", delegates.only_return)
    assert linked_lines(HANDED, SUMMARY, path="s.go", section="Human(size float64) string") != [10]


def _case(*evidence: str) -> TestCase:
    return TestCase(id="TC-001", perspective="p", category=Category.NORMAL, preconditions="", input="", expected="",
                    evidence=list(evidence))  # fmt: skip


def test_a_stand_in_cites_key_items_only() -> None:
    items = {"s.go:9:loop": None}
    assert linking._stand_in(_case("KT-1"), items)  # type: ignore[arg-type]
    assert not linking._stand_in(_case("KT-1", "s.go:9:loop"), items)  # type: ignore[arg-type]
    assert not linking._stand_in(_case("DR-2", "KT-1"), items)  # type: ignore[arg-type]
    assert not linking._stand_in(_case(), items)  # type: ignore[arg-type]
