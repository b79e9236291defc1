"""A key item that calls a function of the code with no argument (`clear()`) is about that function.

quick-lru's KT-11 "clear() を呼んだ後は、それまでに set したキー 'a' が存在しないと判定されること" was reported as matching
nothing ("設計書にも変更されたコードにも該当箇所がありません") while the spec's own TC-013, `QuickLRU.clear`'s case,
cited it: the words anchor found no footing (`clear` is a common word; the method has no condition to share words with)
and the call readers (`worked_example`, `bound_argument`) read calls with arguments. Written with its parentheses,
`clear()` is code: when the run defines a function or method of that name, the key item is about its items.

Only an empty argument list counts (a call with arguments is `bound_argument`'s), and the name must be one of the
checklist's functions; a word without parentheses is not a call.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem

_EMPTY_CALL = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\(\s*\)")


def empty_call_refs(text: str, checklist: Sequence[ChecklistItem]) -> tuple[str, ...]:
    """The items (at most 3) of the first function `text` calls with `()` that the checklist has, else ().

    >>> items = [ChecklistItem(id="i.js:80:function", kind="function", file="i.js", line=80, end_line=84,
    ...                        language="javascript", symbol="QuickLRU.clear", text="clear()")]
    >>> empty_call_refs("clear() を呼んだ後は 'a' が存在しない", items), empty_call_refs("clear the cache", items)
    (('i.js:80:function',), ())
    >>> empty_call_refs("reset() は何もしない", items)
    ()
    """
    for name in _EMPTY_CALL.findall(text):
        refs = tuple(i.id for i in checklist if (i.symbol or "").rsplit(".", 1)[-1] == name)[:3]
        if refs:
            return refs
    return ()
