"""A rounding direction the design or a key item states for a value, against the rounding function the code applies.

npm cookie 0.6.0 (bench/questions cookie-ja-js): under `##### maxAge` the readme says "The given number will be
converted to an integer by rounding down"; the code (a planted edit) writes `'; Max-Age=' + Math.round(maxAge)`. A key
item "maxAge に 3.7 を指定すると 'Max-Age=3' が付くこと" gives a worked pair (3.7 → 3) that only rounding down gives.

A statement is about a subject when it names it, or its section heading does (`maxAge`); the code's rounding is a
call of `Math.floor/ceil/round/trunc`, `math.floor/ceil/trunc`, `round` or `Math.Floor/Ceiling/Round` whose argument
names the subject. Directions: down (floor), up (ceil), nearest (round), toward zero (trunc). Pure functions.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

Direction = str  # "down" | "up" | "nearest" | "zero"

_STATED: tuple[tuple[re.Pattern[str], Direction], ...] = (
    (re.compile(r"round(?:ing|ed|s)?\s+down|切り捨て|floor(?:ed)?\b", re.I), "down"),
    (re.compile(r"round(?:ing|ed|s)?\s+up|切り上げ|ceil(?:ing)?\b", re.I), "up"),
    (re.compile(r"round(?:ing|ed|s)?\s+(?:to\s+the\s+)?nearest|四捨五入", re.I), "nearest"),
    (re.compile(r"truncat(?:ed|es|ing|ion)|toward(?:s)?\s+zero", re.I), "zero"),
)
_CALL = re.compile(r"(?<![\w$])(?P<fn>Math\.(?:floor|ceil|round|trunc|Floor|Ceiling|Round|Truncate)|math\.(?:floor|ceil|trunc)|round)\s*\((?P<arg>[^()]*)\)")
_FN_DIRECTION = {"floor": "down", "ceil": "up", "ceiling": "up", "round": "nearest", "trunc": "zero", "truncate": "zero"}
_APPLY = {"down": math.floor, "up": math.ceil, "nearest": lambda x: math.floor(x + 0.5), "zero": math.trunc}
_IDENT = re.compile(r"[A-Za-z_$][\w$]*")


@dataclass(frozen=True)
class Rounding:
    subject: str
    stated: Direction
    code: Direction
    file: str
    line: int
    statement: str
    call: str
    """The call as the code writes it (`Math.round(maxAge)`)."""


def stated_direction(text: str) -> Direction | None:
    """The one rounding direction a text states, or None.

    >>> stated_direction("The given number will be converted to an integer by rounding down.")
    'down'
    >>> stated_direction("小数点以下を四捨五入する"), stated_direction("The size is printed")
    ('nearest', None)
    """
    found = {d for p, d in _STATED if p.search(text)}
    return found.pop() if len(found) == 1 else None


def roundings(sources: Sequence[SourceText]) -> list[tuple[str, Direction, str, int, str, str]]:
    """(subject, direction, file, line, statement, call) for each rounding call whose argument is one name."""
    out = []
    for src in sources:
        for n, line in enumerate(src.text.split("\n"), start=1):
            if re.match(r"\s*(?://|#|\*|/\*)", line):
                continue
            for m in _CALL.finditer(line):
                names = _IDENT.findall(m.group("arg"))
                if len(names) != 1:
                    continue
                fn = m.group("fn").split(".")[-1].lower()
                out.append((names[0], _FN_DIRECTION[fn], src.path, n, line.strip(), m.group(0)))
    return out


def _names(text: str, name: str) -> bool:
    return re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text, re.I) is not None


def stated_rounding(text: str, section: str | None, sources: Sequence[SourceText]) -> Rounding | None:
    """The code's rounding of the subject a statement (or its section heading) names, when it rounds otherwise."""
    stated = stated_direction(text)
    if stated is None:
        return None
    for subject, code, file, line, statement, call in roundings(sources):
        if code != stated and (_names(text, subject) or (section is not None and _names(section, subject))):
            return Rounding(subject, stated, code, file, line, statement, call)
    return None


_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])")


def worked_rounding(text: str, sources: Sequence[SourceText]) -> tuple[Rounding, str, int, int] | None:
    """A key item giving a non-integer value of the subject and the integer it becomes ("maxAge に 3.7 を指定すると
    'Max-Age=3'"), where the code's rounding gives another integer: (rounding, value, claimed, what the code gives).

    >>> js = "str += '; Max-Age=' + Math.round(maxAge);"
    >>> r = worked_rounding("maxAge に 3.7 を指定すると 'Max-Age=3' が付くこと", [SourceText(path="i.js", text=js)])
    >>> (r[0].line, r[1], r[2], r[3])
    (1, '3.7', 3, 4)
    >>> worked_rounding("maxAge に 3.7 を指定すると 'Max-Age=4' が付くこと", [SourceText(path="i.js", text=js)]) is None
    True
    """
    numbers = list(_NUMBER.finditer(text))
    for subject, code, file, line, statement, call in roundings(sources):
        if not _names(text, subject):
            continue
        for i, m in enumerate(numbers):
            if "." not in m.group(0):
                continue
            given = float(m.group(0))
            results = [int(x.group(0)) for x in numbers[i + 1 :] if "." not in x.group(0)]
            # the claimed integer is one rounding of the value; the code's rounding gives another
            claimed = next((r for r in results if r in (math.floor(given), math.ceil(given))), None)
            if claimed is not None and (got := int(_APPLY[code](given))) != claimed:
                stated = next(d for d in ("down", "up", "nearest", "zero") if int(_APPLY[d](given)) == claimed)
                return Rounding(subject, stated, code, file, line, statement, call), m.group(0), claimed, got
    return None
