"""Rows a query selects, as a case states them and as the cited SQL condition decides them.

A case about an SQL condition (`m.status = 1`, `o.status IN (3, 5)`) says which rows come back:
"only the rows of `orders` with `o.status` in (3, 5) are returned; the row with `o.status` = 6 is
not returned" (or 「`m.status` が (1) の行だけが返される、`m.status` = 2 の行は返されない」). Each value
the sentence puts on a side is evaluated against the item's own operator and literals; a value on
the wrong side contradicts the code. Only `=`, `!=`, `IN`, `NOT IN` and the four orderings are
evaluated; LIKE, BETWEEN and NULL tests are left alone (the sentence is not read for them).

>>> stated_rows("Only the rows of `o` with `o.status` in (3, 5) are returned; the row with `o.status` = 6 is not returned.")
(('o.status', 3.0, True), ('o.status', 5.0, True), ('o.status', 6.0, False))
>>> stated_rows("`members` の行のうち `m.status` が (1) の行だけが返される、`m.status` = 2 の行は返されない。")
(('m.status', 1.0, True), ('m.status', 2.0, False))

"Only" bounds the kept rows: a value the condition keeps but the "only" list leaves out is stated as
dropped (`IN (1, 2)` said as "only … in (2, 2)" leaves out 1).

>>> only_rows("Only the rows of `s` with `s.w` in (2, 2) are returned; the row with `s.w` = 3 is not returned.")
(('s.w', frozenset({2.0})),)
>>> only_rows("`m.status` が (1) の行だけが返される。"), only_rows("The rows with `s.w` in (1, 2) are returned.")
((('m.status', frozenset({1.0})),), ())
"""

from __future__ import annotations

import operator as op
import re
from collections.abc import Callable

from utspec.critic.checks._claims import clauses
from utspec.critic.checks._numbers import numbers_in, same_number
from utspec.models import ChecklistItem

_NEGATION = re.compile(r"\b(?:not|no|never)\b|n't\b|ない|されず")
#: "`col` in (1, 2)", "`col` = 2", "`col` が (1)": a column and the values a clause puts it at.
_AT = re.compile(
    r"`([A-Za-z_][\w.]*)`\s*(?:in|が|=|==|の値が)\s*\(?\s*((?:-?\d+(?:\.\d+)?\s*,?\s*)+)\)?", re.IGNORECASE
)
ROW_FILTER = _AT
#: A clause about rows (not about a returned value or an exception).
_ROWS = re.compile(r"\brows?\b|行", re.IGNORECASE)

_CMP: dict[str, Callable[[float, float], bool]] = {"<": op.lt, "<=": op.le, ">": op.gt, ">=": op.ge}


def stated_rows(text: str) -> tuple[tuple[str, float, bool], ...]:
    """(column, value, selected or not) for each value a sentence puts on a side of a row filter."""
    out: list[tuple[str, float, bool]] = []
    for clause in clauses(text):
        if not _ROWS.search(clause):
            continue
        bare = re.sub(r"`[^`\n]*`", " ", clause)
        selected = not _NEGATION.search(bare)
        for m in _AT.finditer(clause):
            out += [(m.group(1), v, selected) for v in numbers_in(m.group(2))]
    return tuple(out)


_ONLY = re.compile(r"\bonly\b|だけ|のみ", re.IGNORECASE)


def only_rows(text: str) -> tuple[tuple[str, frozenset[float]], ...]:
    """(column, values) for each positive clause saying only the rows at those values are selected."""
    out: list[tuple[str, frozenset[float]]] = []
    for clause in clauses(text):
        bare = re.sub(r"`[^`\n]*`", " ", clause)
        if not _ROWS.search(clause) or not _ONLY.search(bare) or _NEGATION.search(bare):
            continue
        for m in _AT.finditer(clause):
            out.append((m.group(1), frozenset(numbers_in(m.group(2)))))
    return tuple(out)


def selects(item: ChecklistItem, value: float) -> bool | None:
    """Whether the item's condition keeps a row whose column holds `value` (None: not evaluated)."""
    literals = [float(v) for v in item.values or [] if isinstance(v, int | float) and not isinstance(v, bool)]
    if not literals or len(literals) != len(item.values or []):
        return None
    o = (item.op or "").upper()
    if o in ("=", "==", "IN"):
        return any(same_number(value, v) for v in literals)
    if o in ("!=", "<>", "NOT IN"):
        return not any(same_number(value, v) for v in literals)
    if o in _CMP and len(literals) == 1:
        return _CMP[o](value, literals[0])
    return None


def _same_column(a: str, b: str) -> bool:
    a, b = a.casefold(), b.casefold()
    return a == b or a.rsplit(".", 1)[-1] == b.rsplit(".", 1)[-1] and ("." not in a or "." not in b)


def wrong_rows(item: ChecklistItem, text: str) -> list[tuple[float, bool]]:
    """The stated (value, selected) pairs about the item's column that its condition decides the other way."""
    if not item.column:
        return []
    out = []
    for col, value, selected in stated_rows(text):
        if (
            _same_column(col, item.column)
            and (actual := selects(item, value)) is not None
            and actual != selected
        ):
            out.append((value, selected))
    literals = [float(v) for v in item.values or [] if isinstance(v, int | float) and not isinstance(v, bool)]
    if (item.op or "").upper() in ("=", "==", "IN") and literals and len(literals) == len(item.values or []):
        for col, kept in only_rows(text):
            if _same_column(col, item.column):
                out += [
                    (v, False) for v in dict.fromkeys(literals) if not any(same_number(v, k) for k in kept)
                ]
    return list(dict.fromkeys(out))
