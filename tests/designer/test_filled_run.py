"""A completed input is run before it is stated (issue 12: complete and correct inputs, `filled_run.py`).

shortuuid's `int_to_string(number, alphabet, padding=None)` loops forever on a 1-element alphabet (`divmod(1, 1)`
leaves `number` at 1); the normal path said "`alphabet` with 1 element" and the `padding` case copied it.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import main_path
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.filled_run import refused
from utspec.designer.offline.main_path import main_path_input
from utspec.designer.offline.unnamed_arguments import with_normal_arguments
from utspec.messages import Catalog
from utspec.models import Category, ChecklistItem, Kind

# shortuuid 1.0.11's int_to_string (BSD-3-Clause), as bench/defect_corpus/projects/shortuuid-py holds it
LINES = [
    "from typing import List",
    "from typing import Optional",
    "def int_to_string(",
    "    number: int, alphabet: List[str], padding: Optional[int] = None",
    ") -> str:",
    '    output = ""',
    "    alpha_len = len(alphabet)",
    "    while number:",
    "        number, digit = divmod(number, alpha_len)",
    "        output += alphabet[digit]",
    "    if padding:",
    "        remainder = max(padding - len(output), 0)",
    "        output = output + alphabet[0] * remainder",
    "    return output[::-1]",
]
PADDING = ChecklistItem(
    id="m.py:11:branch", kind=Kind.BRANCH, file="m.py", line=11, end_line=13, language="python",
    symbol="int_to_string", text="padding",
)  # fmt: skip


def _ctx() -> Ctx:
    return Ctx(Catalog("en"), [PADDING], {"m.py": LINES})


def test_a_looping_completed_input_is_refused() -> None:
    ctx = _ctx()
    assert refused("`number` = `1`; `alphabet` with 1 element; `padding` = `1`.", PADDING, ctx, True)
    # two letters: `int_to_string(1, ['a', 'b'], 1)` returns 'b' through the `padding` branch
    assert not refused("`number` = `1`; `alphabet` with 2 elements; `padding` = `1`.", PADDING, ctx, True)
    # a falsy `padding` is the branch's other side: the run takes it, and the case said so
    assert not refused("`number` = `1`; `alphabet` with 2 elements; `padding` = `0`.", PADDING, ctx, True)


def test_an_exception_elsewhere_is_refused() -> None:
    lines = ["def f(a, b):", "    x = 10 // a", "    if b > 1:", "        return x", "    return 0"]
    item = ChecklistItem(id="m.py:3:branch", kind=Kind.BRANCH, file="m.py", line=3, end_line=4,
                         language="python", symbol="f", text="b > 1")  # fmt: skip
    ctx = Ctx(Catalog("en"), [item], {"m.py": lines})
    assert refused("`a` = `0`; `b` = `2`.", item, ctx, True)  # ZeroDivisionError on line 2
    assert not refused("`a` = `1`; `b` = `2`.", item, ctx, True)
    assert not refused("`b` = `2`.", item, ctx, True)  # no call can be made: nothing to refuse


def test_the_normal_path_says_a_size_whose_run_returns() -> None:
    said = main_path_input(PADDING, _ctx())
    assert "`alphabet` with 2 elements" in said and "`number` = `1`" in said


def test_the_padding_case_names_arguments_whose_run_returns() -> None:
    d = Draft("`padding` holds", Category.NORMAL, "", "`padding` = `1`.", "`remainder` becomes …")
    filled = with_normal_arguments(d, PADDING, _ctx()).input
    assert filled == "`number` = `1`; `alphabet` with 2 elements; `padding` = `1`."


def test_the_looping_normal_values_are_not_copied(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the normal path's size left at 1 (as before), its values are refused, not copied into the case."""
    monkeypatch.setattr(main_path, "returning_sizes", lambda phrases, item, ctx: list(phrases))
    assert "`alphabet` with 1 element" in main_path_input(PADDING, _ctx())
    d = Draft("`padding` holds", Category.NORMAL, "", "`padding` = `1`.", "`remainder` becomes …")
    assert with_normal_arguments(d, PADDING, _ctx()).input == "`padding` = `1`."


def test_a_run_the_evaluator_cannot_make_refuses_nothing() -> None:
    """titlecase's `preserve_blank_lines` case: `regex.split` (a third-party module) is not run exactly, which says
    nothing of `text` = `"abc"`; only a run out of steps (a loop that never ends) does."""
    lines = [
        "import regex",
        "def f(text, flag):",
        "    if flag:",
        "        return regex.split('x', text)",
        "    return text",
    ]
    item = ChecklistItem(id="m.py:3:branch", kind=Kind.BRANCH, file="m.py", line=3, end_line=4,
                         language="python", symbol="f", text="flag")  # fmt: skip
    ctx = Ctx(Catalog("en"), [item], {"m.py": lines})
    assert not refused('`text` = `"abc"`; `flag` = `True`.', item, ctx, True)
