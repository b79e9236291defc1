"""The value a case's input gives a boundary's whole compared expression (`` `x%100` = `11` ``).

A boundary compares an expression with a literal (`x%100 != 11`, `len(parts[0])%3 != 0`). The
designer names the whole expression in the input ("`x%100` = `11`", "`len(parts[0])%3` returns `0`
(test double)"). Reading the number right after the first name there gives the expression's own
literal (100 after `x`, 3 after `parts`), which puts the case on the wrong side of the boundary.
So when the input names the compared side as written (spacing aside) and that side is more than a
plain name, the number after it is the case's value. A plain name (`count`) is left to the caller's
reading, which also knows "`items` with 101 elements".

>>> operand_value("`x%100` = `11`.", "x%100 != 11")
11.0
>>> operand_value("`len(parts[0]) % 3` returns `0` (test double).", "len(parts[0])%3 != 0")
0.0
>>> operand_value("`x%１００` = `１２`", "x%100 != 12")
12.0
>>> operand_value("`count` = `3`", "count > 2") is None
True
>>> operand_value("`x` = `111`", "x%100 != 11") is None
True

A chained or reversed comparison (`0 <= percent <= 100`, `100 < x`) compares the expression after the literal:
reading the literal `0` as the compared side found it inside the input's `101` and gave 1 (hobs16).

>>> operand_value("`percent` = `101`", "0 <= percent <= 100") is None
True
>>> compared_side("0 <= percent <= 100"), compared_side("len(xs) > 3"), compared_side("-1 < n % 7")
('percent', 'len(xs)', 'n % 7')
"""

from __future__ import annotations

import re
import unicodedata

from utspec.critic.checks._numbers import numbers_in

_COMPARE = re.compile(r"!==?|===?|<>|<=|>=|<|>|\bin\b")
_PLAIN = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")
#: What may sit between the named expression and its value: closing quotes, `=`, "returns", "is", "に".
_LITERAL = re.compile(
    r"[-+]?\s*(?:\d[\d_]*(?:\.\d+)?|\.\d+)[a-zA-Z]*|(?:None|null|nil|true|false|True|False)"
)
_LINK = re.compile(r"[`'\"]?\s*(?:=|==|:|returns|is|gives|が|は|に)?\s*[`'\"]?\s*(?=[-\d０-９－])")


def compared_side(condition: str) -> str:
    """The compared expression of a comparison: its first side that is not a literal (the middle of `0 <= p <= 100`)."""
    parts = [p.strip() for p in _COMPARE.split(condition)]
    return next((p for p in parts if p and not _LITERAL.fullmatch(p)), parts[0])


def operand_value(text: str, condition: str) -> float | None:
    """The number `text` gives the compared side of `condition` when it names that side whole; else None."""
    left = compared_side(condition)
    if not left or _PLAIN.fullmatch(left) or len(_COMPARE.split(condition, maxsplit=1)) < 2:
        return None
    pattern = r"\s*".join(re.escape(ch) for ch in re.sub(r"\s+", "", unicodedata.normalize("NFKC", left)))
    text = unicodedata.normalize("NFKC", text)  # `x%１００` = `12`: the input's digits typed full-width
    for m in re.finditer(pattern, text):
        link = _LINK.match(text, m.end())
        if link is None:
            continue
        found = next(iter(numbers_in(text[link.end() : link.end() + 30])), None)
        if found is not None:
            return found
    return None
