"""A switch on a remainder or on a length: the inputs name the argument (go-humanize's Ordinal and Comma)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

_ORDINAL = """package humanize

func Ordinal(x int) string {
	suffix := "th"
	switch x % 10 {
	case 1:
		if x%100 != 11 {
			suffix = "st"
		}
	case 2:
		suffix = "nd"
	}
	return strconv.Itoa(x) + suffix
}

func Pad(v int64) string {
	part := strconv.FormatInt(v%1000, 10)
	switch len(part) {
	case 2:
		part = "0" + part
	}
	return part
}

func Group(s string) int {
	if len(s)%3 != 0 {
		return 1
	}
	return 0
}
"""


def test_remainder_arm_and_length_switch(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"ordinals.go": _ORDINAL}, "# Ordinal\n\nOrdinal は序数の形式で返す。\n", "ja")
    boundary = [c["input"] for c in spec["cases"] if "src/ordinals.go:7:boundary" in c["evidence"]]
    # Next to 11 inside `case 1` are 1 and 21: 10 and 12 take another arm (Ordinal(10) is "10th").
    assert boundary == ["`x` = `1`。", "`x` = `11`。", "`x` = `21`。"]
    arm = next(c for c in spec["cases"] if "src/ordinals.go:6:branch" in c["evidence"])
    assert arm["input"] == "`x` = `1`。"  # not "`x % 10` = `1`": a test passes x
    length = next(c for c in spec["cases"] if "src/ordinals.go:19:branch" in c["evidence"])
    # The arm is run (switch_side, Go): the argument search finds `v` whose `part` has length 2, and its result.
    assert length["input"] == "`v` = `10`（このとき `len(part)` は `2`）。", length["input"]
    assert length["expected"].startswith('`"010"` が返される'), length["expected"]
    case_2 = next(c for c in spec["cases"] if c["evidence"] == ["src/ordinals.go:10:branch"])
    assert '`"2nd"` が返される' in case_2["expected"], case_2["expected"]
    # The critic reads the same values (the analyzer moved them): no "10 and 12 are missing" finding.
    assert not [q for q in spec["open_questions"] if "missing-boundary-values" in q["id"]]
    # A length's remainder by 3 is 0, 1 or 2: never tested at -1, and the input is the string, not a double.
    group = [c["input"] for c in spec["cases"] if "src/ordinals.go:26:boundary" in c["evidence"]]
    assert group == ["`s` = `\"aaa\"`（長さ 3）（このとき `len(s)%3` は `0`）。", "`s` = `\"a\"`（長さ 1）。"]
