"""Numbers in a design statement that are names or positions, not quantities a limit could state.

Found on iban4j's BIC design (read in /tmp, not committed): "ISO 9362 に従って" was read as a value of the
constant `BIC8_LENGTH` (= 8), and "国コード（5〜6 文字目）" as "6 文字以下": two false design-code
questions. A standard's number (ISO 9362, RFC 5321, JIS X 0208) names a document; an ordinal (5 文字目,
3番目, 第2, 2nd) names a position. Neither is a limit, a count or a setting.
"""

from __future__ import annotations

import re

#: A standard's designator right before its number: "ISO 9362", "ISO/IEC 8859-1", "RFC 5321", "JIS X 0208".
_DESIGNATOR = re.compile(
    r"(?:\b(?:ISO(?:\s*/\s*IEC)?|IEC|RFC|JIS(?:\s+[A-Z])?|IEEE|ECMA(?:-)?|ANSI|DIN|BS|EN|ITU-T\s+[A-Z]\.?)\s*-?\s*)$"
)
#: A number (or the far end of a range of them) followed by its counter and 目, or an English ordinal suffix.
#: (Not 項目, "items": "3 項目" counts.)
_ORDINAL_AFTER = re.compile(
    r"^\s*(?:(?:文字|番|行|桁|回|件|個|つ|列|バイト|要素|段|人|日|週|年|ページ|頁)?\s*目|(?:st|nd|rd|th)\b)"
)
_RANGE_TAIL = re.compile(r"^\s*(?:～|〜|~|–|—|-|から)\s*\d+")


def not_quantity(text: str, start: int, end: int) -> bool:
    """Whether the number at `text[start:end]` names a document or a position rather than a quantity.

    >>> t = "BicUtil は ISO 9362 に従って検証する。国コード（5〜6 文字目）は英大文字のみ。先頭 4 文字の銀行コード。"
    >>> [t[m.start():m.end()] for m in re.finditer(r"\\d+", t) if not_quantity(t, m.start(), m.end())]
    ['9362', '5', '6']
    >>> not_quantity("the 3rd attempt", 4, 5), not_quantity("第2項", 1, 2), not_quantity("at most 3 attempts", 8, 9)
    (True, True, False)
    >>> not_quantity("3 項目まで入力できる", 0, 1), not_quantity("2 行目", 0, 1)
    (False, True)
    """
    if _DESIGNATOR.search(text[max(0, start - 16) : start]):
        return True
    if start and text[start - 1] == "第":
        return True
    rest = text[end:]
    if (tail := _RANGE_TAIL.match(rest)) is not None:
        rest = rest[tail.end() :]  # "5〜6 文字目": the range's far end says what both ends are
    return _ORDINAL_AFTER.match(rest) is not None
