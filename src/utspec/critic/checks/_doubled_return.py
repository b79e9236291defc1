"""The value a cited `return` line gives when the case's test doubles answer the calls in it.

Commons Validator's `IBANCheckDigit.isValid` ends in `return calculateModulus(code) == 1;`. The
designer's boundary cases state the call's answer as a test double ("`calculateModulus(code)` が `0`
を返す（テストダブル）") and the result that follows ("`false` が返される"). The body's run
(`_worked`, `_worked_return`) gives up on that case: the guards before the line read `code`, which
the input does not name (its precondition says the case gets past them). A result flipped to
"`true` が返される" contradicted nothing.

Only the cited line is read here: when the line the case cites is itself a one-line `return EXPR`,
the doubles are put in place of their calls (`utspec.doubles`, the same reader `_guard_side` uses)
and EXPR is evaluated. It is evaluated only when it names a test double (without one the body's own
run is the better reading) and every other name is one of the file's constants or an input the
function does not reassign before the line; anything not known leaves the case unread.

>>> lines = ["boolean isValid(String code) {", "  if (code == null) { return false; }",
...          "  return calculateModulus(code) == 1;", "}"]
>>> line_value(lines, "isValid", 3, "java", "`calculateModulus(code)` が `0` を返す（テストダブル）。")
'false'
>>> line_value(lines, "isValid", 3, "java", "`calculateModulus(code)` returns `1` (test double).")
'true'
>>> line_value(lines, "isValid", 3, "java", "`code` = `\\"GB\\"`")  # no double: the body's run decides
>>> py = ["def ok(n):", "    n = n + 1", "    return check(n) > n"]
>>> line_value(py, "ok", 3, "python", "`n` = `1`, `check(n)` returns `5` (test double)")  # n reassigned first
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.path_value import NOT_KNOWN, constants, evaluate, input_values, shown
from utspec.critic.checks._claims import Claims, norm_value
from utspec.critic.checks._worked_return import refuted
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.signature import function_body
from utspec.doubles import bound, doubles
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind, TestCase

#: A one-line `return EXPR` (the statement's own `;` dropped; a trailing `//` or `#` comment dropped).
_RETURN = re.compile(r"^\s*return\s+(.+?)\s*;?\s*(?:(?://|#).*)?$")
_NAME = re.compile(r"(?<![\w$.'\"])([A-Za-z_$][\w$]*)\b(?!\s*\()")
_KEYWORDS = frozenset("true false null nil None True False undefined and or not is in new this self".split())


def _reassigned(body: Sequence[str], upto: str, name: str) -> bool:
    """Whether a body line before `upto` assigns `name` (`n = …`, `n += …`; not `n == …`)."""
    pat = re.compile(rf"(?<![\w.$]){re.escape(name)}\s*(?:[-+*/%|&^]|\?\?|<<|>>)?=(?![=>])")
    for line in body:
        if line.strip() == upto.strip():
            return False
        if pat.search(line):
            return True
    return False


def line_value(lines: Sequence[str], symbol: str, line: int, language: str, case_input: str) -> str | None:
    """What the `return` on `line` gives with the case's doubles answering its calls; None when not known."""
    if not 1 <= line <= len(lines) or not (m := _RETURN.match(lines[line - 1])):
        return None
    stubbed = {call: v for call, v in doubles(case_input).items() if call in m.group(1)}
    if not stubbed:
        return None
    (expr,), env = bound([m.group(1)], stubbed)
    body = function_body(list(lines), symbol, line, language) if symbol else []
    given = {
        k: v
        for k, v in input_values(case_input, language).items()
        if not _reassigned(body, lines[line - 1], k)
    }
    known = {**constants(list(lines), language), **given, **env}
    if any(n not in known and n not in _KEYWORDS for n in _NAME.findall(expr)):
        return None
    try:
        value = evaluate(expr, known, language)
    except Exception:  # noqa: BLE001 - the evaluator gives up on what it cannot read: so do we
        return None
    if value is NOT_KNOWN or not isinstance(value, (int, float, str, bool)):
        return None
    return shown(value, language)


def doubled_return_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims,
                        msg: Catalog) -> list[str]:  # fmt: skip
    """A value said returned (or not) against what a cited `return` line gives with the case's doubles."""
    if not (c.returns or c.not_returns):
        return []
    out: list[str] = []
    for item in items:
        if item.kind not in (Kind.BOUNDARY, Kind.BRANCH, Kind.EARLY_RETURN):
            continue
        lines = next((s.text.split("\n") for s in inp.sources if s.path == item.file), None)
        value = line_value(lines, item.symbol or "", item.line, item.language, case.input) if lines else None
        if value is None:
            continue
        if c.returns and all(refuted(r, value, item.language) for r in c.returns):
            out.append(msg("semantic_paths.code_doubled_other", ref=item.id, value=value, said=c.returns[0]))
        elif any(norm_value(r) == norm_value(value) for r in c.not_returns):
            out.append(msg("semantic_paths.code_doubled_not", ref=item.id, value=value))
    return out


__all__ = ["doubled_return_hits", "line_value"]
