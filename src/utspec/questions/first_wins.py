"""A text saying the last of several same-named entries wins, where the code keeps the first.

npm cookie 0.6.0 (bench/questions cookie-ja-js KT-4): "同じ名前のクッキーが複数あるときは、最後に現れた値を採用する
こと" against

    // only assign once
    if (undefined === obj[key]) {
      …
      obj[key] = tryDecode(val, dec);
    }

An assignment to `obj[key]` guarded by "not yet set" (`undefined === obj[key]`, `obj[key] === undefined`,
`!(key in obj)`, `key not in obj`, `!obj.hasOwnProperty(key)`) keeps the first value; the text says the last one
(最後, 後の値で上書き, "the last … wins", "later … override"). Only when the sources hold one such guard. Pure function
of the text and the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_LAST = re.compile(r"(?:同じ|同一|重複).*(?:最後|後(?:の|に現れた)値で上書き|後勝ち)|\blast\b.*\b(?:wins|is\s+(?:kept|used)|one\s+is\s+used)\b|\blater\b.*\boverrid", re.I)
_UNSET = re.compile(
    r"^\s*if\s*\(?\s*(?:undefined\s*===?\s*(?P<a>\w+)\[(?P<ak>\w+)\]|(?P<b>\w+)\[(?P<bk>\w+)\]\s*===?\s*undefined|"
    r"!\s*\(\s*(?P<ck>\w+)\s+in\s+(?P<c>\w+)\s*\)|(?P<dk>\w+)\s+not\s+in\s+(?P<d>\w+)|!\s*(?P<e>\w+)\.hasOwnProperty\(\s*(?P<ek>\w+)\s*\))\s*\)?\s*[{:]\s*(?://.*)?$"
)


#: "If multiple error messages occured the same amount of time, the last error object … is returned" (retry 0.13.1):
#: among entries that tie, the last is the one the text says wins.
_LAST_OF_EQUALS = re.compile(
    r"(?:same\s+(?:amount|number|count)|equally|\bequal\b|\ba\s+tie\b|同じ(?:回数|数|件数|頻度)|同数|同率).*(?:\blast\b|最後)"
    r"|(?:\blast\b|最後).*(?:same\s+(?:amount|number|count)|equally|\ba\s+tie\b|同じ(?:回数|数|件数|頻度)|同数)",
    re.I,
)
#: A loop's best-so-far kept under a strict comparison (`if (count > mainErrorCount) {` … `mainErrorCount = count;`):
#: an entry that only ties never replaces the one found first.
_STRICT = re.compile(
    r"^\s*(?:}\s*else\s+)?if\s*\(?\s*(?P<x>[\w.]+)\s*(?P<op>[<>])\s*(?P<best>[\w.]+)\s*\)?\s*[{:]\s*(?://.*|#.*)?$"
)
_LOOP = re.compile(r"^\s*(?:for|while)\b")


@dataclass(frozen=True)
class FirstWins:
    file: str
    line: int
    statement: str
    shape: str = "unset"
    """`unset`: a "not yet set" guard keeps the first same-named entry; `strict`: a strict comparison keeps the first
    of entries that tie."""


def first_wins(text: str, sources: Sequence[SourceText]) -> FirstWins | None:
    """The one "not yet set" guard of an assignment when the text says the last entry wins, else None.

    >>> js = "while (i < n) {\\n  if (undefined === obj[key]) {\\n    obj[key] = val;\\n  }\\n}\\n"
    >>> first_wins("同じ名前のクッキーが複数あるときは、最後に現れた値を採用すること", [SourceText(path="i.js", text=js)]).line
    2
    >>> first_wins("同じ名前のクッキーが複数あるときは、最初の値を採用すること", [SourceText(path="i.js", text=js)]) is None
    True
    """
    if _LAST_OF_EQUALS.search(text) and (strict := _strict_best(sources)) is not None:
        return strict
    if not _LAST.search(text):
        return None
    found = []
    for src in sources:
        lines = src.text.split("\n")
        for n, line in enumerate(lines, start=1):
            m = _UNSET.match(line)
            if m is None:
                continue
            obj = next(g for g in (m.group("a"), m.group("b"), m.group("c"), m.group("d"), m.group("e")) if g)
            key = next(g for g in (m.group("ak"), m.group("bk"), m.group("ck"), m.group("dk"), m.group("ek")) if g)
            stored = re.compile(rf"^\s*{re.escape(obj)}\[{re.escape(key)}\]\s*=(?!=)")
            if any(stored.match(t) for t in lines[n : n + 10]):
                found.append(FirstWins(src.path, n, line.strip()))
    return found[0] if len(found) == 1 else None


def _strict_best(sources: Sequence[SourceText]) -> FirstWins | None:
    """The one loop of the sources that keeps a best-so-far under a strict comparison, else None.

    >>> js = "for (var i = 0; i < n; i++) {\\n  var count = counts[m] + 1;\\n  if (count > best) {\\n    main = e;\\n    best = count;\\n  }\\n}\\n"
    >>> first_wins("If several occur the same amount of time, the last is returned.", [SourceText(path="r.js", text=js)])
    FirstWins(file='r.js', line=3, statement='if (count > best) {', shape='strict')
    >>> first_wins("The most frequent one is returned.", [SourceText(path="r.js", text=js)]) is None
    True
    """
    found = []
    for src in sources:
        lines = src.text.split("\n")
        for n, line in enumerate(lines, start=1):
            m = _STRICT.match(line)
            if m is None or not any(_LOOP.match(t) for t in lines[max(0, n - 13) : n - 1]):
                continue
            kept = re.compile(
                rf"^\s*{re.escape(m.group('best'))}\s*=(?!=)\s*{re.escape(m.group('x'))}\s*;?\s*$"
            )
            if any(kept.match(t) for t in lines[n : n + 4]):
                found.append(FirstWins(src.path, n, line.strip(), "strict"))
    return found[0] if len(found) == 1 else None
