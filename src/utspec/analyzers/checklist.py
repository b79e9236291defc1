"""Dispatch each source file to its analyzer and assemble one checklist with unique, stable ids."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field

from utspec.analyzers.code import analyze_code
from utspec.analyzers.registry import CODE_LANGUAGES, language_for
from utspec.analyzers.sql import analyze_sql_text
from utspec.models import MUST_COVER_KINDS, ChecklistItem, Kind, Notice, SourceText


class AnalyzerOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    sql_dialect: str | None = Field(default=None, description="sqlglot dialect name; None = generic.")
    must_cover: dict[Kind, bool] = Field(default_factory=dict, description="Per-kind override of must-cover.")


class Analysis(BaseModel):
    model_config = ConfigDict(frozen=True)

    items: list[ChecklistItem]
    notices: list[Notice]


def _unique(items: list[ChecklistItem]) -> list[ChecklistItem]:
    """Two items of one kind on one line get `#2`, `#3`… in source order, so ids stay stable."""
    seen: dict[str, int] = {}
    out = []
    for it in items:
        n = seen.get(it.id, 0) + 1
        seen[it.id] = n
        out.append(it if n == 1 else it.model_copy(update={"id": f"{it.id}#{n}"}))
    return out


def analyze(files: Sequence[SourceText], options: AnalyzerOptions | None = None) -> Analysis:
    opts = options or AnalyzerOptions()
    items: list[ChecklistItem] = []
    notices: list[Notice] = []
    for f in files:
        lang = language_for(f.path)
        if lang is None:
            notices.append(Notice(file=f.path, message="no analyzer for this file type: skipped"))
            continue
        if lang == "sql":
            got, notes = analyze_sql_text(f.path, f.text, dialect=opts.sql_dialect)
        else:
            spec = CODE_LANGUAGES[f".{f.path.rsplit('.', 1)[-1].lower()}"]
            got, notes = analyze_code(f.path, f.text, spec, sql_dialect=opts.sql_dialect)
        # Source order within a file (line, then column order as found) decides the `#n` suffixes.
        got.sort(key=lambda i: (i.line, i.kind.value))
        items.extend(_unique(got))
        notices.extend(notes)
    must = {k: (k in MUST_COVER_KINDS) for k in Kind} | dict(opts.must_cover)
    items = [i if i.must_cover == must[i.kind] or i.kind is Kind.LOOP and not must[i.kind]
             else i.model_copy(update={"must_cover": must[i.kind]}) for i in items]  # fmt: skip
    items.sort(key=lambda i: (i.file, i.line, i.kind.value, i.id))
    return Analysis(items=items, notices=notices)
