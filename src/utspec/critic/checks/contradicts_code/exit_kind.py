"""A fired exit statement said to leave the other way: a re-raise said to return, a return said to let the exception out.

A case that cites the `raise` of `except …: if default is _nothing: raise` on its true side leaves the function with
the caught exception; one that cites `return default` on the other side returns. jsonpointer's `resolve` cases with
their expected results swapped ("The function returns `default`." on the re-raise, "The caught exception reaches the
caller unchanged" on the return) passed: a bare re-raise names no type for `raise_hits`, and `return_hits` compares
named exceptions only. A parenthetical remark is left out of the reading: the designer's "reaches the caller
unchanged (no exception of its own is raised)" glosses the exception, it does not deny it. Not when the case cites a handler or makes something raise itself: then the exception may
come from elsewhere before the cited statement.
"""

from __future__ import annotations

import re

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims, claims
from utspec.critic.checks.contradicts_code.values import RAISES_IN_INPUT
from utspec.messages import Catalog
from utspec.models import ItemEffect, Kind, TestCase

#: A parenthetical remark, English or Japanese brackets.
_PAREN = re.compile(r"\([^()]*\)|（[^（）]*）")


def other_exit(kind: str, c: Claims) -> bool:
    """Whether the expected result states the other exit than a fired `return` or re-raise.

    >>> from utspec.critic.checks._claims import claims
    >>> other_exit("reraise", claims("The function returns `default`.")), other_exit("reraise", claims("例外は送出されない。"))
    (True, True)
    >>> other_exit("return", claims("The caught exception reaches the caller unchanged.")), other_exit("return", claims("例外が送出される。"))
    (True, True)
    >>> other_exit("reraise", claims("The caught exception reaches the caller unchanged.")), other_exit("return", claims("`default` is returned."))
    (False, False)
    """
    escapes = bool(c.raised or c.propagates or c.unnamed_raise)
    if kind == "reraise":
        return not escapes and bool(c.returns or c.no_exception or c.contained)
    if kind == "return":
        return escapes and not c.raised and not c.returns and not c.success
    return False


def exit_kind_hits(side: Side, e: ItemEffect, case: TestCase, sides: list[Side], msg: Catalog) -> list[str]:
    """The fired statement's exit against the one the expected result states (see the module docstring)."""
    if not side.fires or side.item.kind not in (Kind.RAISE, Kind.EARLY_RETURN):
        return []
    if any(s.item.kind is Kind.HANDLER for s in sides) or RAISES_IN_INPUT.search(
        f"{case.input} {case.preconditions}"
    ):
        return []
    if not other_exit(e.kind, claims(_PAREN.sub(" ", case.expected))):
        return []
    if e.kind == "reraise":
        return [msg("semantic.code_reraises_here", ref=side.item.id)]
    return [msg("semantic.code_returns_not_out", ref=side.item.id, value=e.value or "None")]
