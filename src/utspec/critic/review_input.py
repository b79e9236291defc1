"""What every check reads. Built once per review; checks are pure functions of it."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from utspec.evidence import EvidenceIndex
from utspec.models import Answer, ChecklistItem, KeyItem, Requirement, RoundRecord, SourceText, TestSpec
from utspec.terms import Unit, anchor_units


@dataclass(frozen=True)
class ReviewInput:
    spec: TestSpec
    checklist: list[ChecklistItem]
    requirements: list[Requirement]
    key_items: list[KeyItem]
    sources: list[SourceText]
    history: list[RoundRecord] = field(default_factory=list)
    language: str = "en"
    """The language the spec is written in: questions the checks raise use its message catalog."""
    answers: list[Answer] = field(default_factory=list)
    """A person's answers (`ANS-n`): what they explain or settle is no longer asked."""
    citable: list[ChecklistItem] | None = None
    """Every item a ref may cite when `checklist` is scoped to a diff (None: the checklist itself)."""

    @cached_property
    def index(self) -> EvidenceIndex:
        items = self.checklist if self.citable is None else self.citable
        return EvidenceIndex.build(items, self.requirements, self.key_items, self.sources, self.answers)

    @cached_property
    def cited(self) -> set[str]:
        """Checklist item ids cited by any case (directly or through a bare `path:line`)."""
        out: set[str] = set()
        for c in self.spec.cases:
            out |= self.index.cited_items(c.evidence)
        return out

    @cached_property
    def design_units(self) -> list[Unit]:
        return [
            Unit(r.id, f"{r.section or ''} :: {r.text}") for r in self.requirements if r.kind != "heading"
        ]

    @cached_property
    def anchor_units(self) -> list[Unit]:
        """Design statements and non-blank source lines: where a key item can find its footing."""
        return anchor_units(self.requirements, self.sources)
