"""The type of an operator's operand decides which `isinstance` branch of the overloading method it takes.

japanera's `Era.__contains__` and `__lt__` test their operand in turn (`isinstance(item, datetime.datetime)`, then
`datetime.date`, then `Era`) and raise `TypeError` after them; `__eq__` starts with `not isinstance(other, Era)`.
"`date(1926, 12, 25) in 昭和` は True" is about the `datetime.date` branch, "明治 < 大正" about the `Era` one and "Era と
文字列を == で比べると False" about `not isinstance(other, Era)`: the words they share with those cases ("date",
"True") are shared by every branch of the method, so the match tied or was weak (session 18).

The operand is the one the method tests: `in`'s left side (`item`), a comparison's right side (`other`). Its type is
read from how it is written: `date(...)`/`datetime.date(...)`, `datetime(...)`, `ClassName(...)`, a quoted string
or the word 文字列/string, a number. A plain word ("大正") is taken as an object of the method's own class, like the
receiver it is compared with. The chosen case is the first type test of the method that holds for that type (in
line order: `datetime.datetime` is tested before its base `datetime.date`), when exactly one case is about it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.operator_method import method_of
from utspec.models import ChecklistItem, Kind, TestCase

#: `isinstance(x, T)` / `not isinstance(x, T)` alone, `T` possibly dotted.
_ISINSTANCE = re.compile(r"^(not\s+)?isinstance\(\s*\w+\s*,\s*([\w.]+)\s*\)$")
#: A call that builds the operand: `date(1926, 12, 25)`, `datetime.date(...)`, `EraDate(2019, 5, 1)`.
_BUILT = re.compile(r"([A-Za-z_][\w.]*)\s*\(")
_STRING = re.compile(r"^\s*(?:[\"'「『]|.*(?:文字列|\bstrings?\b|\bstr\b))", re.I)
_NUMBER = re.compile(r"^\s*-?\d+(?:\.\d+)?\s*$")
#: Base classes a type test also holds for (a `datetime` is a `date`).
_BASES: dict[str, frozenset[str]] = {"datetime": frozenset({"date"})}
_COMPARISON = re.compile(r"\s(==|!=|<=|>=|<|>)\s")


def operand(text: str, op: str) -> str:
    """The operand a method tests, as written: `in`'s left side, a comparison's right side.

    >>> operand("date(1926, 12, 25) in 昭和 は True", "in"), operand('大正 > "x" のように', ">")
    ('date(1926, 12, 25)', '"x"')
    """
    if op == "in":
        left = text.split(" in ", 1)[0].rstrip()
        return _last_call(left) if left.endswith(")") else (left.split() or [""])[-1]
    m = _COMPARISON.search(text)
    return text[m.end() :].split()[0] if m else ""


def _last_call(text: str) -> str:
    depth, start = 0, len(text)
    for i in range(len(text) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(text[i], 0)
        if depth == 0 and text[i] == "(":
            start = i
            while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_."):
                start -= 1
            break
    return text[start:]


def type_of(written: str, statement: str, own_class: str) -> str:
    """The type (last dotted part, lower case) of an operand as written; the method's class for a plain word.

    >>> type_of("date(1926, 12, 25)", "", "Era"), type_of('"x"', "", "Era"), type_of("大正", "", "Era")
    ('date', 'str', 'era')
    >>> type_of("", "Era と Era 以外（文字列「大正」）を == で比べると False", "Era")
    'str'
    """
    if _STRING.match(written) or _STRING.match(statement):
        return "str"
    if _NUMBER.match(written):
        return "int"
    if m := _BUILT.match(written.strip()):
        return m.group(1).rsplit(".", 1)[-1].lower()
    return own_class.lower()


def type_test(condition: str) -> tuple[str, bool] | None:
    """(type, positive) of a condition that is one `isinstance` test.

    >>> type_test("isinstance(item, datetime.date)"), type_test("not isinstance(other, Era)")
    (('date', True), ('era', False))
    """
    m = _ISINSTANCE.match(condition.strip())
    return (m.group(2).rsplit(".", 1)[-1].lower(), m.group(1) is None) if m else None


def holds(test: tuple[str, bool], kind: str) -> bool:
    """Whether a type test holds for a value of `kind`.

    >>> holds(("date", True), "datetime"), holds(("date", True), "str"), holds(("era", False), "str")
    (True, False, True)
    """
    name, positive = test
    is_one = kind == name or name in _BASES.get(kind, frozenset())
    return is_one == positive


def first_holding(tests: Sequence[tuple[int, tuple[str, bool]]], kind: str) -> int | None:
    """The line of the first type test (by line) that holds for `kind`; None when none does.

    >>> first_holding([(136, ("datetime", True)), (138, ("date", True)), (140, ("era", True))], "date")
    138
    >>> first_holding([(136, ("datetime", True)), (138, ("date", True))], "str") is None
    True
    """
    for line, test in sorted(tests):
        if holds(test, kind):
            return line
    return None


def operand_cases(
    text: str, owner: str | None, function: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem]
) -> list[TestCase]:
    """The one case of an operator method that the operand's type takes: its first holding type test, or its raise
    when none holds. Empty when the text writes no operator of `function` (of class `owner` when several classes
    define it: `class_scope.split_scope`), or the choice is not one case."""
    found = method_of(text)
    if found is None or found[1] != function:
        return []

    def ours(symbol: str | None) -> bool:
        cls, _, name = (symbol or "").rpartition(".")
        return name.lower() == function and (owner is None or cls.rsplit(".", 1)[-1] == owner)

    mine = {c.id: cited for c in cases if (cited := [items[r] for r in c.evidence if r in items])
            and all(ours(i.symbol) for i in cited)}  # fmt: skip
    if not mine:
        return []
    owner = next((i.symbol or "").rpartition(".")[0] for cited in mine.values() for i in cited)
    tests = {
        i.line: test for cited in mine.values() for i in cited if i.kind is Kind.BRANCH and (test := type_test(i.text))
    }  # fmt: skip
    if not tests:
        return []
    line = first_holding(
        list(tests.items()), type_of(operand(text, found[0]), text, owner.rsplit(".", 1)[-1])
    )
    if line is None:
        chosen = [c for c in cases if c.id in mine and any(i.kind is Kind.RAISE for i in mine[c.id])]
    else:
        chosen = [
            c
            for c in cases
            if c.id in mine and [i.line for i in mine[c.id] if i.kind is Kind.BRANCH] == [line]
        ]
        if len(chosen) > 1:
            # A guard's own case cites what its body does (`return False`); the normal path past a lone guard cites
            # the guard alone.
            chosen = [
                c for c in chosen if any(i.kind is not Kind.BRANCH and i.line > line for i in mine[c.id])
            ]
    return chosen if len(chosen) == 1 else []
