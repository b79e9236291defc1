"""A range stated for a function's random draw against the bounds the code draws from (issue 13)."""

from __future__ import annotations

from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import KeyItem, Requirement, SourceText, TestSpec
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify
from utspec.questions.random_range import range_claim

PY = '''import random


def random_jitter(value):
    return value + random.random()


def full_jitter(value):
    return random.uniform(value / 2, value)


def equal_jitter(value):
    return random.uniform(0, value)
'''


def test_a_range_the_draw_does_not_cover_contradicts_and_conflicts() -> None:
    src = SourceText(path="backoff.py", text=PY)
    # ruleid: full_jitter(10) draws from 5 to 10, the key item says 0 to 10
    kt = KeyItem(id="KT-4", text="full_jitter(10) returns a wait anywhere between 0 and 10 seconds", file="kt.md", line=4)
    v = classify(kt.text, Inputs.of([], [], [src]))
    q = question(kt, v, "en", [])
    assert v.outcome == "contradicted" and q is not None and "backoff.py:9" in q.question and "from 5 to 10" in q.question
    # ruleid: the docstring under the heading `full_jitter(value)` says (0 to value)
    req = Requirement(id="DR-9", file="d.md", line=9, kind="sentence", section="full_jitter(value)",
                      text="Jitter the value across the full range (0 to value).")  # fmt: skip
    inp = ReviewInput(TestSpec(designer="t"), [], [req], [], [src], language="ja")
    qs = [x for x in design_code_mismatch.check(inp) if getattr(x, "id", "").endswith(":range")]
    assert len(qs) == 1 and "backoff.py:9" in qs[0].question


def test_a_range_the_draw_covers_or_a_function_without_one_is_left_alone() -> None:
    src = SourceText(path="backoff.py", text=PY)
    assert range_claim("equal_jitter(10) returns a wait between 0 and 10", [src]) is None  # ok: the same bounds
    assert range_claim("Jitter across the range (0 to value).", [src], "equal_jitter(value)") is None  # ok: as written
    assert range_claim("random_jitter(10) adds between 0 and 1 second", [src]) is None  # ok: no uniform draw there
    assert range_claim("full_jitter(10) returns a wait", [src]) is None  # ok: no range stated
