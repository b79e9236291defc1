"""The expression a function written as a concise arrow returns (`const f = (a, b) => c ? x : y;`).

Such a function has no `return` statement: the reader of a function's final `return` went on to the next
function's (pretty-ms's `const decimalDigits = (value, defaultValue) => typeof value === 'number' && …⏎
? Math.min(…)⏎ : defaultValue;` was said to return `parseNumber`'s values, and its own draft's case
"returns `Math.min(…)`" was blocked as another function's result). The body may run over several lines;
it ends at the line ending with `;` (or the last line read).

>>> src = ["const d = (value, dflt) => typeof value === 'number'", "  ? Math.min(value, 9)", "  : dflt;", "x();"]
>>> concise_body(src, "d")
"typeof value === 'number' ? Math.min(value, 9) : dflt"
>>> concise_body(["const f = (a) => {", "  return a;", "};"], "f") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.signature import function_body


def _continued(text: str, following: str) -> bool:
    """Whether an expression without its `;` goes on to the next line: brackets still open, an operator at the end,
    or the next line starting with one (a semicolon-less file ends a balanced expression at the line's end)."""
    depth = sum(text.count(o) for o in "([{") - sum(text.count(c) for c in ")]}")
    if depth > 0 or re.search(r"(?:[-+*/%?:,(\[{=&|]|=>)\s*$", text):
        return True
    return following.lstrip().startswith((".", "?", ":", "&&", "||", "+", "-", "*", "/"))


def concise_body(lines: Sequence[str], symbol: str | None) -> str | None:
    """The returned expression of `symbol` when it is a concise arrow function; None otherwise.

    pg-protocol writes no semicolons: `const parseCopyInMessage = (reader: BufferReader) => parseCopyMessage(reader,
    'copyInResponse')` ends at its line, where the next `const` was read into it (a false block on its clean draft).

    >>> src = ["const f = (r: R) => g(r, 'a')", "", "const h = (r: R) => g(r, 'b')", "const k = (x) => x +", "  1;"]
    >>> concise_body(src, "f"), concise_body(src, "k")
    ("g(r, 'a')", 'x + 1')
    """
    name = (symbol or "").rsplit(".", 1)[-1]
    if not re.fullmatch(r"[A-Za-z_$][\w$]*", name):
        return None
    head = re.compile(
        rf"(?<![\w$.]){re.escape(name)}\s*=\s*(?:async\s+)?(?:\([^()]*\)|[A-Za-z_$][\w$]*)\s*=>(?!\s*\{{)\s*(.*)$"
    )
    for i, line in enumerate(lines):
        m = head.search(line)
        if m is None:
            continue
        parts = [m.group(1).strip()]
        k = i
        while (not parts[-1].endswith(";") and k + 1 < len(lines) and k - i < 6
               and _continued(" ".join(parts), lines[k + 1])):  # fmt: skip
            k += 1
            parts.append(lines[k].strip())
        body = " ".join(p for p in parts if p).rstrip(";").strip()
        return body or None
    return None


__all__ = ["concise_body"]


def statement_body(lines: Sequence[str], symbol: str | None, line: int, language: str) -> list[str]:
    """The body lines of the function around `line` for `analyzers.path_value`; a concise arrow's expression as its
    one `return` (a concise arrow's flipped result passed: no body was read).

    >>> statement_body(["const isZero = value => value === 0;"], "isZero", 1, "javascript")
    ['return value === 0;']
    """
    body = function_body(lines, symbol, line, language)
    if not body and (expr := concise_body(lines, symbol)) is not None:
        return [f"return {expr};"]
    return body
