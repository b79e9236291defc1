"""A normal-path value that fixes a local the case's own input sets otherwise is left out of the case's whole input.

pyhumps' `camelize` boundary case "`s` with 0 elements" took the normal path's `str_or_iter` = `"a"` (`s` is then
`"a"`) for its other arguments: once the walk could read the function through, the case said "`s` with 0 elements;
`str_or_iter` = `"a"` (`s` is then `"a"`)" and "returns `"a"`", the value of a non-empty `s`, not of the case it
tests. A normal-path phrase that reads an argument back to a local (`in.local_from`) gives that local a value; when
an own phrase of the case is about the same local, the two contradict each other and the own phrase wins.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: The local a read-back phrase fixes: "(`s` is then `"a"`)", "（このとき `s` は `"a"`）".
_READ_BACK = re.compile(r"[(（](?:このとき\s*)?`([^`]+)`\s*(?:is then|は)\s")


def fixes_own_local(phrase: str, own_subjects: Iterable[str]) -> bool:
    """Whether `phrase` reads an argument back to a local one of `own_subjects` names.

    >>> fixes_own_local('`str_or_iter` = `"a"` (`s` is then `"a"`)', ["s"])
    True
    >>> fixes_own_local('`str_or_iter` = `"a"`（このとき `s` は `"a"`）', ["s"]), fixes_own_local('`x` = `1`', ["s"])
    (True, False)
    """
    m = _READ_BACK.search(phrase)
    return m is not None and m.group(1) in set(own_subjects)


__all__ = ["fixes_own_local"]
