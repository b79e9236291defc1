"""What a normal run of a function with no final `return` leaves a test to check: the members it sets, or the
`return` in the `else` of its last guard.

wave's setters pass their guards and set one attribute:

    def setnchannels(self, nchannels):
        if self._datawritten:
            raise Error('cannot change parameters after starting to write')
        if nchannels < 1:
            raise Error('bad # of channels')
        self._nchannels = nchannels

and their normal-path case said "No exception is raised" plus an open question (7 on wave-ja-py, calendar's
`setfirstweekday` too): the attribute a test reads afterwards is in the code. calendar's `_prevmonth` returns
in both arms (`if month == 1: return year-1, 12` / `else: return year, month-1`): with the guard false the
`else`'s return is the result, and the case asked instead.

Only statements at the body's own level count (not inside an `if`, loop or handler), and only a member of an
object (`self.x`, `this.x`, `c.firstweekday`): a local is no result a test reads.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.brackets import brackets_closed
from utspec.designer.offline.facts import else_statement, indent, leaves, strip_comment
from utspec.designer.offline.signature import numbered_body

# `self._nchannels = nchannels` / `this.count = 0;` (not `==`, not `+=`, not a declaration).
_CHAINED = re.compile(r"(?<![=!<>])=(?![=>])")
_MEMBER_SET = re.compile(r"^((?:[A-Za-z_$][\w$]*\.)+[A-Za-z_$][\w$]*)\s*=(?!=)\s*(.+?)\s*;?$")


def member_assignments(
    lines: Sequence[str], symbol: str | None, after: int, language: str, blocks: Sequence[tuple[int, int]]
) -> list[str]:
    """`obj.member = value` statements at the body's own level after line `after`, outside every block in `blocks`.

    >>> src = ["def setpos(self, pos):", "    if pos < 0:", "        raise Error('bad')", "    self._pos = pos",
    ...        "    n = 1", "    if pos:", "        self.x = 2", "    self._seek = 1"]
    >>> member_assignments(src, "setpos", 3, "python", [(6, 7)])
    ['self._pos = pos', 'self._seek = 1']
    >>> member_assignments(src[:4] + ["    self.a = self.b = pos", "    if pos:", "        self._pos = 0"], "setpos", 3, "python", [(6, 7)])
    []
    """
    body = [(n, t) for n, t in numbered_body(lines, symbol, after, language) if strip_comment(t).strip()]
    inner = [(n, t) for n, t in body if n > after and not any(a < n <= b for a, b in blocks)]
    if not inner:
        return []
    level = min(indent(t) for _n, t in body if strip_comment(t).strip() not in ("{", "}"))
    out = []
    for n, text in inner:
        stmt = strip_comment(text).strip()
        m = _MEMBER_SET.match(stmt)
        if (
            indent(text) != level
            or m is None
            or not brackets_closed(m.group(2))
            or stmt.endswith(("\\", ","))
            or _CHAINED.search(m.group(2))  # `self.code = self.status = status`: the value is `status`
        ):
            continue
        again = re.compile(rf"(?<![\w.$]){re.escape(m.group(1))}\s*(?:[-+*/%&|^]|//|\*\*|<<|>>)?=(?!=)")
        if any(again.search(strip_comment(t)) for k, t in body if k > n):
            continue  # http.client's `self.length = None`, set again inside a later `if`: not the value a test sees
        out.append(f"{m.group(1)} = {m.group(2)}")
    return out


def else_exit(
    guards: Sequence[tuple[int, str]], lines: Sequence[str], symbol: str | None, language: str
) -> str | None:
    """The leaving statement in the plain `else` of the last guard (line, its own leaving statement), or None.

    >>> src = ["def prev(y, m):", "    if m == 1:", "        return y-1, 12", "    else:", "        return y, m-1"]
    >>> else_exit([(2, "return y-1, 12")], src, "prev", "python")
    'return y, m-1'
    >>> else_exit([(2, "return 1")], ["def f(m):", "    if m:", "        return 1", "    else:", "        raise E()"], "f", "python")
    >>> else_exit([(3, "return 1")], ["def f(m):", "    while m:", "        if m:", "            return 1",
    ...                                "        else:", "            return 2", "    return 3"], "f", "python")
    >>> else_exit([(2, "return 1;")], ["export function f(x) {", "  if (x > 0) {", "    return 1;", "  } else {",
    ...                                "    return 2;", "  }", "}"], "f", "javascript")
    'return 2;'
    """
    if not guards:
        return None
    line, own = max(guards)
    numbered = numbered_body(lines, symbol, line, language)
    if numbered and numbered[0][0] < line and strip_comment(numbered[0][1]).rstrip().endswith("{"):
        numbered = numbered[1:]  # a brace language's body starts at its head (`export function f(x) {`): not a level
    body = [t for _n, t in numbered if strip_comment(t).strip() not in ("", "{", "}")]
    if not body or not 1 <= line <= len(lines) or indent(lines[line - 1]) != min(indent(t) for t in body):
        return None  # a guard inside a loop or another block (jpholiday's `while True:` … `if …: return …`)
    other = else_statement(lines, line, language)
    # Only a return: wave's `open` ends `if … return … elif … return … else: raise Error(…)`, and the input that
    # passes every guard takes the raise, which is no normal run (its case said "no exception; `Error` is raised").
    return other if leaves(own) and other is not None and re.match(r"return\b", other) else None
