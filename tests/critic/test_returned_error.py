"""unsupported-value and a Go error *value* the case's own function returns (shellquote's `splitWord` after a loop
that runs zero times; backoff's `Permanent`): the clean drafts were blocked because `…Error` was read as an exception
type the case's cited lines must write."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tests.designer._one_file_run import spec_of
from utspec.cli import app, review_cmd  # noqa: F401 - registers `review`

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
	if input == "" {
		return "", EmptyError
	}
	cur := input
	for len(cur) > 0 {
		if cur[0] == '\\' {
			return "", EscapeError
		}
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


def _review(tmp_path: Path, spec: dict) -> list[str]:
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    res = CliRunner().invoke(app, ["review", str(path), "--config", str(tmp_path / "config.yaml"), "--format", "json"])
    data = json.loads(res.stdout)
    return [f["message"] for f in data["findings"] if f["rule"] == "unsupported-value" and f["severity"] == "blocking"]


def test_an_error_value_another_branch_returns_is_still_unsupported(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"retry.go": GO})
    assert _review(tmp_path, spec) == []
    # ruleid: the zero-iteration case given the result of the guard before the loop (a swap within one function)
    zero = next(c for c in spec["cases"] if '`"", UnterminatedError`' in c["expected"])
    zero["expected"] = zero["expected"].replace('`"", UnterminatedError`', '`"", EmptyError`')
    assert any("EmptyError" in m and zero["id"] in m for m in _review(tmp_path, spec))
