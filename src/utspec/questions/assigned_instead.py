"""A raise a text expects where the code only corrects the value: `numOfAttempts < 1` sets it to 1.

"numOfAttempts に負の値を指定すると RangeError が送出されること" is about `if (sanitized.numOfAttempts < 1)
{ sanitized.numOfAttempts = 1; }`: the code clamps the value and goes on, it raises nothing there. The
place's effects are assignments only (no raise, return or call); the disagreement is stated with the
first assignment. The text must name the value the code corrects (`numOfAttempts` of
`sanitized.numOfAttempts = 1`): a statement about something else that only meets this condition by its
words ("IllegalWeekdayError … 曜日" against `weekday`'s `year = 2000 + year % 400`) is not about it. The exception the text names must be raised nowhere in the code (`raised`), and a
text naming none ("例外が送出される") only counts when the code raises nothing at all: otherwise the
place found is more likely the wrong place than the key item wrong (as in `key_items._disagrees`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import Effect


def assigned_instead(
    text: str,
    raises: bool,
    exception: str | None,
    shown: str,
    effects: Sequence[Effect],
    raised: frozenset[str],
) -> tuple[str, str] | None:
    """(expected, actual) when a raise is expected and the place only assigns, else None.

    >>> fx = [Effect(kind="assign", name="sanitized.numOfAttempts", value="1")]
    >>> kt = "numOfAttempts に負の値を指定すると RangeError が送出されること"
    >>> assigned_instead(kt, True, "rangeerror", "RangeError", fx, frozenset({"error"}))
    ('raise RangeError', 'sanitized.numOfAttempts = 1')
    >>> assigned_instead(kt, True, "error", "Error", fx, frozenset({"error"})) is None
    True
    >>> assigned_instead("負の値を指定すると RangeError", True, "rangeerror", "RangeError", fx, frozenset()) is None
    True
    """
    if not raises or not effects or any(e.kind != "assign" for e in effects):
        return None
    if (exception is not None and exception in raised) or (exception is None and raised):
        return None
    first = effects[0]
    name = (first.name or "").rsplit(".", 1)[-1]
    if not name or not re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text, re.I):
        return None
    return (f"raise {shown}".strip(), f"{first.name} = {first.value}")
