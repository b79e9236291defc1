"""A key item about two things being equal, against the one comparison of the code that tests them.

Key items test the edge of a limit by naming both sides: "HexDump.dump の index が data.length と等しいとき
ArrayIndexOutOfBoundsException が送出されること", "minTimeout と maxTimeout が等しい場合もエラーが送出されること",
"size が Integer.MAX_VALUE と等しいときは int 版に委ねて読み込むこと". The code decides that case with one ordering
comparison of the same two names in a branch that raises (`index > data.length`, `opts.minTimeout > opts.maxTimeout`,
`size >= Integer.MAX_VALUE`): a strict operator is false when both sides are equal, an inclusive one true. When that
disagrees with the key item (a raise expected where the comparison is false; an outcome without any error word where it
is true) the key item is contradicted at that branch.

Only a branch whose body raises is read, only when exactly one comparison in the code (in the function the text names,
when it names one) has both names as its sides, and only where the connective lets the one comparison decide: in an
`||` a true comparison takes the branch (a false one is read as not taking it: the other tests of such guards are about
other values, `index < 0`), in an `&&` only a false comparison decides. Pure function of the text and the checklist.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers.effects import item_effects
from utspec.models import ChecklistItem, Kind
from utspec.questions.named_function import named_function, short_name

_NAME = r"`?(?P<{}>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)`?"
#: "index が data.length と等しい", "minTimeout と maxTimeout が等しい", "size が MAX_VALUE に等しい".
_EQUAL_JA = re.compile(
    _NAME.format("a") + r"\s*(?:が|と|は)\s*" + _NAME.format("b") + r"\s*(?:と|が|に)\s*(?:等しい|同じ|一致)"
)
#: "index equals data.length", "index is equal to data.length", "minTimeout and maxTimeout are equal", "a == b".
_EQUAL_EN = (
    re.compile(
        _NAME.format("a")
        + r"\s+(?:equals|(?:is|are)\s+equal\s+to|is\s+the\s+same\s+as)\s+"
        + _NAME.format("b"),
        re.I,
    ),
    re.compile(
        _NAME.format("a") + r"\s+and\s+" + _NAME.format("b") + r"\s+are\s+(?:equal|the\s+same)\b", re.I
    ),
    re.compile(_NAME.format("a") + r"\s*={2,3}\s*" + _NAME.format("b")),
)
_TERM = re.compile(
    r"^\s*\(?\s*(?P<l>[A-Za-z_$][\w$.]*)\s*(?P<op><=|>=|<|>)\s*(?P<r>[A-Za-z_$][\w$.]*)\s*\)?\s*$"
)
#: Words of a failure: a key item with none of them expects the call to go on normally.
_ERROR_WORDS = re.compile(
    r"エラー|例外|送出|失敗|拒否|不正|\b(?:errors?|raises?|throws?|fails?|rejects?|exceptions?|invalid)\b",
    re.I,
)


@dataclass(frozen=True)
class EqualBound:
    item: ChecklistItem
    """The branch whose comparison decides the equal case."""
    term: str
    """The comparison (`index > data.length`)."""
    holds: bool
    """Whether the comparison is true when both sides are equal."""
    pair: tuple[str, str]
    """The two names as the key item writes them."""
    raised: str
    """The statement the branch raises with (`throw new Error(…)`), for the question."""


def equal_pair(text: str) -> tuple[str, str] | None:
    """The two names a text says are equal, or None.

    >>> equal_pair("HexDump.dump の index が data.length と等しいとき例外が送出されること")
    ('index', 'data.length')
    >>> equal_pair("minTimeout と maxTimeout が等しい場合もエラー")
    ('minTimeout', 'maxTimeout')
    >>> equal_pair("when minTimeout equals maxTimeout, no error is thrown")
    ('minTimeout', 'maxTimeout')
    >>> equal_pair("3 と 3 が等しい") is None
    True
    """
    for p in (_EQUAL_JA, *_EQUAL_EN):
        if (m := p.search(text)) is not None and m.group("a") != m.group("b"):
            return m.group("a"), m.group("b")
    return None


def _same(side: str, name: str) -> bool:
    """`opts.minTimeout` is `minTimeout`; `data.length` is `data.length` (compared by the whole or the last parts)."""
    s, n = side.lower(), name.lower()
    return s == n or s.endswith("." + n) or n.endswith("." + s)


def _terms(condition: str) -> tuple[str, list[str]] | None:
    """The connective and the comparisons of a condition (one connective only; mixed ones are not read)."""
    ors = re.split(r"\|\||\bor\b", condition)
    ands = re.split(r"&&|\band\b", condition)
    if len(ors) > 1 and len(ands) > 1:
        return None
    return ("or", ors) if len(ors) > 1 else ("and", ands)


def _raises(item: ChecklistItem) -> bool:
    effects = [e for e in item_effects(item) if e.kind in ("raise", "return", "reraise")]
    return bool(effects) and effects[0].kind == "raise"


def equal_bound(text: str, checklist: Sequence[ChecklistItem], expects_raise: bool) -> EqualBound | None:
    """The branch that decides a key item's equal case otherwise than the key item says, or None.

    `expects_raise`: the key item expects a raise (`key_items.expectation`); without it, a key item with no error word
    expects the call to go on.
    """
    pair = equal_pair(text)
    if pair is None or (not expects_raise and _ERROR_WORDS.search(text)):
        return None
    branches = [i for i in checklist if i.kind is Kind.BRANCH and _raises(i)]
    if (name := named_function(text, (i.symbol for i in checklist))) is not None:
        branches = [i for i in branches if short_name(i.symbol).lower() == name.lower()]
    found: dict[tuple[str, int], tuple[ChecklistItem, str, bool]] = {}
    for it in branches:
        split = _terms(it.text)
        if split is None:
            continue
        joint, terms = split
        for term in terms:
            m = _TERM.match(term)
            if m is None:
                continue
            left, right = m.group("l"), m.group("r")
            if not (
                (_same(left, pair[0]) and _same(right, pair[1]))
                or (_same(left, pair[1]) and _same(right, pair[0]))
            ):
                continue
            holds = m.group("op") in ("<=", ">=")
            taken = holds if joint == "or" or len(terms) == 1 else (False if not holds else None)
            if taken is not None:
                found.setdefault((it.file, it.line), (it, term.strip(), taken))
    if len(found) != 1:
        return None  # no comparison of the two, or several: not sure which one the key item is about
    item, term, taken = next(iter(found.values()))
    if expects_raise == taken:
        return None  # the key item and the code agree on the equal case
    raised = next((i.text for i in checklist if i.kind is Kind.RAISE and i.file == item.file
                   and item.line <= i.line <= max(item.end_line, item.line + 1)), "")  # fmt: skip
    return EqualBound(item, term, taken, pair, raised)
