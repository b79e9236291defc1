"""A raise in the `else` after an `elif` takes every clause false, not the first `if`'s input (gzip's `open`)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

# The raise sits in the chain's last clause: a score of 90 or more takes the first branch, 50 or more the
# second; only a score below 50 raises. The case once took the first `if` as its branch (`score` = `90`).
PY = '''def grade(score: int) -> str:
    if score >= 90:
        result = "A"
    elif score >= 50:
        result = "B"
    else:
        raise ValueError("failed")
    return result
'''


def test_the_else_raise_after_an_elif_takes_no_clause(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "grade.py", PY)
    # The raise opens the chain's `else`: it is on the last clause's off side (else_exits.py), one case.
    (raise_,) = [c for c in cases.values() if "src/grade.py:7:raise" in c["evidence"]]
    assert raise_["input"] == "`score` = `49`.", raise_["input"]
