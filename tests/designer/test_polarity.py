"""Outcomes read through every negation form, in all seven languages (hand-labelled fixtures)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import rule_based
from utspec.designer.inputs import DesignInputs
from utspec.designer.offline import boundary_cases, facts, sql_cases
from utspec.models import SourceText

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures" / "polarity"
sys.path.insert(0, str(ROOT / "bench"))

from expected.polarity import judge, read_labels  # noqa: E402


def _spec_cases(language: str = "en") -> list[dict]:
    sources = [
        SourceText(path=f"src/{p.name}", text=p.read_text(encoding="utf-8"))
        for p in sorted(FIXTURES.iterdir())
        if p.suffix != ".md"
    ]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = rule_based.draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources,
                                         language=language))  # fmt: skip
    return [c.model_dump() for c in spec.cases]


def _score(cases: list[dict]) -> tuple[int, int, list[str]]:
    checked = inverted = 0
    notes: list[str] = []
    for label in read_labels(FIXTURES):
        c, i, n = judge(label, cases, f"src/{label.file}")
        checked, inverted, notes = checked + c, inverted + i, notes + n
    return checked, inverted, notes


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_inverted_outcome_on_the_polarity_fixtures(language: str) -> None:
    checked, inverted, notes = _score(_spec_cases(language))
    labels = read_labels(FIXTURES)
    assert {lb.file.rsplit(".", 1)[-1] for lb in labels} == {"py", "java", "cs", "js", "ts", "go", "sql"}
    assert checked >= sum(len(lb.fires) + len(lb.quiet) for lb in labels) * 0.9, notes
    assert inverted == 0, notes


def test_ignoring_negations_inverts_outcomes(monkeypatch: pytest.MonkeyPatch) -> None:
    # Break the polarity reader on purpose: the judge must see inverted outcomes.
    for module in (boundary_cases, sql_cases):
        monkeypatch.setattr(module, "negated", lambda cond, part: False)
    _, inverted, _ = _score(_spec_cases())
    assert inverted >= 10


@pytest.mark.parametrize(
    ("cond", "part", "expected"),
    [
        ("not 0 <= x < 1 << 32", "0 <= x < 1 << 32", True),  # Python `not` over a chained comparison
        ("not (x < 500 or flag)", "x < 500", True),  # De Morgan form
        ("!(x > 10)", "x > 10", True),  # `!(...)`
        ("!(x < 500 || flag)", "x < 500", True),
        ("!(!(x > 1))", "x > 1", False),  # double negation
        ("x != 50", "x != 50", False),  # `!=` is an operator, not a negation
        ("!a && x > 5", "x > 5", False),  # `!` binds to `a` only
        ("not a or x > 5", "x > 5", False),  # `not` stops at `or`
        ("x is not None and x > 3", "x > 3", False),  # `is not` is one operator
        ("NOT (amount > 100)", "amount > 100", True),  # SQL
    ],
)
def test_negated(cond: str, part: str, expected: bool) -> None:
    assert facts.negated(cond, part) is expected
