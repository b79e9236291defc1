"""A loop's iteration count as the case's input states it, against the count its expected result states.

A case about a loop says in its input how many times the body runs ("`text` is empty (zero iterations)",
「`text` が空（反復 0 回）」, "`xs` with 3 elements" for a `for` loop over `xs`), and its expected result
says it again ("The loop body runs zero iterations", 「ループ本体は 0 回の反復」). Two different counts
cannot both hold on one test. Counts are read only where both sides state a number of iterations;
an element count gives one only for a `for` loop over that very collection (a `while` loop's count
depends on its condition).

>>> stated_iterations("`text` が空（反復 0 回）。"), stated_iterations("An empty collection (zero iterations).")
(0, 0)
>>> said_iterations("ループ本体は 1 回の反復で、処理される要素はない。"), said_iterations("The loop body runs 2 iterations.")
(1, 2)
>>> input_iterations("`xs` with 3 elements", "for x in xs"), input_iterations("`xs` with 3 elements", "'a' in xs")
(3, None)
"""

from __future__ import annotations

import re

_WORDS = {"zero": 0, "no": 0, "one": 1, "two": 2, "three": 3}
_COUNT = r"(\d+|zero|no|one|two|three)"
#: "(zero iterations)", "3 iterations", 「反復 0 回」「0 回の反復」.
_ITERATIONS = re.compile(
    rf"\b{_COUNT}\s+iterations?\b|反復\s*(\d+)\s*回|(\d+)\s*回(?:の)?反復", re.IGNORECASE
)
_EMPTY = re.compile(r"`([^`\n]+)`\s*(?:is empty|が空|は空)|\bempty `([^`\n]+)`", re.IGNORECASE)
_ELEMENTS = re.compile(r"`([^`\n]+)`\s*with\s+(\d+)\s+(?:elements?|items?)|要素数\s*(\d+)\s*の\s*`([^`\n]+)`",
                       re.IGNORECASE)  # fmt: skip
_FOR_EACH = re.compile(
    r"^\s*for\s*\(?\s*(?:(?:const|let|var|final)\s+)?[\w$, ()\[\]]+?\s+(?:in|of|:)\s+(.+?)\)?\s*$"
)


def _count(m: re.Match[str]) -> int:
    g = next(x for x in m.groups() if x is not None)
    return _WORDS[g.lower()] if g.lower() in _WORDS else int(g)


def stated_iterations(text: str) -> int | None:
    """The iteration count a text states outright (None: none, or two different ones)."""
    counts = {_count(m) for m in _ITERATIONS.finditer(text)}
    return counts.pop() if len(counts) == 1 else None


said_iterations = stated_iterations


def input_iterations(input_text: str, loop_text: str) -> int | None:
    """The iterations a case's input gives a loop: stated outright, or the size of the collection a `for` loop walks."""
    if (n := stated_iterations(input_text)) is not None:
        return n
    m = _FOR_EACH.match(loop_text)
    if m is None:
        return None
    return collection_size(input_text, m.group(1))


def walked_collection(loop_text: str) -> str | None:
    """The collection a `for` loop header walks (`for x in xs` -> `xs`; None: not a for-each loop)."""
    m = _FOR_EACH.match(loop_text)
    return m.group(1).strip() if m else None


def collection_size(input_text: str, collection: str) -> int | None:
    """The number of elements the input gives `collection` ("`xs` with 3 elements", "`xs` is empty"; None: not one)."""
    coll = re.sub(r"\s+", "", collection)
    sizes = {0 for e in _EMPTY.finditer(input_text) if re.sub(r"\s+", "", e.group(1) or e.group(2)) == coll}
    sizes |= {int(e.group(2) or e.group(3)) for e in _ELEMENTS.finditer(input_text)
              if re.sub(r"\s+", "", e.group(1) or e.group(4)) == coll}  # fmt: skip
    return sizes.pop() if len(sizes) == 1 else None
