"""A parameter's line is about its own function's parameter, not a callee's parameter of the same name.

"`text`: Titlecases input text" sits under `titlecase(text, callback=None, …)`; titlecase calls
`_mark_immutable(text)`, whose own parameter is also called `text`, and the word match put the line on
`isinstance(text, bytes)` there. The callee is in the statement's reach (a function's cases include those
of the functions it calls), but its `text` is another variable that only shares the name. A case whose
cited code lies in another function that declares a parameter of the described name is left out for
that line (dropped, not moved to the next best case).
"""

from __future__ import annotations

from collections.abc import Sequence


def callee_namesake(param: str, scope: str, symbol: str | None, params: Sequence[str]) -> bool:
    """Whether a case citing code of `symbol` (whose parameters are `params`) tests a namesake of `param`.

    Args:
        param: the parameter the statement describes (`text`).
        scope: the statement's function, maybe qualified (`Cls.titlecase`).
        symbol: the function of the case's first cited item (`_mark_immutable`).
        params: that function's parameter names.

    >>> callee_namesake("text", "titlecase", "_mark_immutable", ["text"])
    True
    >>> callee_namesake("text", "titlecase", "titlecase", ["text", "callback"])
    False
    >>> callee_namesake("text", "titlecase", "helper", ["word"])  # the parameter may reach it through a call
    False
    """
    if not symbol:
        return False
    own = scope.rsplit(".", 1)[-1].lower()
    return symbol.rsplit(".", 1)[-1].lower() != own and param in params
