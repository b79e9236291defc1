"""Which ranges enclose which positions: enclosing symbols, and the branch a comparison guards.

Tree-sitter 0.26 finds a node's parent by walking down from the root, so asking every item for
its ancestors costs depth² per item. Scopes come from the query instead, and one sweep over
positions sorted with the (properly nested) ranges answers every item at once.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple, TypeVar

from utspec.analyzers.draft import Draft

T = TypeVar("T")


class Scope(NamedTuple):
    start: int
    end: int
    name: str | None
    """None for anonymous functions (lambdas, arrow functions): they add nothing to a symbol."""


def _sweep(
    ranges: Sequence[tuple[int, int, T]], points: Sequence[int]
) -> Iterator[tuple[int, list[tuple[int, int, T]]]]:
    """Yield (point index, the ranges containing that point, outermost first), points in ascending order.

    Ranges must nest properly (as syntax nodes do). Runs in O((ranges + points) log). The stack
    yielded is live: read it before asking for the next point.
    """
    order = sorted(range(len(points)), key=points.__getitem__)
    rs = sorted(ranges, key=lambda r: (r[0], -r[1]))
    stack: list[tuple[int, int, T]] = []
    i = 0
    for idx in order:
        p = points[idx]
        while i < len(rs) and rs[i][0] <= p:
            while stack and stack[-1][1] <= rs[i][0]:
                stack.pop()
            stack.append(rs[i])
            i += 1
        while stack and stack[-1][1] <= p:
            stack.pop()
        # Proper nesting keeps the stack exactly the ranges around p: ended ones sit on top.
        yield idx, stack


def enclosing(ranges: Sequence[tuple[int, int, T]], points: Sequence[int]) -> list[list[T]]:
    """For each point, the payloads of the ranges containing it, outermost first."""
    out: list[list[T]] = [[] for _ in points]
    for idx, stack in _sweep(ranges, points):
        out[idx] = [r[2] for r in stack]
    return out


def innermost(ranges: Sequence[tuple[int, int, T]], points: Sequence[int]) -> list[T | None]:
    """For each point, the payload of the innermost range containing it (None outside all).

    `enclosing` without the chains: the settle steps that only need the innermost range skip
    building a list per point (deeply nested code made those lists long).
    """
    out: list[T | None] = [None] * len(points)
    for idx, stack in _sweep(ranges, points):
        if stack:
            out[idx] = stack[-1][2]
    return out


def qualify(drafts: Sequence[Draft], scopes: Sequence[Scope]) -> None:
    """Set each draft's `symbol` to its enclosing scopes joined by dots (`Cls.meth`); None at top level."""
    if not scopes:
        return
    # One node can be captured twice (`const f = () => …` as named and as anonymous): the name wins.
    named: dict[tuple[int, int], str | None] = {}
    for s in scopes:
        if named.get((s.start, s.end)) is None:
            named[(s.start, s.end)] = s.name
    chains = enclosing([(a, b, n) for (a, b), n in named.items() if n is not None], [d.order for d in drafts])
    for d, chain in zip(drafts, chains, strict=True):
        d.symbol = ".".join(chain) or None
