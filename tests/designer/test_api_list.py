"""A bullet that is only a function's name, under a lead-in listing an API, lands on that function's normal
path (api_list.py): the lead's L2 ("provides base compare operations like:" * Equals * GreaterThan ...)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.models import Requirement, SourceText

# Hand-written in the shape of a Go money library: each comparison checks the currencies first.
SRC = """package money

type Money struct {
	amount   int64
	currency string
}

func (m *Money) assertSameCurrency(om *Money) error {
	if m.currency != om.currency {
		return ErrCurrencyMismatch
	}

	return nil
}

func (m *Money) Equals(om *Money) (bool, error) {
	if err := m.assertSameCurrency(om); err != nil {
		return false, err
	}

	return m.amount == om.amount, nil
}

func (m *Money) GreaterThan(om *Money) (bool, error) {
	if err := m.assertSameCurrency(om); err != nil {
		return false, err
	}

	return m.amount > om.amount, nil
}
"""
TEXTS = [("heading", "Comparison"), ("sentence", "Money provides base compare operations like:"),
         ("bullet", "Equals"), ("bullet", "GreaterThan")]  # fmt: skip


def _lines() -> dict[str, list[int]]:
    sources = [SourceText(path="money.go", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    reqs = [Requirement(id=f"DR-{n}", file="d.md", line=n, kind=k, text=t, section="Comparison")  # type: ignore[arg-type]
            for n, (k, t) in enumerate(TEXTS, 1)]  # fmt: skip
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=reqs, key_items=[], sources=sources)
    )
    code = {i.id: (i.line, i.symbol) for i in checklist}
    return {
        dr: sorted({code[r][0] for c in spec.cases if dr in c.evidence for r in c.evidence if r in code})
        for dr in ("DR-3", "DR-4")
    }


def test_each_name_lands_on_its_functions_normal_path() -> None:
    lines = _lines()
    assert lines["DR-3"] and all(17 <= n <= 22 for n in lines["DR-3"])  # Equals
    assert lines["DR-4"] and all(25 <= n <= 30 for n in lines["DR-4"])  # GreaterThan


def test_without_the_rule_they_do_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "listed_function", lambda text, functions: None)
    lines = _lines()
    assert not (lines["DR-3"] and all(17 <= n <= 22 for n in lines["DR-3"]))
