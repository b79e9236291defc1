"""The kind of a receiver's field read from the literals its class assigns it (`self._nframeswritten = 0`).

sunau's `if self._nframeswritten: raise Error('cannot change parameters after starting to write')` said "Values for
which `self._nframeswritten` is true (the code names no literal to choose them from)", though the class sets it to
`0` and only ever adds to it: it is a number, and `1` makes the test true. A field whose every assignment in its class
is a literal of one kind (null aside) or an update of itself (`self.n = self.n + k`, `self.n += k`) has that kind,
and one compared by size with a number (`self.debugging > 1`) is a number; any other assignment
(`self._file = file`) leaves it unknown.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_FIELD = re.compile(r"^(self|this)\.([A-Za-z_$][\w$]*)$")
_NULLS = frozenset({"None", "null", "undefined"})


def _kind_of_literal(text: str) -> str | None:
    if text in ("True", "False", "true", "false"):
        return "bool"
    if re.fullmatch(r"-?\d+(?:\.\d+)?", text):
        return "num"
    if re.fullmatch(r"""[bru]?'[^'\\]*'|[bru]?"[^"\\]*\"""", text, re.I):
        return None if text[:1] in "bB" else "str"
    return None


def _class_lines(lines: Sequence[str], line: int) -> Sequence[str]:
    """The lines of the class around `line`: from its `class` line to the next line at its indentation or less."""
    start = next(
        (
            n
            for n in range(min(line, len(lines)) - 1, -1, -1)
            if re.match(r"\s*(?:export\s+)?class\s", lines[n])
        ),
        None,
    )
    if start is None:
        return lines
    indent = len(lines[start]) - len(lines[start].lstrip())
    end = next(
        (
            n
            for n in range(start + 1, len(lines))
            if lines[n].strip()
            and len(lines[n]) - len(lines[n].lstrip()) <= indent
            and not lines[n].lstrip().startswith(("}", ")", "#", "//"))
        ),
        len(lines),
    )
    return lines[start:end]


def field_kind(name: str, lines: Sequence[str], line: int) -> str | None:
    """ "num", "bool" or "str" for `self.x` / `this.x` by its class's assignments; None when they do not fix one.

    >>> src = ["class W:", "    def open(self):", "        self._n = 0", "    def write(self, k):",
    ...        "        self._n = self._n + k", "        if self._n:", "            pass"]
    >>> field_kind("self._n", src, 6)
    'num'
    >>> field_kind("self._f", ["class W:", "    def a(self, f):", "        self._f = None", "        self._f = f"], 4) is None
    True
    >>> field_kind("self.debugging", ["class F:", "    def a(self):", "        if self.debugging > 1:", "            pass"], 3)
    'num'
    >>> field_kind("this.on", ["class A {", "  x() { this.on = true; }", "  y() { this.on = false; }", "}"], 3)
    'bool'
    """
    m = _FIELD.match(name)
    if m is None:
        return None
    assign = re.compile(rf"(?<![\w$.]){re.escape(name)}\s*([-+*/%]?)=(?!=)\s*([^;]+?)\s*(?:;|$)")
    # Compared by size with a number (ftplib's `if self.debugging > 1:`): a number.
    sized = re.compile(
        rf"(?<![\w$.]){re.escape(name)}\s*[<>]=?\s*-?\d|\d\s*[<>]=?\s*{re.escape(name)}(?![\w$])"
    )
    kinds: set[str] = set()
    for text in _class_lines(lines, line):
        if sized.search(text):
            kinds.add("num")
        for a in assign.finditer(text):
            op, value = a.group(1), a.group(2).split("#")[0].split("//")[0].strip()
            if op or re.match(rf"{re.escape(name)}\s*[-+*/%]", value):
                continue  # an update of itself keeps its kind
            if value in _NULLS:
                continue
            kind = _kind_of_literal(value)
            if kind is None:
                return None
            kinds.add(kind)
    return kinds.pop() if len(kinds) == 1 else None


__all__ = ["field_kind"]
