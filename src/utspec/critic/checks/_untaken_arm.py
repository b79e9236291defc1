"""An assignment said to happen whose value the file gives the name only in a conditional expression's arm the case's
input does not take.

pretty-ms: `const sign = milliseconds < 0 ? '-' : '';` (cited) then `milliseconds = milliseconds < 0 ?
-milliseconds : milliseconds;`. Its case at `milliseconds` = `0` swapped with the neighbour's result
"`milliseconds` becomes `-milliseconds`" passed: the line is on the case's path, but `-milliseconds` is the
arm taken only for a negative input. The condition is worked out from the input only when no earlier line of
the function sets a name it reads (otherwise its value there is not the input's), and only when every line
giving the name that value is such an arm.

>>> src = ["function f(ms, o) {", "  const sign = ms < 0 ? '-' : '';", "  ms = ms < 0 ? -ms : ms;", "  return ms;", "}"]
>>> untaken_arm(src, 1, "ms", "-ms", {"ms": 0}, "javascript")
(3, 'ms < 0')
>>> untaken_arm(src, 1, "ms", "-ms", {"ms": -2}, "javascript") is None  # the arm is taken
True
>>> untaken_arm(src[:2] + ["  ms = ms * 2;"] + src[2:], 1, "ms", "-ms", {"ms": 0}, "javascript") is None
True
>>> untaken_arm(["def f(n):", "    n = -n if n < 0 else n", "    return n"], 1, "n", "-n", {"n": 3}, "python")
(2, 'n < 0')
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.analyzers.path_value import NOT_KNOWN, value_of
from utspec.critic.checks._conditional import _PY_COND, top_level
from utspec.designer.offline.facts import strip_comment

_NAME = re.compile(r"(?<![\w$.])([A-Za-z_$][\w$]*)(?![\w$(])")


def _alike(a: str, b: str) -> bool:
    return re.sub(r"\s+", "", a.strip().strip("`")) == re.sub(r"\s+", "", b.strip().strip("`"))


def _arms(rhs: str) -> tuple[str, str, str] | None:
    """(condition, yes, no) of a right-hand side that is wholly a conditional expression."""
    q = top_level(rhs, "?")
    if q > 0 and (c := top_level(rhs, ":", q + 1)) > 0:
        return rhs[:q].strip(), rhs[q + 1 : c].strip(), rhs[c + 1 :].strip()
    if (py := _PY_COND.fullmatch(rhs)) and top_level(rhs, " if ") > 0:
        return py.group(2).strip(), py.group(1).strip(), py.group(3).strip()
    return None


def untaken_arm(lines: Sequence[str], top: int, name: str, value: str, env: Mapping[str, object],
                language: str) -> tuple[int, str] | None:  # fmt: skip
    """(line, condition) when every line after `top` (the function's first line; `lines` end with the function)
    giving `name` the value `value` does so in the arm of a conditional expression whose condition the input
    `env` decides the other way."""
    setter = re.compile(
        rf"^\s*(?:(?:const|let|var|final|auto|val)\s+)?{re.escape(name)}\s*(?::[^=]+)?(?<![=!<>])=(?![=>])\s*(.+?)\s*;?\s*$"
    )
    found: tuple[int, str] | None = None
    for n in range(top + 1, len(lines) + 1):
        text = strip_comment(lines[n - 1])
        m = setter.match(text)
        if m is None:
            continue
        rhs = m.group(1)
        if _alike(rhs, value):
            return None  # a plain assignment of the value: it may well happen
        arms = _arms(rhs)
        if arms is None or not any(_alike(a, value) for a in arms[1:]):
            if value.strip("`").replace(" ", "") in rhs.replace(" ", ""):
                return None  # the value is part of another expression: not read here
            continue
        cond, yes, no = arms
        reads = set(_NAME.findall(cond))
        before = [strip_comment(t) for t in lines[top : n - 1]]
        if any(re.search(rf"(?<![\w$.]){re.escape(r)}\s*(?:[-+*/%|&^]|\?\?)?=(?![=>])|(?<![\w$.]){re.escape(r)}\s*(?:\+\+|--)", t)
               for r in reads for t in before):  # fmt: skip
            return None  # the condition reads a name set earlier: its value there is not the input's
        truth = value_of(cond, env, language)
        if truth is NOT_KNOWN or not isinstance(truth, bool):
            return None
        if (_alike(yes, value) and truth) or (_alike(no, value) and not truth):
            return None  # the arm is taken
        found = found or (n, cond)
    return found
