"""design-code-mismatch: the value the design reserves for "unknown", assigned otherwise by the code (sndhdr's
`test_hcom`, cut down)."""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, QuestionKind, Requirement, SourceText, TestSpec
from utspec.questions.sentinel_conflicts import stated_sentinels

CODE = """def test_hcom(h, f):
    divisor = get_long_be(h[144:148])
    if divisor:
        rate = 22050 / divisor
    else:
        rate = {unknown}
    return 'hcom', rate, 1, -1, 8
"""

SAID = "The *sampling_rate* will be either the actual value or ``0`` if unknown or difficult to decode."


def _questions(code: str, text: str = SAID) -> list[OpenQuestion]:
    sources = [SourceText(path="s.py", text=code)]
    design = Requirement(id="DR-5", file="d.md", line=3, kind="sentence", text=text)
    inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(sources).items, requirements=[design],
                      key_items=[], sources=sources, language="en")  # fmt: skip
    return [q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion) and q.id.endswith(":sentinel")]


def test_another_unknown_value_is_asked_at_its_assignment() -> None:
    qs = _questions(CODE.format(unknown="-1"))
    assert [q.places for q in qs] == [["s.py:6", "d.md:3"]]
    assert qs[0].kind is QuestionKind.DESIGN_CODE_CONFLICT and qs[0].values == ["0", "-1"]


def test_the_stated_value_is_no_conflict() -> None:
    assert _questions(CODE.format(unknown="0")) == []


def test_a_japanese_statement_states_its_sentinel() -> None:
    assert stated_sentinels("sampling_rate は実際の値か、不明な場合は 0 です。") == [("sampling_rate", "0")]


RECORD = (
    "When these functions are able to determine what type of sound data is stored in a file, they return a "
    "namedtuple, containing five attributes: (``filetype``, ``framerate``, ``nchannels``, ``nframes``, ``sampwidth``)."
)
FRAMES = "The value for frames will be either the number of frames or -1."
SVX = """def test_8svx(h, f):
    if not h.startswith(b'FORM') or h[8:12] != b'8SVX':
        return None
    return '8svx', 0, 1, {frames}, 8
"""


def _record_questions(code: str) -> list[OpenQuestion]:
    sources = [SourceText(path="s.py", text=code)]
    reqs = [Requirement(id="DR-1", file="d.md", line=3, kind="sentence", text=RECORD),
            Requirement(id="DR-2", file="d.md", line=4, kind="sentence", text=FRAMES)]  # fmt: skip
    inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(sources).items, requirements=reqs,
                      key_items=[], sources=sources, language="en")  # fmt: skip
    return [q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion) and q.id.endswith(":sentinel")]


def test_a_returned_record_with_another_unknown_value_in_the_field_is_asked() -> None:
    # ruleid: sndhdr's test_8svx returns 0 frames where the design says frames are the number or -1 (sndhdr-C2); the
    # record's field order is the design's; 0 framerate and 1 channel are no frames
    qs = _record_questions(SVX.format(frames="0"))
    assert [q.places for q in qs] == [["s.py:4", "d.md:4"]] and qs[0].values == ["-1", "0"]
    # ok: the stated sentinel, or a value read from the file
    assert _record_questions(SVX.format(frames="-1")) == []
    assert _record_questions(SVX.format(frames="nframes")) == []
