"""A limit a key item states for a function it names, where that function's one limit test cuts elsewhere.

"formatweekday は幅が 10 以上のときに曜日の完全な名前を使うこと" against `if width >= 9:` in
`formatweekday`: the key item's limit cuts before 10, the code's before 9. The key item names the function
(its name written in the text) and one number with a direction ("10 以上", "more than 30",
`utspec.questions.limits.stated`); the function has exactly one condition comparing a name with a number
(`width >= 9`, `not n > 5`). Compared as cuts on whole numbers (`limits.cut`), so "30 以上" agrees with
`> 29` and disagrees with `> 30` (the direction of a limit).

A length limit needs no function name: "「214 文字以下」の規則に反する" (a limit with a character unit)
against the code's one length test with a number (`name.length > 241`, `len(s) >= 10`). Pure function of
the text and the checklist.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import ChecklistItem, Kind
from utspec.questions.limits import code_direction, cut, stated

_COMPARISON = re.compile(
    r"^\s*(?:not\s+|!\s*)?\(?\s*(?P<name>[A-Za-z_$][\w$.]*)\s*(?P<op>>=|<=|>|<)\s*(?P<v>-?\d+)\s*\)?\s*$"
)
_SYMBOLS = {"gt": ">", "ge": ">=", "lt": "<", "le": "<="}
#: A length test with a number: `name.length > 241`, `len(s) >= 10`.
_LENGTH_TEST = re.compile(
    r"^\s*(?:not\s+|!\s*)?\(?\s*(?P<name>len\(\s*[\w.$]+\s*\)|[\w.$]+\s*\.\s*length)\s*(?P<op>>=|<=|>|<)\s*(?P<v>\d+)\s*\)?\s*$"
)
#: Units of a length: characters (文字), digits.
_LENGTH_UNITS = frozenset({"文字", "characters", "character", "chars", "桁", "digits"})


@dataclass(frozen=True)
class LimitClaim:
    item: ChecklistItem
    """The function's limit test."""
    expected: str
    """The key item's limit in the code's terms (`width >= 10`)."""


def _named(text: str, symbol: str | None) -> bool:
    name = (symbol or "").rsplit(".", 1)[-1]
    return len(name) > 3 and re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text) is not None


def limit_claim(text: str, checklist: Sequence[ChecklistItem]) -> LimitClaim | None:
    """The named function's one limit test when the key item's limit cuts elsewhere, else None.

    >>> it = ChecklistItem(id="c.py:7:branch", kind=Kind.BRANCH, file="c.py", line=7, end_line=7, text="width >= 9",
    ...                    language="python", symbol="TextCalendar.formatweekday")
    >>> limit_claim("formatweekday は幅が 10 以上のときに曜日の完全な名前を使うこと", [it]).expected
    'width >= 10'
    >>> limit_claim("formatweekday は幅が 9 以上のときに曜日の完全な名前を使うこと", [it]) is None
    True
    >>> n = ChecklistItem(id="i.js:63:branch", kind=Kind.BRANCH, file="i.js", line=63, end_line=63,
    ...                   text="name.length > 241", language="javascript", symbol="validate")
    >>> limit_claim("215 文字の名前は「214 文字以下」の規則に反するのでエラー", [n]).expected
    'name.length <= 214'
    >>> limit_claim("名前は「241 文字以下」であること", [n]) is None
    True
    """
    limits = [s for s in stated(text) if s.direction is not None and float(s.value).is_integer()]
    if len(limits) != 1:
        return None
    claim = limits[0]
    symbols = {i.symbol for i in checklist if _named(text, i.symbol)}
    tests: dict[tuple[str, int], tuple[ChecklistItem, str, str, int]] = {}
    if len(symbols) == 1:
        for it in checklist:
            if (
                it.symbol in symbols
                and it.kind in (Kind.BRANCH, Kind.BOUNDARY)
                and (m := _COMPARISON.match(it.text))
            ):
                tests.setdefault((it.file, it.line), (it, m.group("name"), m.group("op"), int(m.group("v"))))
    elif not symbols and claim.unit in _LENGTH_UNITS:  # "214 文字以下" against the one length test
        for it in checklist:
            if it.kind in (Kind.BRANCH, Kind.BOUNDARY) and (m := _LENGTH_TEST.match(it.text)):
                tests.setdefault(
                    (it.file, it.line),
                    (it, re.sub(r"\s+", "", m.group("name")), m.group("op"), int(m.group("v"))),
                )
    if len(tests) != 1:
        return None
    item, name, op, value = next(iter(tests.values()))
    direction = code_direction(op)
    assert claim.direction is not None and direction is not None
    if cut(claim.value, claim.direction, True) == cut(value, direction, True):
        return None
    return LimitClaim(item, f"{name} {_SYMBOLS[claim.direction]} {int(claim.value)}")
