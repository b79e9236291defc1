"""A literal default stated for a parameter the code defaults to another parameter (issue 13, session 27).

cockatiel-ts KT-5 "CountBreaker の minimumNumberOfCalls を省略すると 1 になること" against
`constructor({ threshold, size, minimumNumberOfCalls = size })`. The `ruleid` fails with
`default_claims.parameter_defaults` switched off (`lambda src: []`); the fixture is written in that shape.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions import parameter_default
from utspec.questions.key_items import Inputs, Verdict, classify
from utspec.questions.unset_option import as_default

SRC = SourceText(
    path="Gate.ts",
    text="""export class Gate {
  private readonly minimum: number;

  constructor({ limit, window, minimum = window }: GateOptions) {
    if (minimum > window) {
      throw new RangeError(`minimum ${minimum} is over the window`);
    }
    this.minimum = minimum;
  }
}
""",
)


def _verdict(text: str) -> Verdict:
    return classify(text, Inputs.of(analyze([SRC]).items, [], [SRC]))


def test_a_literal_default_for_a_parameter_that_follows_another() -> None:
    # ruleid: an omitted minimum is the window, not 1
    v = _verdict("Gate の minimum を省略すると 1 になること")
    assert v.outcome == "contradicted" and v.default is not None
    assert (v.default.name, v.default.code.value.shown(), v.default.code.line) == ("minimum", "window", 4)
    # ruleid: in English
    assert _verdict("When minimum is omitted, it defaults to 1").outcome == "contradicted"
    # ok: no literal stated
    assert _verdict("Gate の minimum を省略すると window と同じ値になること").outcome != "contradicted"


def test_omitting_is_not_giving() -> None:
    assert as_default("minimum を省略すると 1 になること") == "minimum default 1 になること"


def test_the_doctests_run() -> None:
    assert doctest.testmod(parameter_default).failed == 0
