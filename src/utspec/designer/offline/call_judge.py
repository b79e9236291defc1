"""What a call's literal values make of a condition that is more than `param op number`.

`call_values.holds` judges `count <= 0` for `repeat("a", -2)`. Real guards are rarely that plain:
`forDigit(10, 10)` meets `(digit >= radix) || (digit < 0)` (two parameters, an `||`, brackets),
`parseInt("99", 8)` meets `radix < Character.MIN_RADIX` (a named constant the checklist resolved to 2)
and `len == 0` (a local: `int len = s.length();`). Left unjudged, such a guard stops the walk of
`call_path` and excludes nothing, so the key item falls back to words and lands on whichever guard
shares them ("NumberFormatException" is thrown by every guard of `parseInt`).

Here a condition is judged when every operand is known: a number, a bound parameter holding a
number, a named constant with a number (from the items' `constants`), the length of a bound string
(`s.length()`, `s.length`, `len(s)`), a local assigned once from one of those above the condition,
and `%`, `+`, `-`, `*` of them; joined by `&&`/`||`/`and`/`or`, with `!`/`not` and brackets. Anything
else (a call, a field) is unknown; a string compared with a literal by `==` is string_equality.py's, and so is the whole condition unless
the known operands already decide it (`true || unknown`).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Sequence

from utspec.codetext import boolean_operands, strip_parens, top_level_operators
from utspec.designer.offline.string_equality import string_compare
from utspec.designer.offline.string_truth import string_truth
from utspec.models import ChecklistItem

_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")
_STRING = re.compile(r"""^(?:"([^"\\]*)"|'([^'\\]*)')$""")
_NAME = re.compile(r"^[A-Za-z_][\w.]*$")
_LENGTH = re.compile(
    r"^(?:([A-Za-z_]\w*)\.(?:length|Length)(?:\(\))?|len\(\s*([A-Za-z_]\w*)\s*\))$"
)  # C#: `.Length`
_COMPARE_OPS = ("<=", ">=", "===", "!==", "==", "!=", "<", ">")
_CMP: dict[str, Callable[[float, float], bool]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
    "==": operator.eq, "===": operator.eq, "!=": operator.ne, "!==": operator.ne,
}  # fmt: skip
_ARITH: dict[str, Callable[[float, float], float]] = {"+": operator.add, "-": operator.sub, "*": operator.mul}


#: The integer limits every language names the same way, which no file of a run defines: `v == math.MinInt64`
#: (Go's `Comma`) is false for `Comma(123456789)` as surely as `v == -9223372036854775808` would be.
WELL_KNOWN: dict[str, float] = {
    "math.MinInt64": float(-(2**63)), "math.MaxInt64": float(2**63 - 1),
    "math.MinInt32": float(-(2**31)), "math.MaxInt32": float(2**31 - 1),
    "Integer.MIN_VALUE": float(-(2**31)), "Integer.MAX_VALUE": float(2**31 - 1),
    "Long.MIN_VALUE": float(-(2**63)), "Long.MAX_VALUE": float(2**63 - 1),
    "int.MinValue": float(-(2**31)), "int.MaxValue": float(2**31 - 1),
    "long.MinValue": float(-(2**63)), "long.MaxValue": float(2**63 - 1),
    "Number.MAX_SAFE_INTEGER": float(2**53 - 1), "Number.MIN_SAFE_INTEGER": float(-(2**53 - 1)),
}  # fmt: skip


def constant_values(items: Sequence[ChecklistItem]) -> dict[str, float]:
    """Named constants with a number, by their name as defined and by their last part (`Character.MIN_RADIX`,
    `MIN_RADIX`), from the `constants` the analyzers resolved on the items' conditions; and `WELL_KNOWN`."""
    out: dict[str, float] = dict(WELL_KNOWN)
    for item in items:
        for c in item.constants or ():
            if isinstance(c.value, int | float) and not isinstance(c.value, bool):
                out[c.name] = float(c.value)
                out.setdefault(c.name.rsplit(".", 1)[-1], float(c.value))
    return out


def _length(expr: str, bound: dict[str, str]) -> float | None:
    """`s.length()`, `s.length`, `len(s)` of a bound string literal (its characters, quotes left out)."""
    if not (m := _LENGTH.match(expr.strip())):
        return None
    value = bound.get(m.group(1) or m.group(2) or "")
    s = _STRING.match(value or "")
    return float(len(s.group(1) if s.group(1) is not None else s.group(2))) if s else None


def local_lengths(lines: Sequence[str], start: int, end: int, bound: dict[str, str]) -> dict[str, float]:
    """Locals assigned exactly once in lines [start, end) from the length of a bound string
    (`int len = s.length();`, `n := len(s)`, `const n = s.length;`): `{"len": 2.0}` for `s = "99"`."""
    assign = re.compile(r"(?:^|[\s(;])([A-Za-z_]\w*)\s*(?::=|=(?!=))\s*([^;]+?)\s*;?\s*$")
    found: dict[str, list[str]] = {}
    for n in range(max(start, 1), min(end, len(lines) + 1)):
        if m := assign.search(lines[n - 1].split("//", 1)[0].split("#", 1)[0]):
            found.setdefault(m.group(1), []).append(m.group(2))
    out: dict[str, float] = {}
    for name, exprs in found.items():
        if len(exprs) == 1 and name not in bound and (value := _length(exprs[0], bound)) is not None:
            out[name] = value
    return out


def term(expr: str, known: dict[str, float], bound: dict[str, str]) -> float | None:
    """The number an arithmetic operand stands for, or None."""
    expr = strip_parens(expr)
    for i, op in reversed(list(top_level_operators(expr, ("+", "-", "*", "%")))):
        if i == 0 or expr[i - 1] in "+-*%(<>=!":  # a sign, not an operator
            continue
        left, right = term(expr[:i], known, bound), term(expr[i + 1 :], known, bound)
        if left is None or right is None:
            return None
        if op == "%":
            return None if right == 0 else float(int(left) % int(right)) if left >= 0 else None
        return _ARITH[op](left, right)
    if _NUMBER.match(expr):
        return float(expr)
    if expr in known:
        return known[expr]
    if _NAME.match(expr) and _NUMBER.match(bound.get(expr, "")):
        return float(bound[expr])
    return _length(expr, bound)


def _any(verdicts: list[bool | None]) -> bool | None:
    return True if True in verdicts else None if None in verdicts else False


def _all(verdicts: list[bool | None]) -> bool | None:
    return False if False in verdicts else None if None in verdicts else True


def evaluate(condition: str, bound: dict[str, str], known: dict[str, float]) -> bool | None:
    """Whether `condition` holds for a call's bound literals and the known numbers; None when it cannot be told.

    >>> evaluate("(digit >= radix) || (digit < 0)", {"digit": "10", "radix": "10"}, {})
    True
    >>> evaluate("(radix < Character.MIN_RADIX) || (radix > Character.MAX_RADIX)", {"radix": "40"},
    ...          {"Character.MIN_RADIX": 2.0, "Character.MAX_RADIX": 36.0})
    True
    >>> evaluate("x%100 != 11", {"x": "11"}, {}), evaluate("len == 0", {"s": '"99"'}, {"len": 2.0})
    (False, False)
    >>> evaluate("s.isEmpty() || n > 3", {"n": "5"}, {}), evaluate("s.isEmpty() && n > 3", {"n": "5"}, {}) is None
    (True, True)
    """
    cond = strip_parens(condition)
    if len(ors := boolean_operands(cond, ("||", " or "))) > 1:
        return _any([evaluate(o, bound, known) for o in ors])
    if len(ands := boolean_operands(cond, ("&&", " and "))) > 1:
        return _all([evaluate(a, bound, known) for a in ands])
    if cond.startswith("!") and not cond.startswith("!="):
        inner = evaluate(cond[1:], bound, known)
        return None if inner is None else not inner
    if cond.startswith("not "):
        inner = evaluate(cond[4:], bound, known)
        return None if inner is None else not inner
    ops = list(top_level_operators(cond, _COMPARE_OPS))
    if not ops:
        return string_truth(cond, bound)  # `not kanjis` for `kanji2number("万")` (string_truth.py)
    i, op = ops[0]
    if any(
        j >= i + len(op) for j, _ in ops
    ):  # `a < b < c`: not judged (`<` inside `<=` is the same operator)
        return None
    if (same := string_compare(cond[:i], op, cond[i + len(op) :], bound)) is not None:
        return same  # `s == ""` for `ToCamel("ID")` (string_equality.py)
    left, right = term(cond[:i], known, bound), term(cond[i + len(op) :], known, bound)
    if left is None or right is None:
        return None
    return _CMP[op](left, right)
