"""Memory of `AnalyzerOptions.callee_verdict`, keyed by the callee's source bytes.

Every call in a file is a query match (~75 per 1,000 lines of the standard library), and most
callees repeat (`self.assertEqual`, `len`, `append`). Keying by the bytes the match already
points at skips decoding the callee and calling the verdict for each repeat. One memory serves
every file of one configuration (`AnalyzerOptions.callee_bits`): kept per file, the first call of
each callee in each file missed, and the stdlib checklist got slower, not faster.
"""

from __future__ import annotations

from collections.abc import Callable


class CalleeBits(dict[bytes, int]):
    """`verdict(callee)` for a callee given as its UTF-8 source bytes, each distinct bytes decoded and judged once.

    The memory is the dict itself: a repeat is one lookup in C (`bits[callee]`, or `bits(callee)`),
    with no Python frame; only a new callee reaches `__missing__`. ~330k calls on the stdlib.

    >>> seen = []
    >>> bits = CalleeBits(lambda callee: seen.append(callee) or len(callee))
    >>> bits(b"cur.execute"), bits[b"cur.execute"], bits(b"len"), seen
    (11, 11, 3, ['cur.execute', 'len'])
    """

    __slots__ = ("_verdict",)

    #: Distinct callees remembered before the memory starts again (a bound for long-lived processes).
    LIMIT = 200_000

    def __init__(self, verdict: Callable[[str], int]) -> None:
        super().__init__()
        self._verdict = verdict

    def __missing__(self, callee: bytes) -> int:
        if len(self) >= self.LIMIT:
            self.clear()
        # The key is the whole callee as written: two callees share an answer only when their bytes are equal.
        bits = self[callee] = self._verdict(callee.decode("utf-8", errors="replace"))
        return bits

    __call__ = dict.__getitem__
