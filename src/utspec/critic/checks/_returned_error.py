"""An error *value* the case's own function returns, not an exception type the case names.

unsupported-value asks every exception-like name (`…Error`, `…Exception`) in an expected result to be written in
the case's own cited lines, so that another branch's exception type cannot move in. Go returns its errors: a case
about a loop that runs zero times says "returns `"", "", UnterminatedDoubleQuoteError`" (shellquote's `splitWord`,
the `return` after the loop), and the normal path of backoff's `Permanent` returns `&PermanentError{ Err: err, }`.
Neither return is a checklist item of its own, so both clean drafts were blocked. A name that sits in a code span the
case says is returned, where the span is what a `return` of the case's own function writes (over several lines too),
is that function's result, unless that `return` belongs to a branch, loop or handler the case does not cite (a
result swapped in from a neighbouring branch of the same function is still unsupported); the span check
(`_other_return`) still catches another function's return.
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def _squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def returned_at(name: str, returned: Sequence[str], body: Sequence[tuple[int, str]]) -> list[int]:
    """The lines (1-based) of the `return`s in `body` ((number, text) of one function's lines) that write a span of
    `returned` holding `name`, over several lines too.

    >>> src = ["func Permanent(err error) error {", "\tif err == nil {", "\t\treturn nil", "\t}",
    ...        "\treturn &PermanentError{", "\t\tErr: err,", "\t}", "}"]
    >>> body = list(enumerate(src, 1))
    >>> returned_at("PermanentError", ["&PermanentError{ Err: err, }"], body)
    [5]
    >>> returned_at("PermanentError", ["&PermanentError{ Err: cause, }"], body)  # not what it returns
    []
    >>> returned_at("ValueError", ["&PermanentError{ Err: err, }"], body)  # the name is not in the span
    []
    """
    wants = [
        _squeeze(span.strip("`"))
        for span in returned
        if re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", span)
    ]
    out = []
    for k, (n, text) in enumerate(body):
        if not wants or not text.strip().startswith("return"):
            continue
        # the statement from this line on, as far as the longest span could reach
        ahead = _squeeze("".join(t for _, t in body[k : k + 12]))
        if any(ahead.startswith(f"return{w}") or ahead.startswith(f"return({w})") for w in wants):
            out.append(n)
    return out


__all__ = ["returned_at"]
