"""The bracket depth of each character of a code fragment, string literals skipped: one walk for every reader that
splits or searches a fragment at its top level.

Five readers walked the text the same way, each with its own copy of the loop (`designer.offline.typing_forms`
splitting a union's members, `analyzers.js_template` finding a ternary's `?`, `critic.checks._equals_side`
splitting on `&&`, `designer.offline.py_conditional` checking that an arm closes its brackets); the
duplicates tool listed them as one shape.
"""

from __future__ import annotations

from typing import NamedTuple


class Walk(NamedTuple):
    depth: list[int | None]
    """Per character: the bracket depth it stands at (a bracket at its outer level), None inside a string literal."""
    end: int
    """The depth after the last character (0 when every bracket opened is closed)."""
    open_quote: bool
    """Whether a string literal is still open at the end."""


def walk(text: str) -> Walk:
    """The depth of each character of `text` ((, [ and { count; ' and " open string literals).

    >>> walk("f(a, 'x(')").depth
    [0, 0, 1, 1, 1, None, None, None, None, 0]
    >>> walk("a[1").end, walk("'a").open_quote
    (1, True)
    """
    out: list[int | None] = []
    depth, quote = 0, ""
    for ch in text:
        if quote:
            quote = "" if ch == quote else quote
            out.append(None)
        elif ch in "'\"":
            quote = ch
            out.append(None)
        elif ch in "([{":
            out.append(depth)
            depth += 1
        elif ch in ")]}":
            depth -= 1
            out.append(depth)
        else:
            out.append(depth)
    return Walk(out, depth, bool(quote))


def brackets_closed(text: str) -> bool:
    """Whether every bracket opened in `text` is closed in it, none closes before it opens, and no literal is open.

    >>> [brackets_closed(t) for t in ("f(a)[0]", "f(a", "a)", "'('", "x = 'a")]
    [True, False, False, True, False]
    """
    w = walk(text)
    return w.end == 0 and not w.open_quote and all(d is None or d >= 0 for d in w.depth)


def split_top(text: str, op: str) -> list[str]:
    """`text` split on `op` outside brackets and string literals (one part when `op` is not there).

    >>> split_top("a && (b && c) && 'x && y'", "&&")
    ['a ', ' (b && c) ', " 'x && y'"]
    """
    w = walk(text)
    out, start, i = [], 0, 0
    while i < len(text):
        if w.depth[i] == 0 and text.startswith(op, i):
            out.append(text[start:i])
            start = i = i + len(op)
            continue
        i += 1
    out.append(text[start:])
    return out
