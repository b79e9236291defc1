"""A string a field takes that the design's whole list of its strings leaves out (issue 13, item 3; sndhdr's
sndhdr-C3, session 24). Fails with `listed_code` left out of design_code_mismatch's kinds."""

from __future__ import annotations

from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

AU = SourceText(
    path="sndhdr.py",
    text="""def test_au(h, f):
    encoding = get_long_be(h[12:16])
    if encoding == 1:
        sample_bits = 'U'
    elif encoding == 2:
        sample_bits = 8
    else:
        sample_bits = '?'
    return sample_bits
""",
)


def _places(text: str, src: SourceText = AU) -> list[str]:
    req = Requirement(id="DR-1", file="sndhdr.md", line=3, kind="sentence", text=text)
    out = design_code_mismatch.check(ReviewInput(TestSpec(designer="t"), [], [req], [], [src]))
    return [p for q in out if isinstance(q, OpenQuestion) and "listed-code" in q.id for p in q.places or []]


def test_a_string_the_fields_list_leaves_out() -> None:
    said = (
        "*bits_per_sample*, will either be the sample size in bits or ``'A'`` for A-LAW or ``'U'`` for u-LAW."
    )
    assert _places(said)[:1] == ["sndhdr.py:8"]  # ruleid: '?' for an unknown encoding
    fixed = SourceText(path="sndhdr.py", text=AU.text.replace("'?'", "'A'"))
    assert _places(said, fixed) == []  # ok


def test_examples_are_no_whole_list() -> None:
    said = "A *bits_per_sample* of ``'A'`` means A-LAW, while ``'U'`` means u-LAW."
    assert _places(said) == []  # ok: no "either" / "one of"
