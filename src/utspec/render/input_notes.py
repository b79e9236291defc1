"""The spec's "Input notes": what the spec does not rest on, where a reviewer reads it.

Every notice of a run (skipped, guessed, truncated or broken inputs, statements that could not be
analysed) is listed, grouped by kind, so a reviewer signing the spec sees which inputs it ignored
or read on a guess. Any module that produces a `Notice` feeds this section; a new notice needs no
change here (its `kind` defaults to `note`).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import NoteKind, Notice

TITLE = {"en": "Input notes", "ja": "入力に関する注記"}
NONE = {"en": "(none: every input was read in full)", "ja": "（なし：すべての入力を読み込みました）"}
KIND_LABELS: dict[str, dict[NoteKind, str]] = {
    "en": {NoteKind.SKIPPED: "skipped", NoteKind.GUESSED: "guessed", NoteKind.TRUNCATED: "truncated",
           NoteKind.BROKEN: "parsed with errors", NoteKind.UNANALYSED: "not analysed", NoteKind.NOTE: "note"},
    "ja": {NoteKind.SKIPPED: "対象外", NoteKind.GUESSED: "推定", NoteKind.TRUNCATED: "一部のみ",
           NoteKind.BROKEN: "構文エラーあり", NoteKind.UNANALYSED: "未解析", NoteKind.NOTE: "注記"},
}  # fmt: skip
#: Most consequential first: a skipped file removes evidence, a note only comments on it.
ORDER = (NoteKind.SKIPPED, NoteKind.BROKEN, NoteKind.UNANALYSED, NoteKind.TRUNCATED, NoteKind.GUESSED, NoteKind.NOTE)


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
        lines.append(f"- **{labels[n.kind]}** `{where}`: {n.message}")
    return lines
