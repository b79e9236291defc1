"""The if/elif/else conditions a line sits under, read from the source's indentation.

A case for the inner `if total > 5000:` of `if member:` gave `total` = `5001` alone: run with
`member` false, the inner block never runs and the case's expected result is wrong for its own input.
`conditions_around` lists every condition on the way to a line, with the side it must take:
the clause the line sits in holds, the earlier clauses of the same chain do not
(`elif kana:` under `if ascii:` after `if digit:` -> `ascii` true, `digit` false).

Read by indentation, as formatted code is written (Python by rule, brace languages by habit);
it gives up (`None`) on a header it cannot read (a condition spread over lines) rather than guess.
Loops, `try`, `with`, `switch`/`case` headers are passed through (they add no condition);
the first other header (the function's own) ends the walk.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.brackets import split_top
from utspec.codetext import closing_bracket, indent

_IF = re.compile(r"^(?:\}\s*)?(if|elif|else\s+if)\b\s*(.*?)\s*(?::|\{|\bthen)?\s*$")
_ELSE = re.compile(r"^(?:\}\s*)?else\s*(?::|\{)?\s*$")
_PASS = re.compile(
    r"^(?:\}\s*)?(?:for|foreach|while|do|try|with|async\s+with|async\s+for|catch|except|finally|switch|match|"
    r"case|default|select|using|synchronized|unsafe|loop|begin)\b"
)
_COMMENT = re.compile(r"^\s*(?://|#|/\*|\*|--)")


def _condition(header: str) -> str | None:
    """The condition of an `if`/`elif`/`else if` header line, without its brackets; None when it is not whole."""
    m = _IF.match(header.strip())
    if m is None:
        return None
    cond = m.group(2).strip()
    if not header.rstrip().endswith((":", "{")) and not re.search(r"\bthen\s*$", header):
        return None  # the condition goes on on the next line
    if cond.startswith("(") and closing_bracket(cond, 0) == len(cond) - 1:
        cond = cond[1:-1].strip()
    return _after_init(cond) or None


def _after_init(cond: str) -> str:
    """Go's `if x := f(); x < 1`: the condition after the init statement (units-go held `seconds := int(d.Seconds());
    seconds < 1` false and named "`seconds := int(d.Seconds()); seconds` returns `1`" a test double).

    >>> _after_init("seconds := int(d.Seconds()); seconds < 1"), _after_init('s == ";"'), _after_init("a < 1")
    ('seconds < 1', 's == ";"', 'a < 1')
    """
    parts = split_top(cond, ";")
    if len(parts) > 1 and re.search(r":=|(?<![=!<>])=(?!=)", parts[0]):
        return parts[-1].strip()
    return cond


def _code(lines: Sequence[str], i: int) -> str | None:
    """Line `i` (0-based) when it holds code, else None (blank, comment, a lone closing brace)."""
    text = lines[i].strip()
    if not text or _COMMENT.match(lines[i]) or text in ("{", "}", "};", "});", "end"):
        return None
    return text


def _earlier_clauses(lines: Sequence[str], k: int) -> list[str] | None:
    """The conditions of the clauses before the one whose header is line `k`, in the same if-chain."""
    ind = indent(lines[k], tabsize=4)
    out: list[str] = []
    i = k - 1
    while i >= 0:
        text = _code(lines, i)
        if text is None or indent(lines[i], tabsize=4) > ind:
            i -= 1
            continue
        if indent(lines[i], tabsize=4) < ind:
            return None  # the chain's `if` was not found at this indentation
        m = _IF.match(text)
        if m is None:
            return None
        cond = _condition(text)
        if cond is None:
            return None
        out.append(cond)
        if m.group(1) == "if":
            return out[::-1]
        i -= 1
    return None


def _chain(lines: Sequence[str], k: int) -> list[tuple[str, bool]] | None:
    """The conditions that decide that the clause headed at line `k` runs: its own (true), earlier ones (false)."""
    text = lines[k].strip()
    own: list[tuple[str, bool]] = []
    if _ELSE.match(text):
        before = _earlier_clauses(lines, k)
    else:
        m = _IF.match(text)
        cond = _condition(text)
        if m is None or cond is None:
            return None
        own = [(cond, True)]
        before = [] if m.group(1) == "if" else _earlier_clauses(lines, k)
    if before is None:
        return None
    return [(c, False) for c in before] + own


def conditions_around(lines: Sequence[str], line: int, own: bool = True) -> list[tuple[str, bool]] | None:
    """(condition, must hold) for every if-chain clause line `line` (1-based) sits in, outermost first.

    With `own`, a line that is itself an `elif`/`else` clause also gets the earlier clauses of its
    chain (false); its own condition is the case's, so it is never listed.

    >>> src = ["def h(ascii, digit, kana):", "    if ascii:", "        if digit:", "            m = 1",
    ...        "        elif kana:", "            m = 2", "    else:", "        if kana:", "            m = 3"]
    >>> conditions_around(src, 5)
    [('ascii', True), ('digit', False)]
    >>> conditions_around(src, 8)
    [('ascii', False)]
    >>> conditions_around(src, 6)
    [('ascii', True), ('digit', False), ('kana', True)]
    >>> ts = ["function f(member: boolean, total: number) {", "  if (member) {", "    if (total > 5000) {",
    ...       "      return 1;", "    }", "  } else if (total > 0) {", "    return 2;", "  }", "}"]
    >>> conditions_around(ts, 3), conditions_around(ts, 7)
    ([('member', True)], [('member', False), ('total > 0', True)])
    """
    if not 1 <= line <= len(lines):
        return None
    k = line - 1
    out: list[tuple[str, bool]] = []
    if own:
        text = lines[k].strip()
        if _ELSE.match(text) or (m := _IF.match(text)) is not None and m.group(1) != "if":
            chain = _chain(lines, k)
            if chain is None:
                return None
            out = [c for c in chain if c[1] is False]
    cur = indent(lines[k], tabsize=4)
    i = k - 1
    while i >= 0 and cur > 0:
        code = _code(lines, i)
        if code is None or indent(lines[i], tabsize=4) >= cur:
            i -= 1
            continue
        text = code
        cur = indent(lines[i], tabsize=4)
        if _IF.match(text) or _ELSE.match(text):
            chain = _chain(lines, i)
            if chain is None:
                return None
            out = chain + out
        elif not _PASS.match(text):
            break  # the function's (or class's) own header
        i -= 1
    return out


__all__ = ["conditions_around"]
