"""Argument values found by running (designer.offline.argument_search): an input given as a local's value.

jstrutils' `charCode` = `12439`, calendar's `year` = `1` for `year % 100 != 0` (never evaluated: `year % 4 == 0`
is false first): no call can be made of the first, and the second's call takes another path. The search runs
candidate arguments and keeps one only when its run takes the case's path with the stated values holding. Each
test of the rule fails with it switched off.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.designer.offline import argument_search, assembly
from utspec.designer.offline.argument_search import Found, said, search, stated
from utspec.messages import catalog
from utspec.models import ChecklistItem, Kind

from ._one_file_run import spec_of

_COUNT = ["def count(s):", "    n = 0", "    for ch in s:", "        code = ord(ch)", "        if code > 0x3040:",
          "            n += 1", "    return n"]  # fmt: skip
_LEAP = "def isleap(year):\n    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n"
_GO = """package h

func Commas(s string) int {
\tn := 0
\tfor _, r := range s {
\t\tif r == ',' {
\t\t\tn++
\t\t}
\t}
\treturn n
}
"""


def _item(text: str, line: int, *, file: str = "a.py", symbol: str = "count", lang: str = "python",
          kind: Kind = Kind.BOUNDARY) -> ChecklistItem:  # fmt: skip
    return ChecklistItem(id=f"{file}:{line}:{kind.value}", kind=kind, file=file, line=line, end_line=line + 1,
                         language=lang, symbol=symbol, text=text)  # fmt: skip


def test_a_loop_local_s_value_is_given_by_the_argument_that_produces_it() -> None:
    found = search({"a.py": _COUNT}, _item("code > 0x3040", 5), "`code` = `12353`.")
    assert found == Found(args=(("s", "'ぁ'"),), held=(("code", "12353"),))
    # the off point: the character just below, on the other side
    off = search({"a.py": _COUNT}, _item("code > 0x3040", 5), "`code` = `12352`.")
    assert off is not None and off.args == (("s", "'\\u3040'"),)  # repr escapes an unassigned character


def test_a_value_no_argument_produces_finds_nothing() -> None:
    src = {"a.py": _LEAP.split("\n")}
    item = _item("year % 100 != 0", 2, symbol="isleap")
    assert search(src, item, "`year % 100` = `-1`.") is None  # a remainder by 100 is never -1 in Python


def test_go_runs_too() -> None:
    src = {"h/c.go": _GO.split("\n")}
    found = search(
        src, _item("r == ','", 6, file="h/c.go", symbol="Commas", lang="go", kind=Kind.BRANCH), "`r` = `','`."
    )
    assert found == Found(args=(("s", '","'),), held=(("r", "','"),))


def test_stated_pairs_leave_out_parameters_and_test_doubles() -> None:
    assert stated("`s` = `'a'`; `i` = `1`; `f(x)` = `2`.", ["s"], "go") == [("i", "1")]


def test_the_input_is_said_in_both_languages() -> None:
    found = Found(args=(("s", "'ぁ'"),), held=(("code", "12353"),))
    assert said(found, catalog("en")) == "`s` = `'ぁ'` (`code` is then `12353`)."
    assert said(found, catalog("ja")) == "`s` = `'ぁ'`（このとき `code` は `12353`）。"


_PREV = "def prevmonth(year, month):\n    if month == 1:\n        return year - 1, 12\n    return year, month - 1\n"


def _prev_cases(tmp_path: Path) -> set[tuple[str, str]]:
    spec = spec_of(tmp_path, {"cal.py": _PREV})
    return {
        (c["input"], c["expected"]) for c in spec["cases"] if c["evidence"][0].startswith("src/cal.py:2:")
    }


def test_a_missing_argument_is_given_and_the_call_s_result_stated(tmp_path: Path) -> None:
    cases = _prev_cases(tmp_path)
    assert (
        "`year` = `1`; `month` = `1`.",
        "The function returns `(0, 12)` (the value of `year - 1, 12` for this input).",
    ) in cases


def test_switched_off_the_input_stays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "searched_input", lambda d, *_a, **_k: d)
    cases = _prev_cases(tmp_path)
    assert any(i == "`month` = `1`." for i, _ in cases), cases
    assert not any("(0, 12)" in e for _, e in cases), cases


_SHIFTED = ["def sign(n):", "    n = n - 10", "    if n > 0:", '        return "pos"', '    return "neg"']


def test_a_given_value_the_run_refutes_is_replaced_by_one_near_it() -> None:
    item = _item("n > 0", 3, symbol="sign", kind=Kind.BRANCH)
    assert search({"a.py": _SHIFTED}, item, "`n` = `1`.") == Found(args=(("n", "11"),), held=())
    # a boundary's value is its point: it is not moved
    assert search({"a.py": _SHIFTED}, _item("n > 0", 3, symbol="sign"), "`n` = `1`.") is None


def test_the_budget_bounds_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(argument_search, "BUDGET", 0)
    assert search({"a.py": _COUNT}, _item("code > 0x3040", 5), "`code` = `12353`.") is None


_DIGITS = ["function f(japanese) {", "  if (/^[0-9]+$/.test(japanese)) {", "    return Number(japanese);", "  }",
           "  return 0;", "}", "module.exports = f;"]  # fmt: skip


def test_an_input_that_said_only_the_side_gets_a_value() -> None:
    item = _item("/^[0-9]+$/.test(japanese)", 2, file="a.js", symbol="f", lang="javascript", kind=Kind.BRANCH)
    src = {"a.js": _DIGITS}
    on = search(
        src,
        item,
        "`/^[0-9]+$/.test(japanese)` が真になる値（コードに値を選ぶ手掛かりとなるリテラルがない）。",
    )
    off = search(
        src,
        item,
        "Values for which `/^[0-9]+$/.test(japanese)` is false (the code names no literal to choose them from).",
    )
    assert on is not None and on.args == (("japanese", "1"),)  # `/^[0-9]+$/.test(1)`: true in JavaScript
    assert off is not None and off.args != on.args
    # another condition's phrase says nothing of this one's side
    assert (
        search(src, item, "Values for which `x > 1` is true (the code names no literal to choose them from).")
        is None
    )


_ALLOC = ["def allocate(a, r):", "    if a == 0:", "        return 0", "    return a * r"]


def test_a_value_the_case_says_is_not_returned_is_avoided() -> None:
    item = _item("a == 0", 2, symbol="allocate", kind=Kind.BRANCH)
    src = {"a.py": _ALLOC}
    plain = search(src, item, "`a` = `5`.")
    assert plain is not None and plain.args == (("a", "5"), ("r", "1"))
    # "does not return `5` at line 3; the function returns `5`" would read as a contradiction: another value
    other = search(src, item, "`a` = `5`.", avoid=frozenset({"5"}))
    assert other is not None and other.args == (("a", "5"), ("r", "2"))


_REGISTER = ["def register(conn, email):", "    if not email:", "        raise ValueError('email is required')",
             "    return conn.insert(email)"]  # fmt: skip


def test_an_argument_the_path_never_reads_is_none_not_a_made_up_value() -> None:
    item = _item("not email", 2, symbol="register", kind=Kind.BRANCH)
    found = search({"a.py": _REGISTER}, item, "`email` = `''`.")
    assert found == Found(args=(("conn", "None"), ("email", "''")), held=())


_STEPS = ["function show(steps, digits) {", "  if (digits === 0) {", "    return String(steps);", "  }",
          "  const padded = String(steps);", "  return padded.slice(0, -digits) + '.' + padded.slice(-digits);", "}",
          "module.exports = show;"]  # fmt: skip


def test_an_absent_value_that_shows_in_the_result_is_not_chosen() -> None:
    item = _item("digits === 0", 2, file="a.js", symbol="show", lang="javascript", kind=Kind.BRANCH)
    for digits in ("1", "-1"):  # "nul.l", "n.ull"
        found = search({"a.js": _STEPS}, item, f"`digits` = `{digits}`.")
        assert found is not None and dict(found.args)["steps"] not in ("null", "undefined"), found


_HUMANATE = """package h

import "fmt"

func humanate(s uint64, base float64, sizes []string) string {
\tif s < 10 {
\t\treturn fmt.Sprintf("%d B", s)
\t}
\treturn sizes[0]
}
"""


def _at_ten(tmp_path: Path) -> str:
    spec = spec_of(tmp_path, {"h/b.go": _HUMANATE})
    return next(
        c["input"] for c in spec["cases"] if c["input"].startswith("`s` = `10`") and "guard" not in c["input"]
    )


def test_a_value_the_case_s_call_cannot_carry_is_not_stated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Go's `[]string{"a"}` is found by running but no case input carries it back to a call: it is not stated (the
    # normal path's `sizes` with 1 element is, by unnamed_arguments)
    assert _at_ten(tmp_path / "on") == "`s` = `10`; `base` = `1`; `sizes` with 1 element."
    monkeypatch.setattr(argument_search, "_carried", lambda *_a: True)
    assert "[]string" in _at_ten(tmp_path / "off")
