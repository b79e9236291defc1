"""A branch that reports a problem into a collection (`errors.push(…)`, `warnings.append(…)`) instead of raising.

Validators collect what is wrong and return it: validate-npm-package-name's
`if (name.startsWith('.')) { errors.push('name cannot start with a period') }` goes on to
`return done(warnings, errors)`. For a key item "'.hidden' … はエラーになること" the walk
(`utspec.questions.flow`) reached that return, a plain value, and reported the item contradicted
although the code reports the error it expects. The other way round, "'http' のようなコアモジュール名は
エラーになること" meets `warnings.push(name + ' is a core module name')`: a warning, not an error, which
the key item does contradict; and "null を渡すと例外が送出されること" is not met by an error that is only
recorded (nothing is raised).

The collection's own name says which: errors / errs / problems / violations / failures, or
warnings / warns. Only statements directly in the branch's block (not in a nested block) count.
Pure functions of the source lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Report = Literal["error", "warning"]

_ERROR_NAMES = frozenset({"errors", "error", "errs", "err", "problems", "violations", "failures"})
_WARNING_NAMES = frozenset({"warnings", "warning", "warns"})
#: `errors.push(…)`, `self.errors.append(…)`, `errs.add(…)`, `errs = append(errs, …)` (Go), `errors << …` (Ruby).
_APPEND = re.compile(
    r"^\s*(?:(?P<a>[\w.$]+)\s*\.\s*(?:push|append|add|Add|addError|unshift)\s*\("
    r"|(?P<g>[\w.]+)\s*=\s*append\(\s*(?P=g)\s*,"
    r"|(?P<r>[\w.@]+)\s*<<\s*\S)"
)

_RAISES = re.compile(r"^\s*(?:raise|throw|panic)\b")


@dataclass(frozen=True)
class Reported:
    kind: Report
    line: int
    statement: str


def report_of(statement: str) -> Report | None:
    """Whether one statement records an error or a warning.

    >>> report_of("errors.push('name cannot start with a period')")
    'error'
    >>> report_of("  warnings.push(name + ' is a core module name')")
    'warning'
    >>> report_of("errs = append(errs, fmt.Errorf(\\"bad\\"))")
    'error'
    >>> report_of("ranges.push({start: start})") is None
    True
    """
    m = _APPEND.match(statement)
    if not m:
        return None
    name = (m.group("a") or m.group("g") or m.group("r") or "").split(".")[-1].lstrip("@").lower()
    if name in _ERROR_NAMES:
        return "error"
    if name in _WARNING_NAMES:
        return "warning"
    return None


def reported(lines: list[str], cond_line: int, end_line: int) -> Reported | None:
    """The first report among the statements directly inside the block of the condition at `cond_line`.

    >>> src = ["if (a) {", "  if (b) {", "    errors.push('x')", "  }", "  warnings.push('w')", "}"]
    >>> reported(src, 1, 6)
    Reported(kind='warning', line=5, statement="warnings.push('w')")
    """
    body_indent: int | None = None
    found: Reported | None = None
    for n in range(cond_line + 1, min(end_line, len(lines)) + 1):
        text = lines[n - 1]
        if not text.strip() or text.strip() in ("}", "{"):
            continue
        indent = len(text) - len(text.lstrip())
        if body_indent is None:
            body_indent = indent
        if indent < body_indent:
            break
        if indent == body_indent and _RAISES.match(text):
            return None  # the block raises after recording: the raise is its outcome
        if indent == body_indent and found is None and (kind := report_of(text)):
            found = Reported(kind, n, text.strip())
    return found
