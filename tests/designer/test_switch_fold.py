"""A call's string value selects the arm of a switch on its folded parameter (`switch strings.ToLower(lang)`), also
when the call passes every guard before it (gosimple/slug's `MakeLang("Diese & Dass", "de")` had landed on
`case "pt", …` by its words)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import switch_call

SRC = """package greet

func Hello(name string, lang string) (out string) {
    out = strings.Trim(name, " ")
    if len(out) > 40 {
        out = out[:40]
    }
    switch strings.ToLower(lang) {
    case "fr", "fra":
        out = "Bonjour " + out
    case "de", "deu":
        out = "Hallo " + out
    case "pt", "prt", "pt-br", "br", "bra", "por":
        out = "Olá " + out
    default:
        out = "Hello " + out
    }
    return out
}
"""
CALL = '`Hello("Anna", "DE")` returns "Hallo Anna"'


def test_the_call_takes_the_arm_of_its_folded_value() -> None:
    assert linked_lines(SRC, CALL, path="greet.go", key_item=True) == [11]


def test_without_folding_the_arm_is_not_decided(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(switch_call, "_folded", lambda expr, bound: None)
    assert linked_lines(SRC, CALL, path="greet.go", key_item=True) != [11]
