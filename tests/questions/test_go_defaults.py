"""Go defaults: a `New…` constructor's composite literal and its duration constants (issue 13: defaults).

cenkalti/backoff 4.1.3's `NewExponentialBackOff` (cut down; `DefaultMaxInterval` is 60 s in the release, 30 s in
the corpus's planted edit): "Multiplier の既定値は 2" and "MaxInterval の既定値は 60 秒" were compared with
nothing; the design's constants table was never compared with `30 * time.Second`.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec
from utspec.questions.key_items import Inputs, classify

GO = SourceText(
    path="exponential.go",
    text="""package backoff

const (
	DefaultInitialInterval     = 500 * time.Millisecond
	DefaultMultiplier          = 1.5
	DefaultMaxInterval         = 30 * time.Second
)

func NewExponentialBackOff() *ExponentialBackOff {
	b := &ExponentialBackOff{
		InitialInterval:     DefaultInitialInterval,
		Multiplier:          DefaultMultiplier,
		MaxInterval:         DefaultMaxInterval,
	}
	return b
}
""",
)


def test_a_default_the_constructor_does_not_give_is_contradicted() -> None:
    inputs = Inputs.of(analyze([GO]).items, [], [GO])
    # ruleid: 1.5 through DefaultMultiplier
    assert (
        classify("ExponentialBackOff の Multiplier の既定値は 2 であること", inputs).outcome == "contradicted"
    )
    # ruleid: 30 * time.Second is not 60 seconds
    assert (
        classify("ExponentialBackOff の MaxInterval の既定値は 60 秒であること", inputs).outcome
        == "contradicted"
    )
    # ok: 500 ms is 500 * time.Millisecond, 0.5 s too
    assert classify("InitialInterval の既定値は 500 ミリ秒であること", inputs).outcome != "contradicted"
    assert classify("MaxInterval の既定値は 30 秒であること", inputs).outcome != "contradicted"


def _mismatches(text: str) -> list[OpenQuestion]:
    req = Requirement(id="DR-1", text=text, file="d.md", line=3, kind="table_row")
    inp = ReviewInput(TestSpec.model_construct(), analyze([GO]).items, [req], [], [GO])
    return [q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion)]


def test_a_design_table_giving_a_duration_constant_another_value_is_asked() -> None:
    # ruleid: the table row names the constant; 60 is not 30
    qs = _mismatches("constant=DefaultMaxInterval | value=60 * time.Second")
    assert [q.places[0] for q in qs] == ["exponential.go:6"]
    # ok: the same duration as written
    assert _mismatches("constant=DefaultMaxInterval | value=30 * time.Second") == []


def test_the_question_shows_both_times_with_their_units() -> None:
    from utspec.models import KeyItem
    from utspec.questions.key_item_questions import question

    inputs = Inputs.of(analyze([GO]).items, [], [GO])
    kt = KeyItem(
        id="KT-3", text="ExponentialBackOff の MaxInterval の既定値は 60 秒であること", file="kt.md", line=3
    )
    q = question(kt, classify(kt.text, inputs), "ja", [])
    assert q is not None and "`60 秒`" in q.question and "`30s`" in q.question
