"""Link a text to the one unit it is about, on shared specific anchors weighted by rarity.

Weights follow the run's inputs: an anchor found in many units (the function's name, `email` in an
email service) says little; one found in one unit says much. A link needs a specific anchor in
common (not only plain words unless they are rare), a score above a floor, and a clear lead over
the next unit of another group: a tie or a weak match makes no link, and the caller decides what
to ask.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from utspec.anchoring.extract import Anchor, anchors, normalise

#: How much one anchor of each kind counts before rarity.
KIND_WEIGHT: dict[str, float] = {
    "exception": 2.0, "message": 3.0, "ident": 2.0, "number": 1.5, "word": 1.0, "outcome": 3.0,
}  # fmt: skip
#: 0, 1 and -1 are in every boundary: they count like a plain word and never alone make a link.
COMMON_NUMBERS = frozenset({"0", "1", "-1"})

#: The least score that makes a link, and the share of the best score the runner-up must stay under.
MIN_SCORE = 2.5
LEAD = 0.8
#: ... unless the best leads by at least this much: many shared common anchors make ratios close.
MARGIN = 2.0
#: A plain word shared by at most this many units is specific enough to link on.
SPECIFIC_DF = 3
#: What an anchor found only in a unit's context (function, comments) counts, against its own words.
CONTEXT_WEIGHT = 0.5


@dataclass(frozen=True)
class Unit:
    """A place a text can be linked to: a case, a design statement, a line of code."""

    ref: str
    text: str
    group: str = ""
    """Units of one group are interchangeable (a boundary's on and off cases): a tie inside a group is no tie."""
    anchors: frozenset[Anchor] = field(default=frozenset(), compare=False)
    rank: int = 0
    """Among equal scores in one group the higher rank wins (the case that cites more of the code)."""
    context: frozenset[Anchor] = field(default=frozenset(), compare=False)
    """Anchors of what surrounds the unit (its function's name and docstring, comments beside the code):
    they count `CONTEXT_WEIGHT` of their weight, so they choose between functions more than between cases."""

    @staticmethod
    def of(
        ref: str, text: str, group: str = "", rank: int = 0, extra: frozenset[Anchor] = frozenset(), context: str = ""
    ) -> Unit:
        own = anchors(text) | extra
        return Unit(ref, text, group or ref, own, rank, anchors(context) - own if context else frozenset())


@dataclass(frozen=True)
class Link:
    unit: Unit | None
    score: float
    shared: frozenset[Anchor]
    reason: str
    """Why a link was made or refused: "linked", "no anchor", "weak", "tie"."""

    @property
    def found(self) -> bool:
        return self.unit is not None


class Index:
    """Rarity of anchors over a set of units (document frequency)."""

    def __init__(self, units: Sequence[Unit]) -> None:
        self.units = list(units)
        self.df: Counter[Anchor] = Counter()
        #: Rarity among the units' own words (what each unit is about) ...
        for u in self.units:
            self.df.update(u.anchors)
        #: ... and among their own words and context together, for anchors found only in a context.
        self.df_around: Counter[Anchor] = Counter()
        for u in self.units:
            self.df_around.update(u.anchors | u.context)
        self._texts = {u.ref: normalise(u.text) for u in self.units}

    def weight(self, a: Anchor, *, around: bool = False) -> float:
        n = max(len(self.units), 1)
        kind = "word" if a.kind == "number" and a.key in COMMON_NUMBERS else a.kind
        df = (self.df_around if around else self.df).get(a, 0)
        return KIND_WEIGHT[kind] * math.log(1 + n / max(df, 1))

    def score(self, query: frozenset[Anchor], query_text: str, unit: Unit) -> tuple[float, frozenset[Anchor]]:
        """The unit's score for a query (own anchors in full, context anchors at `CONTEXT_WEIGHT`) and what is shared."""
        own, shared = self.own_score(query, query_text, unit)
        around = (query & unit.context) - shared
        total = own + CONTEXT_WEIGHT * sum(self.weight(a, around=True) for a in around)
        return total, frozenset(shared | around)

    def own_score(self, query: frozenset[Anchor], query_text: str, unit: Unit) -> tuple[float, frozenset[Anchor]]:
        """The score on the unit's own anchors only: what a link must rest on (context only chooses)."""
        shared = set(query & unit.anchors)
        # A message quoted on one side is often unquoted on the other: "email is required" in a key item.
        q = normalise(query_text)
        for a in unit.anchors:
            if a.kind == "message" and _quoted_in(a.key, q):
                shared.add(a)
        text = self._texts[unit.ref]
        for a in query:
            if a.kind == "message" and len(a.key) >= 4 and a.key in text:
                shared.add(a)
        return sum(self.weight(a) for a in shared), frozenset(shared)


#: printf, format and template placeholders: "width is %d" is "width is 5" once formatted.
_PLACEHOLDER = re.compile(r"%[-+ #0-9.]*[a-zA-Z]|\{[^{}]*\}|\$\{[^{}]*\}")


def _quoted_in(message: str, text: str) -> bool:
    """Whether a message from code (placeholders and all) is quoted in a text."""
    if len(message) < 4:
        return False
    if message in text:
        return True
    chunks = [c.strip() for c in _PLACEHOLDER.split(message)]
    chunks = [c for c in chunks if c]
    if len(chunks) == len([message]) and chunks[0] == message.strip() or sum(map(len, chunks)) < 8:
        return False
    return all(c in text for c in chunks)


def _specific(shared: frozenset[Anchor], index: Index) -> bool:
    """At least one shared anchor that is more than a common word."""
    return any(
        a.kind not in ("word", "number") or a.kind == "number" and a.key not in COMMON_NUMBERS
        or index.df.get(a, 0) <= SPECIFIC_DF
        for a in shared
    )


def link(
    text: str,
    index: Index,
    *,
    extra: frozenset[Anchor] = frozenset(),
    min_score: float = MIN_SCORE,
    lead: float = LEAD,
    margin: float = MARGIN,
) -> Link:
    """The unit `text` is about, or no unit (with the reason) when nothing specific, a weak match or a tie.

    `extra` adds anchors the caller knows the text has (an outcome read from its wording).
    """
    query = anchors(text) | extra
    if not query:
        return Link(None, 0.0, frozenset(), "no anchor")
    scored = []
    for unit in index.units:
        s, shared = index.score(query, text, unit)
        if s > 0:
            scored.append((s, unit, shared))
    if not scored:
        return Link(None, 0.0, frozenset(), "no anchor")
    scored.sort(key=lambda t: (-t[0], -t[1].rank))  # stable: then the first unit wins among equals
    best_score, best, shared = scored[0]
    own, own_shared = index.own_score(query, text, best)
    if own < min_score or not _specific(own_shared, index):
        return Link(None, best_score, shared, "weak")
    rival = next((s for s, u, _ in scored[1:] if u.group != best.group), 0.0)
    if rival >= lead * best_score and best_score - rival < margin:
        return Link(None, best_score, shared, "tie")
    return Link(best, best_score, shared, "linked")
