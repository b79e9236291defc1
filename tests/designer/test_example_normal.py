"""The normal path takes a worked example's values when it names none a call is made of (`example_normal.py`).

is-valid-domain's normal path said "`value` with 253 elements; `labels` with 1 element"; its key items call
`isValidDomain('example.com')` and say it returns `true`, a call that passes every guard.
"""

from __future__ import annotations

from utspec.designer.offline.context import Ctx
from utspec.designer.offline.example_normal import example_normal_input
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind

LINES = [
    "module.exports = function isShort (value, opts) {",
    "  if (typeof value !== 'string') return false",
    "  if (value.length > 5) return false",
    "  return value.indexOf('.') > 0",
    "}",
]
GUARDS = [
    ChecklistItem(id=f"a.js:{n}:branch", kind=Kind.BRANCH, file="a.js", line=n, end_line=n, language="javascript",
                  symbol="isShort", text=t, effect="return false")
    for n, t in ((2, "typeof value !== 'string'"), (3, "value.length > 5"))
]  # fmt: skip
TEXTS = [
    "`isShort('toolongvalue')` returns `false`.",  # leaves at the second guard: that guard's case
    "`isShort('x.y')` returns `false`.",  # the code returns true: a question for the design, not an input
    "`isShort('a.b')` returns `true`.",
]


def _ctx(texts: list[str]) -> Ctx:
    return Ctx(Catalog("en"), GUARDS, {"a.js": LINES}, texts=texts)


def test_the_first_example_passing_every_guard_and_stating_its_result_gives_the_values() -> None:
    said = ["`value` with 253 elements"]
    assert example_normal_input(GUARDS, said, _ctx(TEXTS)) == ["`value` = `'a.b'`"]
    assert example_normal_input(GUARDS, [], _ctx(TEXTS)) == ["`value` = `'a.b'`"]


def test_no_example_fits() -> None:
    assert example_normal_input(GUARDS, [], _ctx(TEXTS[:2])) is None


def test_values_a_call_is_made_of_are_kept() -> None:
    assert example_normal_input(GUARDS, ['`value` = `"ab"`'], _ctx(TEXTS)) is None
