"""The side of a JavaScript `switch` arm on a run (designer.offline.switch_side, used by `case_run` and
`argument_search`).

japanmesh's `toCode` returns from each arm of `switch (level)`; an arm item (`case constants_1.MESH.LEVEL_80000.LEVEL`,
`default`) is no condition, and `case_run` could not tell its side, so every arm's case said "`code.slice(0, …)` is
returned" where the run gives `"5339"`. Each test fails with `switch_arm` switched off (it then finds no arm).
"""

from __future__ import annotations

import pytest

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
