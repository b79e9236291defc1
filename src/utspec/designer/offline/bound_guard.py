"""A guard's condition as the length tests of `sized.py` can read it: a Go `if` initialiser and constants bound in.

go-uuid's `FormatUUID` leaves at `if buflen := len(buf); buflen != uuidLen { return "", fmt.Errorf(…) }`. The
checklist item's condition is `buflen != uuidLen`: a local and a constant, no length test, so the normal path kept
"`buf` with 1 element" (a slice is truthy-sampled with one element), an input that leaves at that very guard. Bound
through its initialiser (Go runs `buflen := len(buf)` just before the test, and the name lives only in that
`if`) and with the file's integer constants written as their values, the condition is `len(buf) != 16`, which
`sized.resized` can move the count against.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from utspec.codetext import no_space

#: `if name := expr; cond {` (Go): the initialiser's one name and expression, and the condition.
_GO_INIT = re.compile(
    r"^\s*(?:\}\s*else\s+)?if\s+([A-Za-z_]\w*)\s*:=\s*([^;{]+?)\s*;\s*(.+?)\s*\{\s*(?://.*)?$"
)


def bound_condition(cond: str, line: str, consts: Mapping[str, object]) -> str:
    """`cond` with a Go `if` initialiser's name replaced by its expression (when `line` is that `if` and its
    condition is `cond`) and each integer constant of `consts` by its value.

    >>> bound_condition("buflen != uuidLen", "\\tif buflen := len(buf); buflen != uuidLen {", {"uuidLen": 16})
    'len(buf) != 16'
    >>> bound_condition("n > max", "\\tif n > max {", {"max": 3, "name": "x"})
    'n > 3'
    >>> bound_condition("ok", "\\tif v, ok := m[k]; ok {", {})  # two names: not read
    'ok'
    """
    m = _GO_INIT.match(line)
    if m is not None and no_space(m.group(3)) == no_space(cond):
        name, expr = m.group(1), m.group(2)
        cond = re.sub(rf"(?<![\w.$]){re.escape(name)}\b", lambda _m: expr, cond)
    for name, value in consts.items():
        if isinstance(value, int) and not isinstance(value, bool):
            cond = re.sub(rf"(?<![\w.$]){re.escape(name)}\b(?!\s*\()", str(value), cond)
    return cond


__all__ = ["bound_condition"]
