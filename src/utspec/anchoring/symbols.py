"""Short symbolic literals: the `"@"` or `"HZ-"` a condition tests, quoted in a statement as 「@」 or （HZ-）.

A message is an anchor from four characters up: shorter quoted text ("a", "ok", "(s)") is too common
to tell anything. But a short literal made of a symbol ("@", "HZ-", "|", "%") is what a condition
such as `"@" not in email` or `sku.startsWith("HZ-")` is about, and a statement that quotes it
("「@」のないメールアドレス", "危険物（HZ-）の引当") names that test as surely as it would name a
message. Both sides give it as a `message` anchor. Only tokens with a symbol in them count, and
never a number ("-1"): a letter or two in brackets is an abbreviation or a plural, not a literal.

`extract.anchors` reads quoted marks alone ("@", 「-」) everywhere (`_QUOTED_SYMBOL`); this module
adds what that leaves out: a mark with letters ("HZ-") and a literal in brackets (（HZ-）), read only
from what a case's condition tests and from the statement matched against it.
"""

from __future__ import annotations

import re
import unicodedata

from utspec.anchoring.extract import Anchor

#: Text enclosed in quotes, brackets or a code span, one to three characters (after NFKC: （） is ()).
_ENCLOSED = re.compile(r"「([^」\n]{1,3})」|『([^』\n]{1,3})』|\(([^()\n]{1,3})\)|'([^'\n]{1,3})'|\"([^\"\n]{1,3})\"|`([^`\n]{1,3})`")
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
