"""An error *value* the case's own function returns, not an exception type the case names.

unsupported-value asks every exception-like name (`…Error`, `…Exception`) in an expected result to be written in
the case's own cited lines, so that another branch's exception type cannot move in. Go returns its errors: a case
about a loop that runs zero times says "returns `"", "", UnterminatedDoubleQuoteError`" (shellquote's `splitWord`,
the `return` after the loop), and the normal path of backoff's `Permanent` returns `&PermanentError{ Err: err, }`.
Neither return is a checklist item of its own, so both clean drafts were blocked. A name that sits in a code span the
case says is returned, where the span is what a `return` of the case's own function writes (over several lines too),
is that function's result: the span check (`_other_return`) still catches another function's return.
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def _squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def returned_by_own(name: str, returned: Sequence[str], bodies: Sequence[str]) -> bool:
    """Whether `name` is part of a span in `returned` that a `return` in one of `bodies` (the text of the case's own
    functions) writes.

    >>> body = "func Permanent(err error) error {\\n\\tif err == nil {\\n\\t\\treturn nil\\n\\t}\\n\\treturn &PermanentError{\\n\\t\\tErr: err,\\n\\t}\\n}"
    >>> returned_by_own("PermanentError", ["&PermanentError{ Err: err, }"], [body])
    True
    >>> returned_by_own("PermanentError", ["&PermanentError{ Err: cause, }"], [body])  # not what it returns
    False
    >>> returned_by_own("ValueError", ["&PermanentError{ Err: err, }"], [body])  # the name is not in the span
    False
    """
    code = [_squeeze(b) for b in bodies]
    for span in returned:
        if not re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", span):
            continue
        want = _squeeze(span.strip("`"))
        if any(f"return{want}" in c or f"return({want})" in c for c in code):
            return True
    return False


__all__ = ["returned_by_own"]
