"""SQL writes: the table and operation written, a row added, a write said to fail or not to run."""

from __future__ import annotations

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._unhandled_write import unhandled_write
from utspec.critic.checks._write_claims import said_writes
from utspec.critic.checks._write_op import write_op_conflict
from utspec.critic.checks.contradicts_code.values import RAISES_IN_INPUT
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind, TestCase


def write_fail_hits(all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    """A write said to fail with the database error, and its table said to gain a row all the same."""
    if not c.write_fails:
        return []
    for s in all_sides:
        table = (s.item.table or "").rsplit(".", 1)[-1].casefold()
        if s.item.kind is Kind.SQL_WRITE and table:
            if any(t.rsplit(".", 1)[-1].casefold() == table and gains for t, gains in c.rows):
                return [msg("semantic_paths.code_write_fails", ref=s.item.id, table=s.item.table)]
    return []


def unhandled_write_hits(inp: ReviewInput, items: list[ChecklistItem], c: Claims, msg: Catalog) -> list[str]:
    """A cited write's error said contained where its function has no handler (`_unhandled_write`)."""
    if not c.contained or c.propagates:
        return []
    write = unhandled_write(items, inp.checklist if inp.citable is None else inp.citable)
    return (
        [] if write is None else [msg("semantic_paths.code_write_unhandled", ref=write.id, table=write.table)]
    )


def insert_hits(case: TestCase, all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    """A cited INSERT said to add no row, where nothing on the case's path fails or ends the function first.

    Not when the result or the input names a failure (an exception, the database error, a test double
    that raises) or the case cites a handler or a return/raise that fires: those cases add no row rightly.
    """
    if (
        c.write_fails
        or c.raised
        or c.unnamed_raise
        or RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}")
    ):
        return []
    if any(s.item.kind is Kind.HANDLER or s.fires and s.effects and s.effects[0].kind in ("return", "raise")
           for s in all_sides):  # fmt: skip
        return []
    for s in all_sides:
        table = (s.item.table or "").rsplit(".", 1)[-1].casefold()
        if s.item.kind is Kind.SQL_WRITE and table and (s.item.op or "").upper() == "INSERT":
            if any(t.rsplit(".", 1)[-1].casefold() == table and not gains for t, gains in c.rows):
                return [msg("semantic_paths.code_insert_runs", ref=s.item.id, table=s.item.table)]
    return []


def _enclosed(inp: ReviewInput, write: ChecklistItem, all_sides: list[Side]) -> bool:
    """Whether a block the case is not shown to enter holds the write (a branch not cited as taken, a loop, a handler)."""
    pool = inp.checklist if inp.citable is None else inp.citable
    taken = {s.item.id for s in all_sides if s.fires}
    return any(b.file == write.file and b.line < write.line <= b.end_line and b.id not in taken
               for b in pool if b.kind in (Kind.BRANCH, Kind.LOOP, Kind.HANDLER))  # fmt: skip


def write_runs_hits(
    inp: ReviewInput, case: TestCase, all_sides: list[Side], c: Claims, msg: Catalog
) -> list[str]:
    """A cited INSERT, UPDATE or DELETE said not to run, where nothing on the case's path fails or ends first.

    The same conditions as `insert_hits` (no failure named, no handler, no return or raise that fires), and
    the write sits in no branch, loop or handler the case does not cite as taken (`_enclosed`).
    """
    if (
        c.write_fails
        or c.raised
        or c.unnamed_raise
        or RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}")
    ):
        return []
    if any(s.item.kind is Kind.HANDLER or s.fires and s.effects and s.effects[0].kind in ("return", "raise")
           for s in all_sides):  # fmt: skip
        return []
    denied = [
        (t.rsplit(".", 1)[-1].casefold(), op) for t, op, happens in said_writes(case.expected) if not happens
    ]
    for s in all_sides:
        table = (s.item.table or "").rsplit(".", 1)[-1].casefold()
        op = (s.item.op or "").upper()
        if s.item.kind is Kind.SQL_WRITE and (table, op) in denied and not _enclosed(inp, s.item, all_sides):
            return [msg("semantic_paths.code_write_runs", ref=s.item.id, table=s.item.table, op=op)]
    return []


def table_hits(all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    written = {s.item.table: s for s in all_sides if s.item.kind is Kind.SQL_WRITE and s.item.table}
    if not written or not c.tables:
        return []
    short = {t.rsplit(".", 1)[-1].casefold() for t in written}
    said = [t for t in c.tables if t.rsplit(".", 1)[-1].casefold() not in short]
    if said and len(said) == len(c.tables):
        table, side = next(iter(written.items()))
        return [msg("semantic.code_table", table=table, ref=side.item.id, said=said[0])]
    return []


def write_op_hits(all_sides: list[Side], expected: str, msg: Catalog) -> list[str]:
    """A table said written one way while the case's cited writes to it do another (`_write_op`)."""
    writes = [s.item for s in all_sides if s.item.kind is Kind.SQL_WRITE and s.item.table and s.item.op]
    cited = [
        ((w.table or "").rsplit(".", 1)[-1].lstrip("#").casefold(), (w.op or "").upper()) for w in writes
    ]
    if (found := write_op_conflict(cited, expected)) is None:
        return []
    table, op, said = found
    ref = next(w.id for w, key in zip(writes, cited, strict=True) if key == (table, op))
    return [msg("semantic_paths.code_write_op_other", table=table, op=op, ref=ref, said=said)]
