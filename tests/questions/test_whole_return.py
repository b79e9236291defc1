"""A one-`return` method named with its type, returning another value than a key item expects (issue 13).

cenkalti/backoff 4.1.3's fixed policies (`backoff.go`): no branch, so no checklist item, so no place to disagree.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

GO = SourceText(
    path="backoff.go",
    text="""package backoff

const Stop time.Duration = -1

type ZeroBackOff struct{}

func (b *ZeroBackOff) NextBackOff() time.Duration { return 0 }

type StopBackOff struct{}

func (b *StopBackOff) NextBackOff() time.Duration { return Stop }
""",
)


def test_a_one_return_method_returning_another_constant_is_contradicted() -> None:
    inputs = Inputs.of(analyze([GO]).items, [], [GO])
    kt = KeyItem(id="KT-11", text="StopBackOff の NextBackOff は 0 を返すこと", file="kt.md", line=11)
    v = classify(kt.text, inputs)
    # ruleid: Stop is -1
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 11
    q = question(kt, v, "ja", [])
    assert q is not None and "backoff.go:11" in q.question and "-1" in q.question
    # ok: ZeroBackOff returns 0; a claim naming the method without its type says nothing of which one
    assert classify("ZeroBackOff の NextBackOff は常に 0 を返すこと", inputs).outcome != "contradicted"
    assert classify("NextBackOff は 0 を返すこと", inputs).outcome != "contradicted"
