"""A case inside a `switch` arm, or a `while` that runs zero times, states the value returned (issue 12).

go-humanize's `Ordinal(21)` said "`suffix` becomes `"st"`" and "returns `strconv.Itoa(x) + suffix`": the code
restated. With the evaluator walking the arm (analyzers/switch_walk.py), the case says "21st".
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

_ORDINAL = """package humanize

func Ordinal(x int) string {
	suffix := "th"
	switch x % 10 {
	case 1:
		if x%100 != 11 {
			suffix = "st"
		}
	case 2:
		if x%100 != 12 {
			suffix = "nd"
		}
	}
	return strconv.Itoa(x) + suffix
}
"""

_COUNT = """def total_down(n):
    total = 0
    while n > 0:
        total = total + n
        n = n - 1
    return total
"""


def test_switch_arm_cases_state_the_returned_string(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "ordinals.go", _ORDINAL)
    arm = cases["`case 1` holds"]
    assert arm["input"] == "`x` = `1`." and '`"1st"`' in arm["expected"]
    on = next(c for p, c in cases.items() if p.startswith("`x%100 != 11` at 21"))
    assert '`"21st"`' in on["expected"] and "`suffix` becomes" not in on["expected"]
    off = next(c for p, c in cases.items() if p.startswith("`x%100 != 11` at 11"))
    assert '`"11th"`' in off["expected"]


def test_while_zero_iterations_states_the_value(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "count.py", _COUNT)
    loop = next(c for p, c in cases.items() if p.startswith("Loop"))
    assert "`n` = `0`" in loop["input"] and "returns `0`" in loop["expected"], loop
