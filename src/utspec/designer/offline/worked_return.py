"""The value a function returns for a case's input, worked out from its body (`analyzers.path_value`).

Used by the normal path ("the function returns `1170`") and by a guard's case inside a returned expression:
iban4j's `return ch >= '0' && ch <= '9';` (read in /tmp, not committed) gave "then the function returns
`ch >= '0' && ch <= '9'`", the code restated; at `ch` = `'0'` it returns `true`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.analyzers.effects import statement_effect
from utspec.analyzers.path_value import path_return
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.sentences import q
from utspec.designer.offline.signature import function_body, parameter_defaults
from utspec.models import ChecklistItem


def worked_return(
    first: ChecklistItem, ret: str, values: Sequence[str], ctx: Ctx, extra: Mapping[str, object] | None = None
) -> str | None:
    """ "The function returns `1170`" where the body works out the returned name for the case's input.

    Only a returned expression that is not already a literal, and only when every statement on the way
    is read (`analyzers.path_value` gives up on loops, calls it cannot evaluate, unknown names). `extra`: values
    the input states in words (a zero-iteration case's empty collection).
    """
    expr = (statement_effect(ret).value or "").strip()
    if (
        not expr
        or not re.search(r"[A-Za-z_$]", expr)
        or expr in ("None", "null", "nil", "true", "false", "True", "False")
    ):
        return None
    lines = ctx.lines(first.file)
    body = function_body(lines, first.symbol, first.line, first.language)
    defaults = parameter_defaults(lines, first.symbol, first.line, first.language)
    found = path_return(body, lines, first.language, " ".join(values), extra=extra, defaults=defaults)
    # The value counts only when this input leaves by that `return`: slugify's normal-path input took an earlier
    # `return string[:max_length]`, and its "a" was said to be the value of `truncated.strip(separator)`.
    if found is None or found[0] == expr or re.sub(r"\s+", "", found[1]) != re.sub(r"\s+", "", expr):
        return None
    value = found[0]
    return ctx.msg("effect.return_worked", value=value, expr=q(expr))
