"""Literal decisions written in shapes the analyzers keep as plain branch text: ranges, bit tests, `indexOf`.

- `code in range(200, 300)` (Python) orders the code against 200 and 300: a limit pair (`>=`, `<`),
  as `200 <= code < 300` is;
- `flags & 0x04` tested for truth (no comparison after it) decides on a bit: a code, as the SQL
  `tgtype & 1` is (bits are codes however small);
- `['GET', 'HEAD'].indexOf(method) !== -1` (JavaScript) is a membership test of those codes, as
  `['GET', 'HEAD'].includes(method)` is.

Found by a shape matrix over the languages (every comparison operator, `in` / `not in`, ranges, bit
masks, switch labels, returned and raised codes), not from any labelled project. Pure functions of a
branch's condition text; `utspec.questions.literals` makes them decisions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

_SUBJECT = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[[^\]]*\]|\(\))*"
_RANGE = re.compile(
    rf"(?P<subj>{_SUBJECT})\s+(?:not\s+)?in\s+range\(\s*(?P<a>-?\d+)\s*(?:,\s*(?P<b>-?\d+)\s*)?(?:,\s*-?\d+\s*)?\)"
)
_BIT = re.compile(
    rf"(?P<subj>{_SUBJECT})\s*&\s*(?P<v>0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)\b(?!\s*\)?\s*(?:[=!<>]=?|===|!==))"
)
_INDEX_OF = re.compile(
    rf"\[(?P<vals>[^\[\]]*)\]\s*\.\s*indexOf\(\s*(?P<subj>{_SUBJECT})\s*\)\s*(?:!==|!=|===|==|>=|>|<)\s*-?\d+"
)
_LITERAL = re.compile(r"^(?:-?\d+(?:\.\d+)?|'[^'\n]*'|\"[^\"\n]*\")$")


@dataclass(frozen=True)
class Shaped:
    shape: Literal["code", "limit"]
    subject: str
    values: tuple[str, ...]
    ops: tuple[str, ...] = ()


def shaped(condition: str) -> Shaped | None:
    """The decision a branch condition makes in one of the shapes above, or None.

    >>> shaped("code in range(200, 300)")
    Shaped(shape='limit', subject='code', values=('200', '300'), ops=('>=', '<'))
    >>> shaped("self.flags & 0x04")
    Shaped(shape='code', subject='self.flags', values=('0x04',), ops=())
    >>> shaped("flags & 4 == 4") is None  # a comparison: the analyzers' boundary item decides it
    True
    >>> shaped("['GET', 'HEAD'].indexOf(method) !== -1")
    Shaped(shape='code', subject='method', values=("'GET'", "'HEAD'"), ops=())
    """
    if m := _RANGE.search(condition):
        if m.group("b") is None:
            return Shaped("limit", m.group("subj"), (m.group("a"),), ("<",))
        return Shaped("limit", m.group("subj"), (m.group("a"), m.group("b")), (">=", "<"))
    if m := _INDEX_OF.search(condition):
        vals = tuple(v.strip() for v in m.group("vals").split(",") if v.strip())
        if vals and all(_LITERAL.match(v) for v in vals):
            return Shaped("code", m.group("subj"), vals)
    if m := _BIT.search(condition):
        return Shaped("code", m.group("subj"), (m.group("v"),))
    return None


def range_truth(expr: str, value: str) -> tuple[str, bool] | None:
    """(subject, truth) of `x in range(a, b)` / `x not in range(a, b)` for a number, or None.

    >>> range_truth("code in range(200, 300)", "299"), range_truth("code not in range(200, 300)", "300")
    (('code', True), ('code', True))
    """
    m = _RANGE.fullmatch(expr.strip())
    if m is None or not re.fullmatch(r"-?\d+(?:\.\d+)?", value):
        return None
    low, high = (0, int(m.group("a"))) if m.group("b") is None else (int(m.group("a")), int(m.group("b")))
    inside = low <= float(value) < high
    negated = re.search(r"\bnot\s+in\s+range\(", expr) is not None
    return m.group("subj"), inside != negated
