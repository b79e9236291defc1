"""A calendar date written in a statement is one value, not three numbers and the words year, month, day.

"令和 | 起点=2019年5月1日" read number by number gives 2019, 5 and 1, and through the glossary the
words year, month and day: the 5 met `return era, year + 5` (the Meiji offset) and the three words met
every function with `year, month, day` parameters, so the era table's rows landed on cases they say
nothing about. A date names one day; it is tested (if at all) as that day, so it is one anchor,
`2019-05-01`, and its parts count for nothing on their own.

Read: `2019年5月1日` (also with an era year, `昭和100年1月1日` -> 0100-01-01), `2019-05-01`, `2019/5/1`.
A year alone (`2019年`), a month and day (`5月1日`) or a number with a unit are not dates here.
"""

from __future__ import annotations

import re

_DATE = re.compile(
    r"(?<!\d)(\d{1,4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日"
    r"|(?<![\d.\-/])(\d{4})([-/])(\d{1,2})\5(\d{1,2})(?![\d.\-/])"
)


def date_spans(text: str) -> list[tuple[int, int, str]]:
    """Each date of a (NFKC) text: its span and its key (the caller makes it a `number` anchor).

    >>> [k for _, _, k in date_spans("起点=2019年5月1日、2019-05-01 と 1989/1/8")]
    ['2019-05-01', '2019-05-01', '1989-01-08']
    >>> date_spans("30kg と 5,000円 と 2019年")
    []
    """
    out = []
    for m in _DATE.finditer(text):
        y, mo, d = (
            (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(4), m.group(6), m.group(7))
        )
        if 1 <= int(mo) <= 12 and 1 <= int(d) <= 31:
            out.append((m.start(), m.end(), f"{int(y):04d}-{int(mo):02d}-{int(d):02d}"))
    return out


def without_dates(text: str) -> tuple[str, list[str]]:
    """The text with each date blanked out (same length), and the dates' keys.

    >>> text, keys = without_dates("起点=1873年1月1日")
    >>> text.strip(), len(text), keys
    ('起点=', 12, ['1873-01-01'])
    """
    spans = date_spans(text)
    for start, end, _ in reversed(spans):
        text = text[:start] + " " * (end - start) + text[end:]
    return text, [k for _, _, k in spans]
