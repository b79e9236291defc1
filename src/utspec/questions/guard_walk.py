"""A library guard call met on the walk: when its failure condition holds, the function throws there.

`Objects.requireNonNull(size, "size")` is a branch item (`utspec.analyzers.guard_calls`: text `size == null`,
effect the NullPointerException) on a line with no `if`. The walk (`utspec.questions.flow`) took the branch for
"byteCountToDisplaySize に null を渡すと NullPointerException" and, finding no block under it, walked on to
`return displaySize;`: a key item that matches the code was asked as contradicted (commons-io KT-18). The guard's
own throw is where the value ends.
"""

from __future__ import annotations

import re

from utspec.analyzers.guard_calls import guards


def guard_call(line: str) -> bool:
    """Whether a source line calls one of the built-in throwing guards (`rules/guards/calls.yaml`).

    >>> guard_call('        Objects.requireNonNull(size, "size");'), guard_call("    Preconditions.checkArgument(n > 0);")
    (True, True)
    >>> guard_call("    if (size == null) {"), guard_call("    MyObjects.requireNonNullish(x);")
    (False, False)
    """
    return any(re.search(rf"(?<![\w.]){re.escape(callee)}\s*\(", line) for callee in guards())
