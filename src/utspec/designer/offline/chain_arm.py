"""The clause of an `if`/`elif` chain a boundary value lands in, when the chain compares one subject with constants.

sunau's header reader:

    if self._encoding in (AUDIO_FILE_ENCODING_MULAW_8, AUDIO_FILE_ENCODING_ALAW_8):   # 1, 27
        self._sampwidth = 2
        self._framesize = 1
    elif self._encoding == AUDIO_FILE_ENCODING_LINEAR_8:                              # 2
        self._framesize = self._sampwidth = 1
    elif self._encoding == AUDIO_FILE_ENCODING_LINEAR_16:                             # 3
        self._framesize = self._sampwidth = 2
    ...
    else:
        raise Error('unknown encoding')

The boundary values off `== AUDIO_FILE_ENCODING_LINEAR_16` (2 and 4) said "`self._framesize` is not set to `2`":
nothing a test compares. Each of those values is another clause's constant: at 2 the LINEAR_8 clause runs
(`self._framesize` becomes `1`), at 4 the LINEAR_24 clause. Worse, the last clause's off values took the
chain's `else` (`Error` is raised) although 4 is caught by an earlier clause: a wrong expected result.

Python chains only (indentation says where a clause ends); each clause up to the one that catches the value must be
`subject == X`, `subject != X`, `subject in (X, …)` or `subject not in (…)` with X a number literal or a
file constant holding one. Anything else in the way gives None: the case keeps what it said.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from utspec.designer.offline.clause_eval import evaluated_holds
from utspec.designer.offline.facts import indent, squash, strip_comment

_HEAD = re.compile(r"(if|elif)\s+(.+):\s*(.*)$", re.S)
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


@dataclass(frozen=True)
class Clause:
    """One clause of a chain: its condition (None for `else`), its first statement, its header's line and the
    first statement's line (0 when unknown)."""

    cond: str | None
    first: str | None
    line: int
    first_line: int = 0


def _code(text: str) -> str:
    return strip_comment(text).rstrip()


def _header(lines: Sequence[str], i: int) -> tuple[str, int] | None:
    """The clause header starting at index `i` joined over its lines, and the index after it."""
    text, j = _code(lines[i]).strip(), i + 1
    while (text.count("(") + text.count("[") > text.count(")") + text.count("]")) and j < len(lines):
        text, j = text + " " + _code(lines[j]).strip(), j + 1
    return (text, j) if text.endswith(":") or _HEAD.match(text) else None


def _first_statement(lines: Sequence[str], j: int, ind: int, inline: str) -> tuple[str | None, int, int]:
    """The first statement of a block whose header ends before index `j`, its line, and the index after the block."""
    first, at = inline.strip() or None, j if inline.strip() else 0
    while j < len(lines):
        code = _code(lines[j])
        if code.strip() and indent(lines[j]) <= ind:
            break
        if code.strip() and first is None:
            first, at = code.strip(), j + 1
        j += 1
    return first, at, j


def chain_clauses(lines: Sequence[str], line: int) -> list[Clause] | None:
    """Every clause of the Python `if`/`elif`/`else` chain holding the clause on `line` (1-based); else None.

    >>> src = ["if x == 1:", "    a = 1", "elif x in (2, 3):  # two", "    a = 2", "else:", "    raise E()", "b = 0"]
    >>> [(c.cond, c.first, c.line) for c in chain_clauses(src, 3)]
    [('x == 1', 'a = 1', 1), ('x in (2, 3)', 'a = 2', 3), (None, 'raise E()', 5)]
    """
    if not 1 <= line <= len(lines):
        return None
    k, ind = line - 1, indent(lines[line - 1])
    while not _code(lines[k]).strip().startswith("if "):  # up to the chain's `if`, over the earlier clauses
        k -= 1
        while k >= 0 and (not _code(lines[k]).strip() or indent(lines[k]) > ind):
            k -= 1
        if k < 0 or indent(lines[k]) != ind or not re.match(r"(?:if|elif)\s", _code(lines[k]).strip()):
            return None
    out: list[Clause] = []
    while k < len(lines):
        text = _code(lines[k]).strip()
        if indent(lines[k]) != ind or not re.match(r"(?:elif\s|else\s*:)" if out else r"if\s", text):
            break
        if text.startswith("else"):
            first, at, _ = _first_statement(lines, k + 1, ind, text.partition(":")[2])
            out.append(Clause(None, first, k + 1, at))
            break
        head = _header(lines, k)
        m = _HEAD.match(head[0]) if head else None
        if head is None or m is None:
            return None
        first, at, after = _first_statement(lines, head[1], ind, m.group(3))
        out.append(Clause(m.group(2).strip(), first, k + 1, at))
        k = after
        while k < len(lines) and not _code(lines[k]).strip():
            k += 1
    return out if len(out) > 1 else None


def _number(text: str, consts: Mapping[str, object]) -> float | None:
    text = text.strip()
    if _NUMBER.fullmatch(text):
        return float(text)
    value = consts.get(text)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def clause_holds(
    cond: str, subject: str, v: float, consts: Mapping[str, object], language: str = "python"
) -> bool | None:
    """Whether `cond` (a comparison of `subject` with constants) holds at `subject` = `v`; None when unknown.

    >>> c = {"LINEAR_8": 2, "MULAW_8": 1, "ALAW_8": 27}
    >>> clause_holds("self.enc == LINEAR_8", "self.enc", 2, c), clause_holds("self.enc in (MULAW_8,\\n ALAW_8)", "self.enc", 2, c)
    (True, False)
    >>> clause_holds("self.enc == other", "self.enc", 2, c) is None, clause_holds("n > 3", "self.enc", 2, c) is None
    (True, True)
    >>> clause_holds("code === 302", "code", 302, {}), clause_holds("code !== 302", "code", 302, {})
    (True, False)
    """
    s = re.escape(squash(subject))
    text = squash(cond.strip())
    while text.startswith("(") and text.endswith(")") and text.count("(") == 1:
        text = text[1:-1].strip()
    # `===`/`!==` of JS/TS and `==`/`!=` read alike: the subject and the constant are numbers.
    if m := re.fullmatch(rf"{s}\s*(===|!==|==|!=)\s*(.+)", text) or re.fullmatch(
        rf"(.+?)\s*(===|!==|==|!=)\s*{s}", text
    ):
        eq_ops = ("===", "!==", "==", "!=")
        other = m.group(2) if m.group(1) in eq_ops else m.group(1)
        op = m.group(1) if m.group(1) in eq_ops else m.group(2)
        value = _number(other.rstrip(";"), consts)
        return None if value is None else (v == value) == (op in ("==", "==="))
    if m := re.fullmatch(rf"{s}\s+(not\s+in|in)\s*[(\[](.*)[)\]]", text):
        values = [_number(x, consts) for x in m.group(2).split(",") if x.strip()]
        if not values or any(x is None for x in values):
            return None
        return (v in values) == (m.group(1) == "in")
    return evaluated_holds(cond, subject, v, consts, language)  # `not (-1 < n < 5000)` (clause_eval)


def landing_clause(
    clauses: Sequence[Clause], subject: str, v: float, consts: Mapping[str, object], language: str = "python"
) -> Clause | None:
    """The clause that runs at `subject` = `v`: the first that holds, else the `else`; None when unknown or none.

    >>> cl = [Clause("x == 1", "a = 1", 1), Clause("x == 2", "a = 2", 3), Clause(None, "raise E()", 5)]
    >>> [landing_clause(cl, "x", v, {}).first for v in (1, 2, 9)]
    ['a = 1', 'a = 2', 'raise E()']
    >>> landing_clause([Clause("y", "a = 0", 1), *cl], "x", 2, {}) is None  # `y` may catch it first
    True
    """
    for c in clauses:
        if c.cond is None:
            return c
        holds = clause_holds(c.cond, subject, v, consts, language)
        if holds is None:
            return None
        if holds:
            return c
    return None


__all__ = ["Clause", "chain_clauses", "clause_holds", "landing_clause"]
