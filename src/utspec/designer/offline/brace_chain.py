"""The clauses of a brace-language `if` / `else if` / `else` chain, for chain_arm's landing clause.

    if (code === 301) {
      method = 'GET';
    } else if (code === 302) {
      method = 'KEEP';
    } else {
      throw new Error('unknown');
    }

A boundary value off `code === 302` at 301 runs the first clause, not "`method` is not set to …". Only chains whose
headers sit one per line (`if (…) {`, `} else if (…) {`, `} else {`) and whose conditions close on their line are
read; anything else gives None, and the case keeps what it said.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.chain_arm import Clause
from utspec.designer.offline.facts import strip_comment

_IF = re.compile(r"^\s*(?:\}\s*else\s+)?if\s*\((.*)\)\s*\{\s*$")
#: Go: no parentheses, and an optional init statement (`if comp := v.Compare(o); comp == 0 {`) whose name the
#: condition then tests; the condition is read without it.
_GO_IF = re.compile(r"^\s*(?:\}\s*else\s+)?if\s+(?:[^;{]*;\s*)?(.+?)\s*\{\s*$")
_ELSE = re.compile(r"^\s*\}\s*else\s*\{\s*$")
_CLOSE = re.compile(r"^\s*\}\s*$")


def _code(text: str) -> str:
    return strip_comment(text).rstrip()


def _first(lines: Sequence[str], k: int) -> tuple[str | None, int]:
    """The first statement after the header at index `k`, and its 1-based line (None, 0 when the block is empty)."""
    for j in range(k + 1, len(lines)):
        text = _code(lines[j]).strip()
        if text:
            return (None, 0) if text.startswith("}") else (text, j + 1)
    return None, 0


def _header(text: str, language: str) -> re.Match[str] | None:
    """The `if` header's match (group 1: the condition) in the chain's language.

    >>> _header("} else if comp := a.Compare(b); comp == 1 {", "go").group(1)
    'comp == 1'
    >>> _header("if (x === 1) {", "javascript").group(1), _header("if x === 1 {", "javascript") is None
    ('x === 1', True)
    """
    return _GO_IF.match(text) if language == "go" else _IF.match(text)


def brace_clauses(lines: Sequence[str], line: int, language: str = "") -> list[Clause] | None:
    """Every clause of the brace chain holding the clause header on `line` (1-based); else None.

    >>> src = ["if (x === 1) {", "  a = 1;", "} else if (x === 2) {", "  a = 2;", "} else {", "  throw new E();", "}"]
    >>> [(c.cond, c.first, c.line) for c in brace_clauses(src, 3)]
    [('x === 1', 'a = 1;', 1), ('x === 2', 'a = 2;', 3), (None, 'throw new E();', 5)]
    >>> brace_clauses(["if (x === 1) {", "  a = 1;", "}"], 1) is None  # no chain
    True
    >>> go = ["if c := f(); c == 0 {", "\tcontinue", "} else if c == 1 {", "\treturn 1", "} else {", "\treturn -1", "}"]
    >>> [(c.cond, c.first) for c in brace_clauses(go, 3, "go")]
    [('c == 0', 'continue'), ('c == 1', 'return 1'), (None, 'return -1')]
    """
    if not 1 <= line <= len(lines) or not _header(_code(lines[line - 1]), language):
        return None
    ind = len(lines[line - 1]) - len(lines[line - 1].lstrip())
    k = line - 1
    while re.match(r"^\s*\}\s*else\s+if\b", _code(lines[k])):  # up to the chain's `if`
        k -= 1
        while k >= 0 and not (len(lines[k]) - len(lines[k].lstrip()) == ind and _code(lines[k]).strip()):
            k -= 1
        if k < 0 or not _header(_code(lines[k]), language):
            return None
    out: list[Clause] = []
    while k < len(lines):
        text = _code(lines[k])
        if m := _header(text, language):
            if out and not text.lstrip().startswith("}"):
                break  # a new `if`, not an `else if`
            first, at = _first(lines, k)
            out.append(Clause(m.group(1).strip(), first, k + 1, at))
        elif _ELSE.match(text):
            first, at = _first(lines, k)
            out.append(Clause(None, first, k + 1, at))
        elif _CLOSE.match(text) and len(lines[k]) - len(lines[k].lstrip()) == ind:
            break
        k += 1
        # over the block's body to the next line at the chain's indentation
        while k < len(lines) and not (
            len(lines[k]) - len(lines[k].lstrip()) == ind and _code(lines[k]).strip()
        ):
            k += 1
    return out if len(out) > 1 else None


__all__ = ["brace_clauses"]
