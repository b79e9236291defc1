"""`if ok(x): pass` / `else: raise …`: the true side's case states that the `else`'s exception is not raised.

jeraconv checks each step that way (`if self.__is_correct_format(s): pass` / `else: raise ValueError(…)`); the
true side's case asked "what should a test observe" (its own statement is `pass`). What a test of that side
observes is that the call goes on past the check: the exception the `else` raises is not raised.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.facts import else_statement
from utspec.designer.offline.statement_span import whole_statement
from utspec.models import ChecklistItem


def passed_raise(item: ChecklistItem, lines: Sequence[str]) -> str | None:
    """The whole `raise` / `throw` of the `else` of an `if` whose own block is only `pass`; None otherwise.

    >>> from utspec.models import Kind
    >>> src = ["def f(s):", "    if ok(s):", "        pass", "    else:", "        raise ValueError('bad '", "                         'input')"]
    >>> b = ChecklistItem(id="f.py:2:branch", kind=Kind.BRANCH, file="f.py", line=2, end_line=6, language="python",
    ...                   text="ok(s)", effect="pass", symbol="f")
    >>> passed_raise(b, src)
    "raise ValueError('bad ' 'input')"
    """
    if (item.effect or "").strip() != "pass":
        return None
    first = else_statement(lines, item.line, item.language)
    if not first or not re.match(r"(?:raise|throw)\b", first):
        return None
    return whole_statement(first, lines, item.line)


__all__ = ["passed_raise"]
