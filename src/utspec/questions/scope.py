"""Whether a design statement is about another function than the one a literal decision is in.

go-retryablehttp's design says, under "## DefaultBackoff", that Retry-After is read "when a
http.StatusTooManyRequests (HTTP Code 429) is found". That explains the 429 test in `DefaultBackoff`,
not the one in `baseRetryPolicy`, where 429 means "retry": the same value and subject, another
behaviour. A statement whose heading or text names functions of the changed code, none of them the
decision's own, explains nothing in other functions. A statement naming no function (most prose), or
a decision outside any function, is not limited.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.anchoring import anchors
from utspec.models import ChecklistItem
from utspec.questions.literals import Decision, label

#: A definition entry: a statement that opens with a call form, "`voidcmd(cmd)`: …", "login(user, passwd): …".
_ENTRY = re.compile(r"^\W*([A-Za-z_][\w.]*)\s*\([^()]*\)`?\s*[:：]")


def function_names(checklist: Iterable[ChecklistItem]) -> frozenset[str]:
    """The functions of the changed code, as a statement would name them (`FTP.getresp` -> getresp), lower case."""
    return frozenset(label(i.symbol).lower() for i in checklist if i.symbol)


def about_other_function(heading: str, text: str, decision: Decision, functions: frozenset[str]) -> bool:
    """Whether a statement (`text` under `heading`) names functions of the code, but not the decision's own.

    A function is named by an identifier-like token (`DefaultBackoff`, `parse_header()`), by a heading
    that is nothing but its name (`## backoff`), or by a definition entry the statement opens with
    ("voidcmd(cmd): …", even when voidcmd is not in the changed code).
    """
    if not decision.item.symbol:
        return False
    named = {a.key for a in anchors(f"{heading} {text}") if a.kind == "ident"} & functions
    bare = re.sub(r"[`()#\s]", "", heading).lower()
    if bare in functions:
        named.add(bare)
    if m := _ENTRY.match(text):
        named.add(label(m.group(1)).lower())  # "voidcmd(cmd): …" describes voidcmd, in the code or not
    own = {label(i.symbol).lower() for i in (decision.item, *decision.merged) if i.symbol}
    return bool(named) and not (named & own)
