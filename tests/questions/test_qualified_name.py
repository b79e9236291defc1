"""Key items naming a class's guard by its value and `Class.method` names (issue 13: contradicted key items).

The TypeError claim fails with `utspec.questions.named_value` off; the accepted claim with "accepts" read as a
positive outcome (`utspec.questions.claims`) off."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify
from utspec.questions.named_function import named_function

# Two classes test the same `threshold` the same way; the claims name one of them.
TS = """export class CountBreaker {
  constructor({ threshold, size }: ICountBreakerOptions) {
    if (threshold <= 0 || threshold >= 1) {
      throw new RangeError(`CountBreaker threshold should be between (0, 1), got ${threshold}`);
    }
    this.size = size;
  }
}

export class SamplingBreaker {
  constructor({ threshold, duration }: ISamplingBreakerOptions) {
    if (threshold <= 0 || threshold >= 1) {
      throw new RangeError(`SamplingBreaker threshold should be between (0, 1), got ${threshold}`);
    }
    this.duration = duration;
  }
}
"""


def _classify(text: str) -> str:
    src = SourceText(path="breakers.ts", text=TS)
    return classify(text, Inputs.of(analyze([src]).items, [], [src])).outcome


def test_a_value_given_to_a_named_classs_guard() -> None:
    # ruleid: a wrong exception type at the named class's guard (two classes tie without the name)
    assert _classify("CountBreaker with a threshold of 1.5 throws a TypeError") == "contradicted"
    # ok: the right type
    assert _classify("CountBreaker with a threshold of 1.5 throws a RangeError") == "anchored"
    # ruleid: a value the named class refuses, claimed accepted
    assert _classify("SamplingBreaker accepts a threshold of 1") == "contradicted"
    # ok: a value inside the range
    assert _classify("SamplingBreaker accepts a threshold of 0.5") == "anchored"


def test_a_method_written_after_its_class_is_named() -> None:
    symbols = ["IOUtils.toByteArray", "IOUtils.read"]
    assert named_function("IOUtils.toByteArray(input, 0) は null を返すこと", symbols) == "toByteArray"
    assert named_function("HexDump.dump の index が負のとき", ["HexDump.dump"]) == "dump"
    # ok: after another object's dot it is an attribute, not the function
    assert named_function("data.median is read", ["median"]) is None
