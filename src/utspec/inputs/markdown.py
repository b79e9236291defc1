"""Split Markdown into located statements: headings, bullets, table rows and sentences.

Design documents are the human half of the evidence, so every statement keeps its file:line and
the heading it sits under; a reviewer must be able to jump from `DR-7` to the sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$")
_FENCE = re.compile(r"^\s{0,3}(```|~~~)")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
# A sentence ends at . ! ? or the Japanese full stop, followed by space or the end.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=。)")


@dataclass(frozen=True)
class Statement:
    line: int
    kind: str  # heading | bullet | sentence | table_row
    text: str
    section: str | None


def _clean(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text


def _split_sentences(text: str) -> list[str]:
    return [s for s in (_clean(p) for p in _SENTENCE_END.split(text)) if s]


def statements(text: str) -> list[Statement]:
    """Every statement of a Markdown document in order; code blocks and table headers are skipped."""
    out: list[Statement] = []
    section: str | None = None
    paragraph: list[tuple[int, str]] = []
    in_fence = False
    header: list[str] = []
    lines = text.split("\n")

    def flush() -> None:
        if not paragraph:
            return
        start = paragraph[0][0]
        joined = " ".join(t for _, t in paragraph)
        # Attribute each sentence to the physical line where it begins.
        offsets: list[tuple[int, int]] = []  # (char offset in joined, line)
        pos = 0
        for ln, t in paragraph:
            offsets.append((pos, ln))
            pos += len(t) + 1
        cursor = 0
        for sentence in _split_sentences(joined):
            idx = joined.find(sentence[: min(len(sentence), 20)], cursor)
            idx = cursor if idx < 0 else idx
            line = start
            for off, ln in offsets:
                if off <= idx:
                    line = ln
            out.append(Statement(line, "sentence", sentence, section))
            cursor = idx + len(sentence)
        paragraph.clear()

    for i, raw in enumerate(lines):
        lineno = i + 1
        if _FENCE.match(raw):
            flush()
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        stripped = raw.strip()
        if not stripped or stripped.startswith("<!--"):
            flush()
            header = []
            continue
        if m := _HEADING.match(raw):
            flush()
            section = _clean(m.group(2))
            out.append(Statement(lineno, "heading", section, section))
            continue
        if stripped.startswith("|"):
            flush()
            cells = [_clean(c) for c in stripped.strip("|").split("|")]
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            if _TABLE_SEP.match(nxt):
                header = cells  # labels, not a statement: they name the cells of the rows below
                continue
            if _TABLE_SEP.match(raw):
                continue
            # "status=3 | meaning=shipped": a row stays self-explanatory once lifted out of its table.
            named = [f"{h}={c}" if h else c for h, c in zip(header + [""] * len(cells), cells) if c]
            row = " | ".join(named)
            if row:
                out.append(Statement(lineno, "table_row", row, section))
            continue
        if m := _BULLET.match(raw):
            flush()
            if body := _clean(m.group(1)):
                out.append(Statement(lineno, "bullet", body, section))
            continue
        if stripped.startswith(">"):
            stripped = stripped.lstrip("> ")
        paragraph.append((lineno, stripped))
    flush()
    return out
