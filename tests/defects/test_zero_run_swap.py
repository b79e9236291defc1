"""Session 28's rule for swaps with a zero-iteration loop case (`utspec_defects.zero_run_swap`).

Each row copies the shape of a real swap and says why it is, or is not, labelled. The labelled row fails with the
rule switched off (`zero_run_swap` returning `""`); the defect rows pin the decision the rule was written to make.
"""

from __future__ import annotations

import pytest

import utspec_defects as ud
from utspec_defects import defects
from utspec_defects import zero_run_swap as zr
from utspec_defects.model import Inputs

_PRE = "`f` in a.js is reached."


def _case(cid: str, inp: str, expected: str, evidence: list[str]) -> dict:
    return {"id": cid, "perspective": cid, "category": "normal", "preconditions": _PRE, "input": inp,
            "expected": expected, "evidence": evidence}  # fmt: skip


ZERO = "The loop body runs zero iterations: no element is processed."
SPEC = {
    "cases": [
        # wareki-ja-js TC-005 <-> TC-006: a guard before the loop that returns, and the loop's empty run
        _case("TC-001", "`year` = `NaN`.", "`NaN` is returned (the value of `year` for this input).",
              ["a.js:35:branch", "a.js:36:early_return"]),
        _case("TC-002", "An empty collection (zero iterations).", ZERO, ["a.js:42:loop"]),
        # soundex-java TC-028 <-> TC-030 (other order): the empty run, then a branch after the loop that returns
        _case("TC-003", "An empty collection (zero iterations).", ZERO, ["a.js:47:loop"]),
        _case("TC-004", "Values for which `count == len` is true.", "The function returns `str.toUpperCase()`.",
              ["a.js:52:branch", "a.js:53:early_return"]),
        # two zero-iteration runs of one loop (a boundary case on its collection and the designer's empty case)
        _case("TC-005", "`xs` with 0 elements.", "The function returns `0`.", ["a.js:60:loop", "DR-2"]),
        _case("TC-006", "An empty collection (zero iterations).", ZERO, ["a.js:60:loop"]),
    ],
    "open_questions": [],
}  # fmt: skip


def _labels() -> dict[str, str]:
    inp = Inputs(spec=SPEC, checklist=(), language="en")
    return {m.description: m.no_defect for m in ud.OPERATORS["swapped-expected"](inp)}


def test_swaps_with_a_zero_iteration_case_are_defects_unless_both_run_the_loop_empty() -> None:
    labelled = _labels()
    # wareki: "zero iterations" on a run that leaves at line 36 before the loop; `NaN` on the empty run: a defect
    assert labelled["TC-001 <-> TC-002"] == ""
    # soundex: "zero iterations" on `count == len`, which the input does not make an empty run: a defect
    assert labelled["TC-003 <-> TC-004"] == ""
    # both cases state an empty run of the loop at line 60: each result is about that one run
    assert labelled["TC-005 <-> TC-006"] == zr.ZERO_RUN_SAME


def test_without_the_rule_the_same_run_swap_is_a_defect(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(defects.zero_run_swap, "zero_run_swap", lambda a, b, item=None: "")
    assert _labels()["TC-005 <-> TC-006"] == ""


def test_doctests() -> None:
    import doctest

    assert doctest.testmod(zr).failed == 0
