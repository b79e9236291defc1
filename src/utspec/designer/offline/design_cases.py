"""Cases of their own for a design statement or key item that no code-derived case tests.

The statement says what should happen in words; utspec does not invent the input or the result.
An exception type the statement names becomes the expected result; everything else is an open
question the case points to.
"""

from __future__ import annotations

import re

from utspec.designer.offline.context import Ctx
from utspec.designer.offline.item_cases import Draft
from utspec.messages import Catalog
from utspec.models import Category, KeyItem, OpenQuestion, Requirement
from utspec.terms import terms

_NEGATIVE = {"~invalid", "~missing", "~duplicate"}
_EXCEPTION = re.compile(r"\b([A-Z]\w*(?:Error|Exception))\b")


def _named_result(text: str, msg: Catalog) -> str | None:
    exc = _EXCEPTION.search(text)
    return msg.sentence(msg("effect.raise", exc=exc.group(1))) if exc else None


def design_case(req: Requirement, ctx: Ctx) -> Draft:
    """A case of its own for a design statement no code-derived case tests."""
    qid = ctx.ask(OpenQuestion(id=f"Q-case:{req.id}", question=ctx.msg("q.design", ref=req.id, text=req.text),
                               refs=[req.id]))  # fmt: skip
    pre = (
        ctx.msg("pre.design", section=req.section, file=req.file)
        if req.section
        else ctx.msg("pre.design_nosection", file=req.file)
    )
    return Draft(
        ctx.msg("persp.design", text=req.text),
        Category.ERROR if terms(req.text) & _NEGATIVE or _EXCEPTION.search(req.text) else Category.NORMAL,
        pre,
        ctx.msg("in.open", q=qid),
        _named_result(req.text, ctx.msg) or ctx.msg("exp.open", q=qid),
    )


def key_item_case(kt: KeyItem, ctx: Ctx) -> Draft:
    """A case of its own for a key item anchored in the inputs but tested by no case yet."""
    qid = ctx.ask(OpenQuestion(id=f"Q-case:{kt.id}", question=ctx.msg("q.key_item", kt=kt.id, text=kt.text),
                               refs=[kt.id]))  # fmt: skip
    return Draft(
        ctx.msg("persp.key_item", text=kt.text),
        Category.ERROR if terms(kt.text) & _NEGATIVE or _EXCEPTION.search(kt.text) else Category.NORMAL,
        ctx.msg("pre.key_item", kt=kt.id),
        ctx.msg("in.open", q=qid),
        _named_result(kt.text, ctx.msg) or ctx.msg("exp.open", q=qid),
    )
