"""A statement saying what comes out as a literal ("gives no delay (undefined)") meets the exit returning it.

"An unparseable Retry-After value gives no delay (undefined)" shares "retry", "after" and "delay"
with the timestamp branch through a comment above it, and only "undefined" with the early exit
`if (timestamp === undefined) return undefined;` that it describes. What a statement says comes out
is what a reader checks: a case whose exit returns that literal carries it as an outcome anchor,
and a statement that says something is returned or given, and names the literal, carries the same.
Only the literals that say "nothing" or a truth value (undefined, null/None/nil, NaN, true, false),
and the empty string (`return "", ""` in Go; said as "an empty string", 空文字列, which no quote
marks as a value): a number or another string is already a value anchor.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.anchoring.extract import Anchor
from utspec.models import ChecklistItem, Kind

_LITERALS = {"undefined": "undefined", "null": "null", "none": "null", "nil": "null", "nan": "nan",
             "true": "true", "false": "false"}  # fmt: skip
_RETURN = re.compile(r"^\s*return\s+(undefined|null|None|nil|NaN|true|false|True|False)\s*;?\s*$")
#: Words that say a result comes out (not that an input may hold the literal: "`str` may be null").
_RESULT = re.compile(
    r"\b(?:returns?|returned|gives?|yields?|becomes?|evaluates? to|results? in)\b|返す|返し|返却|返る|戻り値",
    re.I,
)
_WORD = re.compile(r"\b(undefined|null|None|nil|NaN|true|false|True|False)\b")
#: An exit returning only empty strings (`return ""`, `return '', ''`), and the words for one.
_RETURN_EMPTY = re.compile(r"^\s*return\s+(?:\"\"|'')(?:\s*,\s*(?:\"\"|''))*\s*;?\s*$")
_EMPTY_STRING = re.compile(r"\bempty\s+string\b|空文字", re.I)
_EMPTY = Anchor("outcome", "returns empty string")


def _anchor(literal: str) -> Anchor:
    return Anchor("outcome", "returns " + _LITERALS[literal.lower()])


def exit_literals(cited: Sequence[ChecklistItem]) -> frozenset[Anchor]:
    """The literal a case's early exit returns (`return undefined;` -> returns undefined)."""
    exits = [i for i in cited if i.kind is Kind.EARLY_RETURN]
    found = {_anchor(m.group(1)) for i in exits if (m := _RETURN.match(i.text))}
    return frozenset(found | {_EMPTY for i in exits if _RETURN_EMPTY.match(i.text)})


def said_literals(text: str) -> frozenset[Anchor]:
    """The literal a statement says comes out ("gives no delay (undefined)" -> returns undefined).

    >>> sorted(a.key for a in said_literals("An unparseable value gives no delay (undefined)"))
    ['returns undefined']
    >>> said_literals("`str`: The String to check, may be null.")
    frozenset()
    >>> sorted(a.key for a in said_literals("元号が不明の場合は空文字列を返します。"))
    ['returns empty string']
    """
    if not _RESULT.search(text):
        return frozenset()
    found = {_anchor(m.group(1)) for m in _WORD.finditer(text)}
    return frozenset(found | ({_EMPTY} if _EMPTY_STRING.search(text) else set()))
