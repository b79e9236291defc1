"""Short symbolic literals: the `"@"` or `"HZ-"` a condition tests, quoted in a statement as 「@」 or （HZ-）.

A message is an anchor from four characters up: shorter quoted text ("a", "ok", "(s)") is too common
to tell anything. But a short literal made of a symbol ("@", "HZ-", "|", "%") is what a condition
such as `"@" not in email` or `sku.startsWith("HZ-")` is about, and a statement that quotes it
("「@」のないメールアドレス", "危険物（HZ-）の引当") names that test as surely as it would name a
message. Both sides give it as a `message` anchor. Only tokens with a symbol in them count, and
never a number ("-1"): a letter or two in brackets is an abbreviation or a plural, not a literal.

This module is the one reader of quoted symbols. Two readings, kept apart because they apply to
different texts:

- `quoted_marks`: marks alone in quotes or a code span ("@", '://', 「-」, `#`), read from every text
  by `extract.anchors` (a word in quotes is a name or a message, read there as such);
- `quoted_symbols` / `literal_symbols`: tokens with a mark and letters ("HZ-") and literals in
  brackets (（HZ-）), read only from the statement matched and from what a case's condition tests.
"""

from __future__ import annotations

import re
import unicodedata

from utspec.anchoring.anchor import Anchor

#: A quoted mark alone: "@", '://', 「-」, `#` (marks only: a word in quotes is a name or a message).
_MARKS = re.compile(r'"([^\w\s"]{1,3})"|\'([^\w\s\']{1,3})\'|「([^\w\s」]{1,3})」|`([^\w\s`]{1,3})`')

#: Text enclosed in quotes, brackets or a code span, one to three characters (after NFKC: （） is ()).
_ENCLOSED = re.compile(
    r"「([^」\n]{1,3})」|『([^』\n]{1,3})』|\(([^()\n]{1,3})\)|'([^'\n]{1,3})'|\"([^\"\n]{1,3})\"|`([^`\n]{1,3})`"
)
#: A string literal of code, one to three characters.
_LITERAL = re.compile(r"\"([^\"\n\\\\]{1,3})\"|'([^'\n\\\\]{1,3})'")
_SYMBOL = re.compile(r"[^\w\s]")
_NUMBER = re.compile(r"[-+]?\d+(?:[.,]\d+)?")


def _symbolic(token: str) -> bool:
    token = token.strip()
    return bool(token) and bool(_SYMBOL.search(token)) and not _NUMBER.fullmatch(token)


def _found(pattern: re.Pattern[str], text: str) -> frozenset[Anchor]:
    out = set()
    for m in pattern.finditer(unicodedata.normalize("NFKC", text)):
        token = next(g for g in m.groups() if g is not None)
        if _symbolic(token):
            out.add(Anchor("message", token.strip().lower()))
    return frozenset(out)


def quoted_symbols(text: str) -> frozenset[Anchor]:
    """The short symbolic literals a statement quotes: 「@」, （HZ-）, '|'.

    >>> sorted(a.key for a in quoted_symbols("「@」のない、危険物（HZ-）の、'|' と (s) と `-1`"))
    ['@', 'hz-', '|']
    """
    return _found(_ENCLOSED, text)


def literal_symbols(code: str) -> frozenset[Anchor]:
    """The short symbolic string literals of code: `"@" not in email` -> "@".

    >>> sorted(a.key for a in literal_symbols('line.sku().startsWith("HZ-") && x != "a"'))
    ['hz-']
    """
    return _found(_LITERAL, code)


def quoted_marks(text: str) -> frozenset[Anchor]:
    """The marks a (NFKC) text quotes alone, as written: `"@" not in email`, 「@」のない, `'://'`.

    >>> sorted(a.key for a in quoted_marks("if `@` in email and '://' in url: 「-」 'ab' (HZ-)"))
    ['-', '://', '@']
    """
    return frozenset(
        Anchor("message", next(g for g in m.groups() if g is not None)) for m in _MARKS.finditer(text)
    )


#: A mark named in words: 「ハイフンやピリオドは取り除く」 is about `("-", "")` and `(".", "")` as surely as 「-」 would be.
#: Japanese names, and the English ones that have no everyday meaning ("period", "dot" do: a period of time).
_MARK_NAMES = {"ハイフン": "-", "マイナス記号": "-", "ピリオド": ".", "ドット": ".", "カンマ": ",",
               "コンマ": ",", "スラッシュ": "/", "バックスラッシュ": "\\", "コロン": ":", "セミコロン": ";",
               "アットマーク": "@", "アンパサンド": "&", "パイプ": "|", "アスタリスク": "*", "シャープ記号": "#",
               "hyphen": "-", "hyphens": "-", "comma": ",", "commas": ",", "slash": "/", "slashes": "/",
               "backslash": "\\", "semicolon": ";", "colon": ":", "asterisk": "*", "ampersand": "&"}  # fmt: skip
_MARK_NAME = re.compile("|".join(sorted(map(re.escape, _MARK_NAMES), key=len, reverse=True)), re.IGNORECASE)


def named_marks(text: str) -> frozenset[Anchor]:
    """The marks a statement names in words, as the `message` anchor a quoted mark gives.

    >>> sorted(a.key for a in named_marks("ハイフンやピリオドは取り除いてから計算する"))
    ['-', '.']
    >>> sorted(a.key for a in named_marks("Hyphens and commas are removed.")), named_marks("a period of time")
    ([',', '-'], frozenset())
    """
    found = set()
    for m in _MARK_NAME.finditer(text):
        word = m.group(0)
        if word.isascii() and (
            not re.match(r"\b", text[m.start() :]) or re.match(r"\w", text[m.end() : m.end() + 1])
        ):
            continue  # an English name only as a whole word ("slashed" is no mark)
        found.add(Anchor("message", _MARK_NAMES.get(word) or _MARK_NAMES[word.lower()]))
    return frozenset(found)
