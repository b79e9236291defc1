"""A branch whose block is `if inner: return A` then `return B`: its case states both results.

jpholiday's special years:

    if date.year == 2020:
        if date == datetime.date(2020, 7, 23):
            return True

        return False

The case "`date.year == 2020` holds" found no effect in the block's first statement (an `if`) and asked
what to check (Q-effect), though the code says it: the function returns `True` for that one date and
`False` for any other day of 2020. Only this shape is read: the block is exactly one inner `if` whose
own block is one `return`, then one `return` closing the outer block; both returned values are plain
(a literal or a name: no call whose result the case would have to invent).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import strip_parens
from utspec.designer.offline.facts import indent
from utspec.messages import Catalog

_PLAIN = r"[\w.$\"' -]+"
_PY_IF = re.compile(r"^(\s*)(?:if|elif)\s+(.+?):\s*(?:#.*)?$")
_BRACE_IF = re.compile(r"^(\s*)(?:\}\s*else\s+)?if\s*(.+?)\s*\{\s*(?://.*)?$")
_RETURN = re.compile(rf"^\s*return\s+({_PLAIN});?\s*(?://.*|#.*)?$")
_CLOSE = re.compile(r"^\s*\}\s*$")


def _code(lines: Sequence[str], start: int) -> list[tuple[int, str]]:
    """(0-based index, text) of the non-blank, non-comment lines from `start` on."""
    return [(i, t) for i in range(start, len(lines))
            if (t := lines[i]).strip() and not t.strip().startswith(("#", "//"))]  # fmt: skip


def either_return(lines: Sequence[str], line: int, language: str) -> tuple[str, str, str] | None:
    """(inner condition, value when it holds, value when not) of the `if` block opening at `line` (1-based).

    >>> py = ["    if date.year == 2020:", "        if date == datetime.date(2020, 7, 23):", "            return True",
    ...       "", "        return False", "", "    if date.year == 2021:"]
    >>> either_return(py, 1, "python")
    ('date == datetime.date(2020, 7, 23)', 'True', 'False')
    >>> js = ["  if (n > 0) {", "    if (n === 0n) {", "      return 'zero';", "    }", "    return 'big';", "  }"]
    >>> either_return(js, 1, "typescript")
    ('n === 0n', "'zero'", "'big'")
    >>> either_return(["if (a) && (b) {", "if (c) && (d) {", "return 1;", "}", "return 2;", "}"], 1, "java")[0]
    '(c) && (d)'
    >>> either_return(["if a {", "if m.amount == 0 {", "return true", "}", "return false", "}"], 1, "go")
    ('m.amount == 0', 'true', 'false')
    >>> either_return(["    if a:", "        if b:", "            return f(x)", "        return False"], 1, "python") is None
    True
    >>> either_return(["    if a:", "        if b:", "            return 1", "        x = 2", "        return x"], 1, "python")
    """
    if not 1 <= line <= len(lines):
        return None
    code = _code(lines, line)  # the lines after the outer `if`
    if language == "python":
        outer = _PY_IF.match(lines[line - 1])
        if outer is None or len(code) < 3:
            return None
        (_, inner), (_, first), (_, last) = code[:3]
        m_inner, m_first, m_last = _PY_IF.match(inner), _RETURN.match(first), _RETURN.match(last)
        if not (m_inner and m_first and m_last) or inner.lstrip().startswith("elif"):
            return None
        base, depth = indent(lines[line - 1]), indent(inner)
        if not (indent(first) > depth == indent(last) > base):
            return None
        if len(code) > 3 and indent(code[3][1]) > base:
            return None  # more statements in the outer block
        return m_inner.group(2).strip(), m_first.group(1).strip(), m_last.group(1).strip()
    outer = _BRACE_IF.match(lines[line - 1])
    if outer is None or len(code) < 5:
        return None
    (_, inner), (_, first), (_, close), (_, last), (_, end) = code[:5]
    m_inner, m_first, m_last = _BRACE_IF.match(inner), _RETURN.match(first), _RETURN.match(last)
    if not (m_inner and m_first and m_last and _CLOSE.match(close) and _CLOSE.match(end)):
        return None
    if inner.lstrip().startswith("}"):
        return None
    return strip_parens(m_inner.group(2).strip()), m_first.group(1).strip(), m_last.group(1).strip()


def either_sentence(
    lines: Sequence[str], line: int, language: str, msg: Catalog, taken: bool = True
) -> str | None:
    """Both results of the block at `line` as one clause (`taken`), or that neither is returned there; None when
    the block is not that shape.

    >>> src = ["if a:", "    if b:", "        return True", "    return False"]
    >>> either_sentence(src, 1, "python", Catalog("ja"))
    '`b` が成り立てば `True`、成り立たなければ `False` が返される'
    >>> either_sentence(src, 1, "python", Catalog("en"), taken=False)
    'the function returns neither `True` nor `False` at line 1'
    """
    found = either_return(lines, line, language)
    if found is None:
        return None
    cond, a, b = (part.replace("`", "'") for part in found)
    if not taken:
        return msg("effect.not_return_either", a=a, b=b, line=line)
    return msg("effect.return_either", cond=cond, a=a, b=b)


__all__ = ["either_return", "either_sentence"]
