"""Cases of a loop: zero iterations, and what the function then does."""

from __future__ import annotations

import re

from utspec.analyzers.domain import counted, operand_of
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, expected_sentence, input_sentence
from utspec.designer.offline.facts import after_block
from utspec.designer.offline.local_names import declared_local
from utspec.designer.offline.loop_inputs import fixed_collection, is_condition, walked_from_end
from utspec.designer.offline.sentences import q, say_statement
from utspec.designer.offline.statement_span import whole_statement
from utspec.designer.offline.values import examples
from utspec.designer.offline.worked_return import worked_return
from utspec.models import Category, ChecklistItem, Kind

_LOOP_COLL = re.compile(
    r"\bin\s+([\w.]+)\s*[:)]?$|:\s*([\w.]+)\s*\)?$|\brange\s+([\w.]+)|\bof\s+([\w.]+)\s*\)?$"
)


#: A loop over a collection written out in the code (`for (const y of [a, b, c])`, `for c in ("a", "b"):`).
_LITERAL_COLL = re.compile(r"\b(?:of|in)\s*[\[(]")


def _names_local(phrase: str, item: ChecklistItem, ctx: Ctx) -> bool:
    """Whether an input phrase sets a local the function declares (`i` of `var i = length;`): no caller sets it."""
    m = re.search(r"`([A-Za-z_$][\w$]*)`", phrase)
    return m is not None and declared_local(m.group(1), ctx.lines(item.file), item.line) is not None


def loop_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    if item.loop_counter is not None:
        return []  # `for (int i = 0; i < N; i++)` always runs N times: no input makes it run zero times
    if item.language == "go" and item.text.strip() == "for":
        return []  # Go's bare `for {`: it runs until a `return` or `break` inside; "zero iterations" cannot happen
    if _LITERAL_COLL.search(item.text):
        return []  # its elements are in the code: no input makes it run zero times (ky's "an empty collection")
    m = _LOOP_COLL.search(item.text.strip())
    coll = next((g for g in m.groups() if g), None) if m else None
    if coll is None and (c := counted(operand_of(item.text, None) or "")):
        coll = c
    coll = coll or walked_from_end(item.text)  # `for (var i = s.length - 1; i >= 0; i--)`: `s` empty
    lines = ctx.lines(item.file)
    if coll and fixed_collection(coll, lines):
        return []  # a constant collection written out in the file (Humanizer's RomanNumeralsSequence)
    inp = ctx.msg("in.empty", coll=q(coll)) if coll else ctx.msg("in.empty_any")
    found: list[str] = []
    if coll is None and is_condition(item.text):
        # A `while` runs zero times when its condition is false on arrival; a value for a local is no input.
        found = [
            p for p in examples(item.text, False, ctx.at(item), ctx.msg) if not _names_local(p, item, ctx)
        ]
        inp = (
            input_sentence(found, ctx)
            if found
            else ctx.msg("in.none", cond=q(item.text), state=ctx.msg("in.state_false"))
        )
    # What a test sees of zero iterations is the statement after the loop when it leaves the function
    # (`for … { … } return nil`): "no element is processed" alone checks nothing.
    after = after_block(ctx.lines(item.file), item.line, item.language)
    if after:  # `return {` spanning lines is read whole (jp-invoice's summary said the function returns `{"by_rate": …,`)
        after = whole_statement(after, ctx.lines(item.file), item.line)
    then = say_statement(after, ctx.msg) if after and re.match(r"(?:return|raise|throw)\b", after) else None
    if then and found and after and after.startswith("return"):
        # base58's `while i:` at `i` = 0 then `return string`: the value (`b''`) is what a test asserts on.
        then = worked_return(item, after, found, ctx) or then
    elif then and coll and after and after.startswith("return") and re.fullmatch(r"[A-Za-z_$][\w$.]*", coll):
        # `for x in items:` at `items` empty, then `return total`: the value it returns (`0`) is what a test asserts.
        then = worked_return(item, after, [], ctx, extra={coll: ()}) or then
    return [
        Draft(
            ctx.msg("persp.loop", loop=q(item.text)),
            Category.BOUNDARY,
            ctx.msg("pre.loop", where=ctx.where(item)),
            inp,
            expected_sentence([ctx.msg("exp.loop_empty"), then], ctx),
            also=_after_items(item, after, ctx) if then else (),
        )
    ]


def _after_items(loop: ChecklistItem, after: str | None, ctx: Ctx) -> tuple[str, ...]:
    """The raise / return items of the statement right after the loop, which the zero-iteration case states:
    cited with it, so the value it names has its evidence (jpdatetime's `raise ValueError("Date out of range…")`
    after `for era in eras:` was blocked as unsupported, the case citing the loop alone)."""
    head = (after or "").split("\n")[0].strip()[:20]
    exits = [i for i in ctx.items if i.file == loop.file and i.symbol == loop.symbol and i.line > loop.end_line
             and i.kind in (Kind.RAISE, Kind.EARLY_RETURN)]  # fmt: skip
    first = min((i.line for i in exits), default=None)
    return tuple(i.id for i in exits if i.line == first and head and i.text.strip().startswith(head[:12]))
