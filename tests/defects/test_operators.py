"""utspec_defects: the operators are independent of utspec and compute their expected verdicts from their kind."""

from __future__ import annotations

import ast
from pathlib import Path

import utspec_defects as ud
from utspec_defects import nondefect
from utspec_defects.model import Inputs

PACKAGE = Path(ud.__file__).resolve().parent

SPEC = {
    "cases": [
        {"id": "TC-001", "perspective": "`not email` holds", "category": "error", "preconditions": "Reached.",
         "input": "`email` = `\"\"`.", "expected": "`ValueError` is raised with the message \"email is required\".",
         "evidence": ["src/s.py:3:branch", "src/s.py:4:raise", "DR-1"]},
        {"id": "TC-002", "perspective": "`len(items) > 100` at 101", "category": "boundary", "preconditions": "Reached.",
         "input": "`items` with 101 elements.", "expected": "`ValueError` is raised with the message \"too many items\".",
         "evidence": ["src/s.py:5:boundary", "src/s.py:5:branch", "src/s.py:6:raise", "DR-2"]},
        {"id": "TC-003", "perspective": "Normal path", "category": "normal", "preconditions": "Reached.",
         "input": "`email` = `\"a@b.c\"`; `items` with 1 elements.", "expected": "No exception is raised; the function returns `order_id`.",
         "evidence": ["src/s.py:3:branch", "src/s.py:5:branch", "DR-3"]},
    ],
    "open_questions": [],
}  # fmt: skip
CHECKLIST = (
    {"id": "src/s.py:3:branch", "kind": "branch", "file": "src/s.py", "line": 3, "text": "not email"},
    {"id": "src/s.py:4:raise", "kind": "raise", "file": "src/s.py", "line": 4, "text": 'raise ValueError("email is required")'},
    {"id": "src/s.py:5:boundary", "kind": "boundary", "file": "src/s.py", "line": 5, "text": "len(items) > 100",
     "operator": ">", "value": 100, "test_values": [100, 101]},
    {"id": "src/s.py:5:branch", "kind": "branch", "file": "src/s.py", "line": 5, "text": "len(items) > 100"},
    {"id": "src/s.py:6:raise", "kind": "raise", "file": "src/s.py", "line": 6, "text": 'raise ValueError("too many items")'},
)  # fmt: skip


def test_the_package_imports_nothing_from_utspec():
    # Ground truth must not share code with the critic it measures (MEASURING.md rule 1).
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not [n for n in names if n == "utspec" or n.startswith("utspec.")], (path.name, names)


def test_every_kind_expects_by_its_group_and_never_changes_the_base():
    inp = Inputs(spec=SPEC, checklist=CHECKLIST, language="en")
    before = repr(SPEC)
    made = ud.mutants(inp)
    assert repr(SPEC) == before
    for m in made:
        assert m.expect == ("passes" if m.kind in ud.ACCEPTABLE_KINDS else "blocks"), m.kind
        assert m.spec != SPEC or m.markdown is not None, m.kind
    kinds = {m.kind for m in made}
    for kind in ("flipped-outcome", "wrong-exception", "wrong-message", "wrong-value", "swapped-expected",
                 "evidence-moved", "placeholder-in-sentence", "vague-paraphrase", "reword-input", "reorder-rows",
                 "reorder-columns", "translate-headers", "add-valid-case", "rephrase-result"):  # fmt: skip
        assert kind in kinds, kind


def _expected(m: ud.Mutant, case: str) -> str:
    return next(c["expected"] for c in m.spec["cases"] if c["id"] == case)


def test_the_semantic_damage_is_what_its_kind_says():
    inp = Inputs(spec=SPEC, checklist=CHECKLIST, language="en")
    by = {k: ud.OPERATORS[k](inp) for k in ud.OPERATORS}
    assert _expected(by["flipped-outcome"][0], "TC-001") == '`ValueError` is not raised with the message "email is required".'
    assert "too many items" in _expected(by["wrong-message"][0], "TC-001")
    swapped = by["swapped-expected"][0]
    assert _expected(swapped, "TC-001") == SPEC["cases"][1]["expected"] and swapped.touched == ("TC-001", "TC-002")
    moved = by["evidence-moved"][0]
    assert "src/s.py:6:raise" in moved.spec["cases"][0]["evidence"] and "src/s.py:4:raise" not in moved.spec["cases"][0]["evidence"]
    assert "`None`" in _expected(by["wrong-value"][-1], "TC-003")
    wrong_side = by["named:boundary-wrong-side"][0]
    assert wrong_side.spec["cases"][1]["input"] == "`items` with 100 elements."
    added = by["add-valid-case"][0]
    assert added.spec["cases"][-1]["input"] == "`items` with 111 elements." and added.case_id == "TC-004"


def test_acceptable_markdown_keeps_every_cell():
    inp = Inputs(spec=SPEC, checklist=CHECKLIST, language="en")
    md = ud.OPERATORS["translate-headers"](inp)[0].markdown
    assert md is not None and "| ID | 観点 | 分類 | 前提条件 | 入力 | 期待結果 | 根拠 |" in md
    assert "`src/s.py:6:raise`" in md and "異常系" in md


def test_japanese_edits_are_written_in_japanese():
    ja = {"cases": [dict(SPEC["cases"][1], input="要素数 100 の `items`。", expected="`ValueError` が送出される（メッセージ \"too many items\"）。")]}
    inp = Inputs(spec=ja, checklist=CHECKLIST, language="ja")
    assert ud.OPERATORS["reword-input"](inp)[0].spec["cases"][0]["input"] == "`items`（商品を百件）。"
    assert "は送出されない" in ud.OPERATORS["flipped-outcome"](inp)[0].spec["cases"][0]["expected"]
    assert ud.OPERATORS["vague-paraphrase"](inp)[0].spec["cases"][0]["expected"] == "正常に処理される。"


def test_no_valid_copy_of_a_case_whose_result_is_worked_out_for_its_input():
    # A value worked out for the input changes with it: a copy at another value keeping it is a wrong case.
    worked = dict(SPEC["cases"][1], expected="The function returns `720` (the value of `fee` for this input).")
    inp = Inputs(spec={"cases": [worked]}, checklist=CHECKLIST, language="en")
    assert ud.OPERATORS["add-valid-case"](inp) == []
    ja = dict(worked, expected="`720` が返される（この入力での `fee` の値）。")
    assert ud.OPERATORS["add-valid-case"](Inputs(spec={"cases": [ja]}, checklist=CHECKLIST, language="ja")) == []


def _copies(case: dict[str, object], checklist: tuple[dict[str, object], ...] = CHECKLIST) -> list[ud.Mutant]:
    return ud.OPERATORS["add-valid-case"](Inputs(spec={"cases": [case]}, checklist=checklist, language="en"))


def test_a_valid_copy_moves_the_operand_alone_and_keeps_the_condition_text():
    # acceptable_edits.yaml, add_valid_case (session 22): the copy is valid only where nothing else moves with it.
    case = dict(SPEC["cases"][1], perspective="`len(items) > 100` at 101")
    added = _copies(case)[0].spec["cases"][-1]
    assert added["input"] == "`items` with 111 elements." and added["perspective"] == "`len(items) > 100` at 111"


def test_no_valid_copy_where_more_than_the_operand_would_move():
    base = SPEC["cases"][1]
    # another name shares the number (units-go's `seconds` = `60`; `minutes` = `59` at minutes' 60)
    assert _copies(dict(base, input="`items` with 101 elements; `limit` = `101`.")) == []
    # the operand is not stated plainly (a string with a "(length N)" note, a number inside a code expression)
    assert _copies(dict(base, input='`items` = `"aaa"` (length 101).')) == []
    # the result names the value, so it changes with it (units-go's "returns `"1 second"`" at `seconds` = 1)
    assert _copies(dict(base, expected="The function returns `101`.")) == []
    # another boundary on the line compares the same operand: ten further may cross it
    other = {"id": "src/s.py:5:boundary#2", "kind": "boundary", "file": "src/s.py", "line": 5,
             "text": "len(items) < 105", "operator": "<", "value": 105, "test_values": [104, 105]}  # fmt: skip
    assert _copies(base, (*CHECKLIST, other)) == []


# --- mutants that damage nothing a reviewer could check (session 23: labelled before the corpus was re-measured) ---

_ONE_IF = {
    "cases": [
        {"id": "TC-001", "perspective": "`d == null`", "category": "error",
         "preconditions": "`f` in src/T.java is reached with every earlier guard passing.",
         "input": "`d` = `null`.", "expected": "`max` becomes `0`.", "evidence": ["src/T.java:141:branch"]},
        {"id": "TC-002", "perspective": "return at 143", "category": "error",
         "preconditions": "`f` in src/T.java is reached on the path to line 143.",
         "input": "`d` = `null`.", "expected": "The function returns without a value.",
         "evidence": ["src/T.java:143:early_return"]},
        {"id": "TC-003", "perspective": "`c > max`", "category": "normal", "preconditions": "`g` is reached.",
         "input": "`c` = `44`.", "expected": "`last` is not set to `1`; the function returns `true`.",
         "evidence": ["src/T.java:150:branch"]},
        {"id": "TC-004", "perspective": "`c > max` is false", "category": "normal", "preconditions": "`g` is reached.",
         "input": "`c` = `4`.", "expected": "`last` is set to `1`.", "evidence": ["src/T.java:150:branch#2"]},
    ],
    "open_questions": [],
}  # fmt: skip
_ONE_IF_ITEMS = (
    {"id": "src/T.java:141:branch", "kind": "branch", "file": "src/T.java", "line": 141, "end_line": 144, "text": "d == null"},
    {"id": "src/T.java:143:early_return", "kind": "early_return", "file": "src/T.java", "line": 143, "text": "return;"},
    {"id": "src/T.java:144:early_return", "kind": "early_return", "file": "src/T.java", "line": 144, "text": "return;"},
    {"id": "src/T.java:150:branch", "kind": "branch", "file": "src/T.java", "line": 150, "end_line": 152, "text": "c > max"},
    {"id": "src/T.java:150:branch#2", "kind": "branch", "file": "src/T.java", "line": 150, "text": "c > max"},
)  # fmt: skip


def test_mutants_that_damage_nothing_checkable_are_labelled_and_left_out():
    inp = Inputs(spec=_ONE_IF, checklist=_ONE_IF_ITEMS, language="en")
    labelled = {(m.kind, m.case_id): m.no_defect for m in (m for k in ud.DEFECT_KINDS for m in ud.OPERATORS[k](inp))}
    # two effects of one `if`, at one input: each result is true of either case
    assert labelled[("swapped-expected", "TC-001")] == nondefect.SAME_SITUATION
    assert labelled[("swapped-expected", "TC-002")] == ""  # two runs (`c` = 44 and `d` = null)
    # `150:branch` -> `150:branch#2`: the same condition, still cited
    assert labelled[("evidence-moved", "TC-003")] == nondefect.MOVED_WITHIN_CONDITION
    # `1` -> `2` inside "is not set to": still true; the same value stated positively is a defect
    assert labelled[("wrong-value", "TC-004")] == ""
    made = ud.mutants(inp)
    assert not [m for m in made if m.no_defect]
    assert ("swapped-expected", "TC-002") in {(m.kind, m.case_id) for m in made}


def test_a_negated_value_is_no_defect_but_a_negated_boolean_is():
    text = "`last` is not set to `1`; the function returns `7`."
    assert nondefect.negated_value(text, text.index("1"), text.index("1") + 1)
    assert not nondefect.negated_value(text, text.index("7"), text.index("7") + 1)
    text = "`ok` is not `true`."
    assert not nondefect.negated_value(text, text.index("true"), text.index("true") + 4)


def test_the_sample_is_keyed_by_case_content_so_a_dropped_case_keeps_the_others():
    cases = [{"id": f"TC-{n:03}", "perspective": "p", "category": "normal", "preconditions": "Reached.",
              "input": f"`n` = `{n}`.", "expected": f"The function returns `{n * 7}`.",
              "evidence": [f"src/s.py:{n}:return"]} for n in range(1, 21)]  # fmt: skip

    def picked(kept: list[dict[str, object]]) -> set[str]:
        inp = Inputs(spec={"cases": kept, "open_questions": []}, language="en")
        return {str(m.description.split(": ", 1)[1]) for m in ud.mutants(inp, ("wrong-value",), limit=3)}

    full = picked(cases)
    # drop the first case the sample did not pick: an even spread over positions would move every later pick
    drop = next(n for n in range(2, 21) if not any(p.startswith(f"returns {n * 7} -> ") for p in full))
    assert picked([c for c in cases if c["id"] != f"TC-{drop:03}"]) == full


def test_the_labelling_and_message_doctests() -> None:
    import doctest

    from utspec_defects import text

    for module in (nondefect, text):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 1, module.__name__


# --- session 25: labelled before the corpus was re-counted (moves along the run, swaps of one fact) ---

_ALONG = {
    "cases": [
        {"id": "TC-001", "perspective": "KT-7: `format(o)`", "category": "normal", "preconditions": "なし。",
         "input": "`format(o)` を呼ぶ。", "expected": "`'image/svg+xml'` が返される。",
         "evidence": ["a.js:46:branch", "a.js:67:branch"]},
        {"id": "TC-002", "perspective": "`!ok(s)`", "category": "error", "preconditions": "なし。",
         "input": "`format(p)` を呼ぶ。", "expected": "`TypeError` が送出される。", "evidence": ["a.js:67:branch"]},
        {"id": "TC-003", "perspective": "`convert('文治6年')`", "category": "normal", "preconditions": "なし。",
         "input": "`convert('文治6年')` を呼ぶ。", "expected": "`1190` が返される。",
         "evidence": ["j.py:46:branch", "j.py:62:branch"]},
        {"id": "TC-004", "perspective": "`p.match(s)`", "category": "normal", "preconditions": "`fmt` に到達する。",
         "input": "`s` = `\"0年\"`。", "expected": "`True` が返される（この入力での `res` の値）。",
         "evidence": ["j.py:81:branch"]},
        {"id": "TC-005", "perspective": "`s in d`", "category": "normal", "preconditions": "`era` に到達する。",
         "input": "`s` が `d` にある値。", "expected": "`res` が `True` になる。", "evidence": ["j.py:87:branch"]},
        {"id": "TC-006", "perspective": "`n > 1`", "category": "normal", "preconditions": "`g` に到達する。",
         "input": "`n` = `2`。", "expected": "`a` が `1` になり、`b` が `2` になる。", "evidence": ["j.py:95:branch"]},
    ],
    "open_questions": [],
}  # fmt: skip
_ALONG_ITEMS = (
    {"id": "a.js:46:branch", "kind": "branch", "file": "a.js", "line": 46, "end_line": 48, "symbol": "format", "text": "!o"},
    {"id": "a.js:47:raise", "kind": "raise", "file": "a.js", "line": 47, "symbol": "format", "text": "throw new TypeError('o')"},
    {"id": "a.js:66:branch", "kind": "branch", "file": "a.js", "line": 66, "end_line": 72, "symbol": "format", "text": "s"},
    {"id": "a.js:67:branch", "kind": "branch", "file": "a.js", "line": 67, "end_line": 69, "symbol": "format", "text": "!ok(s)"},
    {"id": "a.js:68:raise", "kind": "raise", "file": "a.js", "line": 68, "symbol": "format", "text": "throw new TypeError('s')"},
    {"id": "j.py:46:branch", "kind": "branch", "file": "j.py", "line": 46, "end_line": 50, "symbol": "J.convert", "text": "self.fmt(s)"},
    {"id": "j.py:49:raise", "kind": "raise", "file": "j.py", "line": 49, "symbol": "J.convert", "text": "raise ValueError('f')"},
    {"id": "j.py:62:branch", "kind": "branch", "file": "j.py", "line": 62, "end_line": 66, "symbol": "J.convert", "text": "self.year(s)"},
    {"id": "j.py:65:raise", "kind": "raise", "file": "j.py", "line": 65, "symbol": "J.convert", "text": "raise ValueError('y')"},
    {"id": "j.py:81:branch", "kind": "branch", "file": "j.py", "line": 81, "end_line": 82, "symbol": "J.fmt", "text": "p.match(s)"},
    {"id": "j.py:87:branch", "kind": "branch", "file": "j.py", "line": 87, "end_line": 88, "symbol": "J.era", "text": "s in d"},
    {"id": "j.py:95:branch", "kind": "branch", "file": "j.py", "line": 95, "end_line": 96, "symbol": "J.g", "text": "n > 1"},
)  # fmt: skip


def test_moves_along_the_run_and_swaps_of_one_fact_are_labelled():
    inp = Inputs(spec=_ALONG, checklist=_ALONG_ITEMS, language="ja")
    labelled = {m.description: m.no_defect for k in ud.DEFECT_KINDS for m in ud.OPERATORS[k](inp)}
    # a normal run through format: 67's guard -> 66, the `if` around it, which that run also evaluates
    assert labelled["TC-001: a.js:67:branch -> a.js:66:branch"] == nondefect.MOVED_ALONG_RUN
    # the same move in a case that raises at 67 loses its deciding guard: a defect
    assert labelled["TC-002: a.js:67:branch -> a.js:66:branch"] == ""
    # convert's guard at 62 -> fmt's first branch, which the cited condition `self.fmt(s)` calls
    assert labelled["TC-003: j.py:62:branch -> j.py:81:branch"] == nondefect.MOVED_ALONG_RUN
    # "`True` is returned (res)" <-> "`res` becomes `True`": one fact; two values swapped between names: a defect
    assert labelled["TC-004 <-> TC-005"] == nondefect.SAME_FACT
    assert labelled["TC-005 <-> TC-006"] == ""
