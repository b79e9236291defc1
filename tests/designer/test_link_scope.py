"""Statements under a function's heading (or lead sentence) land on that function's cases only (scope.py)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.designer.offline.scope import functions_of, named_function, reach, statement_scopes
from utspec.models import KeyItem, Requirement, SourceText

# Two functions with the same guards: only the heading above a statement says which one it is about.
SRC = '''def pad(text, width):
    if text is None:
        return None
    if width < 0:
        raise ValueError("width cannot be negative")
    return text.ljust(width)


def trim(text, limit):
    if text is None:
        return None
    return _cut(text, limit)


def _cut(text, limit):
    if limit < 0:
        raise ValueError("limit cannot be negative")
    return text[:limit]
'''


def _req(n: int, text: str, section: str, kind: str = "bullet") -> Requirement:
    return Requirement(id=f"DR-{n}", file="d.md", line=n, kind=kind, text=text, section=section)  # type: ignore[arg-type]


REQS = [
    _req(1, "pad(text, width)", "pad(text, width)", "heading"),
    _req(2, "`text`: may be None, then None is given back.", "pad(text, width)"),
    _req(3, "trim(text, limit)", "trim(text, limit)", "heading"),
    _req(4, "`text`: may be None, then None is given back.", "trim(text, limit)"),
]


def _draft(reqs: list[Requirement], key_items: list[KeyItem] | None = None) -> dict[str, list[int]]:
    """Statement id -> the code lines of the cases that cite it."""
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=reqs, key_items=key_items or [],
                                                  sources=sources))  # fmt: skip
    code = {i.id: i.line for i in checklist}
    out: dict[str, list[int]] = {}
    for c in spec.cases:
        for ref in c.evidence:
            if ref.startswith(("DR-", "KT-")):
                out.setdefault(ref, []).extend(sorted({code[r] for r in c.evidence if r in code}))
    return out


def test_the_heading_names_the_function_a_statement_is_about() -> None:
    links = _draft(REQS)
    assert links["DR-2"] == [2, 3]
    assert links["DR-4"] == [10, 11]


def test_without_the_heading_the_statement_lands_on_the_other_function_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "statement_scopes", lambda reqs, functions: {})
    monkeypatch.setattr(linking, "explicit_places", lambda reqs, functions: {})  # the heading's call (named_place.py)
    links = _draft(REQS)
    # Alike in both functions: on each of them before also_scope.py, no link at all since.
    assert links.get("DR-2", []) != [2, 3] and links.get("DR-4", []) != [10, 11]


def test_a_key_item_calling_a_function_reaches_the_helper_it_calls() -> None:
    kt = KeyItem(id="KT-1", file="k.md", line=1, text="trim with a negative limit raises ValueError")
    assert _draft([], [kt])["KT-1"] == [16, 17]


def test_scope_reading() -> None:
    functions = frozenset({"pad", "trim", "_cut", "abbreviate"})
    assert named_function('trim("abc", -1) raises', functions) == "trim"
    assert named_function("abbreviate of an empty string", functions) == "abbreviate"
    assert named_function("pad(x) then trim(x)", functions) is None  # two functions: no scope
    assert named_function("a pad of three", functions) is None  # a short bare word is not a name
    reqs = [_req(1, "Options", "Options", "heading"), _req(2, "`trim(text, limit)` cuts a string.", "Options"),
            _req(3, "`limit`: how many characters", "Options"), _req(4, "Other", "Other", "heading"),
            _req(5, "`limit`: how many characters", "Other")]  # fmt: skip
    assert statement_scopes(reqs, functions) == {"DR-2": "trim", "DR-3": "trim", "DR-5": None}
    sources = [SourceText(path="a.py", text=SRC)]
    items = analyze(sources, AnalyzerOptions()).items
    assert functions_of(items) == frozenset({"pad", "trim", "_cut"})
    assert reach("trim", items, {"a.py": SRC.split("\n")}) == frozenset({"trim", "_cut"})
    assert reach("pad", items, {"a.py": SRC.split("\n")}) == frozenset({"pad"})
