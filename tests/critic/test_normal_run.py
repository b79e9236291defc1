"""expected-contradicts-code: a normal-path case whose input, run exactly, leaves inside a guard it cites.

japanmesh's `getCodes` normal path once said `level` = `126`, which a guard over a computed constant refuses (here: a helper's loop); no
check read that guard. The function is run on the case's values (designer.offline.case_run.normal_run).
"""

from __future__ import annotations

import pytest

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import expected_contradicts_code
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Category, SourceText, TestCase, TestSpec

SRC = """def _known(level):
    for ok in (2, 4, 6):
        if level == ok:
            return True
    return False


def get(code, level):
    if not _known(level):
        raise ValueError("bad level")
    if level > 100:
        raise ValueError("too big")
    return code * level
"""


def _hits(level: int) -> list[str]:
    src = SourceText(path="get.py", text=SRC)
    items = analyze([src]).items
    guards = [i.id for i in items if i.kind.value == "branch" and i.symbol == "get"]
    case = TestCase(id="TC-001", perspective="Normal path of `get`", category=Category.NORMAL, preconditions="-",
                    input=f"Input that passes every guard of `get` in get.py: `code` = `1`; `level` = `{level}`.",
                    expected="No exception is raised.", evidence=guards)  # fmt: skip
    inp = ReviewInput(TestSpec(designer="t", cases=[case]), items, [], [], [src], language="en")
    return expected_contradicts_code.contradictions(inp, case, Catalog("en"))


def test_a_value_a_computed_guard_refuses_is_found() -> None:
    assert any("leaves at line 10" in h for h in _hits(100))  # ruleid: 100 is not 2, 4 or 6
    assert not any("leaves at line" in h for h in _hits(4))  # ok


def test_switched_off_nothing_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(expected_contradicts_code, "normal_run_hits", lambda *_: [])
    assert not any("leaves at line" in h for h in _hits(100))


DEFAULTED = """def get(code=None, level=None):
    if code is None and level is None:
        return (1, 2)
    if level is None:
        raise ValueError("level is required")
    return code * level
"""


def test_an_input_naming_no_value_is_not_run_on_the_defaults() -> None:
    # japanmesh's `getCodes` normal path named no value: `getCodes()` returns at the first guard, which says nothing
    # of an input that sets no argument
    from utspec.designer.offline.case_run import Disagreement, normal_run

    src = {"d.py": DEFAULTED.split("\n")}
    guards = [i for i in analyze([SourceText(path="d.py", text=DEFAULTED)]).items if i.kind.value == "branch"]
    assert normal_run(src, guards, "Input that passes every guard of `get` in d.py.") is None
    assert isinstance(normal_run(src, guards, "`code` = `2`."), Disagreement)  # a named value is still checked
