"""Guard and boundary cases name every argument a tester passes (issue 12: values in every input).

The order example's `register_order(email, items)` has two pattern guards on `email` before the `items` guards and a
test double's answer after them; the cases for the later guards used to name only their own value, leaving `email`
to "every earlier guard passing".
"""

from __future__ import annotations

import json
from pathlib import Path

from utspec.designer.offline import argument_search
from utspec.designer.offline.unnamed_arguments import reads
from utspec.models import ChecklistItem, Kind

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "examples/order-registration/input/source/order_service.py"
FILE = "input/source/order_service.py"


def _boundary() -> ChecklistItem:
    return ChecklistItem(
        id=f"{FILE}:25:boundary", kind=Kind.BOUNDARY, file=FILE, line=25, end_line=25, language="python",
        symbol="OrderService.register_order", text="len(items) > 100", operator=">", value=100,
        test_values=[100, 101], effect='raise ValueError("too many items")',
    )  # fmt: skip


def test_search_reaches_a_raise_below_a_boundary_with_the_normal_value() -> None:
    sources = {FILE: SOURCE.read_text(encoding="utf-8").splitlines()}
    normal = {"email": '"user@example.com"'}
    found = argument_search.search(
        sources, _boundary(), "`items` with 101 elements.", preferred=normal, block_end=26
    )
    assert found is not None and dict(found.args)["email"] == '"user@example.com"'
    # each piece is needed: the plain candidates ('', 'a', 'abc') fail the pattern guard, and the `raise` on line 26
    # is outside the boundary item's own line
    assert argument_search.search(sources, _boundary(), "`items` with 101 elements.", block_end=26) is None
    assert (
        argument_search.search(sources, _boundary(), "`items` with 101 elements.", preferred=normal) is None
    )


def test_reads_names_not_members_strings_or_keywords() -> None:
    assert reads("cur.fetchone()[0] > 0") == {"cur"}
    assert reads("not EMAIL_PATTERN.match(email)") == {"EMAIL_PATTERN", "email"}
    assert reads("typeof x === 'string' && y !== null") == {"x", "y"}


def test_order_example_cases_name_every_argument(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    out = tmp_path / "out"
    CliRunner().invoke(
        app, ["run", "--config", str(ROOT / "examples/order-registration/config.yaml"), "--out", str(out)]
    )
    cases = {
        c["perspective"]: c["input"]
        for c in json.loads((out / "spec.json").read_text(encoding="utf-8"))["cases"]
    }
    email = '`email` = `"user@example.com"`'
    # found by running (argument_search with the normal path's value): the sized argument keeps its wording
    assert cases["`len(items) > 100` at 101 (on the condition)"] == f"{email}; `items` with 101 elements."
    assert cases["`not items` holds"] == f"{email}; `items` with 0 elements."
    # a double's answer alone: the normal path's arguments, then the answer (unnamed_arguments)
    assert cases["`cur.fetchone()[0] > 0` at 1 (on the condition)"] == (
        f"{email}; `items` with 1 element; `cur.fetchone()[0]` returns `1` (test double)."
    )
    assert cases["`cur.fetchone()[0] > 0` at 0 (off the condition)"].startswith(
        f"{email}; `items` with 1 element; "
    )


def test_no_argument_is_added_where_an_earlier_guard_reads_it_with_the_cases_own() -> None:
    """`if a > b: raise` before the case's guard on `b`: `a`'s normal value (0) with the case's `b` (-1) fires it."""
    from utspec.designer.offline.context import Ctx
    from utspec.designer.offline.drafts import Draft
    from utspec.designer.offline.unnamed_arguments import with_normal_arguments
    from utspec.messages import Catalog
    from utspec.models import Category

    lines = ["def f(a, b):", "    if a < 0:", "        raise ValueError('neg')", "    if a > b:",
             "        raise ValueError('order')", "    if b < 0:", "        raise ValueError('b')", "    return a"]  # fmt: skip

    def branch(n: int, text: str) -> ChecklistItem:
        return ChecklistItem(id=f"m.py:{n}:branch", kind=Kind.BRANCH, file="m.py", line=n, end_line=n + 1,
                             language="python", symbol="f", text=text, effect="raise ValueError('x')")  # fmt: skip

    items = [branch(2, "a < 0"), branch(4, "a > b"), branch(6, "b < 0")]
    ctx = Ctx(Catalog("en"), items, {"m.py": lines})
    d = Draft("`b < 0` holds", Category.ERROR, "", "`b` = `-1`.", "`ValueError` is raised.")
    assert with_normal_arguments(d, items[2], ctx).input == "`b` = `-1`."
    # where no guard reads `a` with `b`, its normal value is added
    plain = [branch(2, "a < 0"), branch(6, "b < 0")]
    ctx = Ctx(Catalog("en"), plain, {"m.py": [*lines[:3], "    pass", "    pass", *lines[5:]]})
    assert with_normal_arguments(d, plain[1], ctx).input == "`a` = `0`; `b` = `-1`."


def test_japanese_cases_name_every_argument_too(tmp_path: Path) -> None:
    from .test_concrete_cases import _run

    cases = {c["perspective"]: c["input"] for c in _run("order-registration", tmp_path, "ja")["cases"]}
    double = next(v for k, v in cases.items() if k.startswith("`cur.fetchone()[0] > 0`") and "`1`" in v)
    assert (
        double
        == '`email` = `"user@example.com"`、要素数 1 の `items`、`cur.fetchone()[0]` が `1` を返す（テストダブル）。'
    )
    sized = next(v for v in cases.values() if "要素数 100 の" in v)
    assert sized == '`email` = `"user@example.com"`、要素数 100 の `items`。'


def test_no_argument_is_added_to_a_case_that_sets_a_local() -> None:
    """titlecase: `word` = `"a/b"` is a word of `text`; `text` = `"abc"` (the normal path's) has no such word."""
    from utspec.designer.offline.context import Ctx
    from utspec.designer.offline.drafts import Draft
    from utspec.designer.offline.unnamed_arguments import with_normal_arguments
    from utspec.messages import Catalog
    from utspec.models import Category

    lines = ["def f(text):", "    if not text:", "        raise ValueError('empty')", "    for word in text.split():",
             "        if '/' in word:", "            raise ValueError('slash')", "    return text"]  # fmt: skip
    items = [
        ChecklistItem(id=f"m.py:{n}:branch", kind=Kind.BRANCH, file="m.py", line=n, end_line=n + 1,
                      language="python", symbol="f", text=t, effect="raise ValueError('x')")
        for n, t in ((2, "not text"), (5, "'/' in word"))
    ]  # fmt: skip
    ctx = Ctx(Catalog("en"), items, {"m.py": lines})
    d = Draft("`'/' in word` holds", Category.ERROR, "", '`word` = `"a/b"`.', "`ValueError` is raised.")
    assert with_normal_arguments(d, items[1], ctx).input == '`word` = `"a/b"`.'
