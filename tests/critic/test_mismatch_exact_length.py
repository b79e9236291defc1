"""design-code-mismatch: an exact length the design requires, where the code refuses one side only (google/uuid's
`UnmarshalBinary`, with the corpus edit)."""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

GO = """package uuid

func (uuid *UUID) UnmarshalBinary(data []byte) error {
	if len(data) {op} 16 {
		return fmt.Errorf("invalid UUID (got %d bytes)", len(data))
	}
	copy(uuid[:], data)
	return nil
}
"""

SAID = "FromBytes creates a new UUID from a byte slice. Returns an error if the slice does not have a length of 16."


def _questions(op: str) -> list[OpenQuestion]:
    sources = [SourceText(path="marshal.go", text=GO.replace("{op}", op))]
    design = Requirement(id="DR-26", file="uuid.md", line=39, kind="sentence", text=SAID)
    inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(sources).items, requirements=[design],
                      key_items=[], sources=sources, language="en")  # fmt: skip
    return [q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion) and q.id.endswith(":length")]


def test_a_one_sided_test_of_an_exact_length_is_asked() -> None:
    qs = _questions("<")
    assert [q.places for q in qs] == [["marshal.go:4", "uuid.md:39"]]
    assert qs[0].values == ["16", "< 16"]
    assert "longer than 16" in qs[0].question


def test_the_exact_test_is_no_conflict() -> None:
    assert _questions("!=") == []
