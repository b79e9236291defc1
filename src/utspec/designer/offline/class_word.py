"""A class's name written as a word names the class, not the constructor that shares its name.

Found on stringjoiner-java (session 21, first run): in Java and C# a constructor is named as its class
(`StringJoiner.StringJoiner`), so every Javadoc sentence about "this `StringJoiner`" named that constructor, as a
quoted or bare word (`named_place.explicit_function`, `scope.named_function`), and was scoped to its null checks:
"Returns the length of the `String` representation of this `StringJoiner`." (under `## length()`) landed on the
constructor's normal path, "Throws `NullPointerException` if the other `StringJoiner` is null" (under
`## merge(StringJoiner other)`) on `prefix == null`, and the class's own heading `## StringJoiner` was read as the
constructor's. A constructor is named by a call (`new StringJoiner(",")`, the heading `StringJoiner(CharSequence
delimiter)`); the word alone is the class, which names no one function. So, for choosing a statement's function
only, the class word is blanked out of its text and its heading; the text it is matched by is left whole.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.models import ChecklistItem, Requirement

#: What a blanked class word becomes: no identifier, so no function's name.
_BLANK = "…"


def class_named(items: Iterable[ChecklistItem]) -> frozenset[str]:
    """The constructors named as their class (`StringJoiner.StringJoiner`), as written.

    >>> from utspec.models import Kind
    >>> def item(symbol: str) -> ChecklistItem:
    ...     return ChecklistItem(id=f"a:{symbol}", kind=Kind.BRANCH, file="A.java", line=1, end_line=1,
    ...                          language="java", symbol=symbol, text="x")
    >>> sorted(class_named([item("StringJoiner.StringJoiner"), item("StringJoiner.add"), item("EraDate.__new__")]))
    ['StringJoiner']
    """
    out = set()
    for item in items:
        owner, _, name = (item.symbol or "").rpartition(".")
        if name and owner.rsplit(".", 1)[-1] == name:
            out.add(name)
    return frozenset(out)


def unnamed(text: str, classes: frozenset[str]) -> str:
    """`text` with each class word that is no call blanked out (`new StringJoiner(",")` is kept).

    >>> unnamed("Returns the length of this `StringJoiner`.", frozenset({"StringJoiner"}))
    'Returns the length of this `…`.'
    >>> unnamed('new StringJoiner(null) throws; StringJoiner (CharSequence d)', frozenset({"StringJoiner"}))
    'new StringJoiner(null) throws; StringJoiner (CharSequence d)'
    >>> unnamed("a StringJoinerFactory", frozenset({"StringJoiner"}))
    'a StringJoinerFactory'
    """
    for name in classes:
        text = re.sub(rf"(?<![\w.]){re.escape(name)}(?!\w|\s*\()", _BLANK, text)
    return text


def unnamed_requirement(req: Requirement, classes: frozenset[str]) -> Requirement:
    """The statement with its class words blanked in its text and its heading (for choosing its function)."""
    if not classes:
        return req
    return req.model_copy(update={"text": unnamed(req.text, classes), "section": unnamed(req.section or "", classes)
                                  if req.section is not None else None})  # fmt: skip
