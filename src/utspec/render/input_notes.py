"""The spec's "Input notes": what the spec does not rest on, where a reviewer reads it.

Every notice of a run (skipped, guessed, truncated or broken inputs, statements that could not be
analysed) is listed, grouped by kind, so a reviewer signing the spec sees which inputs it ignored
or read on a guess. Any module that produces a `Notice` feeds this section; a new notice needs no
change here (its `kind` defaults to `note`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import NoteKind, Notice, TestCase
from utspec.notices import notice_text

TITLE = {"en": "Input notes", "ja": "入力に関する注記"}
NONE = {"en": "(none: every input was read in full)", "ja": "（なし：すべての入力を読み込みました）"}
KIND_LABELS: dict[str, dict[NoteKind, str]] = {
    "en": {NoteKind.SKIPPED: "skipped", NoteKind.GUESSED: "guessed", NoteKind.TRUNCATED: "truncated",
           NoteKind.BROKEN: "parsed with errors", NoteKind.UNANALYSED: "not analysed", NoteKind.NOTE: "note"},
    "ja": {NoteKind.SKIPPED: "対象外", NoteKind.GUESSED: "推定", NoteKind.TRUNCATED: "一部のみ",
           NoteKind.BROKEN: "構文エラーあり", NoteKind.UNANALYSED: "未解析", NoteKind.NOTE: "注記"},
}  # fmt: skip
#: Most consequential first: a skipped file removes evidence, a note only comments on it.
ORDER = (
    NoteKind.SKIPPED,
    NoteKind.BROKEN,
    NoteKind.UNANALYSED,
    NoteKind.TRUNCATED,
    NoteKind.GUESSED,
    NoteKind.NOTE,
)


def unique(notes: Sequence[Notice]) -> list[Notice]:
    """Notices in the section's order, each once (the console may have repeated one)."""
    seen: set[tuple[str, int | None, str]] = set()
    out: list[Notice] = []
    for n in sorted(notes, key=lambda n: (ORDER.index(n.kind), n.file, n.line or 0)):
        key = (n.file, n.line, n.message)
        if key not in seen:
            seen.add(key)
            out.append(n)
    return out


def input_notes_lines(notes: Sequence[Notice], language: str = "en") -> list[str]:
    """The Markdown section: `- **skipped** `file:line`: message`, one bullet per notice."""
    labels = KIND_LABELS.get(language, KIND_LABELS["en"])
    lines = [f"## {TITLE.get(language, TITLE['en'])}", ""]
    listed = unique(notes)
    if not listed:
        return [*lines, NONE.get(language, NONE["en"])]
    for n in listed:
        where = f"{n.file}:{n.line}" if n.line else n.file
        lines.append(f"- **{labels[n.kind]}** `{where}`: {notice_text(n, language)}")
    return lines


_CODE_REF = re.compile(r"^(?P<file>.+):(?P<line>\d+):[a-z_]+(?:#\d+)?$")
BROKEN_ASSUMPTION = {
    "en": "{case}: {file} was parsed with errors (line {lines}); what it states about line {line} rests on a partial parse",
    "ja": "{case}: {file} は構文エラーを含んだまま解析されました（{lines} 行）。{line} 行目に関する記述は部分的な解析に基づきます",
}


def _lines(n: Notice) -> str:
    return f"{n.line}-{n.end_line}" if n.end_line and n.line and n.end_line > n.line else str(n.line)


def broken_regions(notes: Sequence[Notice]) -> dict[str, list[Notice]]:
    """Syntax-error regions by file (notices of kind `broken` that name a line)."""
    out: dict[str, list[Notice]] = {}
    for n in notes:
        if n.kind is NoteKind.BROKEN and n.line:
            out.setdefault(n.file, []).append(n)
    return out


def broken_assumptions(cases: Sequence[TestCase], notes: Sequence[Notice], language: str = "en") -> list[str]:
    """One assumption per case citing a code line inside a region that was parsed with errors."""
    regions = broken_regions(notes)
    template = BROKEN_ASSUMPTION.get(language, BROKEN_ASSUMPTION["en"])
    out: list[str] = []
    for case in cases:
        for ref in case.evidence:
            m = _CODE_REF.match(ref)
            if m is None or m["file"] not in regions:
                continue
            line = int(m["line"])
            hit = next(
                (n for n in regions[m["file"]] if n.line and n.line <= line <= (n.end_line or n.line)), None
            )
            if hit is not None:
                out.append(template.format(case=case.id, file=m["file"], lines=_lines(hit), line=line))
                break
    return out


def coverage_error_lines(notes: Sequence[Notice], language: str = "en") -> list[str]:
    """The coverage section's lines naming each file parsed with errors and its error lines."""
    label = {"en": "Parsed with errors", "ja": "構文エラーを含むファイル"}.get(language, "Parsed with errors")
    lines_label = {"en": "lines", "ja": "行"}.get(language, "lines")
    return [
        f"- {label}: `{file}` ({lines_label} {', '.join(_lines(n) for n in ns)})"
        for file, ns in broken_regions(notes).items()
    ]
