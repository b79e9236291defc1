"""The loop's state. Nodes return partial updates; list fields marked `add` accumulate."""

from __future__ import annotations

import operator
from typing import Annotated, Literal, TypedDict

from pydantic import BaseModel, ConfigDict, Field

from utspec.config import LoadedConfig
from utspec.inputs.context import Context
from utspec.llm.accounting import CallRecord
from utspec.llm.errors import FaultKind
from utspec.models import (
    Answer,
    ChecklistItem,
    Notice,
    OpenQuestion,
    ReviewResult,
    RoundRecord,
    Status,
    TestSpec,
)


class Fault(BaseModel):
    """A model call that ended the loop: the budget ran out, or the door gave up on a call."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["budget_exhausted"] | FaultKind = Field(
        description="`budget_exhausted` or the door's fault kind."
    )
    node: str = Field(description="The node whose model call failed.")
    message: str = Field(description="One line: what failed and why.")


class State(TypedDict, total=False):
    config: LoadedConfig
    """The validated config with globs expanded (input of the run)."""
    max_revisions: int
    """Revisions allowed before a human is asked (from `loop.max_revisions`)."""
    context: Context
    """Design requirements (DR-n), key items (KT-n) and decoded sources, from load_context."""
    checklist: list[ChecklistItem]
    """Coverage checklist from analyze_code, already scoped to the diff when one is configured."""
    notices: Annotated[list[Notice], operator.add]
    """Non-fatal remarks about the inputs (skipped files, parse warnings), in the order found."""
    draft: TestSpec
    """The current spec: the designer's draft, replaced by each revision."""
    review: ReviewResult
    """The latest review of `draft`."""
    revision_count: int
    """Revisions made so far (0 before the first revision)."""
    rounds: Annotated[list[RoundRecord], operator.add]
    """One record per review, oldest first: the review history both designer and critic see."""
    path: Annotated[list[str], operator.add]
    """Node names in the order they ran, for the execution trace."""
    questions: list[OpenQuestion]
    """Questions for a person, set by human_clarification_required."""
    status: Status
    """The run's final status, set by finalize."""
    reviewed: TestSpec
    """The last draft a review completed on: what the artifacts hold when a later model call fails."""
    fault: Fault
    """Set when a model call failed or the budget ran out; the routers then send the run to a human."""
    answers: list[Answer]
    """A person's answers (`ANS-n`), oldest first: kept answers at the start, then each `utspec answer`."""
    llm_calls: Annotated[list[CallRecord], operator.add]
    """Model calls of the nodes that finished, oldest first, over every process of the run (graph.ledger)."""
    llm_elapsed_s: float
    """Seconds the run's doors have been open so far (the budget's deadline counts them; a pause for answers does not)."""
