"""A module constant that the module's own top-level code fills in afterwards is no constant (issue 12).

jp-invoice-tax-mcp writes `_ERA_BY_KEY = {}` and then fills it in a top-level `for` loop
(`_ERA_BY_KEY[_name] = _base`). `py_eval` read the literal `{}` as the constant's value, so
`wareki_to_seireki("平成", 0)` found no era and returned the unknown-era result, not the year check's: a wrong outcome
where the evaluator must give none. A name whose item is assigned, whose value is augmented, or on which a method
that changes it in place is called, in the module's own statements (not inside a function or class), is dropped.
"""

from __future__ import annotations

import ast

#: Methods of `list`, `dict` and `set` that change the object in place.
_IN_PLACE = frozenset({"append", "extend", "insert", "update", "add", "setdefault", "pop", "popitem", "remove",
                       "discard", "clear", "sort", "reverse"})  # fmt: skip


def mutated_globals(tree: ast.Module) -> frozenset[str]:
    """The module-level names the module's top-level statements change after binding them.

    >>> sorted(mutated_globals(ast.parse("T = {}\\nfor k in 'ab':\\n    T[k] = 1\\nL = []\\nL.append(1)\\nC = {'a': 1}")))
    ['L', 'T']
    >>> mutated_globals(ast.parse("C = {}\\ndef f(k):\\n    C[k] = 1"))  # a function's own cache: not the module's text
    frozenset()
    """
    out: set[str] = set()
    for stmt in tree.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for node in ast.walk(stmt):
            if isinstance(node, ast.Subscript) and isinstance(node.ctx, (ast.Store, ast.Del)):
                target = node.value
            elif isinstance(node, ast.AugAssign):
                target = node.target
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in _IN_PLACE
            ):
                target = node.func.value
            else:
                continue
            if isinstance(target, ast.Name):
                out.add(target.id)
    return frozenset(out)


__all__ = ["mutated_globals"]
