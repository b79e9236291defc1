"""A Go statement naming the error a function returns on its main path is about that return (issue 13: Go returns
errors, it does not raise them).

cenkalti/backoff 4.1.3's `Permanent` and the retry loop before it (backoff-ja-go's retry.go, cut): "Permanent wraps the given err in a *PermanentError." was asked as
a design-code conflict with `if err == nil { return nil }`.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

GO = """package backoff

func RetryNotifyWithTimer(operation Operation, b BackOff, notify Notify, t Timer) error {
	var err error
	var next time.Duration
	if t == nil {
		t = &defaultTimer{}
	}

	defer func() {
		t.Stop()
	}()

	ctx := getContext(b)

	b.Reset()
	for {
		if err = operation(); err == nil {
			return nil
		}

		var permanent *PermanentError
		if errors.As(err, &permanent) {
			return permanent.Err
		}

		if next = b.NextBackOff(); next == Stop {
			if cerr := ctx.Err(); cerr != nil {
				return cerr
			}

			return err
		}

		if notify != nil {
			notify(err, next)
		}

		t.Start(next)

		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C():
		}
	}
}

type PermanentError struct {
	Err error
}

func (e *PermanentError) Error() string {
	return e.Err.Error()
}

func (e *PermanentError) Unwrap() error {
	return e.Err
}

func (e *PermanentError) Is(target error) bool {
	_, ok := target.(*PermanentError)
	return ok
}

func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return %s
}
"""


def _asked(returned: str, text: str) -> list[str]:
    src = SourceText(path="retry.go", text=GO % returned)
    req = Requirement(id="DR-1", text=text, file="d.md", line=3, kind="sentence", section="Permanent")
    inp = ReviewInput(TestSpec.model_construct(), analyze([src]).items, [req], [], [src])
    return [q.places[0] for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion)]


def test_the_main_path_return_of_the_named_error_is_what_the_statement_describes() -> None:
    said = "Permanent wraps the given err in a *PermanentError."
    assert _asked("&PermanentError{Err: err}", said) == []  # ok: the function's own level returns it
    # ruleid: a statement under a condition is still read against the guard
    assert _asked("&PermanentError{Err: err}", "If err is nil, Permanent returns a *PermanentError.") == [
        "retry.go:67"
    ]
