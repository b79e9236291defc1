"""Session 29's rule for evidence moved to another decision of the case's own run (`utspec_defects.moved_point`).

Each row copies the shape of a real move (fresh-js and jodaconvert-ja-java, session 28's first run) and says why it
is, or is not, labelled. The labelled row fails with the rule switched off (`settled_move` returning `""`).
"""

from __future__ import annotations

import pytest

import utspec_defects as ud
from utspec_defects import defects
from utspec_defects import moved_point as mp
from utspec_defects.model import Inputs

F = "a.js"
J = "B.java"


def _item(
    f: str, line: int, end: int, symbol: str, text: str, suffix: str = "", kind: str = "branch"
) -> dict:
    return {"id": f"{f}:{line}:{kind}{suffix}", "kind": kind, "file": f, "line": line, "end_line": end,
            "symbol": symbol, "text": text}  # fmt: skip


CHECKLIST = (
    # fresh-js `fresh`: two guards that return, the first `if (noneMatch)`
    _item(F, 39, 41, "fresh", "!modifiedSince && !noneMatch"),
    _item(F, 39, 39, "fresh", "!modifiedSince && !noneMatch", "#2"),
    _item(F, 47, 49, "fresh", "cacheControl && re.test(cacheControl)"),
    _item(F, 47, 47, "fresh", "cacheControl && re.test(cacheControl)", "#2"),
    _item(F, 52, 71, "fresh", "noneMatch"),
    # jodaconvert's `convertToString`: the empty-array guard, then the ternary inside the loop
    _item(J, 74, 76, "C.convertToString", "array.length == 0"),
    _item(J, 78, 80, "C.convertToString", "for (int i = 0; i < array.length; i++)", kind="loop"),
    _item(J, 79, 79, "C.convertToString", "array[i] ? 'T' : 'F'"),
)


def _case(cid: str, inp: str, expected: str, evidence: list[str]) -> dict:
    return {"id": cid, "perspective": cid, "category": "normal", "preconditions": "p", "input": inp,
            "expected": expected, "evidence": evidence}  # fmt: skip


SPEC = {
    "cases": [
        # fresh TC-002: 39 -> 47, the next guard, whose condition the input does not state: a defect
        _case("TC-001", "Values for which `!modifiedSince` is true and `!noneMatch` is false.",
              "The function does not return `false` at line 39.", [f"{F}:39:branch#2", f"{F}:39:branch"]),
        # the same move on an input that states both decisions: no defect
        _case("TC-002", "Values for which `!modifiedSince && !noneMatch` is false and "
              "`cacheControl && re.test(cacheControl)` is false.",
              "The function does not return `false` at line 39.", [f"{F}:39:branch#2", f"{F}:39:branch"]),
        # jodaconvert TC-015: the guard moved to the ternary in the loop, no twin left, the element unstated
        _case("TC-003", "`convertToString` のガードをすべて通過する入力: 要素数 1 の `array`。",
              "例外は送出されない。`buf.toString()` が返される。", [f"{J}:74:branch"]),
    ],
    "open_questions": [],
}  # fmt: skip


def _labels() -> dict[str, str]:
    inp = Inputs(spec=SPEC, checklist=CHECKLIST, language="en")
    return {m.case_id: m.no_defect for m in ud.OPERATORS["evidence-moved"](inp)}


def test_a_move_on_the_run_is_no_defect_only_to_a_decision_the_input_states() -> None:
    labelled = _labels()
    assert labelled["TC-001"] == ""  # 47's decision is not the case's: a defect
    assert labelled["TC-002"] == mp.MOVED_TO_SETTLED
    assert labelled["TC-003"] == ""  # a 1-element array does not say which arm the element takes


def test_without_the_rule_the_settled_move_is_a_defect(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(defects.moved_point, "settled_move", lambda *a: "")
    assert _labels()["TC-002"] == ""


def test_doctests() -> None:
    import doctest

    assert doctest.testmod(mp).failed == 0
