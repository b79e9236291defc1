"""A claimed fixed wait between retries against a wait the code computes from the attempt number.

"Retries wait a fixed 5 seconds between attempts" claims the same wait every time; a backoff that
grows with the attempt (`math.Pow(2, float64(attemptNum)) * float64(min)`, `0.3 * (2 ** (attemptCount
- 1)) * 1000`, `min * time.Duration(attemptNum)`) waits differently on each attempt, whatever its
first wait is. The claim is read when it says the wait is fixed (fixed, constant, the same, 一定,
固定) and talks about waiting (wait, delay, backoff, interval, 待つ, 間隔); the code when a line uses
an attempt counter (`attempt…`, `retryCount`, `retry_count`) as a factor, exponent or shift.

A code base that also offers a constant strategy (`ConstantBackoff`, `fixed_delay`) may be what
the claim means, so it is never read as a contradiction there; neither is a negated claim ("does
not wait a fixed time"). Pure functions of the claim text and the source texts.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText
from utspec.questions.claims import polarity

_FIXED = re.compile(r"\b(?:fixed|constant|the\s+same)\b|一定|固定|毎回同じ", re.I)
_WAIT = re.compile(
    r"\b(?:wait|waits|waiting|delay|delays|backoff|interval|intervals|sleeps?)\b|待|間隔|遅延", re.I
)
#: An attempt counter as code names it.
_ATTEMPT = r"(?:[A-Za-z_]\w*)?(?:[Aa]ttempt|[Rr]etry_?[Cc]ount|[Rr]etry_?[Nn]um)\w*"
#: The counter as a factor, an exponent, or a shift: the wait grows with each attempt.
_GROWS = re.compile(
    rf"(?:\*\*|<<)\s*\(?\s*{_ATTEMPT}\b"
    rf"|\bPow\(\s*2(?:\.0)?\s*,\s*(?:[\w.]+\()?\s*{_ATTEMPT}\b"
    rf"|(?<!\*)\*\s*(?:[\w.]+\()?\s*{_ATTEMPT}\b"
    rf"|\b{_ATTEMPT}\s*\)?\s*\*(?!\*)"
)
#: A constant strategy the code offers beside the growing one.
_CONSTANT_STRATEGY = re.compile(r"(?:constant|fixed)_?(?:backoff|delay|wait|interval)", re.I)
_COMMENT = re.compile(r"^\s*(?://|#|\*|/\*|--)")


@dataclass(frozen=True)
class GrowingWait:
    file: str
    line: int
    code: str
    """The line that computes the wait from the attempt number, as written."""


def claims_fixed_wait(text: str) -> bool:
    """Whether a key item says the wait between retries is the same every time.

    >>> claims_fixed_wait("Retries wait a fixed 5 seconds between attempts")
    True
    >>> claims_fixed_wait("再試行の間隔は一定であること")
    True
    >>> claims_fixed_wait("A fixed header is sent")
    False
    """
    t = unicodedata.normalize("NFKC", text)
    return bool(_FIXED.search(t) and _WAIT.search(t)) and polarity(t) != "negative"


def growing_wait(text: str, sources: Sequence[SourceText]) -> GrowingWait | None:
    """The first line computing the wait from the attempt number, when the key item claims a fixed wait."""
    if not claims_fixed_wait(text):
        return None
    if any(_CONSTANT_STRATEGY.search(s.text) for s in sources):
        return None
    for src in sources:
        for n, line in enumerate(src.text.split("\n"), start=1):
            if not _COMMENT.match(line) and _GROWS.search(line):
                return GrowingWait(src.path, n, line.strip())
    return None
