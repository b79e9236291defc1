"""What a designer is given: the run's inputs and the checklist, nothing of the critic's internals."""

from __future__ import annotations

from dataclasses import dataclass, field

from utspec.models import ChecklistItem, KeyItem, Requirement, RoundRecord, SourceText


@dataclass(frozen=True)
class DesignInputs:
    checklist: list[ChecklistItem]
    requirements: list[Requirement]
    key_items: list[KeyItem]
    sources: list[SourceText]
    language: str = "en"
    title: str = "Unit test specification"
    history: list[RoundRecord] = field(default_factory=list)
    """Earlier review rounds, oldest first: a reviser must not undo what an earlier round asked for."""
