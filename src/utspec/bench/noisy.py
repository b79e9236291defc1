"""A seeded noisy judge: the project's scripted fake transport answering as an unreliable LLM critic.

It measures the damping of utspec's design without a big model: the judge's own verdict is the
item's expected one ("blocks" → NEEDS_REVISION with a blocking finding, "passes" → APPROVED),
flipped with probability `flip_p` on every reply. A justified blocking finding (the item has a
defect) cites real evidence; a flipped one (a block the item does not deserve) cites *real*
evidence (a design statement or checklist item of the item's inputs, as a judge that misreads a
real requirement does) with probability `real_evidence_p`, else *random* evidence (refs that
resolve to nothing, as a judge that makes a citation up does). The bench compares the judge's raw flip rate
(its statuses across repeats) with utspec's verdict flip rate (after the deterministic checks
and the evidence guardrails).

>>> judge = NoisyJudge(expected="passes", flip_p=0.0, real_refs=["DR-1"], case_ids=["TC-001"], seed=1)
>>> judge.reply_for(0)["status"]
'APPROVED'
>>> NoisyJudge(expected="passes", flip_p=1.0, real_refs=["DR-1"], case_ids=["TC-001"], seed=1).reply_for(0)["status"]
'NEEDS_REVISION'
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from utspec.llm.fake import ScriptedTransport, reply
from utspec.llm.transport import ModelReply, ModelRequest

#: What a made-up citation looks like: plausible forms that resolve to nothing in any input.
_RANDOM_REFS = ("DR-{n}", "KT-{n}", "src/missing_{n}.py:{n}", "input/source/nowhere.py:{n}:branch")


@dataclass
class NoisyJudge:
    """A critic model whose verdict flips at random; `transport()` is what a `ModelDoor` sends to.

    Args:
        expected: the item's true verdict ("blocks" / "passes"), the judge's opinion before noise.
        flip_p: probability that a reply's status is the opposite of `expected`.
        real_refs: evidence ids that resolve in the item's inputs (DR-n, checklist item ids).
        case_ids: the draft's case ids (a finding's target).
        real_evidence_p: probability that a blocking finding cites real evidence.
        seed: the judge's random stream (one per item and repeat, so runs are reproducible).
    """

    expected: str
    flip_p: float
    real_refs: list[str]
    case_ids: list[str]
    real_evidence_p: float = 0.5
    seed: int = 0
    statuses: list[str] = field(default_factory=list)
    """The status of every reply so far (the raw verdicts)."""
    flipped: list[bool] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def reply_for(self, _n: int) -> dict[str, Any]:
        flip = self._rng.random() < self.flip_p
        blocks = (self.expected == "blocks") != flip
        self.flipped.append(flip)
        if not blocks:
            self.statuses.append("APPROVED")
            return {"status": "APPROVED", "rationale": "Nothing to add.", "findings": [], "questions": []}
        justified = self.expected == "blocks"
        real = bool(self.real_refs) and (justified or self._rng.random() < self.real_evidence_p)
        if real:
            refs = [self._rng.choice(self.real_refs)]
            target = self._rng.choice(self.case_ids) if self.case_ids else refs[0]
        else:
            n = self._rng.randint(900, 999)
            refs = [self._rng.choice(_RANDOM_REFS).format(n=n)]
            target = f"TC-{n}"
        self.statuses.append("NEEDS_REVISION")
        finding = {"rule": "missing-perspective", "target": target, "severity": "blocking",
                   "message": "A behaviour this cites is not tested.", "refs": refs}  # fmt: skip
        return {
            "status": "NEEDS_REVISION",
            "rationale": "A behaviour is not tested.",
            "findings": [finding],
            "questions": [],
        }

    def _send(self, request: ModelRequest) -> ModelReply:
        return reply(self.reply_for(len(self.statuses)), prompt_tokens=1500, completion_tokens=120)

    def transport(self) -> ScriptedTransport:
        """The project's scripted fake, answering every request with this judge's next reply."""
        return ScriptedTransport([], then=self._send)
