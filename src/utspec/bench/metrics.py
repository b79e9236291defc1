"""Agreement and stability figures of a critic benchmark: pure functions over verdicts and finding sets.

A *verdict* is "blocks" or "passes". Repeats of one item are the same critic judging the same draft
again; an item's verdicts are stable when every repeat agrees.

>>> pairwise_flip_rate([["blocks", "blocks", "passes"], ["passes", "passes", "passes"]])
0.3333333333333333
>>> items_flipped([["blocks", "blocks", "passes"], ["passes", "passes", "passes"]])
0.5
>>> round(fleiss_kappa([["blocks"] * 3, ["passes"] * 3, ["blocks", "blocks", "passes"]]), 3)
0.55
>>> cohen_kappa(["blocks", "passes", "blocks", "passes"], ["blocks", "passes", "blocks", "passes"])
1.0
>>> mean_jaccard([[{"a", "b"}, {"a"}], [set(), set()]])
0.75
>>> flip_flops([{"a"}, set(), {"a"}, {"a"}])
1
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from itertools import combinations

CATEGORIES = ("blocks", "passes")


def pairwise_flip_rate(items: Sequence[Sequence[str]]) -> float:
    """The share of pairs of repeats (of one item, over all items) whose verdicts differ.

    The published "judges flip 13.6% of pairwise verdicts across repeats" is this figure.
    """
    pairs = flips = 0
    for verdicts in items:
        for a, b in combinations(verdicts, 2):
            pairs += 1
            flips += a != b
    return flips / pairs if pairs else 0.0


def items_flipped(items: Sequence[Sequence[str]]) -> float:
    """The share of items whose repeats do not all agree."""
    if not items:
        return 0.0
    return sum(len(set(v)) > 1 for v in items) / len(items)


def fleiss_kappa(items: Sequence[Sequence[Hashable]], categories: Iterable[Hashable] = CATEGORIES) -> float:
    """Fleiss' κ of n repeats (raters) over the items (subjects); every item needs the same number of repeats.

    1.0 when every item's repeats agree (also when all items get one category: no disagreement to
    explain, so the usual 0/0 is taken as perfect agreement).
    """
    cats = list(categories)
    items = [list(v) for v in items if v]
    if not items:
        return 1.0
    n = len(items[0])
    if n < 2 or any(len(v) != n for v in items):
        raise ValueError("Fleiss' kappa needs the same number (>= 2) of ratings per item")
    big_n = len(items)
    p_j = [sum(v.count(c) for v in items) / (big_n * n) for c in cats]
    p_i = [(sum(v.count(c) ** 2 for c in cats) - n) / (n * (n - 1)) for v in items]
    p_bar = sum(p_i) / big_n
    p_e = sum(p * p for p in p_j)
    if p_e >= 1.0:
        return 1.0
    return (p_bar - p_e) / (1 - p_e)


def cohen_kappa(
    a: Sequence[Hashable], b: Sequence[Hashable], categories: Iterable[Hashable] = CATEGORIES
) -> float:
    """Cohen's κ between two raters over the same items (1.0 for identical ratings, even if constant)."""
    if len(a) != len(b):
        raise ValueError("Cohen's kappa needs two ratings of the same items")
    if not a:
        return 1.0
    total = len(a)
    observed = sum(x == y for x, y in zip(a, b)) / total
    expected = sum((list(a).count(c) / total) * (list(b).count(c) / total) for c in categories)
    if expected >= 1.0:
        return 1.0 if observed == 1.0 else 0.0
    return (observed - expected) / (1 - expected)


def jaccard(a: set[str], b: set[str]) -> float:
    """|a ∩ b| / |a ∪ b|; two empty sets agree (1.0)."""
    union = a | b
    return len(a & b) / len(union) if union else 1.0


def mean_jaccard(items: Sequence[Sequence[set[str]]]) -> float:
    """The mean, over items, of the mean Jaccard similarity of the finding sets of each pair of repeats."""
    per_item = []
    for sets in items:
        pairs = [jaccard(a, b) for a, b in combinations(sets, 2)]
        if pairs:
            per_item.append(sum(pairs) / len(pairs))
    return sum(per_item) / len(per_item) if per_item else 1.0


def flip_flops(rounds: Sequence[set[str]]) -> int:
    """Findings that come back after a round without them (raised, dropped, raised again), over rounds."""
    count = 0
    seen: set[str] = set()
    previous: set[str] = set()
    for current in rounds:
        count += len((current & seen) - previous)
        seen |= current
        previous = current
    return count


def majority(verdicts: Sequence[str]) -> str:
    """The verdict most repeats gave ("blocks" on a tie: the cautious one)."""
    blocks = sum(v == "blocks" for v in verdicts)
    return "blocks" if blocks * 2 >= len(verdicts) else "passes"
