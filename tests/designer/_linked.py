"""Draft a small source with one design statement or key item; the code lines of the cases citing it."""

from __future__ import annotations

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.models import KeyItem, Requirement, SourceText


def linked_lines(
    src: str, text: str, *, path: str = "a.py", key_item: bool = False, section: str = "", kind: str = "bullet"
) -> list[int]:
    """The code lines cited by the cases the statement (DR-1) or key item (KT-1) lands on."""
    sources = [SourceText(path=path, text=src)]
    checklist = analyze(sources, AnalyzerOptions()).items
    reqs = [] if key_item else [Requirement(id="DR-1", file="d.md", line=1, kind=kind, text=text, section=section)]
    kts = [KeyItem(id="KT-1", file="k.md", line=1, text=text)] if key_item else []
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=reqs, key_items=kts,
                                                  sources=sources))  # fmt: skip
    ref = "KT-1" if key_item else "DR-1"
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if ref in c.evidence for r in c.evidence if r in code})
