"""Named properties a JavaScript run writes on an array it made itself, kept beside the array.

range-parser builds its result as `var ranges = []` and labels it with `ranges.type = str.slice(0, index)` before
any range is pushed: an array is an object in JavaScript, so the write is legal and changes nothing else. `js_eval`
keeps arrays as Python lists, which hold no names; without this the whole run gave up at that line, even for a header
whose outcome (`-1`, `-2`) never looks at the label. The names are kept in a table by the array's identity:
- a name that is no index (`type`, `input`) of an array the run made is written there and read back by `read`;
- an index spelled as a string (`'0'`), `length` and the names of Array.prototype's members are not taken (they would
  change the array itself or shadow a method): the run still gives up there, as before.

A returned array is compared by its items only (`js_data`); its named properties are not part of what a key item
states about it.
"""

from __future__ import annotations

import re
from typing import Any

#: Names an array answers itself: a write to them is not a plain label.
_OWN = frozenset({"length", "constructor", "__proto__", "prototype"})
_INDEX = re.compile(r"(?:0|[1-9]\d*)")


def write(table: dict[int, dict[str, Any]], local: set[int], arr: list[Any], slot: Any, value: Any) -> bool:
    """Keep `arr.slot = value` when `arr` is an array the run made and `slot` a plain name; whether it was kept.

    >>> table, arr = {}, []
    >>> write(table, {id(arr)}, arr, "type", "bytes"), table[id(arr)]
    (True, {'type': 'bytes'})
    >>> write(table, {id(arr)}, arr, "0", 1), write(table, {id(arr)}, arr, "length", 0), write(table, set(), arr, "x", 1)
    (False, False, False)
    """
    if id(arr) not in local or not isinstance(slot, str) or slot in _OWN or _INDEX.fullmatch(slot):
        return False
    table.setdefault(id(arr), {})[slot] = value
    return True


def read(table: dict[int, dict[str, Any]], arr: list[Any], name: Any) -> tuple[bool, Any]:
    """`(True, value)` for a name written on the array, else `(False, None)` (the array's own members answer).

    >>> arr = []
    >>> read({id(arr): {"type": "bytes"}}, arr, "type"), read({}, arr, "type")
    ((True, 'bytes'), (False, None))
    """
    props = table.get(id(arr))
    if props is not None and isinstance(name, str) and name in props:
        return True, props[name]
    return False, None


__all__ = ["read", "write"]
