"""Dispatch each source file to its analyzer and assemble one checklist with unique, stable ids.

Ids are `path:line:kind`. When one line holds several items of one kind, the first (in column
order) keeps the plain id and the others get `#2`, `#3`, …: `src/a.py:10:boundary#2`. Ids only
change when the line's own code changes (or lines are inserted above).
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel, ConfigDict, TypeAdapter

from utspec.analyzers.arm_remainder import within_arm
from utspec.analyzers.code import analyze_code
from utspec.analyzers.config_files import analyze_config
from utspec.analyzers.constant_links import ConstantFacts, link_constants
from utspec.analyzers.domain import Declarations, asked_name, fit_values, operand_of
from utspec.analyzers.draft import Draft
from utspec.analyzers.earlier_guards import narrowed
from utspec.analyzers.effects import effects_for
from utspec.analyzers.environment import environment_flags, is_environment_condition
from utspec.analyzers.go_named_results import named_return_effect
from utspec.analyzers.options import AnalyzerOptions
from utspec.analyzers.registry import code_spec, language_for
from utspec.analyzers.remainder_reach import within_condition
from utspec.analyzers.rethrow import resolve_rethrows
from utspec.models import MUST_COVER_KINDS, ChecklistItem, Kind, Notice, SourceText
from utspec.notices import notice

__all__ = ["Analysis", "AnalyzerOptions", "analyze", "analyze_file"]


class Analysis(BaseModel):
    """The checklist of a set of files, and what the analyzers want the user to know."""

    model_config = ConfigDict(frozen=True)

    items: list[ChecklistItem]
    notices: list[Notice]


#: The kinds whose text is a condition (an environment test among them is listed, not required).
_CONDITIONS = frozenset({Kind.BRANCH, Kind.BOUNDARY})


def _items(
    path: str, language: str, drafts: list[Draft], must: dict[Kind, bool], text: str = ""
) -> list[ChecklistItem]:
    """Give drafts their ids (see the module docstring) and turn them into items (boundaries fit to their domain).

    Each item is built once, its fitted test values and structured effects computed from the draft
    first: copying ~80k validated items afterwards (`model_copy`) cost ~4% of a stdlib checklist.
    """
    drafts = sorted(drafts, key=lambda d: (d.line, _NAMES[d.kind], d.order))
    decls = _declarations(drafts, text)
    seen: dict[tuple[int, Kind], int] = {}
    out: list[dict[str, Any]] = []
    lines = text.split("\n") if language == "go" else []
    # A Go boundary's effect is its branch's block too (gojsonpointer's `len(s) == 0` before `// …` `return`).
    blocks = {d.line: d.end_line for d in reversed(drafts) if d.kind is Kind.BRANCH} if lines else {}
    flags = environment_flags(text, language)
    for d in drafts:
        kind, line, fields = d.kind, d.line, d.fields
        effect = d.effect
        if lines and kind in (Kind.EARLY_RETURN, Kind.BRANCH, Kind.BOUNDARY) and effect is not None:
            block = kind is not Kind.EARLY_RETURN
            effect = named_return_effect(
                block, effect, lines, line, blocks.get(line, d.end_line) if block else d.end_line
            )
        n = seen.get((line, kind), 0) + 1
        seen[(line, kind)] = n
        base = f"{path}:{line}:{_NAMES[kind]}"
        if (
            decls is not None
            and kind is Kind.BOUNDARY
            and (tv := fields.get("test_values"))
            and (value := fields.get("value")) is not None
        ):
            fitted = fit_values(d.text, value, tv, fields.get("constant"), line, decls)
            if fitted != tv:
                fields = {**fields, "test_values": fitted}
        out.append(
            dict(
                id=base if n == 1 else f"{base}#{n}", kind=kind, file=path, line=line, end_line=max(d.end_line, line),
                language=language, symbol=d.symbol, text=d.text, effect=effect,
                # A counting loop's own counter (`i < N`) is no input: listed, not required.
                must_cover=must[kind] and not (kind is Kind.BOUNDARY and fields.get("loop_counter"))
                # `if not PY3:` at module level: the interpreter decides it, no test input can (environment.py).
                and not (d.symbol is None and kind in _CONDITIONS and is_environment_condition(d.text, language, flags)),
                # Effects as data, so the critic (run and review alike) reads what the code does, not prose.
                effects=effects_for(kind, d.text, effect, fields.get("table"), fields.get("op")), **fields,
            )
        )  # fmt: skip
    return _without_passed_values(resolve_rethrows(_validated(out)), text)


def _without_passed_values(items: list[ChecklistItem], text: str) -> list[ChecklistItem]:
    """Boundaries without the values an earlier leaving guard of their function takes (earlier_guards.py), and with
    the values a remainder switch's arm (arm_remainder.py) and the condition around a remainder (remainder_reach.py)
    let through."""
    if not text or not any(i.kind is Kind.BOUNDARY and i.test_values for i in items):
        return items
    lines = text.split("\n")
    branches: dict[str | None, list[ChecklistItem]] = {}
    for i in items:
        if i.kind is Kind.BRANCH:
            branches.setdefault(i.symbol, []).append(i)
    return [
        within_condition(
            within_arm(
                narrowed(i, branches.get(i.symbol, []), lines, operand_of(i.text, i.value, i.constant)), lines
            ),
            branches.get(i.symbol, []),
            operand_of(i.text, i.value, i.constant),
        )
        if i.kind is Kind.BOUNDARY and i.test_values and isinstance(i.value, (int, float))
        else i
        for i in items
    ]


@cache
def _item_list() -> TypeAdapter[list[ChecklistItem]]:
    """One validator for a whole file's items (built on first use: importing the analyzers stays cheap)."""
    return TypeAdapter(list[ChecklistItem])


def _validated(fields: list[dict[str, Any]]) -> list[ChecklistItem]:
    """The items, validated in one call: pydantic-core walks the list in Rust, where `ChecklistItem(**f)` per item
    paid a Python call each (~0.1 s of ~9.5 s on the standard library's 80k items)."""
    return _item_list().validate_python(fields) if fields else []


def _declarations(drafts: list[Draft], text: str) -> Declarations | None:
    """The file's declarations of the names its boundaries compare (None: no boundary to fit)."""
    if not text or not any(d.kind is Kind.BOUNDARY for d in drafts):
        return None
    names = set()
    for d in drafts:
        if d.kind is Kind.BOUNDARY:
            f = d.fields
            if name := asked_name(d.text, f.get("value"), f.get("test_values"), f.get("constant")):
                names.add(name)
    return Declarations(
        text.split("\n"), names, floats_only=True, text=text
    )  # `fit_values` only asks "is it a float?"


#: `Kind.value` is an enum property lookup; the hot loops above read this dict instead.
_NAMES: dict[Kind, str] = {k: k.value for k in Kind}


@dataclass
class _FileResult:
    """One file's drafts before ids are given (constants from other files may still add boundaries)."""

    path: str
    language: str | None
    drafts: list[Draft]
    notices: list[Notice]
    constants: ConstantFacts | None = None
    text: str = ""


def _analyze_one(source: SourceText, options: AnalyzerOptions) -> _FileResult:
    language = language_for(source.path)
    if language is None:
        return _FileResult(source.path, None, [], [notice(source.path, "no_analyzer")])
    if not source.text.strip():
        return _FileResult(source.path, language, [], [])
    facts = None
    if (spec := code_spec(source.path)) is not None:
        drafts, notices, facts = analyze_code(source.path, source.text, spec, options)
    elif language == "sql":
        from utspec.analyzers.sql import analyze_sql_text  # sqlglot costs ~0.5 s: only for SQL files

        drafts, notices, _ = analyze_sql_text(source.path, source.text, dialect=options.sql_dialect)
    else:
        drafts, notices = analyze_config(source.path, source.text, language, options)
    return _FileResult(source.path, language, drafts, notices, facts, source.text)


def _must(options: AnalyzerOptions) -> dict[Kind, bool]:
    return {k: k in MUST_COVER_KINDS for k in Kind} | dict(options.must_cover)


def analyze_file(source: SourceText, options: AnalyzerOptions) -> tuple[list[ChecklistItem], list[Notice]]:
    """Items and notices of one file (its own constants resolved); a file no analyzer reads gets a notice and no items."""
    r = _analyze_one(source, options)
    if r.language is None:
        return [], r.notices
    return _items(r.path, r.language, r.drafts, _must(options), r.text), r.notices


#: Young-generation threshold while analysing (CPython's default is 700). See `_fewer_gc_passes`.
GC_GEN0_THRESHOLD = 20_000


@contextmanager
def _fewer_gc_passes() -> Iterator[None]:
    """Run the cycle collector less often while analysing, and restore the caller's setting after.

    Every query match allocates a capture dict and lists that die right away, so with the default
    threshold the collector runs every 700 allocations and, as items accumulate, rescans all of
    them. Raising the young threshold (mypy does the same) made the analyzer ~30% faster on the
    standard library (bench/bench_checklist.py); garbage is still collected, only in larger batches.
    """
    old = gc.get_threshold()
    gc.set_threshold(max(old[0], GC_GEN0_THRESHOLD), *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)


@contextmanager
def _kept_out_of_collections() -> Iterator[Callable[[], None]]:
    """Yield `keep()`: what is alive when it is called stays out of the cycle collector's passes until the run ends.

    One `analyze` call keeps every file's drafts and facts until constants are linked across files,
    then every item: millions of objects that live to the end of the run. Each older-generation
    collection traversed all of them again (~1.5 s of ~9.5 s CPU on the standard library,
    bench/bench_checklist.py). `gc.freeze()` after each file moves what is alive then into the
    permanent generation, and `gc.unfreeze()` at the end hands it back to the oldest generation, so
    nothing is leaked. A caller that froze objects itself keeps its own freeze: then `keep` does
    nothing, since unfreezing would release the caller's objects too.
    """
    if gc.get_freeze_count():
        yield lambda: None
        return
    try:
        yield gc.freeze
    finally:
        gc.unfreeze()


def analyze(files: Sequence[SourceText], options: AnalyzerOptions | None = None) -> Analysis:
    """The checklist of `files`: items sorted by (file, line, kind, id), ids unique, plus notices."""
    opts = options or AnalyzerOptions()
    items: list[ChecklistItem] = []
    notices: list[Notice] = []
    must = _must(opts)
    with _fewer_gc_passes(), _kept_out_of_collections() as keep:
        results = []
        for source in files:
            results.append(_analyze_one(source, opts))
            keep()
        # A constant imported from another analysed file resolves only once every file is read.
        link_constants([r.constants for r in results if r.constants is not None])
        for r in results:
            notices.extend(r.notices)
            if r.language is None:
                continue
            if r.constants is not None and r.constants.linked:
                r.drafts.extend(r.constants.linked)
            items.extend(_items(r.path, r.language, r.drafts, must, r.text))
            keep()
        items.sort(key=lambda i: (i.file, i.line, _NAMES[i.kind], i.id))
    return Analysis(items=items, notices=notices)
