"""The line inside a branch where its effect is written: the `throw` or `return` a question is about.

A design-code question about an outcome names the branch that decides it (`typeof token !== "string"` at line 35),
while the code that disagrees with the design is the statement the branch runs (`throw new TypeError(…)` at line
36). Both are places of the conflict. Pure function of the item and the source texts.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import ChecklistItem, SourceText


def effect_line(item: ChecklistItem, sources: Sequence[SourceText]) -> int | None:
    """The first line of the item's span that starts with its effect's statement, or None.

    >>> src = SourceText(path="i.js", text='if (typeof t !== "string") {\\n  throw new TypeError("x");\\n}\\n')
    >>> item = ChecklistItem(id="i.js:1:branch", kind="branch", file="i.js", line=1, end_line=3, language="javascript",
    ...                      text='typeof t !== "string"', effect='throw new TypeError("x");')
    >>> effect_line(item, [src])
    2
    """
    effect = (item.effect or "").strip()
    src = next((s for s in sources if s.path == item.file), None)
    if not effect or src is None:
        return None
    head = effect.split("\n", 1)[0][:60]
    lines = src.text.split("\n")
    for n in range(item.line, min(item.end_line or item.line, len(lines)) + 1):
        if lines[n - 1].strip().startswith(head):
            return n
    return None
