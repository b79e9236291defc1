"""A function made only of guards that raise (`assertString`, `checkArgument`): its normal path's observable is
that it returns without raising.

validator's `assertString(input)` is two `if (…) throw new TypeError(…)` lines and nothing else. Its
normal-path case said "No exception is raised. Not stated by the code" and asked what the function
returns or writes on its main path: a question nobody can answer better than the code already does,
which made the run wait for a person. A test of an assertion checks exactly that nothing is raised.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.facts import strip_comment
from utspec.designer.offline.sentences import first_statement
from utspec.designer.offline.signature import numbered_body
from utspec.models import ChecklistItem

_RAISES = re.compile(r"(?:raise|throw|panic)\b")
_COMMENT = re.compile(r"\s*(?://|#|/\*|\*)")
#: Lines that do nothing on their own: a block's braces, a bare `return` (no value), `pass`.
_EMPTY = re.compile(r"^(?:[{}();\s]*|return\s*;?|pass|else\s*\{?)$")


def only_raising_guards(guards: Sequence[ChecklistItem], lines: Sequence[str]) -> bool:
    """Whether every guard raises and the body holds nothing else (no value returned, nothing written or called).

    >>> from utspec.models import ChecklistItem, Kind
    >>> src = ["function assertString(input) {",
    ...        "  if (input === undefined) throw new TypeError('x');",
    ...        "  if (input.constructor.name !== 'String') throw new TypeError('y');",
    ...        "}"]
    >>> g = [ChecklistItem(id=f"a.js:{n}:branch", kind=Kind.BRANCH, file="a.js", line=n, end_line=n,
    ...      language="javascript", symbol="assertString", text="c", effect="throw new TypeError('x')") for n in (2, 3)]
    >>> only_raising_guards(g, src)
    True
    >>> only_raising_guards(g, src[:3] + ["  log(input);", "}"])
    False
    """
    if not guards or not all(_RAISES.match(first_statement(g.effect)) for g in guards):
        return False
    first = guards[0]
    body = numbered_body(lines, first.symbol, first.line, first.language)
    inside = {n for n, _ in body}
    if not all(g.line in inside for g in guards):
        return False  # the function's body was not found where its guards are: say nothing
    if first.language != "python" and body:
        body[0] = (body[0][0], body[0][1].rpartition("{")[2])  # the header line up to the body's brace
    rest = [strip_comment(text).strip() for n, text in body
            if not any(g.line <= n <= g.end_line for g in guards) and not _is_comment(text)]  # fmt: skip
    return all(_EMPTY.match(x) for x in rest)


def _is_comment(text: str) -> bool:
    return _COMMENT.match(text) is not None


__all__ = ["only_raising_guards"]
