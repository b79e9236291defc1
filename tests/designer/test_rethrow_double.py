"""A rethrow of the caught exception names the exception a test double raises, in the input and the result."""

from __future__ import annotations

import doctest
import json
from pathlib import Path

from tests.designer._one_file_run import spec_of

TS = """export class BackOff {
  constructor(private request: () => Promise<number>, private retry: (e: unknown) => boolean) {}

  public async execute(): Promise<number> {
    try {
      await this.applyDelay();
      return await this.request();
    } catch (e) {
      if (!this.retry(e)) {
        throw e;
      }
    }
    return 0;
  }

  private async applyDelay() {
    return 1;
  }
}
"""

PY = """def retry_exception(target, exception, raise_on_giveup):
    def retry(*args):
        try:
            ret = target(*args)
        except exception as e:
            if raise_on_giveup:
                raise
            return None
        return ret
    return retry
"""


def _cases(tmp_path: Path, name: str, text: str) -> tuple[list[dict], list[dict]]:
    spec = spec_of(tmp_path, {name: text})
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    return spec["cases"], trace["rounds"][-1]["review"]["findings"]


def test_a_ts_rethrow_names_the_error_the_double_throws(tmp_path: Path) -> None:
    cases, findings = _cases(tmp_path, "backoff.ts", TS)
    rethrow = [c for c in cases if c["expected"] == "The caught `Error` reaches the caller unchanged."]
    assert rethrow, [c["expected"] for c in cases]
    # The failing call is the dependency, not the class's own `applyDelay`.
    assert all("`this.request` raises `new Error('boom')` (test double)" in c["input"] for c in rethrow), rethrow
    ids = {c["id"] for c in rethrow}
    # The critic reads `throw e` as the double's exception: neither a contradiction nor a made-up value.
    assert not [f for f in findings if set(f["refs"]) & ids], findings


def test_a_python_bare_raise_of_a_parameter_type_sets_that_parameter(tmp_path: Path) -> None:
    cases, findings = _cases(tmp_path, "retry.py", PY)
    case = next(c for c in cases if "raise_on_giveup" in c["perspective"] and "ValueError" in c["expected"])
    assert "`exception` = `ValueError`" in case["input"], case
    assert "`target` raises `ValueError('boom')` (test double)" in case["input"], case
    assert not [f for f in findings if case["id"] in f["refs"]], findings


def test_doctests() -> None:
    from utspec.critic.checks import _rethrown_choice
    from utspec.designer.offline import rethrow_double

    assert doctest.testmod(rethrow_double).failed == 0
    assert doctest.testmod(_rethrown_choice).failed == 0
