"""A case draft and the sentences every item kind's drafts are made of (input, expected result, open question)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from utspec.designer.offline.context import Ctx
from utspec.designer.offline.indexed_char import indexed_char
from utspec.designer.offline.sentences import code, q
from utspec.models import Category, ChecklistItem, OpenQuestion, QuestionKind


class Draft(NamedTuple):
    """One case to be numbered."""

    perspective: str
    category: Category
    preconditions: str
    input: str
    expected: str
    hosts: bool = True
    """Whether this case exercises the item's guarded code (items merged into the item land on it)."""
    question: OpenQuestion | None = None
    """Set on a statement the code gives nothing checkable for: the case stands in while statements and
    key items are linked, then `Builder.settle` replaces it by this question."""
    also: tuple[str, ...] = ()
    """Evidence besides the item: another item whose code the expected result states (a guard's `if`)."""


def ask_no_effect(item: ChecklistItem, cond: str, stmt: str, ctx: Ctx, *, question: str | None = None) -> str:
    """The open question of an item whose code states nothing a test sees, and the expected result pointing at it.

    `question` replaces the catalog's "when `cond` holds" wording where `cond` is no condition (a short-circuit's
    right operand: "when `{}` holds" for `options = options || {}`, guard_cases.no_effect_question).
    """
    qid = ctx.ask(
        OpenQuestion(
            id=f"Q-effect:{item.id}",
            question=question or ctx.msg("q.no_effect", cond=q(cond), where=ctx.where(item), stmt=q(stmt)),
            refs=[item.id],
            kind=QuestionKind.EFFECT,
            places=[f"{item.file}:{item.line}"],
        )
    )
    return ctx.msg("exp.open", q=qid)


def boundary_question(item: ChecklistItem, stmt: str, ctx: Ctx) -> str:
    """The open question of a boundary whose code states nothing a test sees: one question serves the cases on both
    sides, so it names the values, not one side ("when `era_year == 1` holds" was asked of the case at 0 too)."""
    values = ctx.msg("sep.list").join(code(str(v)) for v in item.test_values or ())
    return ctx.msg("q.no_effect_boundary", cond=q(item.text), where=ctx.where(item), stmt=q(stmt),
                   values=values or q(item.text))  # fmt: skip


def input_sentence(parts: Sequence[str], ctx: Ctx) -> str:
    # `s` = `"aa"` beside `s[0]` = `'0'` is one string, `"0a"` (indexed_char.py)
    return ctx.msg.sentence(ctx.msg("in.sep").join(dict.fromkeys(indexed_char([p for p in parts if p]))))


def expected_sentence(clauses: Sequence[str | None], ctx: Ctx) -> str:
    return ctx.msg.sentence(ctx.msg.join([c for c in clauses if c]))


def item_line(item: ChecklistItem, ctx: Ctx) -> str:
    lines = ctx.lines(item.file)
    return lines[item.line - 1] if 1 <= item.line <= len(lines) else ""
