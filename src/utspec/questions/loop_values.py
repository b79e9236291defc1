"""A comparison with a loop variable over a list written out in the code decides on the list's values.

validate-npm-package-name: `var exclusionList = ['node_modules', 'favicon.ico']` and
`exclusionList.forEach(function (excludedName) { if (name.toLowerCase() === excludedName) … })`:
each listed name is rejected, and the documentation lists none of them. The comparison names a
variable, not a literal, so no literal decision was read and nothing was asked.

The list is a name bound to a list or tuple of string or number literals in the same file (on one
line or several); the loop is `for x of L`, `for x in L:`, `for (T x : L)`, `foreach (T x in L)` or
`L.forEach(function (x) …)` / `L.forEach((x) =>` / `L.forEach(x =>`. Pure functions of the source text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from utspec.codetext import split_top_level

_LIST_START = re.compile(
    r"^\s*(?:(?:export\s+)?(?:var|let|const|final|static|private|public|readonly|\s)*)?"
    r"(?P<name>[A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:frozenset\(|tuple\(|set\()?\s*(?P<open>[\[(])(?P<rest>.*)$"
)
_LITERAL = re.compile(r"^(?:'[^'\n]*'|\"[^\"\n]*\"|-?\d+(?:\.\d+)?)$")
_LOOPS = (
    re.compile(r"\bfor\s*\(\s*(?:final\s+)?[^:;()]*?\b(?P<v>\w+)\s*:\s*(?P<c>[\w.$]+)\s*\)"),
    re.compile(r"\bfor\s+(?P<v>\w+)\s+in\s+(?P<c>[\w.]+)\s*:"),
    re.compile(r"\bfor\s*\(\s*(?:const|let|var)\s+(?P<v>\w+)\s+of\s+(?P<c>[\w.$]+)\s*\)"),
    re.compile(r"\bforeach\s*\(\s*[\w<>?,.\s]*?\b(?P<v>\w+)\s+in\s+(?P<c>[\w.]+)\s*\)"),
    re.compile(
        r"(?P<c>[\w.$]+)\s*\.\s*forEach\(\s*(?:function\s*\w*\s*\(\s*(?P<v>[\w$]+)|\(\s*(?P<v2>[\w$]+)[^)]*\)\s*=>|(?P<v3>[\w$]+)\s*=>)"
    ),
)
_COMPARE = re.compile(r"^(?P<a>.+?)\s*(?P<op>===|!==|==|!=)\s*(?P<b>.+)$")


@dataclass(frozen=True)
class WrittenList:
    name: str
    values: tuple[str, ...]
    line: int


def written_lists(text: str) -> dict[str, WrittenList]:
    """Names bound to a list of literals in one file.

    >>> written_lists("var exclusionList = [\\n  'node_modules',\\n  'favicon.ico',\\n]\\n")["exclusionList"].values
    ("'node_modules'", "'favicon.ico'")
    """
    lines = text.split("\n")
    out: dict[str, WrittenList] = {}
    for n, line in enumerate(lines, start=1):
        m = _LIST_START.match(line)
        if not m:
            continue
        close = "]" if m.group("open") == "[" else ")"
        body, k = m.group("rest"), n
        while close not in body and k < min(len(lines), n + 30):
            body += " " + lines[k].strip()
            k += 1
        if close not in body:
            continue
        inner = body[: body.index(close)]
        vals = tuple(v.strip() for v in split_top_level(inner) if v.strip())
        if vals and all(_LITERAL.match(v) for v in vals):
            out[m.group("name")] = WrittenList(m.group("name"), vals, n)
    return out


def loop_lists(text: str) -> dict[str, WrittenList]:
    """Loop variable -> the written list it iterates (variables over two collections are left out)."""
    lists = written_lists(text)
    found: dict[str, set[str]] = {}
    for pattern in _LOOPS:
        for m in pattern.finditer(text):
            v = m.group("v") or m.groupdict().get("v2") or m.groupdict().get("v3")
            if v:
                found.setdefault(v, set()).add(m.group("c").split(".")[-1])
    return {v: lists[next(iter(c))] for v, c in found.items() if len(c) == 1 and next(iter(c)) in lists}


def looped_compare(condition: str, loops: dict[str, WrittenList]) -> tuple[str, WrittenList] | None:
    """(subject, list) when a condition compares something with a loop variable over a written list.

    >>> loops = loop_lists("var xs = ['a', 'b']\\nxs.forEach(function (x) {\\n  if (name === x) {}\\n})\\n")
    >>> s, lst = looped_compare("name === x", loops); (s, lst.values)
    ('name', ("'a'", "'b'"))
    """
    m = _COMPARE.match(condition.strip())
    if not m:
        return None
    a, b = m.group("a").strip(), m.group("b").strip()
    if b in loops and a not in loops:
        return a, loops[b]
    if a in loops and b not in loops:
        return b, loops[a]
    return None
