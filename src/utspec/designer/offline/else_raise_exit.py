"""A branch that returns while its own plain `else` raises is the function's way out, not a guard.

sunau's and wave's `open` end `if mode in ('r', 'rb'): return … / elif mode in ('w', 'wb'): return … / else: raise
Error(…)`; ftplib's `delete` ends `if resp[:3] in {'250', '200'}: return resp / else: raise error_reply(resp)`;
OptionalInt's `orElseThrow(supplier)` is `if (isPresent) { return value; } else { throw … }`. Read as guards, the
normal path made every one of them false and so took the `else` raise, while its case said "no exception is
raised" (the clean-draft critic blocked all four). A run that does not fail leaves through the last such return.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.facts import else_statement
from utspec.designer.offline.sentences import first_statement
from utspec.models import ChecklistItem

_RAISES = re.compile(r"(?:raise|throw|panic)\b")


def returns_before_else_raise(branch: ChecklistItem, lines: Sequence[str]) -> bool:
    """Whether `branch` opens with a `return` and its plain `else` opens with a raise / throw / panic.

    >>> from utspec.models import Kind
    >>> src = ["def delete(resp):", "    if resp[:3] in {'250', '200'}:", "        return resp", "    else:",
    ...        "        raise error_reply(resp)"]
    >>> b = ChecklistItem(id="f.py:2:branch", kind=Kind.BRANCH, file="f.py", line=2, end_line=5, language="python",
    ...                   symbol="delete", text="resp[:3] in {'250', '200'}", effect="return resp")
    >>> returns_before_else_raise(b, src)
    True
    >>> returns_before_else_raise(b, src[:3] + ["    return None"])
    False
    >>> returns_before_else_raise(b.model_copy(update={"effect": "raise E()"}), src)
    False
    """
    if not first_statement(branch.effect).startswith("return"):
        return False
    other = else_statement(lines, branch.line, branch.language)
    return other is not None and _RAISES.match(other) is not None


__all__ = ["returns_before_else_raise"]
