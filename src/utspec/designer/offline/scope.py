"""Which function of the code a design statement or key item is about, when its wording or place says so.

A design document often groups its statements by function: a heading names it
(`## abbreviate(String str, ...)`, `## 引当処理（allocate）`), or a lead sentence does
("`smart_truncate(string, max_length, ...)` truncates a string." followed by its parameters). The
statements in that group ("`str`: may be null", "Throws `IllegalArgumentException` ...") are about
that function's cases, never another function's: `str` and `null` are found in every function of
`StringUtils`, and rarity alone cannot tell which one a line of Javadoc describes.

A key item names its function as a call (`repeat("a", -2) returns ""`) or as a word
("abbreviate of an empty string").

The scope is the last part of a checklist item's `symbol` (`StringUtils.repeat` -> `repeat`),
compared case-insensitively. A text naming two functions has no scope (it is about both or neither).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence

from utspec.anchoring.extract import GENERIC_EN
from utspec.designer.offline.link_context import function_span
from utspec.models import ChecklistItem, Requirement, TestCase

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: A statement that opens with a call form: "`smart_truncate(string, ...)` truncates a string".
_LEAD_CALL = re.compile(r"^\s*`?\s*(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)\s*\(")
#: A name shorter than this, or a generic word, is not taken as a function's name when written as a bare word.
_MIN_BARE = 4


def functions_of(items: Iterable[ChecklistItem]) -> frozenset[str]:
    """The functions of the code under test, by their own name (lower case)."""
    return frozenset(i.symbol.rsplit(".", 1)[-1].lower() for i in items if i.symbol)


def named_function(text: str, functions: frozenset[str]) -> str | None:
    """The one function a text names (as a call `f(` or as a whole word), else None."""
    called = {m.group(1).lower() for m in re.finditer(r"([A-Za-z_]\w*)\s*\(", text)} & functions
    if len(called) == 1:
        return next(iter(called))
    if called:
        return None
    words = {w.lower() for w in _IDENT.findall(text)}
    bare = {w for w in words & functions if len(w) >= _MIN_BARE and w not in GENERIC_EN}
    return next(iter(bare)) if len(bare) == 1 else None


def lead_function(text: str, functions: frozenset[str]) -> str | None:
    """The function a statement opens with as a call: it heads the statements after it."""
    m = _LEAD_CALL.match(text)
    return m.group(1).lower() if m and m.group(1).lower() in functions else None


def section_leads(
    requirements: Sequence[Requirement], functions: frozenset[str]
) -> Iterator[tuple[Requirement, str | None]]:
    """Each design statement (headings left out) with the function of the lead sentence above it in its
    section (the statement itself when it opens with a call), else None: the one walk of a section's
    statements that `statement_scopes` and `named_place.explicit_places` read."""
    lead: str | None = None
    section: str | None = None
    for req in requirements:
        if req.section != section:
            section, lead = req.section, None
        if req.kind == "heading":
            continue
        if (opened := lead_function(req.text, functions)) is not None:
            lead = opened
        yield req, lead


def statement_scopes(requirements: Sequence[Requirement], functions: frozenset[str]) -> dict[str, str | None]:
    """Each design statement's function: its own words, else the lead sentence above it in its
    section, else its section's heading."""
    return {
        req.id: named_function(req.text, functions) or lead or named_function(req.section or "", functions)
        for req, lead in section_leads(requirements, functions)
    }


def _name(item: ChecklistItem) -> str:
    return (item.symbol or "").rsplit(".", 1)[-1].lower()


def reach(function: str, items: Iterable[ChecklistItem], sources: dict[str, list[str]]) -> frozenset[str]:
    """A function and the functions of the sources it calls, directly or not: a statement about the
    public function (`ms("2 days")`) may be about a case of a helper it hands the work to (`parse`)."""
    items = list(items)
    known = functions_of(items)
    bodies: dict[str, str] = {}
    spans: dict[str, tuple[str, int, int]] = {}
    for i in items:
        name = _name(i)
        if name in bodies or not name:
            continue
        lines = sources.get(i.file, [])
        span = function_span(lines, i)
        bodies[name] = "\n".join(lines[span[0] : span[1]]) if span else ""
        if span:
            spans[name] = (i.file, *span)
    out, todo = {function}, [function]
    while todo:
        current = todo.pop()
        body = bodies.get(current, "")
        called = {m.group(1).lower() for m in re.finditer(r"([A-Za-z_]\w*)\s*\(", body)} & known
        for callee in sorted((called | nested_in(current, spans, items)) - out):
            out.add(callee)
            todo.append(callee)
    return frozenset(out)


def nested_in(
    function: str, spans: dict[str, tuple[str, int, int]], items: Iterable[ChecklistItem]
) -> set[str]:
    """The functions defined inside `function`'s body: the handler a textlint rule's `reporter` returns
    (`[Syntax.Paragraph](node) { … }`) is part of the reporter, though nothing calls it by name."""
    if function not in spans:
        return set()
    file, start, end = spans[function]
    return {
        name
        for i in items
        if i.file == file and start < i.line <= end and (name := _name(i)) and name != function
    }


def in_scope(cited: Sequence[ChecklistItem], functions: frozenset[str]) -> bool:
    """A case is in scope when every code item it cites is in one of the functions."""
    return bool(cited) and all(_name(i) in functions for i in cited)


def own_cases(function: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem]) -> list[TestCase]:
    """The cases of the function itself among cases of it and its callees (a tie-break: `linking._find_scoped`).

    Empty when they are all its own or none is: then there is nothing to break.
    """
    coded = [c for c in cases if any(r in items for r in c.evidence)]
    own = [c for c in coded if in_scope([items[r] for r in c.evidence if r in items], frozenset({function}))]
    return own if 0 < len(own) < len(coded) else []
