"""A worked case's input without the normal path's values for locals its path never needed.

go-units' `HumanDuration` case at `seconds` = `2` borrowed the normal path's `minutes` = `60` and `hours` = `48`
(`whole_input`): locals the code computes from the same duration, so the input described no call at all
(two seconds are not sixty minutes), and the value worked out (`"2 seconds"`) did not read them. A phrase the
normal path adds about a name that is not a parameter (nor a member of the receiver or of a parameter) is left out
when the value is the same without it; a parameter's value stays, since a test passes every argument.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

_SUBJECT = re.compile(r"`([A-Za-z_$][\w$]*)")


def needed_inputs(
    own: Sequence[str],
    full: Sequence[str],
    params: Sequence[str],
    value: Callable[[list[str]], object],
) -> list[str]:
    """`full` without the added phrases about locals when `value` (the worked result of an input) stays the same.

    >>> worked = lambda phrases: "2 seconds" if "`seconds` = `2`" in phrases else None
    >>> needed_inputs(["`seconds` = `2`"], ["`seconds` = `2`", "`minutes` = `60`", "`d` = `1`"], ["d"], worked)
    ['`seconds` = `2`', '`d` = `1`']
    >>> needed_inputs(["`s` = `2`"], ["`s` = `2`", "要素数 64 の `parts[0]`"], ["s"], lambda p: "x")
    ['`s` = `2`']
    >>> needed_inputs(["`a` = `1`"], ["`a` = `1`", "`t` = `2`"], ["a"], lambda p: len(p))  # `t` changes the value
    ['`a` = `1`', '`t` = `2`']
    """
    mine = list(own)
    added = [p for p in full if p not in mine]
    allowed = {*params, "self", "this"}
    # The subject is the first quoted name wherever the phrase puts it: Japanese says "要素数 64 の `parts[0]`"
    # where English says "`parts[0]` with 64 elements" (email-validator's `!email` case kept the normal path's
    # `parts[0]` in Japanese only).
    kept = [p for p in added if (m := _SUBJECT.search(p)) is None or m.group(1) in allowed]
    if len(kept) == len(added) or value([*mine, *kept]) != value(list(full)):
        return list(full)
    return [*mine, *kept]


__all__ = ["needed_inputs"]
