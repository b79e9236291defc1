"""expected-contradicts-code: a case's expected result states what the code it cites does not do.

The case cites checklist items whose effects are known (`ChecklistItem.effects`: raises T with
message M, returns V, writes table X, swallows or re-raises what a handler catches). On the case's
own path (`_case_facts.sides`: a boundary is evaluated at the case's value) the expected result
must not state:

- another exception type than the one raised, or another message;
- the opposite outcome: no exception, a normal end or a returned value where the code raises, an
  exception where the code returns;
- an exception the code raises only on the other side of a boundary ("raised" at 100 for `> 100`),
  or the condition's truth the wrong way round ("false for 101");
- an exception reaching the caller where the handler swallows it, or the reverse;
- another table than the one written.

A reviewer can check every finding against one line of code, so it blocks. Only what both sides
state is compared (`_claims`): a result that says nothing about exceptions contradicts nothing.
"""

from __future__ import annotations

from utspec.analyzers.effects import caught_types
from utspec.critic.checks._case_facts import Side, cited_items, sides
from utspec.critic.checks._claims import Claims, claims, norm_value
from utspec.critic.checks._numbers import same_number, show
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, ItemEffect, Kind, OpenQuestion, Severity, TestCase

RULE_ID = "expected-contradicts-code"
SEVERITY = Severity.BLOCKING
SUMMARY = "A case's expected result states another exception, message, value, table or outcome than the code it cites."


def _said(c: Claims, msg: Catalog) -> str:
    """What the expected result states instead of an exception, in the reviewer's words."""
    if c.not_raised:
        return msg("semantic.said_not_raised", exc=sorted(c.not_raised)[0])
    if c.no_exception:
        return msg("semantic.said_no_exception")
    if c.returns:
        return msg("semantic.said_returns", value=c.returns[0])
    return msg("semantic.said_success")


def _has_placeholder(message: str) -> bool:
    return any(ch in message for ch in "{}%$")


def _raise_hits(side: Side, e: ItemEffect, c: Claims, fired: set[str], msg: Catalog) -> list[str]:
    ref = side.item.id
    exc = e.name or ""
    if side.fires is False:
        if exc in c.raised and exc not in fired:
            guard = side.guard or side.item
            return [msg("semantic.code_wrong_side", value=show(side.value or 0), cond=guard.text,
                        truth=msg("semantic.truth_false"), ref=guard.id, exc=exc)]  # fmt: skip
        return []
    if c.raised and not (c.raised & fired):
        return [msg("semantic.code_raises_other", exc=exc, ref=ref, said=", ".join(sorted(c.raised)))]
    if not c.raised and (exc in c.not_raised or c.no_exception or c.success or c.returns):
        return [msg("semantic.code_raises_not", exc=exc, ref=ref, said=_said(c, msg))]
    if exc in c.raised and e.message and not _has_placeholder(e.message) and c.messages:
        want = " ".join(e.message.split()).casefold()
        if all(" ".join(m.split()).casefold() != want for m in c.messages):
            return [msg("semantic.code_message", exc=exc, msg=e.message, ref=ref, said=c.messages[0])]
    return []


def _return_hits(side: Side, e: ItemEffect, c: Claims, fired: set[str], msg: Catalog) -> list[str]:
    value = e.value or "None"
    if c.raised and not (c.raised & fired):
        return [msg("semantic.code_returns_raise", value=value, ref=side.item.id, said=", ".join(sorted(c.raised)))]
    if c.returns and all(norm_value(r) != norm_value(value) for r in c.returns):
        return [msg("semantic.code_returns_other", value=value, ref=side.item.id, said=c.returns[0])]
    return []


def _handler_hits(side: Side, kinds: set[str], c: Claims, msg: Catalog) -> list[str]:
    caught = set(caught_types(side.item.text))
    if "swallow" in kinds and (c.propagates or caught & c.raised):
        return [msg("semantic.code_swallows", ref=side.item.id, exc=", ".join(sorted(caught)) or "?")]
    if "reraise" in kinds and (c.contained or caught & c.not_raised):
        return [msg("semantic.code_reraises", ref=side.item.id)]
    return []


def _truth_hits(all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    if c.truth is None:
        return []
    said, at = c.truth
    for s in all_sides:
        if s.item.kind is Kind.BOUNDARY and s.fires is not None and s.value is not None and same_number(s.value, at):
            if s.fires != said:
                truth = msg("semantic.truth_true" if s.fires else "semantic.truth_false")
                said_text = msg("semantic.said_truth", truth=msg("semantic.truth_true" if said else "semantic.truth_false"))
                return [msg("semantic.code_truth", value=show(at), cond=s.item.text, truth=truth, ref=s.item.id,
                            said=said_text)]  # fmt: skip
    return []


def _table_hits(all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    written = {s.item.table: s for s in all_sides if s.item.kind is Kind.SQL_WRITE and s.item.table}
    if not written or not c.tables:
        return []
    short = {t.rsplit(".", 1)[-1].casefold() for t in written}
    said = [t for t in c.tables if t.rsplit(".", 1)[-1].casefold() not in short]
    if said and len(said) == len(c.tables):
        table, side = next(iter(written.items()))
        return [msg("semantic.code_table", table=table, ref=side.item.id, said=said[0])]
    return []


def contradictions(inp: ReviewInput, case: TestCase, msg: Catalog) -> list[str]:
    """Each way the case's expected result contradicts the effects of the items it cites, as sentences."""
    items = cited_items(inp, case)
    if not items:
        return []
    all_sides = sides(items, case)
    c = claims(case.expected)
    fired = {e.name for s in all_sides if s.fires for e in s.effects if e.kind == "raise" and e.name}
    hits: list[str] = _truth_hits(all_sides, c, msg)
    seen: set[tuple[str | None, str | None]] = set()
    for s in all_sides:
        effects = s.effects
        if s.item.kind is Kind.HANDLER:
            hits += _handler_hits(s, {e.kind for e in effects}, c, msg)
            continue
        if s.fires is None:
            continue  # a branch the case may be on either side of (the normal path cites every guard)
        for e in effects[:1]:  # the statement the item guards: what happens first is what a test sees
            key = (e.kind, e.name or e.value)
            if key in seen:
                continue
            seen.add(key)
            if e.kind == "raise" and e.name:
                hits += _raise_hits(s, e, c, fired, msg)
            elif e.kind == "return" and s.fires:
                hits += _return_hits(s, e, c, fired, msg)
    hits += _table_hits(all_sides, c, msg)
    return list(dict.fromkeys(hits))


def check(inp: ReviewInput, *, severity: Severity = SEVERITY) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        if hits := contradictions(inp, case, msg):
            out.append(Finding(id=f"{RULE_ID}:{case.id}", rule=RULE_ID, severity=severity,
                               message=msg("semantic.contradicts_code", case=case.id, hits=msg.join(hits)),
                               refs=[case.id]))  # fmt: skip
    return out
