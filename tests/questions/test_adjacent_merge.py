"""Adjacent ranges said combined where the code's strict start-after-end test keeps them apart (issue 13; range-parser
1.2.1's range-C1 and KT-9, session 24). Fails with `adjacent_split` left out of `key_item_contradiction` or of
design_code_mismatch's kinds."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec
from utspec.questions.key_items import Inputs, classify

SRC = SourceText(
    path="index.js",
    text="""function combineRanges (ranges) {
  var ordered = ranges.slice()
  for (var j = 0, i = 1; i < ordered.length; i++) {
    var range = ordered[i]
    var current = ordered[j]
    if (range.start > current.end) {
      ordered[++j] = range
    } else if (range.end > current.end) {
      current.end = range.end
    }
  }
  ordered.length = j + 1
  return ordered
}
""",
)
JOINED = SourceText(
    path="index.js", text=SRC.text.replace("range.start > current.end)", "range.start > current.end + 1)")
)


def test_a_key_item_saying_adjacent_ranges_become_one() -> None:
    said = "With combine, the adjacent ranges 0-10 and 11-20 become one range 0-20"
    v = classify(said, Inputs.of(analyze([SRC]).items, [], [SRC]))
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 6  # ruleid
    assert classify(said, Inputs.of(analyze([JOINED]).items, [], [JOINED])).outcome != "contradicted"  # ok


def test_a_design_statement_saying_adjacent_ranges_are_combined() -> None:
    req = Requirement(id="DR-1", file="r.md", line=26, kind="sentence",
                      text="Specifies if overlapping & adjacent ranges should be combined, defaults to `false`.")  # fmt: skip

    def asked(src: SourceText) -> list[str]:
        out = design_code_mismatch.check(ReviewInput(TestSpec(designer="t"), [], [req], [], [src]))
        return [p for q in out if isinstance(q, OpenQuestion) and "adjacent" in q.id for p in q.places or []]

    assert asked(SRC)[:1] == ["index.js:6"]  # ruleid
    assert asked(JOINED) == []  # ok
