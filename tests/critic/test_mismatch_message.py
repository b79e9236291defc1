"""design-code-mismatch: an error message stating a bound its own condition does not test (issue 13: conflicts).

CPython 3.11 statistics (bench/questions statistics-ja-py, planted edits): `quantiles`' `if n < 2: raise
StatisticsError('n must be at least 1')` and harmonic_mean's `if x <= 0: raise StatisticsError(errmsg)` with `errmsg =
'harmonic mean does not support negative values'`; robfig/cron (cron-go) `if num < 1 { return 0, fmt.Errorf("negative
number (%d) not allowed: %s", num, expr) }`. None was asked before `utspec.questions.message_limits`.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, QuestionKind, Requirement, SourceText, TestSpec

PY = """def quantiles(data, *, n=4):
    if n < {bound}:
        raise StatisticsError('n must be at least 1')
    return sorted(data)


def harmonic_mean(data):
    errmsg = 'harmonic mean does not support negative values'
    x = data[0]
    if x {op} 0:
        raise StatisticsError(errmsg)
    return x
"""
GO = """package cron

func mustParseInt(expr string) (uint, error) {
	num, err := strconv.Atoi(expr)
	if err != nil {
		return 0, fmt.Errorf("failed to parse int from %s: %s", expr, err)
	}
	if num < 1 {
		return 0, fmt.Errorf("negative number (%d) not allowed: %s", num, expr)
	}
	return uint(num), nil
}
"""


def _questions(code: str, path: str) -> list[OpenQuestion]:
    sources = [SourceText(path=path, text=code)]
    design = Requirement(
        id="DR-1", file="d.md", line=3, kind="sentence", text="quantiles divides data into n intervals."
    )
    inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(sources).items, requirements=[design],
                      key_items=[], sources=sources, language="en")  # fmt: skip
    return [
        q
        for q in design_code_mismatch.check(inp)
        if isinstance(q, OpenQuestion) and q.id.endswith(":message")
    ]


def test_a_message_bound_the_condition_does_not_test_is_asked() -> None:
    qs = _questions(PY.format(bound=2, op="<="), "s.py")
    assert sorted(q.places[0] for q in qs) == ["s.py:10", "s.py:2"]  # ruleid
    q = next(q for q in qs if q.places[0] == "s.py:2")
    assert (
        q.kind is QuestionKind.DESIGN_CODE_CONFLICT
        and q.values == ["n >= 1", "n >= 2"]
        and q.refs == ["DR-1"]
    )
    assert [q.places[0] for q in _questions(GO, "parser.go")] == ["parser.go:8"]  # ruleid


def test_a_condition_that_tests_the_message_bound_is_not() -> None:
    assert _questions(PY.format(bound=1, op="<"), "s.py") == []  # ok
    assert _questions(GO.replace("num < 1", "num < 0"), "parser.go") == []  # ok
