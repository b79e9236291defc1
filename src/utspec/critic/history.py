"""Review history that converges: where each finding stands compared with the earlier rounds.

The seed's critic never converged: a case added in answer to one round was called a duplicate in
the next, and demands reversed between rounds. Finding ids are stable (`<rule>:<target>`), so a
round can be compared with the earlier ones by id alone:

- every finding raised now and never before is `new`; one raised in the previous judged round too is `open`;
- every earlier finding not raised now is `resolved`;
- a finding raised again after a judged round without it is `reopened` when it is deterministic
  (a fact about the draft: the revision undid a fix, and it still blocks) and `flip_flop` when
  it comes from the LLM critic (its criteria moved: it no longer blocks);
- an LLM finding whose demand is the opposite of an earlier one on the same thing is `flip_flop`:
  a `remove` (duplicate or unsupported case) aimed at a case that cites what an earlier `add`
  (missing coverage, missing perspective, ...) asked for, or an `add` aimed at what an earlier
  `remove` asked to take away.

Deterministic findings are never downgraded: they are facts about the checklist, not opinions
that can drift. Everything here is a pure function of its arguments.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

from utspec.critic.llm import REPLY_INVALID, UNAVAILABLE
from utspec.messages import Catalog, Said, said
from utspec.models import (
    Finding,
    FindingSource,
    HistoryEntry,
    HistoryState,
    ReviewResult,
    RoundRecord,
    Severity,
)

Demand = Literal["add", "remove", "change"]

#: What a finding of each rule asks the designer to do. Only `add` and `remove` can contradict each
#: other; a rule missing here demands a `change`, which contradicts nothing.
DEMANDS: Mapping[str, Demand] = {
    "missing-coverage": "add",
    "key-item-not-addressed": "add",
    "design-requirement-not-covered": "add",
    "missing-boundary-values": "add",
    "duplicate-case": "remove",
    "llm-missing-perspective": "add",
    "llm-duplicate-case": "remove",
    "llm-unsupported-case": "remove",
}

_OPPOSITE: Mapping[Demand, Demand] = {"add": "remove", "remove": "add"}

#: Rules the composed critic records when the LLM critic did not give a usable judgment.
NO_JUDGMENT_RULES = frozenset({REPLY_INVALID, UNAVAILABLE})


def demand_of(finding: Finding) -> Demand:
    return DEMANDS.get(finding.rule, "change")


def target_of(finding: Finding) -> str:
    """The part of the id after the rule: what the finding is about."""
    prefix = finding.rule + ":"
    return finding.id[len(prefix) :] if finding.id.startswith(prefix) else finding.id


def llm_judged(review: ReviewResult) -> bool:
    """Whether the LLM critic gave a usable judgment in a round (it may have been skipped or rejected)."""
    return review.critic.startswith("deterministic+llm:") and not any(
        f.rule in NO_JUDGMENT_RULES for f in review.findings
    )


def track(
    rounds: Sequence[RoundRecord],
    current: Sequence[Finding],
    *,
    llm_judged_now: bool,
    case_evidence: Mapping[str, Sequence[str]] | None = None,
) -> list[HistoryEntry]:
    """Place every finding of this round and the earlier ones.

    Args:
        rounds: the earlier rounds, oldest first, as the graph keeps them.
        current: this round's findings (before any flip-flop downgrade).
        llm_judged_now: whether the LLM critic judged this round; when it did not, earlier LLM
            findings are `unchecked` rather than `resolved`.
        case_evidence: the current draft's refs per case id (with the checklist items they cite),
            so a `remove` aimed at a case can be matched with an earlier `add` for what it covers.

    Returns:
        This round's findings in their order, then earlier ones no longer raised, oldest first.
    """
    evidence = case_evidence or {}
    judged = [llm_judged(r.review) for r in rounds]
    first_round: dict[str, int] = {}
    earlier: dict[str, Finding] = {}
    for r in rounds:
        for f in r.review.findings:
            first_round.setdefault(f.id, r.round)
            earlier.setdefault(f.id, f)
    entries: list[HistoryEntry] = []
    now_ids = set()
    for f in current:
        if f.id in now_ids:
            continue
        now_ids.add(f.id)
        state, note = _state_now(f, rounds, judged, evidence)
        entries.append(_entry(f, state, first_round.get(f.id, len(rounds) + 1), note))
    for fid, f in earlier.items():
        if fid in now_ids:
            continue
        if f.source is FindingSource.LLM and not llm_judged_now:
            entries.append(_entry(f, "unchecked", first_round[fid], said("history.unchecked")))
        else:
            entries.append(_entry(f, "resolved", first_round[fid], None))
    return entries


def settle(
    findings: Sequence[Finding], entries: Sequence[HistoryEntry], language: str = "en"
) -> list[Finding]:
    """Make blocking LLM findings that flip-flop advisory, marked `downgraded="flip_flop"` (said in `language`)."""
    flip = {e.finding_id: e for e in entries if e.state == "flip_flop"}
    out: list[Finding] = []
    for f in findings:
        e = flip.get(f.id)
        if e is None or f.source is not FindingSource.LLM or f.severity is not Severity.BLOCKING:
            out.append(f)
            continue
        out.append(
            f.model_copy(
                update={
                    "severity": Severity.ADVISORY,
                    "downgraded": "flip_flop",
                    "message": Catalog(language)(
                        "llm_critic.downgraded_flip_flop", message=f.message, note=note_text(e, language)
                    ),
                }
            )
        )
    return out


def _state_now(
    f: Finding, rounds: Sequence[RoundRecord], judged: Sequence[bool], evidence: Mapping[str, Sequence[str]]
) -> tuple[HistoryState, Said | None]:
    is_llm = f.source is FindingSource.LLM
    # Only rounds that could have raised it say anything: the LLM critic is skipped in some rounds.
    relevant = [r for r, ok in zip(rounds, judged, strict=True) if ok or not is_llm]
    seen = [any(g.id == f.id for g in r.review.findings) for r in relevant]
    if is_llm and (contradicted := _contradicted(f, rounds, evidence)):
        return "flip_flop", contradicted
    if not any(seen):
        return "new", None
    if seen[-1]:
        return "open", None
    first = seen.index(True)
    gone = next(r.round for r, s in zip(relevant[first:], seen[first:], strict=True) if not s)
    return ("flip_flop" if is_llm else "reopened"), said("history.raised_again", round=gone)


def _contradicted(
    f: Finding, rounds: Sequence[RoundRecord], evidence: Mapping[str, Sequence[str]]
) -> Said | None:
    mine = demand_of(f)
    if mine not in _OPPOSITE:
        return None
    scope = _scope(f, evidence, expand_cases=mine == "remove")
    for r in rounds:
        for e in r.review.findings:
            if demand_of(e) != _OPPOSITE[mine]:
                continue
            if scope & _scope(e, evidence, expand_cases=mine == "add"):
                return said("history.contradicts", id=e.id, demand=_OPPOSITE[mine], round=r.round)
    return None


def _scope(f: Finding, evidence: Mapping[str, Sequence[str]], *, expand_cases: bool) -> set[str]:
    """What a finding is about: its target and refs, and for a case the refs it cites."""
    target = target_of(f)
    out = {target, *f.refs}
    if expand_cases:
        # Only the case the demand aims at, not cases it mentions in passing ("duplicate of TC-002").
        out.update(evidence.get(target, ()))
    return out


def _entry(f: Finding, state: HistoryState, first: int, note: Said | None) -> HistoryEntry:
    if note is None:
        return HistoryEntry(finding_id=f.id, rule=f.rule, source=f.source, state=state, first_round=first)
    return HistoryEntry(finding_id=f.id, rule=f.rule, source=f.source, state=state, first_round=first,
                        note=note.en, note_key=note.key, note_args=note.args)  # fmt: skip


def note_text(e: HistoryEntry, language: str = "en") -> str:
    """The entry's note in `language` (English `note` when it has no catalog key)."""
    return Catalog(language)(e.note_key, **e.note_args) if e.note_key else e.note
