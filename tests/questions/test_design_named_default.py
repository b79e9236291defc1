"""A default stated of an option named only in words, named through the design's own option table (session 27).

cockatiel-ts KT-12 "ExponentialBackoff's first delay defaults to 128 ms" against `initialDelay: 64`, which the
design's row for `initialDelay` calls "the initial, first delay". The `ruleid` fails with
`default_claims.design_subject` switched off (`lambda *a: None`); the fixture is written in that shape.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze
from utspec.models import Requirement, SourceText
from utspec.questions import design_named_default
from utspec.questions.key_items import Inputs, Verdict, classify

SRC = SourceText(
    path="Pause.ts",
    text="""const defaults = {
  startPause: 50,
  longestPause: 9000,
};

export class Pause {
  constructor(private readonly options = defaults) {}
}
""",
)
DESIGN = [
    Requirement(id="DR-1", file="d.md", line=1, kind="table_row",
                text="| `startPause` | The pause before the first retry, in milliseconds. Defaults to 50ms. |"),
    Requirement(id="DR-2", file="d.md", line=2, kind="table_row",
                text="| `longestPause` | The longest pause, in milliseconds. Defaults to 9000ms. |"),
]  # fmt: skip


def _verdict(text: str) -> Verdict:
    return classify(text, Inputs.of(analyze([SRC]).items, DESIGN, [SRC]))


def test_a_default_of_an_option_named_in_words() -> None:
    # ruleid: "pause before the first retry" is `startPause` in the design's table, and its default is 50
    v = _verdict("Pause's pause before the first retry defaults to 100 ms")
    assert v.outcome == "contradicted" and v.default is not None and v.default.name == "startPause"
    # ok: the default the code gives
    assert _verdict("Pause's pause before the first retry defaults to 50 ms").outcome != "contradicted"
    # ok: "pause" alone fits both rows
    assert _verdict("The pause defaults to 100 ms").outcome != "contradicted"


def test_the_doctests_run() -> None:
    assert doctest.testmod(design_named_default).failed == 0
