"""A comparison in a Go tagless `switch` case guards the case's statements, as one in an `if` does (uuid-go)."""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """package uuid

type Variant byte

const (
	Reserved = Variant(iota)
	RFC4122
	Microsoft
)

func variantOf(b byte) Variant {
	switch {
	case (b & 0xc0) == 0x80:
		return RFC4122
	case (b & 0xe0) == 0xc0:
		return Microsoft
	default:
		return Reserved
	}
}
"""


def test_each_boundary_value_of_a_case_states_the_case_return(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"uuid.go": SRC})
    said = {c["perspective"]: c["expected"] for c in spec["cases"]}
    assert said["`(b & 0xc0) == 0x80` at 128 (on the condition)"] == "The function returns `RFC4122`.", said
    assert "does not return `RFC4122`" in said["`(b & 0xc0) == 0x80` at 127 (off the condition)"], said
    assert said["`(b & 0xe0) == 0xc0` at 192 (on the condition)"] == "The function returns `Microsoft`.", said
    assert not [q for q in spec["open_questions"] if q["id"].startswith("Q-effect") and ":boundary" in q["id"]]
