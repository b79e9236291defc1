"""A boolean local that is an option with a default (`const isStrict = options.strict ?? defaultOptions.strict`).

textlint's max-ten tested `if (!isStrict && isSandwiched)` with "`isStrict` = `null`": a value the local never
holds (the default object says `strict: false`) and a name no caller sets. The caller sets the option, so the
case says "`options.strict` = `false`", the value the default object's type gives it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.constant_members import member_literal
from utspec.codetext import top_level_operators
from utspec.designer.offline.local_names import declared_local

_BOOLEAN = frozenset({"true", "false", "True", "False"})


def boolean_option(name: str, lines: Sequence[str], line: int) -> str | None:
    """The option a boolean local falls back from (`options.strict` for `isStrict`), or None.

    >>> src = ["const defaultOptions = {", "    strict: false,", "};", "function f(options) {",
    ...        "    const isStrict = options.strict ?? defaultOptions.strict;", "    if (!isStrict) {"]
    >>> boolean_option("isStrict", src, 6)
    'options.strict'
    >>> boolean_option("isStrict", [*src[:4], "    const isStrict = options.strict ?? 3;", "    if (!isStrict) {"], 6) is None
    True
    """
    expr = declared_local(name, lines, line, reach=200)
    if expr is None:
        return None
    ops = list(top_level_operators(expr, ("??", "||", " or "), quotes=True))
    if len(ops) != 1:
        return None
    at, op = ops[0]
    left, right = expr[:at].strip(), expr[at + len(op) :].strip()
    fallback = right if right in _BOOLEAN else member_literal(right, lines)
    if fallback not in _BOOLEAN or not re.fullmatch(r"[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+", left):
        return None
    return left.replace("?.", ".")


__all__ = ["boolean_option"]
