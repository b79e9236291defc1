"""Code classes a design states by their first digit: "All codes beginning with a 5", "a 4XX client
error", "400--499 の範囲の応答コード", "1--5 の数字で始まる".

Reply and status codes are grouped by their first digit, and documents say so in prose rather than
with the two ends of a comparison. Such a statement explains the ends of the range the code writes
(`reply >= 500 && reply < 600`, `400 <= status < 500`) and a first digit the code tests on its own
(`c == '4'` where `c = resp[:1]`). It never explains a cut inside the class (`reply < 450` against
"beginning with a 4": that is a conflict, design-code-mismatch's question).
"""

from __future__ import annotations

import re
import unicodedata

_EN_BEGIN = re.compile(
    r"\b(?:begin|begins|beginning|start|starts|starting)\s+with\s+(?:an?\s+|the\s+(?:digit\s+)?)?([1-9])\b",
    re.I,
)
_XX = re.compile(r"(?<![\w.])([1-9])[xX]{2}(?![\w])")
_SPAN = re.compile(r"(?<![\d.])([1-9])00\s*(?:--|—|–|-|～|〜|~|to|through|から)\s*([1-9])99(?![\d])", re.I)
_JA_BEGIN = re.compile(r"([1-9])\s*(?:で|から)始ま")
_DIGITS_BEGIN = re.compile(
    r"(?<![\d.])([1-9])\s*(?:--|—|–|-|～|〜|~|to|through|から)\s*([1-9])\s*(?:の数字|の数|)\s*(?:で始ま|から始ま)"
)


def leading_digits(text: str) -> frozenset[int]:
    """The first digits `text` states a class of codes by ("beginning with a 5", "4XX", "400--499", "1--5 の数字で始まる")."""
    t = unicodedata.normalize("NFKC", text)
    out: set[int] = set()
    for pattern in (_EN_BEGIN, _XX, _JA_BEGIN):
        out.update(int(m.group(1)) for m in pattern.finditer(t))
    for m in _SPAN.finditer(t):
        if m.group(1) == m.group(2):
            out.add(int(m.group(1)))
    for m in _DIGITS_BEGIN.finditer(t):
        lo, hi = int(m.group(1)), int(m.group(2))
        out.update(range(lo, hi + 1) if lo <= hi <= 9 else ())
    return frozenset(out)


def class_end(value: str, digits: frozenset[int]) -> bool:
    """Whether `value` is an end of a first-digit class in `digits`: 500, 600 or 599 for 5; `'4'` itself for 4."""
    v = value.strip("'\"")
    if not re.fullmatch(r"\d+", v):
        return False
    if len(v) == 1:
        return int(v) in digits
    unit = 10 ** (len(v) - 1)
    n = int(v)
    return any(n in (d * unit, (d + 1) * unit, (d + 1) * unit - 1) for d in digits)
