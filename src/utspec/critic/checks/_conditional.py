"""What the statement a cited condition guards does, when the analyzers could not say it as an effect.

Two shapes leave a condition's effect unreadable (`ItemEffect.kind` `value` or `unknown`), so
`expected-contradicts-code` had nothing to compare an expected result with:

- a conditional expression whose value is assigned (`fee = 800 if weight_g > 2000 else 500`,
  `let fee = big ? 800 : 500`): the analyzers record `evaluates to 800`. On the case's side of the
  condition the name becomes one arm, and the other arm is what it does *not* become;
- a branch whose body is a Python `try` block (`if hexadecimal: try: text = … except Exception: pass`):
  the analyzers record the whole block as one statement. The first statement of the `try` body is
  what a test of the branch sees (the `except` runs only when it raises).

Pure text over the item's own source line and effect; no tree-sitter.

>>> conditional_assignment("fee = 800 if weight_g > 2000 else 500", "weight_g > 2000")
('fee', '800', '500')
>>> conditional_assignment("  const fee: number = (big) ? 800 : 500;", "big")
('fee', '800', '500')
>>> conditional_assignment("int end = Math.min(o > n ? n : o + w, n);", "o > n") is None  # not the whole value
True
>>> conditional_assignment("index = RE.lastIndex = m === ';' ? index - 1 : index", "m === ';'")
('index', 'index - 1', 'index')
>>> conditional_assignment("ok = a == b ? 1 : 2", "a == b")
('ok', '1', '2')
>>> try_body("try: text = HEX.sub(f, text) except Exception: pass")
'text = HEX.sub(f, text)'
"""

from __future__ import annotations

import re

from utspec.analyzers.effects import statement_effect
from utspec.codetext import top_level_operators

_DECL = re.compile(r"^(?:(?:const|let|var|final|auto|val|readonly|static)\s+)*(?:[\w.<>\[\], ]+\s+(?=[\w$]+\s*[:=]))?"
                   r"([\w.$]+)\s*(?::[^=]+)?(?<![=!<>+\-*/%])=(?![=>])\s*(.+?)\s*;?\s*$")  # fmt: skip
_PY_COND = re.compile(r"(.+?)\s+if\s+(.+?)\s+else\s+(.+)", re.S)
_TRY = re.compile(r"^try\s*:\s*(.+?)\s+except\b.*$", re.S)
#: Another target of a chained assignment (`a = b.c = value`): a name or member, then `=` that is no comparison.
_CHAINED = re.compile(r"^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*=(?![=>])\s*")


def top_level(expr: str, token: str, start: int = 0) -> int:
    """Where `token` first stands outside brackets and quotes in `expr` from `start` (-1: nowhere).

    >>> top_level("a ? f(b ? c : d) : e", ":"), top_level("a?.b ?? c ? 1 : 2", "?")
    (17, 10)
    """
    for n, _ in top_level_operators(expr[start:], (token,), quotes=True):
        n += start
        if token == "?" and (expr[n + 1 : n + 2] in (".", "?") or expr[n - 1 : n] == "?"):
            continue  # `a?.b`, `a ?? b`: no conditional
        return n
    return -1


def _bare(text: str) -> str:
    """Spacing and one pair of enclosing parentheses removed, for comparing a condition with an item's text."""
    t = re.sub(r"\s+", "", text)
    return t[1:-1] if t.startswith("(") and t.endswith(")") and top_level(t[1:-1], ")") < 0 else t


def conditional_assignment(line: str, cond: str) -> tuple[str, str, str] | None:
    """(name, value when `cond` holds, value when not) of a line assigning a conditional on exactly `cond`.

    The conditional must be the whole assigned value and its condition exactly `cond`: inside a call
    (`min(c ? a : b, n)`) or under a compound condition the arm is not what the name becomes.
    """
    m = _DECL.match(line.strip())
    if m is None:
        return None
    rhs = m.group(2).strip()
    # `index = PARAM_REGEXP.lastIndex = c ? a : b` (content-disposition): each target of the chain gets the value
    while (chained := _CHAINED.match(rhs)) is not None:
        rhs = rhs[chained.end() :]
    arms = _arms(rhs, cond)
    return (m.group(1), arms[0], arms[1]) if arms else None


def conditional_return(line: str, cond: str) -> tuple[str, str] | None:
    """(value when `cond` holds, value when not) of a line returning a conditional on exactly `cond`.

    >>> conditional_return("  return preserve ? text : text.toLowerCase();", "preserve")
    ('text', 'text.toLowerCase()')
    >>> conditional_return("return a if ok else b", "ok"), conditional_return("return f(ok ? a : b);", "ok")
    (('a', 'b'), None)
    """
    m = re.match(r"^\s*return\s+(.+?)\s*;?\s*$", line)
    return _arms(m.group(1), cond) if m else None


def _arms(rhs: str, cond: str) -> tuple[str, str] | None:
    """(yes, no) when `rhs` is wholly a conditional expression on exactly `cond`."""
    q = top_level(rhs, "?")
    if q > 0 and (c := top_level(rhs, ":", q + 1)) > 0:
        test, yes, no = rhs[:q], rhs[q + 1 : c], rhs[c + 1 :]
    elif (py := _PY_COND.fullmatch(rhs)) and top_level(rhs, " if ") > 0:
        yes, test, no = py.group(1), py.group(2), py.group(3)
    else:
        return None
    if _bare(test) != _bare(cond) or not yes.strip() or not no.strip():
        return None
    return yes.strip(), no.strip()


def try_body(stmt: str) -> str | None:
    """The first statement of a one-line Python `try:` block as the analyzers record it (None: not one)."""
    m = _TRY.match(stmt.strip())
    if m is None:
        return None
    return m.group(1).split("; ")[0].strip() or None


def try_assignment(stmt: str | None) -> tuple[str, str] | None:
    """(name, value) assigned by the first statement of a `try` block recorded as a branch's effect."""
    body = try_body(stmt or "")
    if body is None:
        return None
    e = statement_effect(body)
    return (e.name, e.value) if e.kind == "assign" and e.name and e.value else None
