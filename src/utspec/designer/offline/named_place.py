"""A function named explicitly outranks a plain word that happens to spell another function's name.

"Return null upon error. Value in bytes otherwise." sits in the section headed
`bytes.parse(string｜number value)`, but "bytes" is also the name of the module's default function,
so the plain word scoped the row to `bytes()` and it landed on `bytes(1024)`'s case. A name written as
a call (`parse(`) or in code quotes (`` `format` ``) is the writer naming code; an unquoted word is
prose first ("bytes", "parse", "format" are words too). So a statement's scope is, in this order:
the function its own text names explicitly, the function its place names explicitly (a lead sentence
opening with a call, its section heading written as a call or quoted), and only then a plain word of
its own (and what the caller reads after that: what it says comes out, its place's plain words).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.scope import section_leads
from utspec.models import Requirement

#: A name written as a call (`bytes.parse(`: the last part) or alone in code quotes (`` `format` ``).
_CALLED = re.compile(r"([A-Za-z_]\w*)\s*\(")
_QUOTED = re.compile(r"`\s*(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)\s*(?:\([^`]*\))?\s*`")


def explicit_function(text: str, functions: frozenset[str]) -> str | None:
    """The one function a text names as a call or in code quotes, else None (none, or two of them).

    >>> explicit_function("Value in bytes otherwise.", frozenset({"bytes", "parse"})) is None
    True
    >>> explicit_function("bytes.parse(string｜number value): number｜null", frozenset({"bytes", "parse"}))
    'parse'
    >>> explicit_function("Conversion options for `format`", frozenset({"format"}))
    'format'
    """
    named = {m.group(1).lower() for m in _CALLED.finditer(text)}
    named |= {m.group(1).lower() for m in _QUOTED.finditer(text)}
    found = named & functions
    return next(iter(found)) if len(found) == 1 else None


def explicit_places(requirements: Sequence[Requirement], functions: frozenset[str]) -> dict[str, str]:
    """Each statement's function as its place names it explicitly: the lead sentence above it in its
    section that opens with a call, else its section heading's call or quoted name."""
    return {
        req.id: found
        for req, lead in section_leads(requirements, functions)
        if (found := lead or explicit_function(req.section or "", functions))
    }
