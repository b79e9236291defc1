"""Score design/key-item links against hand labels. Imports nothing from utspec: this is the truth side.

A *link* is a (statement, case) pair where the case cites the statement (a `DR-n` or `KT-n`) and
also cites code (`path:line:kind` refs). The statement is identified by a label's `text`, a
substring that must occur in exactly one statement's text of the run (a statement equal to it wins) (so labels survive
renumbering and parser changes); the case by the code lines it cites (so labels survive case
renumbering and rewording).

A label says which code the statement is about:
    - text: "An order with no items"      # substring of the DR/KT text (case-insensitive)
      file: input/source/order_service.py
      lines: [27, 28]                       # ints or "a-b" ranges
or `case: none`: no code-derived case is about it (an overview, an install line, a licence);
citing it from any code case is a wrong link.

A link is correct when every code line the case cites lies in the label's file and lines (a case
about other code too is not the case about this statement). Precision = correct links / links
made; recall = labelled statements with at least one correct link / labelled statements.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

_CODE_REF = re.compile(r"^(?P<path>.+):(?P<line>\d+):(?P<kind>[a-z_]+)$")


def parse_lines(spec: list[Any]) -> frozenset[int]:
    out: set[int] = set()
    for part in spec:
        if isinstance(part, int):
            out.add(part)
        else:
            a, _, b = str(part).partition("-")
            out.update(range(int(a), int(b or a) + 1))
    return frozenset(out)


@dataclass
class Score:
    labels: int = 0
    """Labelled statements that belong on a code case (the recall denominator)."""
    none_labels: int = 0
    links: int = 0
    correct: int = 0
    found: int = 0
    """Labelled statements with at least one correct link."""
    wrong: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.correct / self.links if self.links else 1.0

    @property
    def recall(self) -> float:
        return self.found / self.labels if self.labels else 1.0

    def add(self, other: Score) -> None:
        self.labels += other.labels
        self.none_labels += other.none_labels
        self.links += other.links
        self.correct += other.correct
        self.found += other.found
        self.wrong += other.wrong
        self.missed += other.missed
        self.stale += other.stale


def _code_lines(evidence: list[str]) -> set[tuple[str, int]]:
    out = set()
    for ref in evidence:
        if m := _CODE_REF.match(ref):
            out.add((m.group("path"), int(m.group("line"))))
    return out


def score(run: dict[str, Any], labels: list[dict[str, Any]], project: str = "") -> Score:
    """Score one project's run.

    Args:
        run: {"statements": [{"id", "text"}], "cases": [{"id", "evidence": [...]}]}, as the runner dumps it.
        labels: the project's labels (see the module docstring).
    """
    s = Score()
    statements = run["statements"]
    cases = run["cases"]
    for label in labels:
        needle = label["text"].lower()
        hits = [st for st in statements if st["text"].lower().strip() == needle.strip()]
        hits = hits or [st for st in statements if needle in st["text"].lower()]
        if not hits and label.get("case") == "none":
            continue  # no such statement (a link-only line is no statement): nothing cites it, as the label asks
        if len(hits) != 1:
            s.stale.append(f"{project}: {label['text']!r} matches {len(hits)} statements")
            continue
        sid = hits[0]["id"]
        none = label.get("case") == "none"
        want = set() if none else {(label["file"], n) for n in parse_lines(label["lines"])}
        if none:
            s.none_labels += 1
        else:
            s.labels += 1
        ok_any = False
        for case in cases:
            if sid not in case["evidence"]:
                continue
            lines = _code_lines(case["evidence"])
            if not lines:
                continue  # the statement's own case: not a link to code
            s.links += 1
            if not none and lines <= want:
                s.correct += 1
                ok_any = True
            else:
                s.wrong.append(f"{project}: {sid} {label['text']!r} on {case['id']} {sorted(lines)}")
        if ok_any:
            s.found += 1
        elif not none:
            s.missed.append(f"{project}: {sid} {label['text']!r}")
    return s
