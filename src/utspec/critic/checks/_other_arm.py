"""Two cited items in the two arms of one `if` / `else`: one run of the function enters only one of them.

java.util.StringTokenizer's `skipDelimiters` tests `(c <= maxDelimCodePoint) && …` twice, once in the
`if (!hasSurrogates)` block (line 286, `delimiters.indexOf(c) >= 0`) and once in its `else` block (line 290,
`isDelimiter(c)`). The case about line 290 ("Values for which `(c <= maxDelimCodePoint)` is true and
`isDelimiter(c)` is false") with one of its refs moved to line 286 still passed: both lines resolve and read alike,
but no call runs both arms, so the case cites code its own run does not execute.

Judged only for items of one function whose `if` no loop of that function encloses (a loop may run both arms in
turn), read by indentation as `_unreached._in_block` reads a block: the first item in the `if`'s own block, the
second in the `else` / `else if` / `elif` part after it. An `else if` condition itself is in the second part: it is
evaluated only when the first condition is false.

>>> from utspec.models import ChecklistItem, Kind
>>> def item(line, text): return ChecklistItem(id=f"S.java:{line}:branch", kind=Kind.BRANCH, file="S.java",
...                                            line=line, end_line=line, language="java", symbol="S.skip", text=text)
>>> src = ["int skip(int p) {", "  if (!sur) {", "    if (a(c)) {", "      p++;", "    }", "  } else {",
...        "    if (b(c)) {", "      p += 2;", "    }", "  }", "  return p;", "}"]
>>> [(x.line, y.line, at) for x, y, at in other_arms([item(3, "a(c)"), item(7, "b(c)")], {"S.java": src})]
[(3, 7, 2)]
>>> other_arms([item(2, "!sur"), item(7, "b(c)")], {"S.java": src})  # the `if` itself runs on either side
[]
>>> looped = ["int skip(int p) {", "  while (p < n) {", "    if (!sur) {", "      if (a(c)) {", "      }", "    } else {",
...           "      if (b(c)) {", "      }", "    }", "  }", "}"]
>>> other_arms([item(4, "a(c)"), item(7, "b(c)")], {"S.java": looped})  # a loop may run both arms
[]
>>> py = ["def f(x):", "    if x:", "        g()", "    elif y:", "        h()", "    k()"]
>>> [(a.line, b.line) for a, b, _ in other_arms([item(3, "g()"), item(4, "y"), item(6, "k()")], {"S.java": py})]
[(3, 4)]
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.models import ChecklistItem, Kind

#: Conditions only: a case may cite the same statement written in both arms (semver's `Compare` returns `-1` in
#: the `if` and in a nested `else`; its clean draft cites both `return -1` lines for the `-1` it states).
_CODE = (Kind.BRANCH, Kind.BOUNDARY)
_IF = re.compile(r"^\s*(?:\}\s*)?(?:else\s+)?if\b|^\s*elif\b")
_ELSE = re.compile(r"^\s*(?:\}\s*)?(?:else\b|elif\b)")
_LOOP = re.compile(r"^\s*(?:\}\s*)?(?:for|foreach|while|do|loop)\b")
_FUNCTION = re.compile(r"^\s*(?:def|func|function)\b|\)\s*(?:throws\s+[\w.,\s]+)?\{\s*$")


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def _looped(lines: Sequence[str], head: int) -> bool:
    """Whether a loop head encloses line `head` (1-based), read outwards up to the function's own header."""
    level = _indent(lines[head - 1])
    for n in range(head - 1, 0, -1):
        text = lines[n - 1]
        if not text.strip() or _indent(text) >= level:
            continue
        level = _indent(text)
        if _LOOP.match(text):
            return True
        if _FUNCTION.search(text) and not _IF.match(text):
            return False
    return False


def _arms(lines: Sequence[str], head: int, first: int, second: int) -> bool:
    """Whether line `first` is in the block of the `if` at `head` and line `second` in an `else` part after it."""
    top = _indent(lines[head - 1])
    in_else = False
    for n in range(head + 1, second + 1):
        text = lines[n - 1]
        if not text.strip():
            continue
        if _indent(text) <= top:
            if not _ELSE.match(text) or n <= first:
                return False
            in_else = True
            if n == second:
                return True  # an `else if` condition: evaluated only when the first is false
    return in_else


def other_arms(
    items: Sequence[ChecklistItem], sources: Mapping[str, Sequence[str]]
) -> list[tuple[ChecklistItem, ChecklistItem, int]]:
    """(item in an `if` block, item in that `if`'s `else` part, the `if`'s line) for each such pair of cited items."""
    code = [i for i in items if i.kind in _CODE and i.symbol]
    out = []
    for a in code:
        for b in code:
            if b.file != a.file or b.symbol != a.symbol or b.line <= a.line:
                continue
            lines = sources.get(a.file, ())
            if len(lines) < b.line:
                continue
            head = next((h for h in range(a.line - 1, 0, -1) if _IF.match(lines[h - 1])
                         and _arms(lines, h, a.line, b.line)), None)  # fmt: skip
            if head is not None and not _looped(lines, head):
                out.append((a, b, head))
    return out


__all__ = ["other_arms"]
