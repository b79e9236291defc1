"""Memory of `AnalyzerOptions.callee_verdict`, keyed by the callee's source bytes.

Every call in a file is a query match (~75 per 1,000 lines of the standard library), and most
callees repeat (`self.assertEqual`, `len`, `append`). Keying by the bytes the match already
points at skips decoding the callee and calling the verdict for each repeat. One memory serves
every file of one configuration (`AnalyzerOptions.callee_bits`): kept per file, the first call of
each callee in each file missed, and the stdlib checklist got slower, not faster.
"""

from __future__ import annotations

from collections.abc import Callable


class CalleeBits:
    """`verdict(callee)` for a callee given as its UTF-8 source bytes, each distinct bytes decoded and judged once.

    >>> seen = []
    >>> bits = CalleeBits(lambda callee: seen.append(callee) or len(callee))
    >>> bits(b"cur.execute"), bits(b"cur.execute"), bits(b"len"), seen
    (11, 11, 3, ['cur.execute', 'len'])
    """

    __slots__ = ("_seen", "_verdict")

    #: Distinct callees remembered before the memory starts again (a bound for long-lived processes).
    LIMIT = 200_000

    def __init__(self, verdict: Callable[[str], int]) -> None:
        self._verdict = verdict
        self._seen: dict[bytes, int] = {}

    def __call__(self, callee: bytes) -> int:
        bits = self._seen.get(callee)
        if bits is None:
            if len(self._seen) >= self.LIMIT:
                self._seen.clear()
            # The key is the whole callee as written: two callees share an answer only when their bytes are equal.
            bits = self._seen[callee] = self._verdict(callee.decode("utf-8", errors="replace"))
        return bits
