"""The normal path's input reaches the end the case states (issue 12 / 14: the critic's clean-draft scan, session 20).

Hand-written in the shapes the scan found:
- a return whose own `else` raises is the way out, not a guard (else_raise_exit.py): sunau/wave `open`, ftplib
  `delete`, OptionalInt `orElseThrow(supplier)`: the normal path took the raise (`mode` = `'q'`);
- Python's string predicates are evaluated (analyzers/text_predicates.py) and a digit string of each size the
  condition names is tried (solved.py): daichodo's `len(base) != 12 or not base.isdigit()` kept `base` = `"5"`;
- a length boundary beside `not base.isdigit()` is a digit string of the boundary's own length (string_constraints
  reads the predicate; boundary_cases keeps the length in the joint): `len(base) != 12` at 12 was twelve `a`s;
- a character given at an index of a string the case also gives is written into it (indexed_char.py): semver's
  `len(s) > 1 && s[0] == '0'` at 2 said `s` = `"aa"` and `s[0]` = `'0'`;
- a boundary value off a Go `else if` lands in the clause that catches it (brace_chain.py reads Go headers and their
  init statement): semver's `comp == 1` at 0 said "returns -1", but `comp == 0` continues first.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

OPEN = """def open(f, mode=None):
    if mode is None:
        mode = 'rb'
    if mode in ('r', 'rb'):
        return Reader(f)
    elif mode in ('w', 'wb'):
        return Writer(f)
    else:
        raise Error("mode must be 'r', 'rb', 'w', or 'wb'")
"""

OPTIONAL = """public final class Holder {
    private final boolean isPresent;
    private final int value;

    public int orElseThrow(Supplier<? extends RuntimeException> supplier) {
        if (isPresent) {
            return value;
        } else {
            throw supplier.get();
        }
    }
}
"""

DIGIT = """def check_digit(base: str) -> int:
    if len(base) != 12 or not base.isdigit():
        raise ValueError("check digit is computed over exactly 12 digits")
    total = sum(int(d) for d in base)
    return 9 - (total % 9)
"""

GO = """package v

func Compare(a []int, b []int) int {
	for i := 0; i < len(a); i++ {
		if comp := a[i] - b[i]; comp == 0 {
			continue
		} else if comp == 1 {
			return 1
		} else {
			return -1
		}
	}
	return 0
}
"""

ZEROES = """package v

func hasLeadingZeroes(s string) bool {
	return len(s) > 1 && s[0] == '0'
}
"""


def _normal(cases: dict[str, dict]) -> dict:
    return next(c for p, c in cases.items() if p.startswith("Normal path"))


def test_elif_chain_closed_by_a_raise_leaves_through_its_last_return(tmp_path: Path) -> None:
    case = _normal(cases_of(tmp_path, "aufile.py", OPEN))
    assert "`mode` = `'w'`" in case["input"], case
    assert "`Writer(f)`" in case["expected"], case


def test_if_else_throw_returns_on_the_normal_path(tmp_path: Path) -> None:
    case = _normal(cases_of(tmp_path, "Holder.java", OPTIONAL))
    assert "`isPresent` = `true`" in case["input"], case
    assert "`value`" in case["expected"] and "Not stated" not in case["expected"], case


def test_length_and_digit_guard_takes_twelve_digits(tmp_path: Path) -> None:
    case = _normal(cases_of(tmp_path, "digit.py", DIGIT))
    assert '`base` = `"111111111111"`' in case["input"], case


def test_go_else_if_boundary_value_lands_in_the_earlier_clause(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "v.go", GO)
    off = next(c for p, c in cases.items() if p.startswith("`comp == 1` at 0"))
    assert "`continue`" in off["expected"] and "`-1`" not in off["expected"], off


def test_length_boundary_beside_a_digit_test_is_digits_of_that_length(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "digit.py", DIGIT)
    at = {n: next(c for p, c in cases.items() if p.startswith(f"`len(base) != 12` at {n} ")) for n in (11, 12, 13)}
    for n, case in at.items():
        assert f'`base` = `"{"1" * n}"`' in case["input"], case


def test_index_character_is_written_into_the_string(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "z.go", ZEROES)
    on = next(c for p, c in cases.items() if p.startswith("`len(s) > 1` at 2"))
    assert '`s` = `"0a"`' in on["input"] and "`s[0]`" not in on["input"], on
