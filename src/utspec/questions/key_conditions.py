"""The code's guarded conditions as places a key item (or a design statement) is linked to and evaluated against,
built once per review (`utspec.questions.key_items`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from utspec.analyzers.effects import item_effects
from utspec.anchoring import Index, Unit
from utspec.models import ChecklistItem, Kind, Requirement, SourceText
from utspec.questions.code_values import sets
from utspec.questions.exception_types import parents
from utspec.questions.flow import Context
from utspec.questions.go_errors import as_raise
from utspec.questions.returned_constant import resolved_names
from utspec.questions.sql_columns import Column, columns
from utspec.questions.sql_filters import Filter, code_meanings, filters


def _condition_units(checklist: Sequence[ChecklistItem]) -> list[Unit]:
    """Conditions that guard an outcome, described by their condition and function only (not the outcome)."""
    out = []
    for it in checklist:
        if it.kind in (Kind.BRANCH, Kind.BOUNDARY) and it.effect:
            out.append(Unit.of(it.id, f"`{it.text}` {it.symbol or ''}", group=f"{it.file}:{it.line}"))
    return out


@dataclass(frozen=True)
class Conditions:
    """The code's guarded conditions as places to link to, built once per review."""

    items: dict[str, ChecklistItem]
    index: Index
    raised: frozenset[str]
    """Every exception type the code raises anywhere, lower case."""
    sources: tuple[SourceText, ...] = ()
    """The source texts, when a key item's claim may be evaluated through the code (`evaluated`); design
    statements are not evaluated (their outcome words are prose, not a test's expectation)."""
    context: Context | None = None
    columns: tuple[Column, ...] = ()
    """SQL output columns whose values their expression decides (`utspec.questions.sql_columns`)."""
    filters: tuple[Filter, ...] = ()
    """The top-level parts of SQL views' WHERE clauses (`utspec.questions.sql_filters`)."""
    codes: dict[str, dict[str, str]] = field(default_factory=dict)
    """The design's code tables: header -> code -> meaning (`sql_filters.code_meanings`)."""
    classes: dict[str, str | None] = field(default_factory=dict)
    """Exception class -> its superclass, lower case (`utspec.questions.exception_types`)."""
    names: dict[str, str] = field(default_factory=dict)
    """Constants and fields -> the literal each stands for (`utspec.questions.returned_constant`)."""
    statements: tuple[str, ...] = ()
    """The design statements' texts: the design's own names for what a key item says in words
    (`utspec.questions.design_named_default`)."""

    @staticmethod
    def of(checklist: Sequence[ChecklistItem], sources: Sequence[SourceText] = (),
           requirements: Sequence[Requirement] = ()) -> Conditions:  # fmt: skip
        raised = frozenset(
            e.name.split(".")[-1].lower() for i in checklist for e in map(as_raise, item_effects(i))
            if e.kind == "raise" and e.name
        )  # fmt: skip
        ctx = Context.of(sets(sources), checklist, sources) if sources else None
        cols = tuple(c for s in sources for c in columns(s))
        parts = tuple(f for s in sources for f in filters(s))
        files = sources or [SourceText(path=f, text="") for f in dict.fromkeys(i.file for i in checklist)]
        classes = {k.lower(): (v.lower() if v else None) for k, v in parents(files).items()}
        return Conditions({i.id: i for i in checklist}, Index(_condition_units(checklist)), raised, tuple(sources), ctx,
                          cols, parts, code_meanings(requirements) if parts else {}, classes,
                          resolved_names(sources), tuple(r.text for r in requirements))  # fmt: skip
