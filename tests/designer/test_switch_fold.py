"""A call's string value selects the arm of a switch on its folded parameter (`switch strings.ToLower(lang)`), also
when the call passes every guard before it (gosimple/slug's `MakeLang("Diese & Dass", "de")` had landed on
`case "pt", …` by its words)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import switch_call

SRC = """package slug

func MakeLang(s string, lang string) (slug string) {
    slug = strings.TrimSpace(s)
    if len(slug) > 100 {
    	slug = slug[:100]
    }
    switch strings.ToLower(lang) {
    case "bg", "bgr":
    	slug = SubstituteRune(slug, bgSub)
    case "de", "deu":
    	slug = SubstituteRune(slug, deSub)
    case "pt", "prt", "pt-br", "br", "bra", "por":
    	slug = SubstituteRune(slug, ptSub)
    default:
    	slug = SubstituteRune(slug, enSub)
    }
    return slug
}
"""
CALL = '`MakeLang("Diese & Dass", "DE")` returns "diese-und-dass"'


def test_the_call_takes_the_arm_of_its_folded_value() -> None:
    assert linked_lines(SRC, CALL, path="slug.go", key_item=True) == [11]


def test_without_folding_the_arm_is_not_decided(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(switch_call, "_folded", lambda expr, bound: None)
    assert linked_lines(SRC, CALL, path="slug.go", key_item=True) != [11]
