"""A cited statement that raises by a call (T-SQL's `RAISERROR ('…', 16, 10)`), said not to run or run with another message.

T-SQL raises with `RAISERROR (msg, severity, state)`: the analyzer makes it a `raise` item, and its statement reads
as a call, so the designer writes "`RAISERROR` is called with `'…', 16, 10`". A call was compared only where a
branch guards it (`_guarded_claims`); on the `raise` item itself nothing was, so tSQLt's AssertLike case flipped to
"`RAISERROR` is not called with …" and one whose message said 4001 for the code's 4000 both passed. A cited
statement of a case runs on its path (`_case_facts.sides`), so:

- "`X` is not called" about the statement's own callee contradicts it;
- "`X` is called with …" quoting string literals none of which is one the call passes names another message
  (also where the case cites the `IF` whose block starts with the call, as the boundary's case does).

>>> stmt_said_strings("`RAISERROR` is called with `'may not exceed 4001 characters.', 16, 10`.", "RAISERROR")
['may not exceed 4001 characters.']
>>> stmt_said_strings("`RAISERROR` is called with `@msg, 16, 1`.", "RAISERROR")
[]
>>> call_strings("'@ExpectedPattern may not exceed 4000 characters.', 16, 10")
['@ExpectedPattern may not exceed 4000 characters.']
"""

from __future__ import annotations

import re

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.messages import Catalog
from utspec.models import ItemEffect, Kind

#: A SQL or C-family string literal (`N'…'` with `''` inside, `"…"` with escapes).
_LITERAL = re.compile(r"""N?'((?:[^']|'')*)'|"((?:[^"\\]|\\.)*)\"""")
_SPAN = re.compile(r"`([^`\n]+)`")


def call_strings(args: str | None) -> list[str]:
    """The string literals a call passes, unquoted."""
    return [(a if a is not None else b).replace("''", "'") for a, b in _LITERAL.findall(args or "")]


def stmt_said_strings(expected: str, callee: str) -> list[str]:
    """The string literals the code spans after the sentence's mention of `callee` quote."""
    at = expected.find(f"`{callee}`")
    if at < 0:
        return []
    return [s for span in _SPAN.findall(expected[at + len(callee) + 2 :]) for s in call_strings(span)]


def statement_call_hits(
    side: Side, e: ItemEffect, expected: str, c: Claims, msg: Catalog, src: str = ""
) -> list[str]:
    """What the case says of a cited raising statement's own call, where it contradicts the statement.

    A branch or boundary that runs on the case (its block's first statement the call) is compared for the message
    only, and only where the file calls the callee once: "not called" there is `_guarded_claims`' to judge.
    """
    own = side.item.kind in (Kind.RAISE, Kind.EARLY_RETURN)
    if (
        not side.fires
        or e.kind != "call"
        or not e.name
        or not (own or side.item.kind in (Kind.BRANCH, Kind.BOUNDARY))
    ):
        return []
    if not own and len(re.findall(rf"(?<![\w.]){re.escape(e.name)}\s*\(", src)) != 1:
        return []
    ref, passed = side.item.id, call_strings(e.args)
    for name, called in c.called:
        if name != e.name:
            continue
        if not called and own:
            return [msg("semantic_paths.code_statement_runs", stmt=name, ref=ref)]
        said = stmt_said_strings(expected, name)
        if passed and said and not {s.strip() for s in said} & {p.strip() for p in passed}:
            return [
                msg(
                    "semantic_paths.code_call_message_other",
                    stmt=name,
                    ref=ref,
                    value=passed[0],
                    said=said[0],
                )
            ]
    return []


__all__ = ["call_strings", "statement_call_hits", "stmt_said_strings"]
