"""A Go function that returns the error a statement names on its main path: the statement is about that return.

cenkalti/backoff's "Permanent wraps the given err in a *PermanentError." was read as "raise PermanentError" and met
the one condition of `Permanent`, `if err == nil { return nil }`: a design-code question saying the code returns nil
where the design wraps. Go has no raise: `return &PermanentError{Err: err}` at the function's own level (not inside
any branch) is what the statement describes, and a statement that names no condition is about that main path, not
about the guard that skips it. Pure functions of the texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem, SourceText
from utspec.questions.go_errors import returned_error

#: Words that put a statement under a condition: then the guard may be what it is about.
_CONDITION = re.compile(r"(?i)\b(?:if|when|whenever|unless|once|until)\b|とき|場合|なら|たら|には")


def _function_lines(lines: list[str], line: int) -> tuple[int, int] | None:
    """The first and last line (1-based) of the top-level Go func holding `line`, or None."""
    start = next((n for n in range(line, 0, -1) if lines[n - 1].startswith("func ")), None)
    if start is None:
        return None
    end = next((n for n in range(start + 1, len(lines) + 1) if lines[n - 1].startswith("}")), None)
    return (start, end) if end is not None and end >= line else None


def main_path_returns(exception: str, item: ChecklistItem, sources: Sequence[SourceText], text: str) -> bool:
    """Whether the Go function holding `item` returns `exception` at its own level and `text` names no condition.

    >>> go = SourceText(path="r.go", text='''func Permanent(err error) error {
    ... \\tif err == nil {
    ... \\t\\treturn nil
    ... \\t}
    ... \\treturn &PermanentError{
    ... \\t\\tErr: err,
    ... \\t}
    ... }''')
    >>> guard = ChecklistItem(id="r.go:2:branch", kind="branch", file="r.go", line=2, end_line=4, language="go", text="err == nil")
    >>> main_path_returns("permanenterror", guard, [go], "Permanent wraps the given err in a *PermanentError.")
    True
    >>> main_path_returns("permanenterror", guard, [go], "If err is nil, Permanent returns a *PermanentError.")
    False
    """
    if not item.file.endswith(".go") or _CONDITION.search(text):
        return False
    src = next((s for s in sources if s.path == item.file), None)
    if src is None:
        return False
    lines = src.text.split("\n")
    span = _function_lines(lines, item.line)
    if span is None:
        return False
    for n in range(span[0] + 1, span[1]):
        if item.line <= n <= item.end_line:
            continue
        m = re.match(r"^\t(?!\t)return\s+(?P<v>.+)$", lines[n - 1])
        if m and (name := returned_error(m.group("v").rstrip())) is not None:
            if name.split(".")[-1].lstrip("&").lower() == exception.lower():
                return True
    return False
