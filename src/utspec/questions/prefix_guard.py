"""A length guard on a subject the claim's value is only the start of.

"プロキシの応答が HTTP/1.0 の場合は接続を拒否すること" against
`if (!resp.startsWith("HTTP/") || resp.length() < 12) throw …`: the value 'HTTP/1.0' is what the
response line starts with (the code tests it as a prefix), not the whole line, so the line's length
is not the value's. The guard beside the prefix test rejects a malformed line; a claim that names
no length is about a well-formed one, so the guard is taken as not met: the normal path, as the walk
assumes for every condition the claim does not name (`utspec.questions.flow`).

Only a size test (`len(s) < n`, `s.length() < n`, `s.length < n`, `s.size() == 0`) of the very
subject a prefix test in the same disjunction reads; a claim naming a length or size keeps it
unknown. Pure functions of the condition text and the claim's anchors.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.anchoring import Anchor

#: A size test of one subject: `len(resp) < 12`, `resp.length() < 12`, `resp.length <= 8`, `line.size() == 0`.
_SIZE_TEST = re.compile(
    r"^(?:len\(\s*(?P<a>[\w.$]+)\s*\)|(?P<b>[\w.$]+)\s*\.\s*(?:length|size|count|len)\s*(?:\(\s*\))?)"
    r"\s*(?:<|<=|==|===)\s*\d+$"
)
#: Claim words that make a length part of what the claim says.
_SIZE_WORDS = frozenset({"length", "long", "short", "size", "byte", "bytes", "charact", "長さ", "文字"})


def _key(subject: str) -> str:
    return re.sub(r"\s+", "", subject).lower()


def malformed_guard(part: str, prefixed: Iterable[str], claim: frozenset[Anchor]) -> bool:
    """Whether a disjunction's part is a length guard on a subject the claim's value is a prefix of.

    >>> malformed_guard("resp.length() < 12", ["resp"], frozenset())
    True
    >>> malformed_guard("resp.length() < 12", ["line"], frozenset())
    False
    >>> malformed_guard("len(resp) < 12", ["resp"], frozenset({Anchor("word", "length")}))
    False
    """
    m = _SIZE_TEST.match(part.strip())
    if not m:
        return False
    if any(a.kind == "word" and a.key in _SIZE_WORDS for a in claim):
        return False
    return _key(m.group("a") or m.group("b")) in {_key(p) for p in prefixed}
