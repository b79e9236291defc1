"""Go's normal path leaves by the success `return` before a final error `return` (go-humanize's ParseBytes)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

GO = """package humanize

func ParseUnit(extra string) (uint64, error) {
	if m, ok := table[extra]; ok {
		f := float64(m)
		if f >= max {
			return 0, fmt.Errorf("too large: %v", extra)
		}
		return uint64(f), nil
	}
	return 0, fmt.Errorf("unhandled size name: %v", extra)
}
"""


def test_the_normal_path_is_the_success_return(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"parse.go": GO}, "# Parse\n\nParseUnit parses a unit name.\n")
    normal = next(c for c in spec["cases"] if c["perspective"].startswith("Normal path"))
    assert "`uint64(f), nil`" in normal["expected"], normal["expected"]
    assert "unhandled size name" not in normal["expected"]


def test_the_branch_case_shows_the_error_after_the_way_out(tmp_path: Path) -> None:
    # With the success return as the normal path, no case showed the final error any more: the branch's own case does.
    spec = spec_of(tmp_path, {"parse.go": GO}, "# Parse\n\nParseUnit parses a unit name.\n")
    (case,) = [c for c in spec["cases"] if c["evidence"] == ["src/parse.go:4:branch"]]
    assert case["perspective"] == "`ok` does not hold" and case["category"] == "error"
    assert "unhandled size name" in case["expected"]
