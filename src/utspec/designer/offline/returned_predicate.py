"""A returned predicate of one name only: the value it returns at a boundary value is worked out, not asked.

cli-truncate's

    const isSgrParameter = code => (code >= 48 && code <= 57) || code === 59; // 0-9 or ;

gave seven boundary cases (`code` = 47, 48, 57, 58, 58, 59, 60) that each said "not stated by the code" and
asked what to observe. The arrow returns the whole expression, and every comparison in it is about `code`
and a literal, so its value at each test value is known: 47 → `false`, 48 → `true`, … A mixed `&&`/`||`
chain is no obstacle when no other name takes part (returned_chain.py holds other operands instead, and
gives up on a mixed chain because another name could decide it).

Only comparisons of the operand with number literals (and `true`/`false`/`null`), joined by `&&`/`||`/`!`
(or `and`/`or`/`not`) and parentheses. Anything else (another name, a call, a string) gives None.
"""

from __future__ import annotations

import ast
import re

from utspec.analyzers.settled import as_python
from utspec.designer.offline.facts import strip_comment
from utspec.designer.offline.returned_chain import arrow_body

_RETURN = re.compile(r"\s*return\s+(.+?);?\s*$")
# JS/Java/Go/C# spellings to Python's, so `ast` reads the expression; `!` not followed by `=`.


def returned_expression(line: str, language: str) -> str | None:
    """The expression a `return` line or a concise arrow body returns; None for any other line.

    >>> returned_expression("const isSgrParameter = code => (code >= 48 && code <= 57) || code === 59; // 0-9 or ;", "javascript")
    '(code >= 48 && code <= 57) || code === 59'
    >>> returned_expression("    return n > 0 and n < 10", "python")
    'n > 0 and n < 10'
    >>> returned_expression("total += n;", "java") is None
    True
    """
    code = strip_comment(line).rstrip()
    if (m := _RETURN.match(code)) is not None:
        return m.group(1).strip()
    return arrow_body(code, language)


def _truth(node: ast.AST, operand: str, value: float) -> bool | float | None:
    """The value of a node of a predicate over `operand` alone; None for anything else in it."""
    if isinstance(node, ast.BoolOp):
        parts = [_truth(v, operand, value) for v in node.values]
        if not all(isinstance(p, bool) for p in parts):
            return None  # `code && …`: a number's truth is the language's, not read here
        return all(parts) if isinstance(node.op, ast.And) else any(parts)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = _truth(node.operand, operand, value)
        return not inner if isinstance(inner, bool) else None
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
    ):
        inner = _truth(node.operand, operand, value)
        return None if inner is None or isinstance(inner, bool) else -inner
    if isinstance(node, ast.Compare):
        terms = [_truth(t, operand, value) for t in (node.left, *node.comparators)]
        if any(t is None or isinstance(t, bool) for t in terms):
            return None
        ops = {ast.Lt: float.__lt__, ast.LtE: float.__le__, ast.Gt: float.__gt__, ast.GtE: float.__ge__,
               ast.Eq: float.__eq__, ast.NotEq: float.__ne__}  # fmt: skip
        result = True
        for op, a, b in zip(node.ops, terms, terms[1:], strict=False):
            fn = ops.get(type(op))
            if fn is None:
                return None
            result = result and fn(float(a), float(b))  # type: ignore[arg-type]
        return result
    if isinstance(node, ast.Name):
        return float(value) if node.id == operand else None
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, (int, float))
        and not isinstance(node.value, bool)
    ):
        return float(node.value)
    return None


def predicate_value(expr: str, operand: str, value: float) -> bool | None:
    """What `expr`, a predicate of `operand` and number literals only, is at `operand` = `value`; else None.

    >>> e = "(code >= 48 && code <= 57) || code === 59"
    >>> [predicate_value(e, "code", v) for v in (47, 48, 57, 58, 59, 60)]
    [False, True, True, False, True, False]
    >>> predicate_value("!(n > 3)", "n", 4), predicate_value("value === 0 || value === 0n", "value", 0)
    (False, True)
    >>> predicate_value("n > 0 and limit > n", "n", 1) is None  # another name may decide it
    True
    >>> predicate_value("n + 1", "n", 1) is None, predicate_value("n > 0 ? a : b", "n", 1) is None
    (True, True)
    """
    if not re.fullmatch(r"[\w$]+", operand) or re.search(r"[?:\"'`\[]|=>", expr):
        return None
    tree = as_python(expr)
    if tree is None or not isinstance(tree.body, (ast.BoolOp, ast.Compare, ast.UnaryOp)):
        return None
    found = _truth(tree.body, operand, value)
    return found if isinstance(found, bool) else None


__all__ = ["predicate_value", "returned_expression"]
