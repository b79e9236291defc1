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


# Each clause tests the type of one argument: `1` (not a str) is the first clause's true value, `"abc"` the
# second's; only a value of a third type returns None. The case once said `number` = `1` (session 18 QA,
# a check-digit function).
TYPES = '''def digits(number):
    if isinstance(number, int):
        number = str(number)
    elif isinstance(number, str):
        number = number.strip()
    else:
        return None
    return number + "0"
'''


def test_the_else_after_a_chain_of_type_tests_takes_a_third_type(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "digits.py", TYPES)
    (ret,) = [c for c in cases.values() if "src/digits.py:7:early_return" in c["evidence"]]
    assert ret["input"] == "`number` = `[1]`.", ret["input"]
