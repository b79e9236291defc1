"""An equality with a library constant takes that constant as its input (go-humanize's `v == math.MinInt64`)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

_COMMA = """package humanize

import "math"

func Comma(v int64) string {
	if v == math.MinInt64 {
		return "-9,223,372,036,854,775,808"
	}
	return strconv.FormatInt(v, 10)
}
"""


def test_the_constant_is_the_input(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"comma.go": _COMMA}, "# Comma\n\nComma はカンマ区切りの文字列を返す。\n", "ja")
    case = next(c for c in spec["cases"] if "src/comma.go:6:branch" in c["evidence"] and "成り立つ" in c["perspective"])
    assert case["input"] == "`v` = `math.MinInt64`。"
    assert case["expected"] == '`"-9,223,372,036,854,775,808"` が返される。'
