"""A literal said returned that the cited function's declared result type cannot hold (`_declared_type`)."""

from __future__ import annotations

from utspec.critic.checks._callee_type import returned_calls
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._declared_type import admits, declared_type, literal_kind
from utspec.critic.checks._nested_function import in_nested_function
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.facts import function_start
from utspec.designer.offline.signature import numbered_body
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind

_CODE = (Kind.BRANCH, Kind.BOUNDARY, Kind.EARLY_RETURN, Kind.RAISE, Kind.HANDLER, Kind.FUNCTION, Kind.LOOP)


def declared_type_hits(inp: ReviewInput, items: list[ChecklistItem], c: Claims, msg: Catalog) -> list[str]:
    """`-1` said returned by `byte[] ReadBytesUntilByte(…)`: the one function the case cites declares a type no
    such literal has. A cited item inside a callback or lambda is about the callback's result, not the function's."""
    said = [r for r in c.returns if literal_kind(r) is not None]
    if not said or c.raised or c.unnamed_raise:
        return []
    code = [i for i in items if i.symbol and i.kind in _CODE]
    if len({(i.file, i.symbol) for i in code}) != 1:
        return []
    first = min(code, key=lambda i: i.line)
    text = next((s.text for s in inp.sources if s.path == first.file), None)
    if text is None or first.symbol is None:
        return []
    lines = text.split("\n")
    start = function_start(lines, first.symbol, first.line, first.language)
    numbered = numbered_body(lines, first.symbol, first.line, first.language)
    if start is None or not numbered:
        return []
    if any(in_nested_function(lines, i.line, numbered[0][0], i.language) for i in code):
        return []
    declared = declared_type(lines, start, first.symbol, first.language)
    for r in said:
        if declared is not None and not admits(declared, r, first.language):
            return [msg("semantic_paths.code_returns_declared", name=first.symbol, type=declared, said=r)]
    # `Object encode(…)` holds anything, but `return soundex(…)` gives what `soundex` declares (`_callee_type`).
    calls = returned_calls(lines, numbered, first.language) or []
    for r in said:
        if calls and not any(admits(t, r, first.language) for _name, t in calls):
            return [msg("semantic_paths.code_returns_declared", name=calls[0][0], type=calls[0][1], said=r)]
    return []


__all__ = ["declared_type_hits"]
