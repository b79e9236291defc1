"""A default a design states in words and resolves through its own legend, for the setting its setter names.

calendar (bench/questions calendar-ja-py, calendar-C1): one paragraph says "既定では、これらのカレンダーは月曜日を週の
最初の日…とします" and "週の最初の曜日を設定するには setfirstweekday() を使います（0=月曜日、6=日曜日）". The
default is a word (月曜日), the legend in the same paragraph gives its number (0), and the setter names the setting
(`setfirstweekday` sets `firstweekday`), against `def __init__(self, firstweekday=6)`. The first legend word after
the default's mark is the value (the sentence's first clause); a paragraph with fewer than two legend pairs, or whose
setters name no defaulted parameter or several, states nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import Requirement

_DEFAULT = re.compile(r"\bdefault(?:s|ed)?\b|既定|デフォルト", re.I)
#: A legend pair: "0=月曜日", "6 = Sunday", "1：有効".
_PAIR = re.compile(r"(?<![\w.])(\d+)\s*[=＝:：]\s*([^\s、,，。.)）=＝:：]+)")
_SETTER = re.compile(r"(?<![\w.])set_?([A-Za-z]\w*)\s*\(")


def legend_default(
    r: Requirement, requirements: Sequence[Requirement], names: set[str]
) -> tuple[str, str] | None:
    """(setting, number) for a default the statement says in a word of its paragraph's legend, or None.

    >>> rs = [Requirement(id="DR-1", file="c.md", line=5, kind="sentence", text="既定では月曜日を週の最初の日とします。"),
    ...       Requirement(id="DR-2", file="c.md", line=5, kind="sentence", text="設定には setfirstweekday() を使います（0=月曜日、6=日曜日）。")]
    >>> legend_default(rs[0], rs, {"firstweekday", "year"}), legend_default(rs[1], rs, {"firstweekday"})
    (('firstweekday', '0'), None)
    """
    mark = _DEFAULT.search(r.text)
    if mark is None:
        return None
    paragraph = " ".join(q.text for q in requirements if q.file == r.file and q.line == r.line)
    legend = {word: number for number, word in _PAIR.findall(paragraph)}
    if len(legend) < 2:
        return None
    after = r.text[mark.end() :]
    said = min(((after.find(w), w) for w in legend if w in after), default=None)
    settings = {m.group(1) for m in _SETTER.finditer(paragraph)} & names
    if said is None or len(settings) != 1:
        return None
    return settings.pop(), legend[said[1]]


__all__ = ["legend_default"]
