"""Cases of their own for a design statement or key item that no code-derived case tests.

The statement says what should happen in words; utspec does not invent the input or the result.
An exception type the statement names becomes the expected result; the rest is left, explicitly,
for a person to name. These are not raised as open questions (which would stop every run whose
design has a statement no case links to): once design statements link on specific anchors
(issue 12 item 1), a statement left here is a real gap and should become a question.
"""

from __future__ import annotations

import re

from utspec.designer.offline.context import Ctx
from utspec.designer.offline.item_cases import Draft
from utspec.messages import Catalog
from utspec.models import Category, KeyItem, Requirement
from utspec.terms import terms

_NEGATIVE = {"~invalid", "~missing", "~duplicate"}
_EXCEPTION = re.compile(r"\b([A-Z]\w*(?:Error|Exception))\b")


def _named_result(text: str, msg: Catalog) -> str | None:
    exc = _EXCEPTION.search(text)
    return msg.sentence(msg("effect.raise", exc=exc.group(1))) if exc else None


def design_case(req: Requirement, ctx: Ctx) -> Draft:
    """A case of its own for a design statement no code-derived case tests."""
    pre = (
        ctx.msg("pre.design", section=req.section, file=req.file)
        if req.section
        else ctx.msg("pre.design_nosection", file=req.file)
    )
    return Draft(
        ctx.msg("persp.design", text=req.text),
        Category.ERROR if terms(req.text) & _NEGATIVE or _EXCEPTION.search(req.text) else Category.NORMAL,
        pre,
        ctx.msg("in.undecided", ref=req.id),
        _named_result(req.text, ctx.msg) or ctx.msg("exp.undecided", ref=req.id),
    )


def key_item_case(kt: KeyItem, ctx: Ctx) -> Draft:
    """A case of its own for a key item anchored in the inputs but tested by no case yet."""
    return Draft(
        ctx.msg("persp.key_item", text=kt.text),
        Category.ERROR if terms(kt.text) & _NEGATIVE or _EXCEPTION.search(kt.text) else Category.NORMAL,
        ctx.msg("pre.key_item", kt=kt.id),
        ctx.msg("in.undecided", ref=kt.id),
        _named_result(kt.text, ctx.msg) or ctx.msg("exp.undecided", ref=kt.id),
    )
