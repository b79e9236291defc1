"""A literal another function returns does not refute a case: only the cited functions' returns count.

go-money (read in /tmp): `absolute`'s case at 0 said "returns `0` (the value of `a` for this input)", and
expected-contradicts-code answered that `0` is returned only under `a == 0 || s == 0`, a branch of `allocate`.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

GO = """package money

func allocate(a, r, s int64) int64 {
\tif a == 0 || s == 0 {
\t\treturn 0
\t}
\treturn a * r / s
}

func absolute(a int64) int64 {
\tif a < 0 {
\t\treturn -a
\t}
\treturn a
}
"""


def test_another_functions_literal_return_refutes_nothing(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"calc.go": GO})
    at_zero = next(c for c in spec["cases"] if c["perspective"].startswith("`a < 0`") and "`a` = `0`" in c["input"])
    assert "`0`" in at_zero["expected"], at_zero
    blocked = [q["id"] for q in spec["open_questions"] if "expected-contradicts-code" in q["id"]]
    assert blocked == [], blocked
