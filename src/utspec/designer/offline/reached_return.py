"""After "does not return `X` at line N", the value the case's input does return (issue 12: checkable results).

jdk-radix's case at `radix` = `36` said only "The function does not return `'\\0'` at line 38", and a local's case
only "`fee` is not set to `500`": true, but a tester has nothing to assert; the call still returns something, and for
the case's own input the path evaluator can often say what (`analyzers.path_value`). When an expected result says
nothing but which `return` is not taken, which local is (or is not) set, and that no exception is raised, the value
the function returns for the case's input is added, on a path through the item's own condition, by another `return`
than the one said not to be taken. Never for a generator (its `return` ends the iteration) and never as a guess: an
input the evaluator cannot follow keeps the case as it was.
"""

from __future__ import annotations

import re
import string

from utspec.analyzers.path_value import path_return
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.signature import function_body
from utspec.designer.offline.worked import worked_clause
from utspec.models import ChecklistItem, Kind

#: Clauses that say no result a test can check (catalog keys); `no_exception` only rides along with one of them.
_RESTATING = ("effect.not_return", "effect.not_return_none", "effect.not_assign", "effect.assign")
_CONDITIONS = (Kind.BRANCH, Kind.BOUNDARY, Kind.EARLY_RETURN, Kind.RAISE)


def _pattern(template: str) -> re.Pattern[str]:
    """A catalog template as a pattern; `{name}` only a plain name (a member set is a result a test reads)."""
    out = ""
    for literal, field, _spec, _conv in string.Formatter().parse(template):
        out += re.escape(literal)
        if field == "name":
            out += r"(?P<name>[A-Za-z_$][\w$]*)"
        elif field == "value":
            out += r"(?P<value>[^`]*)"
        elif field is not None:
            out += r"[^`]*?" if field != "line" else r"\d+"
    return re.compile(f"(?i:{out[0]}){out[1:]}" if out[:1].isalpha() else out)


def only_restates(expected: str, ctx: Ctx) -> tuple[bool, list[str]]:
    """Whether `expected` says only restating clauses (at least one), and the values said not to be returned."""
    text, skipped, found = expected, [], False
    for key in _RESTATING:
        rx = _pattern(ctx.msg(key, name="{name}", value="{value}", line="{line}"))
        for m in rx.finditer(text):
            found = True
            if key == "effect.not_return":
                skipped.append(m.group("value"))
        text = rx.sub("", text)
    text = text.replace(ctx.msg("effect.no_exception"), "").replace(
        ctx.msg.sentence(ctx.msg("effect.no_exception")), ""
    )
    rest = re.sub(r"[\s;,.、。]+", "", text)
    return found and rest == "", skipped


def reached_return(d: Draft, item: ChecklistItem, ctx: Ctx) -> Draft:
    """`d` with the value its input returns added where its expected result restates the code only."""
    if item.kind not in _CONDITIONS or not item.symbol or d.question is not None:
        return d
    alone, skipped = only_restates(d.expected, ctx)
    if not alone:
        return d
    lines = ctx.lines(item.file)
    body = function_body(lines, item.symbol, item.line, item.language)
    if not body or any(re.search(r"\byield\b", t) for t in body):
        return d
    found = path_return(body, lines, item.language, d.input, (item.text, None))
    if found is None or any(re.sub(r"\s+", "", s) == re.sub(r"\s+", "", found[1]) for s in skipped):
        return d  # no value, or the very `return` the case says is not taken (the input does not do what it says)
    said = ctx.msg.join([d.expected.removesuffix(ctx.msg("sep.stop")), worked_clause(found, ctx)])
    return d._replace(expected=ctx.msg.sentence(said))


__all__ = ["only_restates", "reached_return"]
