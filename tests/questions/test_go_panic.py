"""A Go function claimed to return an error, with no error result, that panics (issue 13: Go outcomes)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

GO = """package cron

func NewParser(options ParseOption) Parser {
	optionals := 0
	if options&DowOptional > 0 {
		optionals++
	}
	if optionals > 1 {
		panic("multiple optionals may not be configured")
	}
	return Parser{options}
}

func (p Parser) Parse(spec string) (Schedule, error) {
	if len(spec) == 0 {
		return nil, fmt.Errorf("empty spec string")
	}
	return nil, nil
}
"""


def test_returns_an_error_against_a_panic() -> None:
    src = SourceText(path="parser.go", text=GO)
    inputs = Inputs.of(analyze([src]).items, [], [src])
    kt = KeyItem(
        id="KT-5", text="NewParser returns an error when both optional fields are given", file="kt.md", line=5
    )
    v = classify(kt.text, inputs)
    # ruleid: no error result, a panic instead
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 8
    q = question(kt, v, "en", [])
    assert q is not None and 'panic("multiple optionals may not be configured")' in q.question
    # ok: Parse has an error result and returns one for the empty spec
    assert classify("Parse returns an error for an empty spec string", inputs).outcome != "contradicted"


def test_a_func_line_with_a_trailing_comment_is_read() -> None:
    # cenkalti/backoff 4.1.3's `func WithContext(…) BackOffContext { // nolint: golint`
    src = SourceText(
        path="context.go",
        text="func WithContext(b BackOff, ctx context.Context) BackOffContext { // nolint: golint\n"
        '\tif ctx == nil {\n\t\tpanic("nil context")\n\t}\n\treturn &backOffContext{b, ctx}\n}\n',
    )
    inputs = Inputs.of(analyze([src]).items, [], [src])
    v = classify("WithContext に nil の context を渡すと error を返すこと", inputs)
    assert v.outcome == "contradicted" and v.actual == 'panic("nil context")'  # ruleid
