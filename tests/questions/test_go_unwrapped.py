"""A key item expecting a Go error returned as is where the code returns the error it wraps (issue 13: Go returns
errors; cenkalti/backoff 4.1.3's Retry, backoff-ja-go KT-14)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

GO = """package backoff

func Retry(o Operation) error {
	err := o()
	var permanent *PermanentError
	if errors.As(err, &permanent) {
		return %s
	}
	return err
}
"""


def _outcome(returned: str, text: str) -> tuple[str, tuple[str, ...]]:
    src = SourceText(path="retry.go", text=GO % returned)
    v = classify(text, Inputs.of(analyze([src]).items, [], [src]))
    return v.outcome, v.refs


def test_an_error_expected_as_is_where_the_code_unwraps_it_is_contradicted() -> None:
    said = "Retry は operation が PermanentError を返したとき、その PermanentError をそのまま返すこと"
    assert _outcome("permanent.Err", said) == (
        "contradicted",
        ("retry.go:6:branch",),
    )  # ruleid: returns the field
    assert _outcome("permanent", said)[0] != "contradicted"  # ok: returned as is
    # ok: a statement saying the wrapped error comes back agrees with the code
    assert (
        _outcome("permanent.Err", "If o returns a *PermanentError, the wrapped error is returned.")[0]
        != "contradicted"
    )
