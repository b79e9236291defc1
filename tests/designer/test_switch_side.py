"""The side of a JavaScript `switch` arm on a run (designer.offline.switch_side, used by `case_run` and
`argument_search`).

japanmesh's `toCode` returns from each arm of `switch (level)`; an arm item (`case constants_1.MESH.LEVEL_80000.LEVEL`,
`default`) is no condition, and `case_run` could not tell its side, so every arm's case said "`code.slice(0, …)` is
returned" where the run gives `"5339"`. Each test fails with `switch_arm` switched off (it then finds no arm).
"""

from __future__ import annotations

import pytest

from utspec.analyzers import go_eval
from utspec.designer.offline import argument_search, case_run
from utspec.designer.offline.case_run import Disagreement, Run
from utspec.models import ChecklistItem, Kind

_LEVELS = "exports.LEVELS = { COARSE: 80, FINE: 10 };\n"
_CODE = """var levels_1 = require("./levels");
function toCode(n, level) {
    var code = "c" + n;
    switch (level) {
        case levels_1.LEVELS.COARSE:
            return code.slice(0, 2);
        case levels_1.LEVELS.FINE:
            return code;
        default:
            return code + "?";
    }
}
exports.toCode = toCode;
"""
_SOURCES = {"levels.js": _LEVELS.split("\n"), "code.js": _CODE.split("\n")}


def _arm(line: int, text: str) -> ChecklistItem:
    return ChecklistItem(id=f"code.js:{line}:branch", kind=Kind.BRANCH, file="code.js", line=line, end_line=line + 1,
                         language="javascript", symbol="toCode", text=text)  # fmt: skip


@pytest.fixture(params=[True, False], ids=["rule-on", "rule-off"])
def rule(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    if not request.param:
        monkeypatch.setattr(case_run, "switch_arm", lambda lines, item: None)
    return bool(request.param)


def test_a_case_arm_s_run_is_stated(rule: bool) -> None:
    run = case_run.case_run(_SOURCES, _arm(5, "case levels_1.LEVELS.COARSE"), "`n` = `123`; `level` = `80`.")
    if not rule:
        assert run is None
        return
    assert isinstance(run, Run) and run.shown == '"c1"' and run.outcome.line == 6


def test_a_case_arm_the_input_does_not_enter_disagrees(rule: bool) -> None:
    run = case_run.case_run(_SOURCES, _arm(5, "case levels_1.LEVELS.COARSE"), "`n` = `123`; `level` = `10`.")
    # the label read from another module: the input's side is run, not read off the text
    assert isinstance(run, Disagreement) if rule else run is None


def test_the_default_arm_is_entered_when_no_label_matches(rule: bool) -> None:
    run = case_run.case_run(_SOURCES, _arm(9, "default"), "`n` = `7`; `level` = `3`.")
    if not rule:
        assert run is None
        return
    assert isinstance(run, Run) and run.shown == '"c7?"'
    assert case_run.case_run(_SOURCES, _arm(9, "default"), "`n` = `7`; `level` = `10`.") is None  # not entered


def test_the_search_finds_the_arguments_an_arm_s_case_leaves_out(rule: bool) -> None:
    found = argument_search.search(_SOURCES, _arm(7, "case levels_1.LEVELS.FINE"), "`level` = `10`.")
    if not rule:
        assert found is None
        return
    assert found is not None and dict(found.args)["level"] == "10" and "n" in dict(found.args)


# Go and Java (go_eval, java_eval): a Go tag compared with `==`, no fall-through, a switch without a tag whose labels
# are conditions; Java's fall-through. humanize-go's `Ordinal` and commons-lang's `repeat` have these shapes.
_GO = """package a

func Ordinal(x int) string {
\tsuffix := "th"
\tswitch x % 10 {
\tcase 1:
\t\tsuffix = "st"
\tcase 2, 3:
\t\tsuffix = "nd"
\tdefault:
\t\tsuffix = "xx"
\t}
\treturn suffix
}

func Sign(x int) int {
\tswitch {
\tcase x < 0:
\t\treturn -1
\tcase x > 0:
\t\treturn 1
\t}
\treturn 0
}

func Code(unit string) int {
\tswitch unit {
\tcase "y":
\t\treturn 365
\tdefault:
\t\treturn 1
\t}
}
"""
_JAVA = """class A {
    static String kind(int k) {
        String s = "none";
        switch (k) {
        case 1:
        case 2:
            s = "low";
            break;
        default:
            s = "other";
        }
        return s + "!";
    }
}
"""


def _item(file: str, line: int, end: int, language: str, symbol: str, text: str) -> ChecklistItem:
    return ChecklistItem(id=f"{file}:{line}:branch", kind=Kind.BRANCH, file=file, line=line, end_line=end,
                         language=language, symbol=symbol, text=text)  # fmt: skip


def _go(line: int, end: int, symbol: str, text: str, given: str) -> Run | Disagreement | None:
    return case_run.case_run({"a.go": _GO.split("\n")}, _item("a.go", line, end, "go", symbol, text), given)


def test_a_go_arm_s_run_is_stated_and_another_arm_s_input_disagrees(rule: bool) -> None:
    run = _go(8, 9, "Ordinal", "case 2, 3", "`x` = `13`.")
    other = _go(8, 9, "Ordinal", "case 2, 3", "`x` = `14`.")  # the label is read, not matched
    if not rule:
        assert run is None and other is None
        return
    assert isinstance(run, Run) and run.shown == '"nd"', run
    assert isinstance(other, Disagreement), other


def test_a_go_default_is_entered_when_no_label_matches_and_the_search_finds_its_argument(rule: bool) -> None:
    run = _go(10, 11, "Ordinal", "default", "`x` = `7`.")
    found = argument_search.search(
        {"a.go": _GO.split("\n")}, _item("a.go", 10, 11, "go", "Ordinal", "default"), "`x % 10` = `4`."
    )
    if not rule:
        assert run is None and found is None
        return
    assert isinstance(run, Run) and run.shown == '"xx"', run
    assert _go(10, 11, "Ordinal", "default", "`x` = `3`.") is None  # `case 2, 3` is taken: not this arm's run
    assert found is not None and dict(found.args) == {"x": "4"}, found


def test_a_go_switch_without_a_tag_and_one_on_a_text(rule: bool) -> None:
    runs = (_go(20, 21, "Sign", "case x > 0", "`x` = `5`."), _go(30, 31, "Code", "default", '`unit` = `"d"`.'))
    if not rule:
        assert runs == (None, None)
        return
    assert [r.shown if isinstance(r, Run) else r for r in runs] == ["1", "1"], runs
    assert isinstance(_go(20, 21, "Sign", "case x > 0", "`x` = `0`."), Disagreement)


def test_a_java_default_after_fall_through_labels(rule: bool) -> None:
    # Java's checklist item of a `default` ends on its label line: its statements run to the switch's end
    run = case_run.case_run({"A.java": _JAVA.split("\n")}, _item("A.java", 9, 9, "java", "A.kind", "default"),
                            "`k` = `4`.")  # fmt: skip
    if not rule:
        assert run is None
        return
    assert isinstance(run, Run) and run.shown == '"other!"', run


def test_a_go_label_read_is_on_the_run_s_path() -> None:
    # a boundary on a Go `case` line: the run that reads the label and takes no arm is still the boundary's run
    run = go_eval.call_outcome([("a.go", _GO)], "Sign(0)")
    assert run is not None and 18 in run.path and 20 in run.path and run.value == 0, run
