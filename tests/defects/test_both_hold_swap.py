"""Session 29's rule for swaps whose two results hold on either input (`utspec_defects.both_hold_swap`).

Each row copies the shape of a real swap (fresh-js, session 28's first run) and says why it is, or is not,
labelled. The labelled row fails with the rule switched off (`both_hold` returning `""`); the defect rows pin the
decision the rule was written to make.
"""

from __future__ import annotations

import pytest

import utspec_defects as ud
from utspec_defects import both_hold_swap as bh
from utspec_defects import defects
from utspec_defects.model import Inputs

# fresh-js's `parseTokenList` and `parseHttpDate` and the `!etag` guard before `fresh`'s loop, as in index.js.
SOURCE = """function parseTokenList (str) {
  var end = 0
  var list = []
  var start = 0
  for (var i = 0, len = str.length; i < len; i++) {
    switch (str.charCodeAt(i)) {
      case 0x20: /*   */
        if (start === end) {
          start = end = i + 1
        }
        break
      case 0x2c: /* , */
        list.push(str.substring(start, end))
        start = end = i + 1
        break
      default:
        end = i + 1
        break
    }
  }

  // final token
  list.push(str.substring(start, end))

  return list
}

function parseHttpDate (date) {
  var timestamp = date && Date.parse(date)
  return typeof timestamp === 'number'
    ? timestamp
    : NaN
}

function fresh (etag, matches) {
  if (!etag) {
    return false
  }
  for (var i = 0; i < matches.length; i++) {
    if (matches[i] === etag) {
      return true
    }
  }
  return false
}
"""
F = "a.js"


def _item(line: int, end: int, kind: str, symbol: str, text: str, suffix: str = "") -> dict:
    return {"id": f"{F}:{line}:{kind}{suffix}", "kind": kind, "file": F, "line": line, "end_line": end,
            "symbol": symbol, "text": text}  # fmt: skip


CHECKLIST = (
    _item(5, 20, "loop", "parseTokenList", "for (var i = 0, len = str.length; i < len; i++)"),
    _item(7, 11, "branch", "parseTokenList", "case 0x20"),
    _item(8, 10, "branch", "parseTokenList", "start === end"),
    _item(12, 15, "branch", "parseTokenList", "case 0x2c"),
    _item(16, 18, "branch", "parseTokenList", "default"),
    _item(29, 29, "branch", "parseHttpDate", "date && Date.parse(date)"),
    _item(30, 32, "branch", "parseHttpDate", "typeof timestamp === 'number'"),
    _item(36, 38, "branch", "fresh", "!etag"),
    _item(37, 37, "early_return", "fresh", "return false"),
    _item(39, 43, "loop", "fresh", "for (var i = 0; i < matches.length; i++)"),
    _item(44, 44, "early_return", "fresh", "return false"),
)
PRE = "`parseTokenList` in a.js is reached with every earlier guard passing."


def _case(cid: str, inp: str, expected: str, evidence: list[str]) -> dict:
    return {"id": cid, "perspective": cid, "category": "normal", "preconditions": PRE, "input": inp,
            "expected": expected, "evidence": evidence}  # fmt: skip


ZERO = "The loop body runs zero iterations: no element is processed; the function returns `false`."
SPEC = {
    "cases": [
        # fresh TC-018 <-> TC-019: `list.push(…)` also runs after the loop (line 23), `start = end = i + 1` in both arms
        _case("TC-001", "Values for which `start === end` is true.", "`start` becomes `i + 1`.", [f"{F}:8:branch"]),
        _case("TC-002", "Values for which `case 0x2c` is true.", "`list.push` is called with `str.substring(start, end)`.",
              [f"{F}:12:branch"]),
        # fresh TC-014 <-> TC-015: the return is a conditional, which plain text does not evaluate
        _case("TC-003", '`date` = `"2024-01-31"`.', "`Date.parse` is called with `date`.", [f"{F}:29:branch"]),
        _case("TC-004", "`timestamp` = `1`.", "The function returns `timestamp`.", [f"{F}:30:branch"]),
        # fresh TC-007 <-> TC-008: a guard returning before the loop, and the loop's empty run
        _case("TC-005", "Values for which `!etag` is true.", "The function returns `false`.",
              [f"{F}:36:branch", f"{F}:37:early_return"]),
        _case("TC-006", "An empty collection (zero iterations).", ZERO, [f"{F}:39:loop", f"{F}:44:early_return"]),
    ],
    "open_questions": [],
}  # fmt: skip


def _labels() -> dict[str, str]:
    inp = Inputs(spec=SPEC, checklist=CHECKLIST, sources={F: SOURCE}, language="en")
    return {m.description: m.no_defect for m in ud.OPERATORS["swapped-expected"](inp)}


def test_a_swap_is_no_defect_only_when_each_result_is_shown_on_both_runs() -> None:
    labelled = _labels()
    # both results are lines every run of the other input executes: no defect
    assert labelled["TC-001 <-> TC-002"] == bh.BOTH_HOLD
    # "returns `timestamp`" is a conditional's arm: not shown at `date` = "2024-01-31", a defect by the rule
    assert labelled["TC-003 <-> TC-004"] == ""
    # "zero iterations" is no line's observable, and TC-005's run leaves before the loop: a defect
    assert labelled["TC-005 <-> TC-006"] == ""


def test_without_the_rule_the_both_hold_swap_is_a_defect(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(defects.both_hold_swap, "both_hold", lambda a, b, checklist, sources: "")
    assert _labels()["TC-001 <-> TC-002"] == ""


def test_a_call_after_a_short_circuit_is_not_on_every_run() -> None:
    case = _case("TC-009", "`timestamp` = `1`.", "The function returns `timestamp`.", [f"{F}:30:branch"])
    # line 29 is the top level of `parseHttpDate`, but `date &&` may skip `Date.parse(date)`
    assert not bh.holds_at("`Date.parse` is called with `date`.", case, CHECKLIST, {F: SOURCE})


def test_a_line_inside_a_branch_holds_only_where_the_input_takes_it() -> None:
    taken = _case("TC-010", "Values for which `case 0x2c` is true.", "x", [f"{F}:12:branch"])
    other = _case("TC-011", "Values for which `default` is true.", "x", [f"{F}:16:branch"])
    assert bh.holds_at("`start` becomes `i + 1`.", taken, CHECKLIST, {F: SOURCE})
    assert not bh.holds_at("`start` becomes `i + 1`.", other, CHECKLIST, {F: SOURCE})


def test_doctests() -> None:
    import doctest

    assert doctest.testmod(bh).failed == 0
