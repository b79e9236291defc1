"""A Go constructor's literal argument stored into a field and tested by a method (issue 13: contradicted).

cenkalti/backoff 4.1.3 (bench/questions backoff-ja-go KT-10): `WithMaxRetries(b, 0)` stores 0 in `maxTries`, and
`NextBackOff` returns `Stop` when `b.maxTries == 0`; "WithMaxRetries(b, 0) は回数を制限せず delegate の NextBackOff を
そのまま返すこと" expects the delegate's value. The key item was cited before `utspec.questions.constructor_fields`.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

GO = """package backoff

func WithMaxRetries(b BackOff, max uint64) BackOff {
	return &backOffTries{delegate: b, maxTries: max}
}

type backOffTries struct {
	delegate BackOff
	maxTries uint64
	numTries uint64
}

func (b *backOffTries) NextBackOff() time.Duration {
	if b.maxTries == 0 {
		return Stop
	}
	if b.maxTries > 0 {
		if b.maxTries <= b.numTries {
			return Stop
		}
		b.numTries++
	}
	return b.delegate.NextBackOff()
}
"""


def _verdict(text: str):
    src = [SourceText(path="tries.go", text=GO)]
    return classify(text, Inputs.of(analyze(src).items, [], src))


def test_a_stored_literal_reaching_another_return_is_contradicted() -> None:
    v = _verdict("WithMaxRetries(b, 0) は回数を制限せず delegate の NextBackOff をそのまま返すこと")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 14  # ruleid


def test_the_return_reached_or_another_value_is_not() -> None:
    assert _verdict("WithMaxRetries(b, 0) の NextBackOff は Stop を返すこと").outcome != "contradicted"  # ok
    assert _verdict("WithMaxRetries(b, 3) は delegate の NextBackOff をそのまま返すこと").outcome != "contradicted"  # ok
