"""The argument search tries the fields a Python method reads, as it tries a parameter left out (issue 12, item 3).

A method case whose input gave its parameters but none of the object's state (`extra` = `1` for `Box.full`) made a
call whose run read an unset field and gave up: nothing was stated. The fields the method reads are now free inputs
of the search, their candidates from the kind the class gives them, and the input names them as a test sets them.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import argument_search
from utspec.designer.offline.argument_search import Found, search
from utspec.designer.offline.case_run import Run, case_run
from utspec.designer.offline.field_search import read_fields
from utspec.messages import catalog
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
_FALSE = "Values for which `len(self.items) + extra >= self.limit` is false (the code names no literal to choose them from)."


def test_the_fields_a_method_reads_are_searched() -> None:
    found = search({"b.py": _BOX}, _ITEM, _FALSE)
    assert found == Found(args=(("extra", "1"), ("self.items", "[]"), ("self.limit", "2")), held=())


def test_the_found_input_is_one_the_case_s_own_run_reads() -> None:
    found = search({"b.py": _BOX}, _ITEM, _FALSE)
    assert found is not None
    # the arguments are the input; the fields are the object's set-up before the call, in the preconditions
    text = argument_search.said(found, catalog("en"))
    setup = argument_search.field_setup(found, "`Box.full` is reached.", catalog("en"))
    assert text == "`extra` = `1`."
    assert setup == (
        "`Box.full` is reached. Before the call, the object's fields are set: `self.items` = `[]`, `self.limit` = `2`."
    )
    run = case_run({"b.py": _BOX}, _ITEM, text, preconditions=setup)
    assert isinstance(run, Run) and run.shown == "False"
    assert case_run({"b.py": _BOX}, _ITEM, text) is None  # without the set-up the run reads unset fields


def test_the_set_up_is_written_in_japanese() -> None:
    found = Found((("extra", "1"), ("self.limit", "2")), ())
    assert argument_search.field_setup(found, "到達する。", catalog("ja")) == (
        "到達する。呼び出しの前に、オブジェクトのフィールドを `self.limit` = `2` にしておく。"
    )


def test_without_the_fields_nothing_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(argument_search, "read_fields", lambda body, given: [])
    assert search({"b.py": _BOX}, _ITEM, _FALSE) is None


def test_a_field_the_method_sets_or_the_input_gives_is_not_searched() -> None:
    body = "    def f(self):\n        self.n = 0\n        return self.n + self.k + self.m"
    assert read_fields(body, {"self.m": 1}) == ["self.k"]


def test_a_given_argument_is_kept_while_the_fields_are_searched() -> None:
    # sunau's `setnchannels(5)`: the search set `nchannels` = `None` and `self._nframeswritten` = `0`, dropping the
    # value the case was about
    src = [
        "class W:",
        "    def setn(self, n):",
        "        if self._written:",
        "            raise ValueError('late')",
        "        if n not in (1, 2, 4):",
        "            raise ValueError('bad')",
        "        self._n = n",
        "",
    ]
    item = ChecklistItem(id="w.py:5:branch", kind=Kind.BRANCH, file="w.py", line=5, end_line=6, language="python",
                         symbol="W.setn", text="n not in (1, 2, 4)")  # fmt: skip
    found = search({"w.py": src}, item, "`n` = `5`.")
    assert found is not None and ("n", "5") in found.args
    assert dict(found.args)["self._written"] in ("None", "False", "0")


def test_a_javascript_result_showing_undefined_is_no_found_input() -> None:
    # japanese-numeral's `n2kan(-1)` returned "undefined千九百九十九": true of JavaScript, no input a caller means
    src = ["function name(num) {", "  const names = ['〇'];", "  if (num) {", "    return `${names[num]}!`;", "  }",
           "  return names[0];", "}", "module.exports = name;", ""]  # fmt: skip
    item = ChecklistItem(id="n.js:3:branch", kind=Kind.BRANCH, file="n.js", line=3, end_line=5, language="javascript",
                         symbol="name", text="num")  # fmt: skip
    said = "Values for which `num` is true (the code names no literal to choose them from)."
    assert search({"n.js": src}, item, said) is None
