"""A number a text shares with a size test is no link when the text names no size.

ms's README says "it returns `100` for `'100'`" (a worked example: the string '100' parses to the
number 100); `parse` starts with `if (… || str.length > 100) throw new Error(…)`, a length limit. The
two shared only the number 100, and the design–code check reported that the design expects
`return 100` where the code raises (a false conflict, seen on the linking corpus, which the
design-code rules were not tuned on).

When the condition tests a size (`len(x) > n`, `x.length > n`, `x.size() == n`) and the number is
all the text and the condition have in common, the text must say it is a size (length, characters,
bytes, 文字, 長さ …) for the number to be that size. Pure functions of the texts and the shared anchors.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.anchoring import Anchor

_SIZE_TEST = re.compile(
    r"(?:\blen\(\s*[\w.$]+\s*\)|[\w.$]+\s*\.\s*(?:length|size|count|len)\b\s*(?:\(\s*\))?)\s*(?:<|<=|==|===|>|>=|!=|!==)\s*(?P<n>\d+)"
)
_SIZE_WORDS = re.compile(
    r"\b(?:length|long|longer|shorter|short|characters?|chars?|bytes?|size|items?|elements?|entries|digits?)\b"
    r"|文字|長さ|バイト|桁|件|個|要素|サイズ",
    re.I,
)


def number_only_meets_a_size(text: str, condition: str, shared: Iterable[Anchor]) -> bool:
    """Whether `text` meets the size test `condition` only through a number, naming no size.

    >>> shared = [Anchor("number", "100")]
    >>> number_only_meets_a_size("it returns `100` for `'100'`", "str.length > 100", shared)
    True
    >>> number_only_meets_a_size("a string longer than 100 characters is rejected", "str.length > 100", shared)
    False
    >>> number_only_meets_a_size("a code of 100 is rejected", "code > 100", shared)
    False
    """
    sizes = {m.group("n") for m in _SIZE_TEST.finditer(condition)}
    if not sizes:
        return False
    specific = [a for a in shared if a.kind != "word"]
    if not specific or any(a.kind != "number" or a.key not in sizes for a in specific):
        return False
    return not _SIZE_WORDS.search(text)
