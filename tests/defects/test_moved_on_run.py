"""Session 27's no-defect labels for evidence moved onto the case's own run (`utspec_defects.moved_on_run`).

Each row is annotated with the real mutant whose shape it copies and why it is, or is not, labelled. The rows
fail with the rule switched off (`on_run` returning `""`): the labelled ones lose their label.
"""

from __future__ import annotations

import pytest

import utspec_defects as ud
from utspec_defects import moved_on_run as mr
from utspec_defects.model import Inputs

# wareki-ja-js's `_default`, cut down: a guard that returns, a loop, `if (opts.unit)`, a guard, the final return.
WAREKI = """function w() {
  var year = get();
  if (isNaN(year)) {
    return year;
  }
  var wareki = "" + year;
  for (var i = 0; i < n; i++) {
    if (ok(i)) {
      wareki = name(i);
      break;
    }
  }
  if (opts.unit) {
    wareki += '年';
  }
  if (!isNaN(Number(wareki))) {
    return Number(wareki);
  }
  return wareki;
}
"""
# soundex-java's `soundex`: guards that return, the loop, a constructed final return.
SOUNDEX = """public String soundex(String str) {
    if (str == null) {
        return null;
    }
    str = clean(str);
    if (str.length() == 0) {
        return str;
    }
    for (int i = 1; i < str.length(); i++) {
        x(i);
    }
    return new String(out);
}
"""
# statuses-ja-js: `status` returns through `getStatusMessage`, whose guard throws.
STATUSES = """function msg(code) {
  if (!has(code)) {
    throw new Error('invalid status code: ' + code)
  }
  return table[code]
}
function status(code) {
  if (typeof code === 'number') {
    return msg(code)
  }
  var n = parseInt(code, 10)
  if (!isNaN(n)) {
    return msg(n)
  }
  return lookup(code)
}
"""
SOURCES = {"w.js": WAREKI, "s.java": SOUNDEX, "st.js": STATUSES}


def _it(ref: str, symbol: str, end: int | None = None, text: str = "") -> dict[str, object]:
    file, line, kind = ref.split(":")[0], int(ref.split(":")[1]), ref.split(":")[2].split("#")[0]
    return {
        "id": ref,
        "kind": kind,
        "file": file,
        "line": line,
        "end_line": end or line,
        "symbol": symbol,
        "text": text,
    }


ITEMS = {
    i["id"]: i
    for i in (
        _it("w.js:3:branch", "w", 5, "isNaN(year)"),
        _it("w.js:4:early_return", "w", text="return year;"),
        _it("w.js:7:loop", "w", 12, "for (var i = 0; i < n; i++)"),
        _it("w.js:8:branch", "w", 11, "ok(i)"),
        _it("w.js:13:branch", "w", 15, "opts.unit"),
        _it("w.js:16:branch", "w", 18, "!isNaN(Number(wareki))"),
        _it("w.js:17:early_return", "w", text="return Number(wareki);"),
        _it("s.java:2:branch", "soundex", 4, "str == null"),
        _it("s.java:3:early_return", "soundex", text="return null;"),
        _it("s.java:6:branch", "soundex", 8, "str.length() == 0"),
        _it("s.java:7:early_return", "soundex", text="return str;"),
        _it("s.java:9:branch", "soundex", 9, "i < str.length()"),
        _it("s.java:9:loop", "soundex", 11, "for (int i = 1; i < str.length(); i++)"),
        # jsonpointer-go's `implementation`: `if _, ok := v[t]; ok { if last && SET {…} } else if last && SET {…}`
        _it("p.go:2:loop", "impl", 10, "for _, t := range p.tokens"),
        _it("p.go:3:branch", "impl", 9, "ok"),
        _it("p.go:4:branch", "impl", 6, 'last && i.mode == "SET"'),
        _it("p.go:4:branch#2", "impl", 4, 'last && i.mode == "SET"'),
        _it("p.go:7:branch", "impl", 9, 'last && i.mode == "SET"'),
        _it("p.go:7:branch#2", "impl", 7, 'last && i.mode == "SET"'),
        _it("st.js:2:branch", "msg", 4, "!has(code)"),
        _it("st.js:3:raise", "msg", text="throw new Error('invalid status code: ' + code)"),
        _it("st.js:8:branch", "status", 10, "typeof code === 'number'"),
        _it("st.js:9:early_return", "status", text="return msg(code)"),
        _it("st.js:12:branch", "status", 14, "!isNaN(n)"),
        _it("st.js:13:early_return", "status", text="return msg(n)"),
        # periods-plpgsql: two identical DELETEs, one per drop behaviour
        _it("d.sql:90:sql_write", "drop_period", text="DELETE FROM periods.periods"),
        _it("d.sql:128:sql_write", "drop_period", text="DELETE FROM periods.periods"),
    )
}

NORMAL = "例外は送出されない。`wareki` が返される。"

#: (expected result, refs cited before the move, moved ref, new ref, label): one row per shape.
ROWS = [
    # wareki TC-012: a "passes every guard" run said to return the final `return wareki;`; 16's guard -> 13's
    # `if (opts.unit)`, nested in nothing and before that return: the run evaluates it. Labelled.
    (NORMAL, ["w.js:3:branch", "w.js:16:branch"], "w.js:16:branch", "w.js:13:branch", mr.MOVED_BEFORE_FINAL_RETURN),
    # the same run, moved to the unnested loop itself: its condition is evaluated at least once. Labelled.
    (NORMAL, ["w.js:3:branch", "w.js:16:branch"], "w.js:16:branch", "w.js:7:loop", mr.MOVED_BEFORE_FINAL_RETURN),
    # moved into the loop's body: a run of zero iterations never evaluates `ok(i)`. A defect.
    (NORMAL, ["w.js:3:branch", "w.js:16:branch"], "w.js:16:branch", "w.js:8:branch", ""),
    # a run that takes the guard at 3 (returns `NaN`, not the final return's `wareki`) never reaches 13. A defect.
    ("`NaN` が返される。", ["w.js:3:branch", "w.js:16:branch"], "w.js:16:branch", "w.js:13:branch", ""),
    # `Number(wareki)` is 16's own return: the run left there, the case's deciding guard moved away. A defect.
    ("`Number(wareki)` が返される。", ["w.js:3:branch", "w.js:16:branch"], "w.js:16:branch", "w.js:13:branch", ""),
    # negated: says which value is not returned, not that the run reached the end. A defect.
    ("`wareki` は返されない。", ["w.js:3:branch", "w.js:16:branch"], "w.js:16:branch", "w.js:13:branch", ""),
    # a case about `opts.unit` (no exit in its block, so not a guard) moved to 16: it loses what decides it.
    (NORMAL, ["w.js:13:branch"], "w.js:13:branch", "w.js:16:branch", ""),
    # a raising case. A defect.
    ("`TypeError` が送出される。", ["w.js:3:branch", "w.js:16:branch"], "w.js:16:branch", "w.js:13:branch", ""),
    # soundex TC-024: `soundex("Lee")` said to return `"L000"`, not the final return's `new String(out)`: whether
    # the run passes `str.length() == 0` after `clean` is not plain text. Decided a defect.
    ('The function returns `"L000"`.', ["s.java:2:branch", "s.java:6:branch"], "s.java:6:branch", "s.java:9:branch", ""),
    # jsonpointer TC-013: 131's condition still cited through `#2`, moved to 129's `ok`, the `if` around it.
    ('`v[t]` is not set to `i.in`.', ["p.go:4:branch#2", "p.go:4:branch"], "p.go:4:branch", "p.go:3:branch",
     mr.MOVED_TO_ENCLOSING),
    # jsonpointer TC-017's shape: moved into the other arm's `if` (7 -> 4), which encloses nothing cited. A defect.
    ('`v[t]` is set to `i.in`.', ["p.go:7:branch#2", "p.go:7:branch"], "p.go:7:branch", "p.go:4:branch", ""),
    # no `#k` twin left: the case no longer cites its condition. A defect.
    ('`v[t]` is not set to `i.in`.', ["p.go:4:branch"], "p.go:4:branch", "p.go:3:branch", ""),
    # statuses TC-010: `status('403')` moved from 141's `!isNaN(n)`, the branch its run takes and returns through,
    # to `getStatusMessage`'s guard: the case no longer cites what decides it. Decided a defect.
    ("`'Forbidden'` が返される。", ["st.js:8:branch", "st.js:12:branch"], "st.js:12:branch", "st.js:2:branch", ""),
    # periods TC-025: a write moved to the identical write of the other drop behaviour, no branch or loop. A defect.
    ("The matching rows are deleted from `periods.periods`.", ["d.sql:128:sql_write"], "d.sql:128:sql_write",
     "d.sql:90:sql_write", ""),
]  # fmt: skip


@pytest.mark.parametrize("expected,cited,old,new,label", ROWS)
def test_a_move_onto_the_case_own_run_is_labelled_by_rule(
    expected: str, cited: list[str], old: str, new: str, label: str
) -> None:
    after = [ITEMS[new] if r == old else ITEMS[r] for r in cited]
    got = mr.on_run(expected, after, ITEMS[old], ITEMS[new], tuple(ITEMS.values()), SOURCES)
    assert got == label


def test_the_evidence_moved_operator_applies_the_labels() -> None:
    spec = {
        "cases": [
            {"id": "TC-001", "perspective": "正常系", "category": "normal", "preconditions": "なし。",
             "input": "ガードをすべて通過する入力。", "expected": NORMAL, "evidence": ["w.js:3:branch", "w.js:16:branch"]},
            {"id": "TC-002", "perspective": "`last && SET` does not hold", "category": "normal",
             "preconditions": "Reached.", "input": "`i.mode` = `\"GET\"`.", "expected": "`v[t]` is not set to `i.in`.",
             "evidence": ["p.go:4:branch#2", "p.go:4:branch"]},
        ],
        "open_questions": [],
    }  # fmt: skip
    inp = Inputs(spec=spec, checklist=tuple(ITEMS.values()), sources=SOURCES, language="ja")
    labelled = {m.description: m.no_defect for m in ud.OPERATORS["evidence-moved"](inp)}
    assert labelled == {
        "TC-001: w.js:16:branch -> w.js:13:branch": mr.MOVED_BEFORE_FINAL_RETURN,
        "TC-002: p.go:4:branch -> p.go:3:branch": mr.MOVED_TO_ENCLOSING,
    }
    assert not ud.mutants(inp, ("evidence-moved",))  # labelled mutants are left out of the corpus


def test_the_doctests() -> None:
    import doctest

    result = doctest.testmod(mr)
    assert result.failed == 0 and result.attempted >= 4
