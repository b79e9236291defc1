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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from utspec.anchoring.extract import Anchor, anchors, normalise

#: How much one anchor of each kind counts before rarity.
KIND_WEIGHT: dict[str, float] = {
    "exception": 2.0, "message": 3.0, "ident": 2.0, "number": 1.5, "word": 1.0, "outcome": 2.0,
    "subject_value": 2.0,
}  # fmt: skip
#: 0, 1 and -1 are in every boundary: they count like a plain word and never alone make a link.
COMMON_NUMBERS = frozenset({"0", "1", "-1"})

#: The least score that makes a link, and the share of the best score the runner-up must stay under.
MIN_SCORE = 2.5
LEAD = 0.8
#: ... unless the best leads by at least this much: many shared common anchors make ratios close.
MARGIN = 2.0
#: A text that fits this many groups alike (or more) is too vague to go on all of them.
MAX_ALSO = 3
#: Anchor kinds that name one thing of the code: a text sharing one with several units names it in each.
_NAMING = frozenset({"ident", "message", "exception"})
#: A plain word shared by at most this many units is specific enough to link on.
SPECIFIC_DF = 3
#: What an anchor found only in a unit's context (function, comments) counts, against its own words.
CONTEXT_WEIGHT = 0.5
#: What an anchor found only in what a unit leads to (an effect) counts, against what it tests.
MINOR_WEIGHT = 0.6


def exact_sum(weights: Iterable[float]) -> float:
    """The sum of weights read from a set, the same in every run.

    A set of anchors iterates in an order that depends on the process's hash seed; a plain `sum` rounds
    differently in each order, so two units with the same evidence could score a hair apart and a tie
    (no link) became a link in one run out of ten (bytes-js, seed 22). `math.fsum` is exact.

    >>> exact_sum([0.1] * 10) == 1.0
    True
    """
    return math.fsum(weights)


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

    minor: frozenset[Anchor] = field(default=frozenset(), compare=False)
    """Anchors of what the unit leads to rather than what it tests (a branch's effect: `fee += 500`):
    they count `MINOR_WEIGHT` of their weight, and a link may rest on them."""

    @staticmethod
    def of(
        ref: str,
        text: str,
        group: str = "",
        rank: int = 0,
        extra: frozenset[Anchor] = frozenset(),
        context: str = "",
        minor: str = "",
        minor_extra: frozenset[Anchor] = frozenset(),
    ) -> Unit:
        own = anchors(text) | extra
        lesser = ((anchors(minor) if minor else frozenset()) | minor_extra) - own
        around = anchors(context) - own - lesser if context else frozenset()
        # The text keeps the minor part: a message is looked for in it as written (`_quoted_in`).
        return Unit(ref, f"{text} {minor}" if minor else text, group or ref, own, rank, around, lesser)


@dataclass(frozen=True)
class Link:
    unit: Unit | None
    score: float
    shared: frozenset[Anchor]
    reason: str
    """Why a link was made or refused: "linked", "no anchor", "weak", "tie"."""
    also: tuple[Unit, ...] = ()
    """Units of other groups the text fits exactly as well, on the same anchors (see `link`); on a
    tie, the tied units themselves (the best first), none of them linked."""
    runner_up: float = 0.0
    """The best score of a unit of another group, the `also` units left out: the margin a link won by."""
    top_weight: float = 0.0
    """The weight of the rarest anchor the linked unit shares in its own words (how specific the link is)."""
    basis: frozenset[str] = frozenset()
    """The kinds of anchor the link rests on (its own shared anchors; `rare word` for a word in few units,
    `common` for 0, 1, -1 and frequent words)."""

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
        #: ... and among what the units test or lead to, context left out: how specific a word is.
        self.df_said: Counter[Anchor] = Counter()
        for u in self.units:
            self.df_around.update(u.anchors | u.minor | u.context)
            self.df_said.update(u.anchors | u.minor)
        self._texts = {u.ref: normalise(u.text) for u in self.units}

    def weight(self, a: Anchor, *, around: bool = False) -> float:
        n = max(len(self.units), 1)
        kind = "word" if a.kind == "number" and a.key in COMMON_NUMBERS else a.kind
        df = (self.df_around if around else self.df).get(a, 0)
        return KIND_WEIGHT[kind] * math.log(1 + n / max(df, 1))

    def score(self, query: frozenset[Anchor], query_text: str, unit: Unit) -> tuple[float, frozenset[Anchor]]:
        """The unit's score for a query (own anchors in full, context anchors at `CONTEXT_WEIGHT`) and what is shared."""
        own, shared = self.own_score(query, query_text, unit)
        around = (query & unit.context) - shared - unit.minor
        total = own + CONTEXT_WEIGHT * exact_sum(self.weight(a, around=True) for a in around)
        return total, frozenset(shared | around)

    def own_score(
        self, query: frozenset[Anchor], query_text: str, unit: Unit
    ) -> tuple[float, frozenset[Anchor]]:
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
        lesser = (query & unit.minor) - shared
        total = exact_sum(self.weight(a) for a in shared) + MINOR_WEIGHT * exact_sum(
            self.weight(a, around=True) for a in lesser
        )
        return total, frozenset(shared | lesser)


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
    """At least one shared anchor that is more than a common word (0, 1 and -1 never are, however rare)."""
    return any(
        a.kind not in ("word", "number")
        or a.kind == "number"
        and a.key not in COMMON_NUMBERS
        or a.kind == "word"
        and index.df_said.get(a, 0) <= SPECIFIC_DF
        for a in shared
    )


def _dominant(
    scored: list[tuple[float, Unit, frozenset[Anchor]]], lead: float, margin: float
) -> tuple[float, Unit, frozenset[Anchor]]:
    """The best scored unit, or among those close to it the one that shares all the others share and more.

    "One reservation of up to 500 units succeeds": the 500 case shares 500 and (as a lesser anchor)
    the success, the normal path only the success; the first has all the evidence of the second.
    """
    top = scored[0][0]
    window = [t for t in scored if t[0] >= lead * top and top - t[0] < margin]
    for t in window:
        others = [o for o in window if o[1].group != t[1].group]
        if others and all(o[2] <= t[2] and _telling(t[2] - o[2]) for o in others):
            return t
    return scored[0]


def _telling(extra: frozenset[Anchor]) -> bool:
    """Anchors that tell one unit from another: a value, a name, a message; not 0, 1 or a plain word."""
    return any(
        a.kind not in ("word", "number") or a.kind == "number" and a.key not in COMMON_NUMBERS for a in extra
    )


def link(
    text: str,
    index: Index,
    *,
    extra: frozenset[Anchor] = frozenset(),
    min_score: float = MIN_SCORE,
    lead: float = LEAD,
    margin: float = MARGIN,
    must_share: frozenset[Anchor] = frozenset(),
) -> Link:
    """The unit `text` is about, or no unit (with the reason) when nothing specific, a weak match or a tie.

    `extra` adds anchors the caller knows the text has (an outcome read from its wording).
    `must_share`: when given, only a unit sharing one of these (in its own anchors) can be linked;
    the caller passes the identifiers the text names that exist in the code (`hira2kata` names a
    function: a case in another function is not about it, whatever words they share).
    """
    query = anchors(text) | extra
    if not query:
        return Link(None, 0.0, frozenset(), "no anchor")
    scored = []
    for unit in index.units:
        if must_share and not (must_share & unit.anchors):
            continue
        s, shared = index.score(query, text, unit)
        if s > 0:
            scored.append((s, unit, shared))
    if not scored:
        return Link(None, 0.0, frozenset(), "no anchor")
    scored.sort(key=lambda t: (-t[0], -t[1].rank))  # stable: then the first unit wins among equals
    best_score, best, shared = _dominant(scored, lead, margin)
    own, own_shared = index.own_score(query, text, best)
    if own < min_score or not _specific(own_shared, index):
        return Link(None, best_score, shared, "weak")
    close: dict[str, tuple[Unit, frozenset[Anchor]]] = {}
    for s, u, sh in scored[1:]:
        if u.group == best.group or u.group in close or s < lead * best_score or best_score - s >= margin:
            continue
        if sh < shared:
            # Every anchor it shares, the best shares too, and more: a runner-up on a subset of the
            # evidence is no rival (the other function's normal path matches "member" and "succeeds",
            # the registration's matches "registers" as well).
            continue
        close[u.group] = (u, sh)
    also_groups = {best.group}
    if not close:
        return Link(
            best,
            best_score,
            shared,
            "linked",
            (),
            _runner_up(scored, also_groups, shared),
            _top(own_shared, index),
            _basis(own_shared, index),
        )
    # The text names the same things in each of them (`allow_unicode`, tested on three lines of one
    # function): it is about each alike, so it goes on each. Otherwise it is a tie and nothing is linked.
    same = all(
        sh == shared and s == best_score
        for s, u, sh in scored[1:]
        if u.group in close and close[u.group][0] is u
    )
    groups = {best.group, *close}
    # ... and only when these are all the units that name it: a name found elsewhere too (`offset`
    # in every guard of a function) does not say which of its places the text is about.
    named = [a for a in own_shared if a.kind in _NAMING]
    every = any({u.group for u in index.units if a in u.anchors} <= groups for a in named)
    if same and every and len(close) < MAX_ALSO:
        also_groups |= set(close)
        return Link(best, best_score, shared, "linked", tuple(u for u, _ in close.values()),
                    _runner_up(scored, also_groups, shared), _top(own_shared, index), _basis(own_shared, index))  # fmt: skip
    # No link, but the rivals are named: a caller that knows more (every rival raises the exception
    # the text says is thrown) may still decide.
    return Link(None, best_score, shared, "tie", (best, *(u for u, _ in close.values())))


def _runner_up(
    scored: list[tuple[float, Unit, frozenset[Anchor]]], groups: set[str], shared: frozenset[Anchor]
) -> float:
    """The best score of a rival outside the linked groups: a unit sharing only part of what the linked one shares
    is no rival (as in `link`); 0 when there is none."""
    return max((s for s, u, sh in scored if u.group not in groups and not sh < shared), default=0.0)


def _top(shared: frozenset[Anchor], index: Index) -> float:
    """The weight of the rarest shared anchor."""
    return max((index.weight(a) for a in shared), default=0.0)


def _basis(shared: frozenset[Anchor], index: Index) -> frozenset[str]:
    """The kinds of the shared anchors, a word counted as `rare word` only when few units say it."""
    out = set()
    for a in shared:
        if (
            a.kind == "number"
            and a.key in COMMON_NUMBERS
            or a.kind == "word"
            and index.df_said.get(a, 0) > SPECIFIC_DF
        ):
            out.add("common")
        elif a.kind == "word":
            out.add("rare word")
        else:
            out.add(a.kind)
    return frozenset(out)
