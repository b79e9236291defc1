"""A key item naming a field a property getter hands back is about where the value is set, not about the getter.

kenall-ja-py (session 23, after its first run): `BaseRow` exposes each parsed field through a `@property`
(`town`, `town_kana`, `pref_kana`, `build`: `return self._item[…]`). The key items name those fields as what a row ends
up holding ("町域が「以下に掲載がない場合」の行は town と town_kana を空文字にする"); read as names of branchless
functions, they put the item on a getter's one case (entry_scope.py, or the words it shares with the getter's name),
away from the `__fix_town` branch that sets the value. A getter only hands back what was stored: what a statement says
about the value is decided where the value is set. Only a getter that hands back a stored attribute (`return
self._…`): japanera's `english_vowel_shortened` computes its value (`self.english.lower().replace(…)`), and its key
items are about that computation. Only key items: a design statement under the class's parameters ("zero: Whether you
use Kanji (零) or Sign (〇)", kanjize) may document the accessor itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem

_GETTER = re.compile(r"^\s*@(?:functools\.)?(?:cached_)?property\s*(?:#.*)?$")
#: The getter's body hands back a stored (private) attribute: `return self._item[…]`, `return self._zero.value`.
_STORED = re.compile(r"^\s*return\s+self\._\w")


def is_getter(entry: ChecklistItem, lines: Sequence[str]) -> bool:
    """Whether a function item is a Python property getter handing back a stored attribute: `@property` among the
    decorators right above its `def`, and a body that is `return self._…`.

    >>> from utspec.models import Kind
    >>> src = ["class Row:", "    @property", "    def town(self):", "        return self._item['town']", "",
    ...        "    @property", "    def head(self):", "        return self.town[0]", "",
    ...        "    def fix(self):", "        return self._item"]
    >>> def item(line: int) -> ChecklistItem:
    ...     return ChecklistItem(id=f"r.py:{line}:function", kind=Kind.FUNCTION, file="r.py", line=line,
    ...                          end_line=line + 1, language="python", symbol="Row.f", text=src[line - 1].strip())
    >>> is_getter(item(3), src), is_getter(item(7), src), is_getter(item(10), src)
    (True, False, False)
    """
    if entry.language != "python" or not 0 < entry.line < len(lines) or not _STORED.match(lines[entry.line]):
        return False
    n = entry.line - 2
    while 0 <= n < len(lines) and lines[n].strip().startswith("@"):
        if _GETTER.match(lines[n]):
            return True
        n -= 1
    return False
