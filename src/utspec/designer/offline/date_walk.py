"""A date a statement names decides which exit of a Python function taking a date it reaches.

jpholiday's "2020年の海の日は7月23日である。" landed on `date.day == 20` (the 1996-2002 rule) by the number 20 of
2020; the code says it exactly: `SeaDayChecker.is_holiday` tests `date.year == 2020`, then
`date == datetime.date(2020, 7, 23)` and returns True. A person reads a date statement by running the
function's conditions on that date. So does this rule, where it can: the statement names one date (`2020年7月23日`,
`2020-07-23`, or a year and a `7月23日` in one sentence) or one year alone (`2019年は…`, no 以降/以前/まで);
it names one class by the comment the code writes above it (`# 海の日` above `class SeaDayChecker`, every
part of the comment found in the statement, and no other class's comment); that class has one function
whose conditions test its date parameter. Its `if`s are walked in order on the date (`year`, `month`, `day`,
`isoweekday()`, `== datetime.date(...)`, `in range(...)`): the first `return` reached is where the statement
lands, the case citing that `if` and that `return`, or the function's normal path when no `if` leads there.
Anything the date does not decide (a call, another variable) stops the walk: nothing is decided, and the
plain match goes on as before.
"""

from __future__ import annotations

import ast
import datetime
import re
from collections.abc import Sequence
from dataclasses import dataclass

_FULL = re.compile(
    r"(?<!\d)(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日|(?<![\d.\-/])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d.\-/])"
)
_YEAR = re.compile(r"(?<!\d)(\d{4})\s*年")
_MONTH_DAY = re.compile(r"(?<!\d)(\d{1,2})\s*月\s*(\d{1,2})\s*日")
#: A year or date as a bound ("2020年以降", "1999年まで"): a range, not a value to run the code on.
_RANGE = re.compile(r"以降|以前|以後|まで|から|より|after|before|since|until", re.I)


@dataclass(frozen=True)
class When:
    """The date a statement names: a whole date, or only its year."""

    year: int
    date: datetime.date | None = None


def named_date(text: str) -> When | None:
    """The one date (or year) a statement is about, None when it names none, several, or a range.

    >>> named_date("2020年の海の日は7月23日である。")
    When(year=2020, date=datetime.date(2020, 7, 23))
    >>> named_date("2015年8月11日は山の日ではない。").date
    datetime.date(2015, 8, 11)
    >>> named_date("2019年は天皇誕生日がない（12月23日も2月23日も祝日ではない）。")
    When(year=2019, date=None)
    >>> named_date("2000年以降の成人の日は1月の第2月曜日である"), named_date("日曜日は振替休日にならない。")
    (None, None)
    """
    if _RANGE.search(text):
        return None
    full = [m for m in _FULL.finditer(text)]
    try:
        if len(full) == 1:
            g = full[0].groups()
            y, mo, d = (g[0], g[1], g[2]) if g[0] else (g[3], g[4], g[5])
            return When(int(y), datetime.date(int(y), int(mo), int(d)))
        if full:
            return None
        years = {int(y) for y in _YEAR.findall(text)}
        days = _MONTH_DAY.findall(text)
        if len(years) != 1:
            return None
        year = next(iter(years))
        if len(days) == 1:
            return When(year, datetime.date(year, int(days[0][0]), int(days[0][1])))
        return When(year)
    except ValueError:  # 2月30日
        return None


_COMMENT = re.compile(r"^\s*#\s*(\S.*?)\s*$")
_CLASS = re.compile(r"^\s*class\s+([A-Za-z_]\w*)")


def commented_classes(lines: Sequence[str]) -> dict[str, str]:
    """Class name -> the comment written on the line right above its `class` line (Python).

    >>> commented_classes(["# 海の日", "class SeaDayChecker(Base):", "    pass", "class Other:"])
    {'SeaDayChecker': '海の日'}
    """
    out = {}
    for n, line in enumerate(lines):
        if (m := _CLASS.match(line)) and n > 0 and (c := _COMMENT.match(lines[n - 1])):
            out[m.group(1)] = c.group(1)
    return out


def commented_class(text: str, comments: dict[str, str]) -> str | None:
    """The one class whose comment the statement spells out (every space-separated part of it).

    >>> commented_class("2020年の海の日は7月23日", {"SeaDayChecker": "海の日", "MountainDayChecker": "山の日"})
    'SeaDayChecker'
    >>> commented_class("1989年2月24日は昭和天皇の大喪の礼で休日", {"A": "1989年 昭和天皇の大喪の礼"})
    'A'
    >>> commented_class("「元日 振替休日」", {"NewYear": "元日", "Transfer": "振替休日"}) is None
    True
    """
    hits = [name for name, comment in comments.items() if all(part in text for part in comment.split())]
    return hits[0] if len(hits) == 1 else None


Exit = tuple[int | None, int]
"""Where a walk leaves: (the line of the innermost `if` whose body returned, or None on the way past every
`if`) and the line of that `return`."""


class _Unknown(Exception):
    """The date does not decide this expression."""


def _value(node: ast.expr, param: str, when: When) -> object:
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.Name) and node.id == param and param == "year":
        return when.year  # `_vernal_equinox_day(year)`: the parameter is the year itself
    if isinstance(node, ast.Name) and node.id == param and when.date is not None:
        return when.date
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == param:
        if node.attr == "year":
            return when.year
        if node.attr in ("month", "day") and when.date is not None:
            return getattr(when.date, node.attr)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        a, b = _value(node.left, param, when), _value(node.right, param, when)
        if isinstance(a, int) and isinstance(b, int):
            return a + b if isinstance(node.op, ast.Add) else a - b
    if isinstance(node, ast.Call) and not node.keywords:
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        if name in ("isoweekday", "weekday") and isinstance(f, ast.Attribute) and not node.args:
            d = _value(f.value, param, when)
            if isinstance(d, datetime.date):
                return d.isoweekday() if name == "isoweekday" else d.weekday()
        values = [_value(a, param, when) for a in node.args]
        args = [a for a in values if isinstance(a, int)]
        if len(args) != len(values):
            raise _Unknown
        if name == "date" and len(args) == 3:
            try:
                return datetime.date(*args)
            except ValueError:
                raise _Unknown from None
        if name == "range" and 1 <= len(args) <= 2:
            return range(*args)
    raise _Unknown


_COMPARE = {ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b, ast.Lt: lambda a, b: a < b,
            ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b,
            ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b}  # fmt: skip


def holds(node: ast.expr, param: str, when: When) -> bool | None:
    """Whether a condition holds on the date; None when the date does not decide it (`and`/`or` short-circuit).

    >>> w = When(2020, datetime.date(2020, 7, 23))
    >>> holds(ast.parse("date.year in range(1996, 2002 + 1) and date.day == x", mode="eval").body, "date", w)
    False
    >>> holds(ast.parse("date == datetime.date(2020, 7, 23)", mode="eval").body, "date", w)
    True
    >>> holds(ast.parse("date.month == 7 and date.day == f(date)", mode="eval").body, "date", w) is None
    True
    """
    if isinstance(node, ast.BoolOp):
        verdicts = [holds(v, param, when) for v in node.values]
        stop = isinstance(node.op, ast.Or)  # a true operand decides `or`, a false one `and`
        if stop in verdicts:
            return stop
        return None if None in verdicts else not stop
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = holds(node.operand, param, when)
        return None if inner is None else not inner
    if isinstance(node, ast.Compare):
        try:
            left = _value(node.left, param, when)
            for op, right_node in zip(node.ops, node.comparators, strict=True):
                right = _value(right_node, param, when)
                compare = _COMPARE.get(type(op))
                if compare is None or type(left) is not type(right) and not isinstance(right, range):
                    return None
                if not compare(left, right):
                    return False
                left = right
        except (_Unknown, TypeError):
            return None
        return True
    return None


def walk(body: Sequence[ast.stmt], param: str, when: When, inside: int | None = None) -> Exit | None:
    """The first `return` the date reaches in a block, with the innermost `if` it is under; None when undecided
    or when the block ends without returning (the caller goes on after it)."""
    for stmt in body:
        if isinstance(stmt, ast.Return):
            return (inside, stmt.lineno)
        if isinstance(stmt, ast.If):
            verdict = holds(stmt.test, param, when)
            if verdict is None:
                raise _Unknown
            branch = stmt.body if verdict else stmt.orelse
            owner = stmt.lineno if verdict else inside
            if not verdict and len(stmt.orelse) == 1 and isinstance(stmt.orelse[0], ast.If):
                found = walk(stmt.orelse, param, when, inside)  # `elif`: its own `if`
            else:
                found = walk(branch, param, when, owner)
            if found is not None:
                return found
        elif isinstance(stmt, (ast.For, ast.While, ast.With, ast.Try, ast.Match)):
            raise _Unknown  # a loop or a block the walk does not follow
    return None


def _function(tree: ast.Module, function: str) -> ast.FunctionDef | None:
    owner, _, name = function.rpartition(".")
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.ClassDef)
            and node.name == owner
            or not owner
            and isinstance(node, ast.Module)
        ):
            for fn in node.body:
                if isinstance(fn, ast.FunctionDef) and fn.name == name:
                    return fn
    return None


def _params(fn: ast.FunctionDef) -> list[str]:
    return [a.arg for a in fn.args.args if a.arg not in ("self", "cls")]


def compares_param(source: str, function: str) -> bool:
    """Whether a Python function of one parameter compares it (`date.year == 2020`), not only passes it on.

    >>> compares_param("class A:\\n    def f(self, date):\\n        return date.day == 1\\n", "A.f")
    True
    >>> compares_param("class A:\\n    def f(self, date):\\n        return '海の日'\\n", "A.f")
    False
    """
    try:
        fn = _function(ast.parse(source), function)
    except SyntaxError:
        return False
    if fn is None or len(params := _params(fn)) != 1:
        return False
    return any(
        isinstance(node, ast.Compare)
        and any(isinstance(n, ast.Name) and n.id == params[0] for n in ast.walk(node))
        for node in ast.walk(fn)
    )


def date_exit(source: str, function: str, when: When) -> Exit | None:
    """Where a Python function (`Cls.method`) returns for the date, or None when the date does not decide it."""
    try:
        fn = _function(ast.parse(source), function)
    except SyntaxError:
        return None
    if fn is None or len(params := _params(fn)) != 1:
        return None
    try:
        return walk(fn.body, params[0], when)
    except _Unknown:
        return None
