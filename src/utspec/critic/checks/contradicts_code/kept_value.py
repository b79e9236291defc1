"""A literal said returned where the branch the case takes sets the returned name to a value of another kind.

jeraconv's `convert` ends `elif return_type == 'str': res = key + str(res_year) + '年' + … ; … return res`. Its case
at `return_type` = `'str'` said "`True` が返される" (a wrong value) and passed: `res` is a name, so the final `return`
gave nothing to compare, and `kept_return_hits` reads only "does not return". The taken branch's value reaches the
`return` unchanged (`_kept_return`), and a string concatenation, a list, dict or tuple display, or another literal is
never that literal.

>>> value_kind("key + str(y) + '年'", "python"), value_kind("[key, y]", "python"), value_kind("(a, b)", "python")
('string', 'list', 'tuple')
>>> value_kind("{'era': key}", "python"), value_kind("42", "python"), value_kind("f(x)", "python")
('dict', 'number', None)
"""

from __future__ import annotations

from utspec.codetext import match_paren
from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._conditional import top_level
from utspec.critic.checks._declared_type import literal_kind
from utspec.critic.checks._string_valued import string_valued
from utspec.critic.checks.contradicts_code.kept_final import kept_to_final
from utspec.critic.checks.contradicts_code.values import same
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, ItemEffect


def value_kind(expr: str, language: str) -> str | None:
    """The kind of value an expression always has, read from its text (None: not known)."""
    e = expr.strip()
    if (kind := literal_kind(e)) is not None:
        return kind
    if e[:1] in "[{(" and match_paren(e, 0) == len(e):
        if e[0] == "[":
            return "list"
        if e[0] == "{":
            return "dict" if language == "python" else None  # a JS `{…}` may be any object
        return "tuple" if language == "python" and top_level(e[1:-1], ",") >= 0 else None
    if string_valued(e, []):
        return "string"
    return None


def kept_literal_hits(inp: ReviewInput, items: list[ChecklistItem], side: Side, e: ItemEffect, c: Claims,
                      msg: Catalog) -> list[str]:  # fmt: skip
    """"returns `L`" where the taken branch sets the returned name to a value `L` cannot be (see the module)."""
    said = [r for r in c.returns if literal_kind(r) is not None]
    if not said or c.raised or not side.fires or not e.name or not e.value:
        return []
    kind = value_kind(e.value, side.item.language)
    if kind is None or all(same(r, e.value) for r in said):
        return []
    if not kept_to_final(inp, items, side, e.name):
        return []
    for r in said:
        if literal_kind(r) != kind or (kind == literal_kind(e.value) and not same(r, e.value)):
            return [msg("semantic_paths.code_kept_other", ref=side.item.id, name=e.name, value=e.value, said=r)]
    return []


__all__ = ["kept_literal_hits", "value_kind"]
