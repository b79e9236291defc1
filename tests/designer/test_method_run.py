"""A Python method's case is run on an object holding the fields its input sets (issue 12, py_eval on methods).

The interpreters ran top-level functions only, so a method case whose input gives the state it reads (sunau's
`self._sampwidth` = `4`) stated nothing checkable. The object is made without `__init__` (`Box.__new__(Box)`) and
given the input's fields, as a test sets them; a field the input does not set is never made up.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import py_instances
from utspec.designer.offline.case_run import Run, case_call, case_run, normal_run
from utspec.models import ChecklistItem, Kind

_BOX = """class Box:
    def __init__(self, limit):
        self.limit = limit
        self.items = []

    def full(self, extra):
        if len(self.items) + extra >= self.limit:
            return True
        return False
""".split("\n")

_ITEM = ChecklistItem(id="b.py:7:branch", kind=Kind.BRANCH, file="b.py", line=7, end_line=8, language="python",
                      symbol="Box.full", text="len(self.items) + extra >= self.limit")  # fmt: skip


def test_the_call_makes_the_object_with_the_input_s_fields() -> None:
    assert case_call(_BOX, _ITEM, "`self.items` = `[1]`; `self.limit` = `2`; `extra` = `1`.") == (
        "obj = Box.__new__(Box)\nobj.limit = 2\nobj.items = [1]\nobj.full(1)"
    )


def test_a_method_runs_on_its_case_s_path() -> None:
    on = case_run({"b.py": _BOX}, _ITEM, "`self.items` = `[1]`; `self.limit` = `2`; `extra` = `1`.")
    off = case_run({"b.py": _BOX}, _ITEM, "`self.items` = `[1]`; `self.limit` = `3`; `extra` = `1`.")
    assert isinstance(on, Run) and on.shown == "True"
    assert isinstance(off, Run) and off.shown == "False"


def test_a_field_the_input_does_not_set_is_not_made_up() -> None:
    assert case_run({"b.py": _BOX}, _ITEM, "`self.limit` = `3`; `extra` = `1`.") is None


def test_switched_off_no_method_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(py_instances, "sequence_outcome", lambda *_a: None)
    assert case_run({"b.py": _BOX}, _ITEM, "`self.items` = `[1]`; `self.limit` = `2`; `extra` = `1`.") is None


_NAMES = """class Au:
    def getcompname(self):
        if self._comptype == 'ULAW':
            return 'u-law'
        elif self._comptype == 'ALAW':
            return 'A-law'
        else:
            return 'not compressed'
""".split("\n")


def test_the_else_arm_of_a_guard_chain_is_the_normal_path() -> None:
    guards = [
        ChecklistItem(
            id=f"a.py:{n}:branch",
            kind=Kind.BRANCH,
            file="a.py",
            line=n,
            end_line=8,
            language="python",
            symbol="Au.getcompname",
            text=t,
        )  # fmt: skip
        for n, t in ((3, "self._comptype == 'ULAW'"), (5, "self._comptype == 'ALAW'"))
    ]
    found = normal_run(
        {"a.py": _NAMES}, guards, "Input that passes every guard: `self._comptype` = `'OTHER'`."
    )
    assert isinstance(found, Run) and found.shown == "'not compressed'"
