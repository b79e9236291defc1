"""unsupported-value and a Go error *value* the case's own function returns (shellquote's `splitWord` after a loop
that runs zero times; backoff's `Permanent`): the clean drafts were blocked because `…Error` was read as an exception
type the case's cited lines must write."""

from __future__ import annotations

import json
from pathlib import Path

from tests.designer._one_file_run import spec_of

GO = """package retry

var UnterminatedError = errors.New("unterminated")

// Permanent wraps the given err in a *PermanentError.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return &PermanentError{
		Err: err,
	}
}

// split reads up to the closing quote.
func split(input string) (string, error) {
	cur := input
	for len(cur) > 0 {
		if cur[0] == '"' {
			return cur, nil
		}
		cur = cur[1:]
	}
	return "", UnterminatedError
}
"""


def _run(tmp_path: Path) -> tuple[list[dict], list[dict]]:
    spec = spec_of(tmp_path, {"retry.go": GO})
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    return spec["cases"], [f for f in trace["rounds"][0]["review"]["findings"] if f["severity"] == "blocking"]


def test_a_returned_error_value_of_the_cases_own_function_is_supported(tmp_path: Path) -> None:
    cases, blocking = _run(tmp_path)
    said = [c["expected"] for c in cases]
    # ok: both results are what the cited functions return
    assert any("&PermanentError{" in e for e in said), said
    assert any("UnterminatedError" in e for e in said), said
    assert not [f for f in blocking if f["rule_id"] == "unsupported-value"], [f["message"] for f in blocking]


def test_an_error_value_another_function_returns_is_still_unsupported(tmp_path: Path) -> None:
    from utspec.critic.checks._returned_error import returned_by_own

    body = "func split(input string) (string, error) {\n\treturn \"\", UnterminatedError\n}"
    # ruleid: `Permanent`'s result said of `split`
    assert not returned_by_own("PermanentError", ["&PermanentError{ Err: err, }"], [body])
    assert returned_by_own("UnterminatedError", ['"", UnterminatedError'], [body])
