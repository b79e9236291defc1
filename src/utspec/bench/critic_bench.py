"""`utspec bench critic`: how often each critic catches damage, blocks good edits, and changes its mind.

Items are (project base spec × mutant); each critic reviews each item `repeats` times,
independently (no history), and once more as a chain of `rounds` review rounds carrying the
history, as the loop does. A *verdict* is "blocks" when the review has a blocking finding, else
"passes"; a mutant's expected verdict comes with the mutant (the defect operators'). Critics:

- `deterministic`: the checks alone (no model);
- `hybrid:<model>`: the checks, then the LLM critic through the model door (`review_round`, with
  the project's `critic:` settings: the LLM is asked only when nothing blocks unless
  `llm_when_blocked`), one per `--model`;
- `hybrid:noisy(p)`: the same with the seeded noisy judge (utspec.bench.noisy) as the model.

A review whose model call faulted (a timeout or dropped connection after the door's retries, a
refusal, a reply still invalid after the re-asks, or a fault that would repeat such as a bad request)
gets the verdict "faulted" with the fault's reason: it says nothing about the critic's judgment, so
it is left out of recall, false blocks, flips and agreement, and counted apart. The calls, tokens
and cost it spent before the fault (the door's records) are kept and counted.

Every figure is computed in `summarise` from the per-review records (kept in the JSON).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from utspec.bench import metrics
from utspec.bench.corpus import Base
from utspec.llm.errors import ModelFault

if TYPE_CHECKING:
    from utspec.critic.review_input import ReviewInput
    from utspec.llm import ModelDoor
    from utspec.llm.accounting import CallRecord
    from utspec.llm.transport import ModelReply, ModelRequest, Transport
    from utspec.models import ReviewResult, TestSpec


@dataclass(frozen=True)
class Mutant:
    """A draft made from a base spec by one operator, and what a good critic does with it."""

    kind: str
    label: str
    spec: TestSpec
    expected: str
    """"blocks" (a defect) or "passes" (an acceptable edit)."""
    inp: ReviewInput | None = None
    """What the critic reviews, when the mutant changed more than the spec (sources, checklist)."""


@dataclass(frozen=True)
class Item:
    project: str
    base: Base
    mutant: Mutant

    @property
    def key(self) -> str:
        return f"{self.project}:{self.mutant.kind}:{self.mutant.label}"


@dataclass
class Review:
    """One review of one item by one critic."""

    verdict: str
    findings: list[str]
    calls: int = 0
    tokens: int = 0
    cost_usd: float | None = 0.0
    latency_s: float = 0.0
    raw: list[str] = field(default_factory=list)
    """The critic model's own statuses in this review (empty when it was not asked)."""
    flip_flop_entries: int = 0
    """History entries utspec marked `flip_flop` (rounds chain only)."""
    fault: str | None = None
    """Why the model gave no usable review (verdict "faulted"): the fault kind and the door's one line."""
    fault_calls: list[dict[str, Any]] = field(default_factory=list)
    """The door's records of this review's calls when it faulted: what was sent and paid before the fault."""


class StatusTap:
    """Wraps a transport and keeps the `status` of every critic reply (the raw judge verdicts)."""

    def __init__(self, inner: Transport) -> None:
        self.inner = inner
        self.statuses: list[str] = []

    def send(self, request: ModelRequest) -> ModelReply:
        answer = self.inner.send(request)
        try:
            status = json.loads(answer.content or "").get("status")
        except (ValueError, AttributeError):
            status = None
        self.statuses.append(str(status) if status else "invalid")
        return answer


@dataclass
class Critic:
    """A named critic: `door(item, repeat)` gives the door of one review (None: deterministic)."""

    name: str
    door: Callable[[Item, int], ModelDoor | None]


FAULTED = "faulted"
#: The composed critic's findings that mean the LLM critic gave no usable review (utspec.critic.llm).
_FAULT_RULES = frozenset({"critic-reply-invalid", "critic-unavailable"})


def fault_of(result: ReviewResult, calls: Sequence[CallRecord]) -> str | None:
    """Why the LLM critic gave no usable review in `result` ("kind: the door's line"); None: it did, or was not asked.

    The kind comes from the door's record of the faulted call (the critic's finding says it in the run's language).
    """
    said = next((f.message for f in result.findings if f.rule in _FAULT_RULES), None)
    if said is None:
        return None
    faulted = [c for c in calls if c.fault is not None]
    return f"{faulted[-1].fault}: {faulted[-1].error}" if faulted else f"other: {said}"


def verdict_of(result: ReviewResult, base: Base) -> str:
    """ "blocks" when the review has a blocking finding or a question the base's own review did not ask.

    As the defect corpus scores it: a defect must make the review block or ask a person; an
    acceptable edit must do neither. Questions the base already raised (its open literals) are not the mutant's.
    """
    new_questions = {q.id for q in result.questions} - base.questions
    return "blocks" if result.blocking or new_questions else "passes"


_TAPS: WeakKeyDictionary[ModelDoor, StatusTap] = WeakKeyDictionary()


def _tap(door: ModelDoor) -> StatusTap:
    """The door's status tap, put around its transport once (a model critic's one door serves every review)."""
    if door not in _TAPS:

        def wrap(inner: Transport) -> Transport:
            _TAPS[door] = StatusTap(inner)
            return _TAPS[door]

        door.wrap_transport(wrap)
    return _TAPS[door]


def review_once(critic: Critic, item: Item, repeat: int,
                history: list[Any] | None = None) -> tuple[Review, ReviewResult | None]:  # fmt: skip
    """Review `item` once; returns the record and the ReviewResult (for a rounds chain; None when a fault ended it)."""
    from functools import partial

    from utspec.critic.compose import review_round
    from utspec.critic.deterministic import review as deterministic_review

    base = item.base
    inp = replace(item.mutant.inp or base.inp, spec=item.mutant.spec, history=list(history or []))
    door = critic.door(item, repeat)
    tap = None
    before = None
    seen = 0
    if door is not None:
        tap = _tap(door)
        seen = len(tap.statuses)
        before = door.totals()
    t0 = time.perf_counter()
    result: ReviewResult | None = None
    fault: str | None = None
    try:
        result = review_round(inp, door=door, settings=base.critic_settings, language=base.language,
                              deterministic=partial(deterministic_review, rules=base.rules))  # fmt: skip
        fault = fault_of(
            result, door.records[before.calls :] if door is not None and before is not None else ()
        )
    except ModelFault as exc:
        # A fault the critic does not absorb (bad request, auth, ...): this review is faulted, the bench goes on.
        fault = f"{exc.kind}: {exc.message}"
    wall = time.perf_counter() - t0
    if fault is not None:
        rec = Review(
            FAULTED, sorted(f.id for f in result.findings) if result else [], latency_s=wall, fault=fault
        )
    else:
        assert result is not None
        rec = Review(verdict_of(result, base), sorted(f.id for f in result.findings), latency_s=wall)
    if door is not None and before is not None:
        after = door.totals()
        rec.calls = after.calls - before.calls
        rec.tokens = after.total_tokens - before.total_tokens
        rec.cost_usd = None if after.cost_usd is None else after.cost_usd - (before.cost_usd or 0.0)
        rec.raw = list(tap.statuses[seen:]) if tap is not None else []
        if fault is not None:
            rec.fault_calls = [r.model_dump(mode="json") for r in door.records[before.calls :]]
    if result is not None:
        rec.flip_flop_entries = sum(h.state == "flip_flop" for h in result.history)
    return rec, result


def run_bench(items: list[Item], critics: list[Critic], *, repeats: int, rounds: int,
              progress: Callable[[str], None] = lambda _: None) -> dict[str, Any]:  # fmt: skip
    """Every critic × item × repeat (independent), and a rounds chain per critic × item; raw records."""
    from utspec.models import RoundRecord

    out: dict[str, Any] = {}
    for critic in critics:
        per_item: dict[str, dict[str, Any]] = {}
        for n, item in enumerate(items, 1):
            reps = [review_once(critic, item, r)[0] for r in range(repeats)]
            chain: list[Review] = []
            history: list[RoundRecord] = []
            for k in range(rounds):
                rec, result = review_once(critic, item, repeats + k, history)
                chain.append(rec)
                if result is None:
                    continue  # a faulted round leaves no review for the next round's history
                history.append(
                    RoundRecord(
                        round=k + 1, revision_count=k, cases=len(item.mutant.spec.cases), review=result
                    )
                )
            per_item[item.key] = {
                "project": item.project, "kind": item.mutant.kind, "label": item.mutant.label,
                "expected": item.mutant.expected, "repeats": [r.__dict__ for r in reps],
                "rounds": [r.__dict__ for r in chain],
            }  # fmt: skip
            faulted = sum(r.verdict == FAULTED for r in reps + chain)
            progress(
                f"{critic.name}: {n}/{len(items)} {item.key}" + (f" ({faulted} faulted)" if faulted else "")
            )
        out[critic.name] = per_item
    return out


def _sum(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return sum(known) if known else None


def _judged(reviews: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The reviews that gave a verdict (not faulted)."""
    return [r for r in reviews if r["verdict"] != FAULTED]


def _fleiss(verdicts: list[list[str]]) -> float | None:
    # Fleiss' κ needs as many ratings per item: the items none of whose repeats faulted.
    full = [v for v in verdicts if v and len(v) == max(len(x) for x in verdicts)]
    return metrics.fleiss_kappa(full) if full and len(full[0]) > 1 else None


def _faults(reviews: list[dict[str, Any]]) -> dict[str, int]:
    """Faulted reviews counted by reason (the fault kind, before the door's message)."""
    counts: dict[str, int] = {}
    for r in reviews:
        if r["verdict"] == FAULTED:
            reason = str(r.get("fault") or "?").split(":", 1)[0]
            counts[reason] = counts.get(reason, 0) + 1
    return dict(sorted(counts.items()))


def summarise(records: dict[str, Any]) -> dict[str, Any]:
    """The report's figures from `run_bench`'s records (see the module doc and utspec.bench.metrics)."""
    critics: dict[str, Any] = {}
    majorities: dict[str, dict[str, str]] = {}
    for name, per_item in records.items():
        items = list(per_item.values())
        verdicts = [[r["verdict"] for r in _judged(it["repeats"])] for it in items]
        kinds = sorted({it["kind"] for it in items})
        recall: dict[str, float] = {}
        flips_by_kind: dict[str, float] = {}
        for kind in kinds:
            of_kind = [it for it in items if it["kind"] == kind]
            v = [[r["verdict"] for r in _judged(it["repeats"])] for it in of_kind]
            flips_by_kind[kind] = metrics.pairwise_flip_rate(v)
            flat = [x for vs in v for x in vs]
            if of_kind[0]["expected"] == "blocks" and flat:
                recall[kind] = sum(x == "blocks" for x in flat) / len(flat)
        defects = [r["verdict"] for it in items if it["expected"] == "blocks" for r in _judged(it["repeats"])]
        goods = [r["verdict"] for it in items if it["expected"] == "passes" for r in _judged(it["repeats"])]
        reviews = [r for it in items for r in it["repeats"]]
        # What was spent: the repeats and the rounds chains alike, faulted reviews included.
        spent = reviews + [r for it in items for r in it["rounds"]]
        raw = [[s for r in it["repeats"] for s in r["raw"][:1]] for it in items]
        raw_items = [s for s in raw if len(s) == len(items[0]["repeats"]) and len(s) > 1]
        chains = [_judged(it["rounds"]) for it in items]
        n_spent = len(spent) or 1
        cost = _sum([r["cost_usd"] for r in spent])
        critics[name] = {
            "items": len(items), "reviews": len(reviews),
            "faulted": sum(r["verdict"] == FAULTED for r in reviews),
            "faulted_rounds": sum(r["verdict"] == FAULTED for it in items for r in it["rounds"]),
            "faults": _faults(spent),
            "recall": recall,
            "recall_overall": sum(x == "blocks" for x in defects) / len(defects) if defects else None,
            "false_block_rate": sum(x == "blocks" for x in goods) / len(goods) if goods else None,
            "flip_rate_pairwise": metrics.pairwise_flip_rate(verdicts),
            "items_flipped": metrics.items_flipped([v for v in verdicts if v]),
            "flip_rate_by_kind": flips_by_kind,
            "fleiss_kappa": _fleiss(verdicts),
            "finding_jaccard": metrics.mean_jaccard([[set(r["findings"]) for r in _judged(it["repeats"])] for it in items]),
            "rounds": {
                "finding_flip_flops": sum(metrics.flip_flops([set(r["findings"]) for r in ch]) for ch in chains),
                "verdict_changes": sum(a["verdict"] != b["verdict"] for ch in chains for a, b in zip(ch, ch[1:])),
                "marked_flip_flop": sum(ch[-1]["flip_flop_entries"] for ch in chains if ch),
            },
            "raw_judge": {
                "asked_reviews": sum(bool(r["raw"]) for r in reviews),
                "items_asked_every_repeat": len(raw_items),
                "flip_rate_pairwise": metrics.pairwise_flip_rate(
                    [["blocks" if s != "APPROVED" else "passes" for s in it] for it in raw_items]
                ),
                "utspec_flip_rate_same_items": metrics.pairwise_flip_rate(
                    [[r["verdict"] for r in _judged(it["repeats"])] for it, s in zip(items, raw) if s in raw_items]
                ),
            },
            "calls": sum(r["calls"] for r in spent), "tokens": sum(r["tokens"] for r in spent),
            "cost_usd": cost, "cost_per_review_usd": None if cost is None else cost / n_spent,
            "latency_s": sum(r["latency_s"] for r in spent),
            "latency_per_review_s": sum(r["latency_s"] for r in spent) / n_spent,
        }  # fmt: skip
        majorities[name] = {key: metrics.majority(v) for key, v in zip(per_item, verdicts) if v}
    names = list(records)
    cohen = {}
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            # Over the items both critics gave a verdict on (an item whose every review faulted has none).
            both = [k for k in majorities[a] if k in majorities[b]]
            cohen[f"{a} vs {b}"] = metrics.cohen_kappa(
                [majorities[a][k] for k in both], [majorities[b][k] for k in both]
            )
    return {"critics": critics, "cohen_kappa": cohen}
