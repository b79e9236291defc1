"""Expected results from the code's own words: a statement or an analyzer effect, said checkably."""

from __future__ import annotations

import re

from utspec.models import Category, ChecklistItem, Kind


def code(text: str) -> str:
    """Quote code as code (a backtick inside becomes a quote so the Markdown cell stays whole)."""
    return f"`{text.replace('`', chr(39))}`"


_RAISE = re.compile(r"^(?:raise|throw)\s+(?:new\s+)?([\w.]+)\s*(?:\((.*)\))?\s*;?$", re.S)
_RETURN = re.compile(r"^return\b\s*(.*?);?$", re.S)


def describe_statement(stmt: str) -> str:
    """Say what one statement does, concretely enough to pass or fail a test."""
    stmt = stmt.strip()
    if m := _RAISE.match(stmt):
        exc, args = m.group(1), (m.group(2) or "").strip()
        return f"{code(exc)} is raised" + (f" with {args}" if args else "")
    if stmt in ("raise", "throw", "throw;"):
        return "the caught exception is re-raised unchanged"
    if m := _RETURN.match(stmt):
        value = m.group(1).strip()
        return f"the function returns {code(value)}" if value else "the function returns without a value"
    if stmt in ("continue", "continue;"):
        return "the current iteration is skipped (`continue`)"
    if stmt in ("break", "break;"):
        return "the loop stops (`break`)"
    return f"{code(stmt)} is executed"


def describe_effect(effect: str | None, kind: Kind) -> str:
    """Turn an analyzer `effect` (see `utspec.analyzers`) into an expected result."""
    if not effect:
        return "the guarded statements run (the code states no observable effect: name one before approval)"
    main, _, skipped = effect.partition(" | skipped: ")
    not_reraised = main.endswith(" (not re-raised)")
    main = main.removesuffix(" (not re-raised)")
    parts = [describe_statement(s) for s in main.split("; ") if s.strip()]
    if kind is Kind.HANDLER:
        text = "the exception is caught; " + "; ".join(parts)
        if not_reraised:
            text += "; it is not re-raised (the caller sees no exception)"
    else:
        text = "; ".join(parts)
    if skipped:
        text += f"; {code(skipped)} is not executed"
    return text[0].upper() + text[1:] + "."


def first_statement(effect: str | None) -> str:
    """The first statement of an analyzer effect (what a branch does first)."""
    return (effect or "").partition(" | skipped: ")[0].removesuffix(" (not re-raised)").split("; ")[0].strip()


def category_of(effect: str | None) -> Category:
    """An effect that starts by raising is an error case; anything else is normal."""
    first = first_statement(effect)
    return Category.ERROR if first.startswith(("raise", "throw")) else Category.NORMAL


def where(item: ChecklistItem) -> str:
    """The function and file an item sits in, for preconditions."""
    return f"{code(item.symbol)} in {item.file}" if item.symbol else item.file


def fmt(value: float | int | str | None) -> str:
    """A literal value as a tester types it (2.0 -> 2, None -> NULL)."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "NULL" if value is None else str(value)
