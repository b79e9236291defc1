"""Numbers as people write them in specs and design documents (shared by the boundary and mismatch checks).

Case text is prose, not code: `100`, `100.0`, `1,000`, `'100'`, `１００` (full width) and `-1` are
all values a reader sees, while `1000` inside `10000`, `2` in `item2` and `1.2` in a version
`1.2.3` are not. Token edges are ASCII-only, as in `utspec.terms.mentions_number`, because in
Japanese a digit sits right next to kana (`100件`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator

# Digits with optional thousands groups (exactly three digits each) and a decimal part.
_NUM = re.compile(r"\d+(?:,\d{3}(?!\d))*(?:\.\d+)?")


#: The largest integer every float up to it holds exactly (IEEE 754 double: 53-bit significand).
_EXACT = 2**53


def _normalise(text: str) -> str:
    # NFKC folds full-width digits and commas; U+2212 is the typographic minus sign.
    return unicodedata.normalize("NFKC", text).replace("\u2212", "-")


def _word_char(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch == "_")


def numbers_in(text: str) -> Iterator[float]:
    """Yield every number written in `text` as a float, in order.

    `1,000` yields 1000; because `100,101` may be a list as well, a grouped number also yields
    its parts, so a check that looks for a value leans towards finding it (a spurious blocking
    finding costs more than a missed one).

    >>> list(numbers_in("exactly 100.0 (not 10000), '1,000', item2, -1, １０１件"))
    [100.0, 10000.0, 1000.0, 1.0, 0.0, -1.0, 101.0]

    An integer past 2**53 stays an `int`: as a float, go-units' `1152921504606846977` (one past `Exbibyte`, the
    designer's on-point of `b > Exbibyte`) is `2**60` itself, and the case on the condition was read as off it.

    >>> list(numbers_in("`b` = `1152921504606846977`, -9007199254740993"))
    [1152921504606846977, -9007199254740993]
    """
    text = _normalise(text)
    for m in _NUM.finditer(text):
        start, end = m.span()
        before = text[start - 1] if start else ""
        after = text[end : end + 2]
        if _word_char(before) or before == ".":
            continue  # part of an identifier (`item2`) or the tail of a version/decimal
        if after[:1] == "." and after[1:2].isdigit():
            continue  # a version number such as 1.2.3
        raw = m.group(0)
        sign = -1.0 if before == "-" and (start < 2 or not _word_char(text[start - 2])) else 1.0
        if raw.isdigit() and int(raw) > _EXACT:
            yield int(sign) * int(raw)  # an int compares with a float exactly; a float this large may not be it
            continue
        yield sign * float(raw.replace(",", ""))
        if "," in raw:
            for part in raw.split(","):
                yield float(part)


#: Small numbers people spell out, and "empty" ("an empty cart", 空のリスト). Not "none" or なし:
#: they fill an empty preconditions cell and would give 0 to every case.
NUMBER_WORDS: dict[str, float] = {
    "zero": 0, "empty": 0, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4,
    "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "ゼロ": 0, "空": 0,
}  # fmt: skip
_SPELLED = re.compile(r"[A-Za-z]+|ゼロ|空(?=の|文字|配列|リスト|欄)")  # 空港 (airport) is not empty


#: "a hundred", "two thousand": a small number word (or "a") times a scale word.
_SCALED = re.compile(
    r"\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]+(hundred|thousand)\b", re.I
)
_SCALES = {"hundred": 100, "thousand": 1000}
#: "no items", "no elements": a count of zero before a counted noun (not "no customer has…", not "none").
_NO_COUNT = re.compile(
    r"\bno\s+(?:items|elements|entries|rows|records|characters|values|members|keys|parts)\b", re.I
)
_KANJI_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_KANJI_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}
#: A kanji numeral only before a counter (百件, 二十個, 千円): alone, 一 and 十 are parts of words (一覧, 十分).
_KANJI_NUMBER = re.compile(r"[一二三四五六七八九十百千万]+(?=件|個|円|人|回|行|点|本|枚|歳|要素|文字|つ)")


def kanji_number(numeral: str) -> float:
    """A kanji numeral's value: 百 is 100, 二十五 is 25, 三千 is 3000."""
    total = current = 0
    digit = None
    for ch in numeral:
        if ch in _KANJI_DIGITS:
            digit = _KANJI_DIGITS[ch]
        elif ch == "万":
            total = (total + current + (digit or 0)) * 10000
            current, digit = 0, None
        else:
            current += (digit or 1) * _KANJI_UNITS[ch]
            digit = None
    return float(total + current + (digit or 0))


def spelled_numbers_in(text: str, words: dict[str, float] = NUMBER_WORDS) -> Iterator[float]:
    """Yield the numbers a text spells out in words ("no customer has one order yet" yields 1).

    "a hundred items" and 商品を百件 are 100, "with no items" is 0 (reworded inputs, not 1 and nothing).

    >>> list(spelled_numbers_in("an empty cart, then one item; 空のリスト"))
    [0, 1, 0]
    >>> list(spelled_numbers_in("a hundred items, one hundred items; 商品を百件、二十五個、一覧"))
    [100.0, 100.0, 100.0, 25.0]
    >>> list(spelled_numbers_in("`self.parts` with no items"))
    [0.0]
    """
    scaled = [(m.span(), float((1 if m.group(1).lower() in ("a", "an") else words.get(m.group(1).lower(), 1))
                              * _SCALES[m.group(2).lower()])) for m in _SCALED.finditer(text)]  # fmt: skip
    for _span, product in scaled:
        yield product
    for _ in _NO_COUNT.finditer(text):
        yield 0.0
    for m in _SPELLED.finditer(text):
        if any(start <= m.start() < end for (start, end), _ in scaled):
            continue  # the "one" of "one hundred"
        if (value := words.get(m.group(0).lower())) is not None:
            yield value
    for m in _KANJI_NUMBER.finditer(text):
        yield kanji_number(m.group(0))


def same_number(a: float, b: float) -> bool:
    """Equal up to float noise (0.1 + 0.2 is 0.3 here)."""
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


def contains_number(values: Iterable[float], wanted: float) -> bool:
    return any(same_number(v, wanted) for v in values)


def show(value: float | int) -> str:
    """A value the way the code writes it: `100`, not `100.0`."""
    return str(int(value)) if float(value).is_integer() else str(value)
