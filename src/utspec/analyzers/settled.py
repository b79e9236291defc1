"""Whether an `if`'s whole condition is settled by one operand's value, whatever its other operands are.

node-fetch's redirect:

    if (response_.statusCode === 303 || ((response_.statusCode === 301 || response_.statusCode === 302) && request.method === 'POST')) {
        requestOptions.method = 'GET';

The boundary cases of `response_.statusCode === 302` judged the block by that comparison alone: at 303 (off
`=== 302`) they said "`requestOptions.method` is not set to `'GET'`", but 303 fires the first operand and the
block runs. At 304 nothing can fire it, so the earlier value stays (kept_value.py), which the case could not
say while another operand might still set it.

Three-valued (Kleene) logic over the condition: comparisons of the operand with number literals are true or
false, every other operand is unknown; `a || b` is true when one side is true, `a && b` false when one side is
false. A result of None means the other operands decide, and the case keeps its own reading.
"""

from __future__ import annotations

import ast
import re

_V = "__utspec_v__"
_SPELLINGS = ((r"===", "=="), (r"!==", "!="), (r"&&", " and "), (r"\|\|", " or "), (r"!(?!=)", " not "))
_BIGINT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)n\b")
_OPS = {ast.Lt: float.__lt__, ast.LtE: float.__le__, ast.Gt: float.__gt__, ast.GtE: float.__ge__,
        ast.Eq: float.__eq__, ast.NotEq: float.__ne__}  # fmt: skip


def _number(node: ast.AST, value: float) -> float | None:
    if isinstance(node, ast.Name) and node.id == _V:
        return value
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, (int, float))
        and not isinstance(node.value, bool)
    ):
        return float(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _number(node.operand, value)
        return None if inner is None else -inner
    return None


def _kleene(node: ast.AST, value: float) -> bool | None:
    if isinstance(node, ast.BoolOp):
        parts = [_kleene(v, value) for v in node.values]
        stop = isinstance(node.op, ast.Or)  # the value that settles the chain: true for `or`, false for `and`
        if stop in parts:
            return stop
        return None if None in parts else not stop
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = _kleene(node.operand, value)
        return None if inner is None else not inner
    if isinstance(node, ast.Compare):
        terms = [_number(t, value) for t in (node.left, *node.comparators)]
        if any(t is None for t in terms) or not any(
            isinstance(t, ast.Name) for t in (node.left, *node.comparators)
        ):
            return None
        result = True
        for op, a, b in zip(node.ops, terms, terms[1:], strict=False):
            fn = _OPS.get(type(op))
            if fn is None or a is None or b is None:
                return None
            result = result and fn(float(a), float(b))
        return result
    return None  # another operand: unknown


def decided(cond: str, operand: str, value: float) -> bool | None:
    """The value of `cond` at `operand` = `value` when no other operand can change it; else None.

    >>> c = "response_.statusCode === 303 || ((response_.statusCode === 301 || response_.statusCode === 302) && request.method === 'POST')"
    >>> [decided(c, "response_.statusCode", v) for v in (303, 304, 300, 302)]
    [True, False, False, None]
    >>> decided("!(n > 3) && ready", "n", 5), decided("!(n > 3) && ready", "n", 2)
    (False, None)
    >>> decided("a.n > 3 || b", "n", 5) is None  # `a.n` is not `n`
    True
    """
    if not operand.strip():
        return None
    pattern = rf"(?<![\w$.]){re.escape(operand.strip())}(?![\w$])"
    if not re.search(pattern, cond):
        return None
    tree = as_python(re.sub(pattern, _V, cond))
    return None if tree is None else _kleene(tree.body, value)


def as_python(expr: str) -> ast.Expression | None:
    """A C-family condition (`===`, `&&`, `||`, `!`, BigInt `0n`) parsed as the Python expression it reads as; None
    when it does not parse. One spelling table for every reader of conditions as Python (returned_predicate too).

    >>> ast.unparse(as_python("!(a === 0n) && b || c"))
    'not a == 0 and b or c'
    """
    text = _BIGINT.sub(r"\1", expr)
    for old, new in _SPELLINGS:
        text = re.sub(old, new, text)
    try:
        return ast.parse(text.strip(), mode="eval")
    except SyntaxError:
        return None


__all__ = ["as_python", "decided"]
