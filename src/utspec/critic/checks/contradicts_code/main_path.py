"""The main path (nothing cited ends the function early): its final `return` and its exceptions."""

from __future__ import annotations

import re

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims, norm_value
from utspec.critic.checks._container_value import language_of, never_scalar
from utspec.critic.checks._declared_type import literal_kind
from utspec.critic.checks._example_call import example_call, open_expression
from utspec.critic.checks._main_path import ending_guards, final_return_of, on_main_path
from utspec.critic.checks._name_values import values_at_return
from utspec.critic.checks._no_exit import without_exit
from utspec.critic.checks._numbers import same_number
from utspec.critic.checks._other_name import other_name_returned
from utspec.critic.checks._plain_return import plain_value
from utspec.critic.checks.contradicts_code.kept_final import kept_to_final
from utspec.critic.checks.contradicts_code.values import LITERAL, NAME, NUMBER, RAISES_IN_INPUT, same
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, ItemEffect, Kind, TestCase


def _may_be(expr: str, said: str, inp: ReviewInput, where: str) -> bool:
    """Whether a returned expression may evaluate to the value said (`fee` may be `500`; `order_id` is not `None`).

    A literal is itself only. A name or expression may be any computed value, except another bare
    name (the result says the function returns `string` where it returns `text`), and `None` only
    when the file assigns it `None` somewhere.
    """
    expr, said = expr.strip(), said.strip().strip("`")
    if LITERAL.fullmatch(expr):
        return False
    if NAME.fullmatch(said) and norm_value(said) != "null" and said.lower() not in ("true", "false"):
        return False  # two names: the result names another variable
    if NAME.fullmatch(expr) and NUMBER.fullmatch(said):
        src = next((x.text for x in inp.sources if x.path == where.rsplit(":", 1)[0]), "")
        line = where.rsplit(":", 1)[-1]
        known = values_at_return(src.split("\n"), int(line), expr) if line.isdigit() else None
        if known is not None:  # every line setting the name gives a number: `fee` is 500, 800, 900 or 1200
            return any(same_number(float(said), v) for v in known)
    if _scalar_for_container(expr, said, inp, where):  # `return (data[0], decoded)` is never `1`
        return False
    if norm_value(said) == "null":
        src = next((x.text for x in inp.sources if x.path == where.rsplit(":", 1)[0]), "")
        name = re.escape(expr)
        return bool(NAME.fullmatch(expr)) and bool(
            re.search(rf"\b{name}\s*(?::[^=]*)?=\s*(?:None|null|nil|undefined)\b", src)
        )
    return True


def _scalar_for_container(expr: str, said: str, inp: ReviewInput, where: str) -> bool:
    """A number, boolean or string said returned where the `return` at `where` gives a container (`_container_value`)."""
    path, _, line = where.rpartition(":")
    language = language_of(path)
    scalar = literal_kind(said.strip().strip("`")) in ("number", "bool", "string")
    if not scalar or not language or not line.isdigit():
        return False
    src = next((x.text for x in inp.sources if x.path == path), "")
    return never_scalar(expr, src.split("\n"), int(line), language)


def final_hits(inp: ReviewInput, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                msg: Catalog, case_input: str = "") -> list[str]:  # fmt: skip
    """On the main path, the value the function's final `return` gives against the value stated.

    A worked example's literal (the input a whole call, `resolve_pointer(obj, '/some/path', None)`) may be what a
    returned call or operation gives (`pointer.resolve(doc, default)` returns the `None` default): not compared
    (jsonpointer's entry cases, two false blocks on the clean draft once entries were on the main path).
    """
    if not (c.returns or c.not_returns) or c.raised:
        return []
    main = on_main_path(all_sides, ending_guards(inp, items))
    if not main and not without_exit(inp, items):
        return []
    final = final_return_of(inp, items)
    if final is None:
        return []
    value = final.value or "None"
    if not main:
        # Off the normal-path shape, in a function nothing ends early (`_no_exit`): only a plain name said not
        # returned is compared. The final statement's reading is surer for `return name` than for a conditional
        # expression or a concise arrow, which other checks read on the case's side.
        if NAME.fullmatch(value) and any(same(r, value) for r in c.not_returns):
            return [msg("semantic_paths.code_final_not", value=value, where=final.where)]
        # a plain call is as sure as a name (`return buf.String()`, `_plain_return`), unless the input makes
        # something raise (the run may end in that exception, which the result need not name)
        if plain_value(value) and not RAISES_IN_INPUT.search(case_input):
            if any(same(r, value) for r in c.not_returns):
                return [msg("semantic_paths.code_final_not", value=value, where=final.where)]
        if other_name_returned(value, c.returns):
            return [msg("semantic_paths.code_final_other", value=value, where=final.where, said=c.returns[0])]
        if c.returns and all(_scalar_for_container(value, r, inp, final.where) for r in c.returns):
            # the one `return` of a function nothing ends early gives a container: fresh's `parseTokenList`
            return [msg("semantic_paths.code_final_other", value=value, where=final.where, said=c.returns[0])]
        return []
    worked = example_call(case_input) and open_expression(value, items[0].language if items else "")
    if worked and c.returns and all(LITERAL.fullmatch(r.strip().strip("`")) for r in c.returns):
        return []
    if c.returns and all(not same(r, value) and not _may_be(value, r, inp, final.where) for r in c.returns):
        return [msg("semantic_paths.code_final_other", value=value, where=final.where, said=c.returns[0])]
    if any(same(r, value) for r in c.not_returns):
        return [msg("semantic_paths.code_final_not", value=value, where=final.where)]
    return []


def main_path_raise_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], all_sides: list[Side],
                          c: Claims, msg: Catalog) -> list[str]:  # fmt: skip
    """An exception said to be raised (no type named) on the main path, where nothing the case cites raises, or in a
    function nothing ends early.

    Not when a handler is cited, the case's own write is said to fail, or the input makes something raise
    (a test double): those are failure cases whose exception comes from outside the cited code.
    """
    if (
        not c.unnamed_raise
        or c.raised
        or c.write_fails
        or any(s.item.kind is Kind.HANDLER for s in all_sides)
    ):
        return []
    if RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return []
    # A function nothing ends early (`_no_exit`) has one path, whatever the case cites of it: go-units'
    # `getSizeAndUnit` (a loop, then `return size, _map[i]`) flipped to "An exception is raised" passed, since a
    # case citing only the loop was not shaped like the normal path.
    if not on_main_path(all_sides, ending_guards(inp, items)) and not without_exit(inp, items):
        return []
    return [msg("semantic_paths.code_main_path_raises", refs=", ".join(s.item.id for s in all_sides[:3]))]


def kept_return_hits(inp: ReviewInput, items: list[ChecklistItem], side: Side, e: ItemEffect, c: Claims,
                      msg: Catalog) -> list[str]:  # fmt: skip
    """ "does not return `V`" where the branch the case takes sets the returned name to `V` and nothing changes it
    before the function's final `return` (`_kept_return`)."""
    if not c.not_returns or not side.fires or not e.name or not e.value:
        return []
    if not any(same(r, e.value) for r in c.not_returns):
        return []
    if kept_to_final(inp, items, side, e.name):
        return [msg("semantic_paths.code_returns_not", value=e.value, ref=side.item.id)]
    return []
