"""A raise said to happen on the designer's "passes every guard" input, where the case cites the guard itself.

`_guarded_raise` reads a cited `raise` item inside a guard's block; the normal-path case cites the guards it passes
(branch items), not their raises. commons-codec's `Soundex.encode` case ("Input that passes every guard of
`Soundex.encode`: `obj` = `"abc"`", citing `if (!(obj instanceof String)) { throw new EncoderException(…) }`) said
"An exception is raised; the function returns `soundex((String) obj)`" and passed: `instanceof` is not evaluated, so
the branch's side stayed unknown. The input's own words settle it: it passes every guard, so a guard whose block opens
with a raise does not raise on it. Only the guard's own exception (or an unnamed one) is compared: another type may
come from a call further on, which the case does not cite; and a case whose input or preconditions make a dependency
raise (a test double) is left alone, since that raise is no guard's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._unreached import passes_all
from utspec.critic.checks.contradicts_code.values import raised_type
from utspec.messages import Catalog
from utspec.models import Kind, TestCase

#: A dependency made to fail by the case ("`send` raises `ConnectionError` (test double)"): the raise is not a guard's.
_DOUBLE_RAISES = re.compile(r"test double|テストダブル|\braises?\b|送出する", re.IGNORECASE)


def passed_guard_raise(case: TestCase, sides: Sequence[Side], c: Claims) -> Side | None:
    """The cited guard whose raise the expected result says happens on a "passes every guard" input (None: none).

    A guard is a branch whose block opens with a raise; its side must not be known to hold (an input whose values
    make it true is no normal path, whatever its words), and no cited raise may fire on the case.
    """
    if not passes_all(case.input) or not (c.raised or c.unnamed_raise):
        return None
    if _DOUBLE_RAISES.search(f"{case.input}\n{case.preconditions}"):
        return None
    if any(s.fires and s.item.kind is Kind.RAISE for s in sides):
        return None
    for s in sides:
        if s.item.kind is not Kind.BRANCH or s.fires:
            continue
        first = next(iter(s.effects[:1]), None)
        if first is None or first.kind != "raise":
            continue
        if c.unnamed_raise or (first.name and raised_type(first.name) in c.raised):
            return s
    return None


def passed_guard_hits(case: TestCase, sides: Sequence[Side], c: Claims, msg: Catalog) -> list[str]:
    """The sentence for `passed_guard_raise`'s guard, if any."""
    s = passed_guard_raise(case, sides, c)
    if s is None:
        return []
    return [msg("semantic_paths.code_guard_passed", cond=s.item.text, ref=s.item.id)]


__all__ = ["passed_guard_hits", "passed_guard_raise"]
