"""Session 30's sized-input operator and its rule (`utspec_defects.sized_input`).

Each row copies the shape of a real case (go-uuid's `FormatUUID` normal path, a `> 100` limit, decamelize's short
text) and says whether a mutant is made and how it is labelled. The labelled row fails with the rule switched off
(the no-defect label never set), the defect rows with the guard's condition not evaluated (`holds` returning None).
"""

from __future__ import annotations

import pytest

import utspec_defects as ud
from utspec_defects import sized_input as si
from utspec_defects.model import Inputs

GO = "package u\n\nconst uuidLen = 16\n\nfunc FormatUUID(buf []byte) (string, error) {\n" \
     "\tif buflen := len(buf); buflen != uuidLen {\n\t\treturn \"\", fmt.Errorf(\"wrong length\")\n\t}\n" \
     "\treturn fmt.Sprintf(\"%x\", buf), nil\n}\n"  # fmt: skip
PY = "def register(items):\n    if len(items) > 100:\n        raise ValueError('too many items')\n" \
     "    if len(items) == 1:\n        log(items)\n    return len(items)\n"  # fmt: skip
JS = "function dec (text) {\n  if (text.length < 2) {\n    return text\n  }\n  return text.toLowerCase()\n}\n"


def _case(cid: str, inp: str, expected: str, evidence: list[str]) -> dict:
    return {"id": cid, "perspective": cid, "category": "normal", "preconditions": "-", "input": inp,
            "expected": expected, "evidence": evidence}  # fmt: skip


SPEC = {
    "cases": [
        # go-uuid's normal path: 16 passes `buflen != uuidLen`; 17 makes the guard return (defect)
        _case("TC-001", "u.go の `FormatUUID` のガードをすべて通過する入力: 要素数 16 の `buf`。",
              "例外は送出されない。`fmt.Sprintf(\"%x\", buf), nil` が返される。", ["u.go:6:branch"]),
        # a limit: 100 elements pass `len(items) > 100`, 101 raise (defect)
        _case("TC-002", "`items` with 100 elements.", "The function returns `len(items)`.",
              ["r.py:2:boundary", "r.py:2:branch"]),
        # decamelize-like: 2 characters skip the short-text return; at 1 it returns `text`, which the case says
        # is returned: no defect by rule
        _case("TC-003", "`text` with 2 elements.", "The function returns `text`.", ["d.js:2:branch"]),
        # a branch whose block does not leave (a call): no mutant
        _case("TC-004", "`items` with 2 elements.", "The function returns `len(items)`.", ["r.py:4:branch"]),
        # a result left to a question: not a concrete case, no mutant
        _case("TC-005", "Input that passes every guard of `register` in r.py: `items` with 2 elements.",
              "No exception is raised. Not stated by the code: see Q-normal:r.py:register.", ["r.py:2:branch"]),
        # already inside the guard at the stated size: the case is about the guard, no mutant
        _case("TC-006", "`items` with 101 elements.", "`ValueError` is raised.", ["r.py:2:branch"]),
    ],
    "open_questions": [],
}  # fmt: skip
ITEMS = (
    {"id": "u.go:6:branch", "kind": "branch", "file": "u.go", "line": 6, "text": "buflen != uuidLen"},
    {"id": "r.py:2:boundary", "kind": "boundary", "file": "r.py", "line": 2, "text": "len(items) > 100"},
    {"id": "r.py:2:branch", "kind": "branch", "file": "r.py", "line": 2, "text": "len(items) > 100"},
    {"id": "r.py:4:branch", "kind": "branch", "file": "r.py", "line": 4, "text": "len(items) == 1"},
    {"id": "d.js:2:branch", "kind": "branch", "file": "d.js", "line": 2, "text": "text.length < 2"},
)
INPUTS = Inputs(spec=SPEC, checklist=ITEMS, sources={"u.go": GO, "r.py": PY, "d.js": JS}, language="en")


def _made() -> dict[str, ud.Mutant]:
    return {m.case_id: m for m in si.sized_input(INPUTS)}


def _input(m: ud.Mutant) -> str:
    return next(c["input"] for c in m.spec["cases"] if c["id"] == m.case_id)


def test_the_nearest_count_that_fires_the_guard_is_written() -> None:
    made = _made()
    assert sorted(made) == ["TC-001", "TC-002", "TC-003"]
    assert _input(made["TC-001"]).endswith("要素数 17 の `buf`。")
    assert _input(made["TC-002"]) == "`items` with 101 elements."
    assert _input(made["TC-003"]) == "`text` with 1 element."
    assert all(m.expect == "blocks" and m.kind == "sized-input" for m in made.values())


@pytest.mark.parametrize(
    ("cid", "label"), [("TC-001", ""), ("TC-002", ""), ("TC-003", "names what the guard")]
)
def test_labels(cid: str, label: str) -> None:
    got = _made()[cid].no_defect
    assert (label in got and got) if label else got == ""


def test_the_defect_rows_need_the_guard_evaluated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(si, "holds", lambda *a, **k: None)
    assert si.sized_input(INPUTS) == []


def test_the_label_needs_the_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(si, "_exit_named", lambda *a: False)
    assert _made()["TC-003"].no_defect == ""


def test_registered_and_left_out_when_labelled() -> None:
    assert "sized-input" in ud.DEFECT_KINDS
    assert sorted(m.case_id for m in ud.mutants(INPUTS, ("sized-input",))) == ["TC-001", "TC-002"]


def test_doctests() -> None:
    import doctest

    assert doctest.testmod(si).failed == 0
