"""A call's literal values pick the arm of a switch they reach.

`Ordinal(12) returns "12th"` binds `x = 12` (call_values.py); `switch x % 10 { case 1: … case 2: … }` is
2 for it, so the call takes `case 2`, whatever else its words share (`12` is also in `x%100 != 12` at 11,
at 12 and at 13, three cases of the same arm). The call's case is the one citing that arm. The walk of
guards before it is call_path's; this reads only a switch at the top of the function (not in a loop or
another branch), whose subject and labels are numbers or strings the call decides (call_judge.term), and
only when the parameters are not assigned above it. A label list (`case 1, 2:`) matches any of them; a
fall-through label (`case 1:` with no body) and `default` decide nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.codetext import closing_bracket, split_top_level
from utspec.designer.offline.call_judge import term
from utspec.designer.offline.link_context import function_span
from utspec.models import ChecklistItem, Kind

_CASE = re.compile(r"^\s*case\s+(.+?)\s*:?\s*$")
_SWITCH = re.compile(r"^\s*(?:switch\s*(.*?)\s*\{|match\s+(.+?)\s*:)\s*$")
_STRING = re.compile(r"""^(?:"([^"\\]*)"|'([^'\\]*)')$""")


def _inside(item: ChecklistItem, outer: ChecklistItem) -> bool:
    return outer is not item and outer.line < item.line <= outer.end_line


def switch_subject(lines: Sequence[str], arm: ChecklistItem, start: int) -> tuple[int, str] | None:
    """(line, subject) of the `switch` / `match` an arm belongs to: the nearest one above it in the function.

    >>> switch_subject(["func f(x int) {", "\\tswitch x % 10 {", "\\tcase 1:"], _arm(3), 1)
    (2, 'x % 10')
    >>> switch_subject(["function f(x) {", "  switch (x.toLowerCase()) {", "  case 'a':"], _arm(3), 1)
    (2, 'x.toLowerCase()')
    >>> switch_subject(["def f(x):", "    match x:", "        case 1:"], _arm(3), 1)
    (2, 'x')
    """
    for n in range(arm.line - 1, max(start, 1) - 1, -1):
        if m := _SWITCH.match(lines[n - 1]):
            return n, _unwrapped((m.group(1) or m.group(2) or "").strip())
    return None


def _unwrapped(subject: str) -> str:
    """A C-family switch's parentheses taken off; a Go subject's own call kept whole.

    >>> _unwrapped("(x % 10)"), _unwrapped("strings.ToLower(lang)"), _unwrapped("(a) + (b)")
    ('x % 10', 'strings.ToLower(lang)', '(a) + (b)')
    """
    if subject.startswith("(") and closing_bracket(subject, 0) == len(subject) - 1:
        return subject[1:-1].strip()
    return subject


def _arm(line: int) -> ChecklistItem:  # for the doctests
    return ChecklistItem(id=f"a:{line}:branch", kind=Kind.BRANCH, file="a", line=line, end_line=line, language="go",
                         text="case 1")  # fmt: skip


#: Case folding and trimming a switch applies to its subject (`switch strings.ToLower(lang)`), as a call or a method.
_FOLDS: dict[str, Callable[[str], str]] = {
    "strings.ToLower": str.lower, "strings.ToUpper": str.upper, "strings.TrimSpace": str.strip,
    "toLowerCase": str.lower, "toUpperCase": str.upper, "trim": str.strip, "lower": str.lower, "upper": str.upper,
    "strip": str.strip, "ToLower": str.lower, "ToUpper": str.upper, "ToLowerInvariant": str.lower,
    "ToUpperInvariant": str.upper, "Trim": str.strip, "casefold": str.lower,
}  # fmt: skip
_FOLD_CALL = re.compile(r"^(strings\.\w+)\(\s*([A-Za-z_]\w*)\s*\)$|^([A-Za-z_]\w*)\s*\.\s*(\w+)\(\s*\)$")


def _folded(expr: str, bound: dict[str, str]) -> str | None:
    """The text of a bound string parameter after the folding its switch applies, or None.

    >>> _folded("strings.ToLower(lang)", {"lang": '"DE"'}), _folded("lang.toLowerCase()", {"lang": "'De'"})
    ('de', 'de')
    >>> _folded("strings.Title(lang)", {"lang": '"de"'}), _folded("lang.lower()", {"lang": "3"})
    (None, None)
    """
    m = _FOLD_CALL.match(expr)
    if m is None:
        return None
    fold, name = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    s = _STRING.match(bound.get(name, ""))
    if fold not in _FOLDS or s is None:
        return None
    text = s.group(1) if s.group(1) is not None else s.group(2)
    return _FOLDS[fold](text)


def _value(expr: str, bound: dict[str, str], known: dict[str, float]) -> float | str | None:
    """A number, or a string literal's text (a bound parameter's too, folded as the switch folds it), or None."""
    expr = expr.strip()
    if s := _STRING.match(bound.get(expr, expr)):
        return s.group(1) if s.group(1) is not None else s.group(2)
    if (folded := _folded(expr, bound)) is not None:
        return folded
    return term(expr, known, bound)


def arm_taken(
    symbol: str,
    items: Sequence[ChecklistItem],
    sources: dict[str, list[str]],
    bound: dict[str, str],
    known: dict[str, float],
) -> ChecklistItem | None:
    """The `case` item of a top-level switch of `symbol` that the bound values select, or None."""
    own = [i for i in items if i.symbol == symbol]
    if not own or not bound:
        return None
    lines = sources.get(own[0].file, [])
    span = function_span(lines, own[0])
    if span is None:
        return None
    blocks = [o for o in own if o.kind in (Kind.BRANCH, Kind.LOOP) and not _CASE.match(o.text)]
    chosen: list[ChecklistItem] = []
    for arm in own:
        m = _CASE.match(arm.text)
        if arm.kind is not Kind.BRANCH or not m or any(_inside(arm, b) for b in blocks):
            continue
        found = switch_subject(lines, arm, span[0])
        if found is None or _assigned_above(lines, span[0] + 1, found[0], bound):
            continue
        subject = _value(found[1], bound, known)
        labels = [_value(v, bound, known) for v in split_top_level(m.group(1).rstrip(":"))]
        if subject is None or None in labels:
            continue
        if subject in labels and not _falls_through(lines, arm):  # an empty label has no body of its own
            chosen.append(arm)
    return chosen[0] if len(chosen) == 1 else None


_LABEL = re.compile(r"^\s*(?:case\b|default\b)")


def _falls_through(lines: Sequence[str], arm: ChecklistItem) -> bool:
    """`case 1:` followed directly by another label (JavaScript, Java, C#): it has no body of its own.

    >>> _falls_through(["case 1:", "case 4:", "  return 1;"], _arm(1)), _falls_through(["case 1:", "  x();"], _arm(1))
    (True, False)
    """
    head = lines[arm.line - 1] if arm.line <= len(lines) else ""
    if re.search(r":\s*\S", head.split("//", 1)[0]):  # `case 1: return x;`
        return False
    for n in range(arm.line + 1, len(lines) + 1):
        if lines[n - 1].strip():
            return bool(_LABEL.match(lines[n - 1]))
    return False


def _assigned_above(lines: Sequence[str], start: int, end: int, bound: dict[str, str]) -> bool:
    pattern = re.compile(rf"\b(?:{'|'.join(map(re.escape, bound))})\s*(?:[-+*/%]?=(?!=)|\+\+|--)")
    return any(pattern.search(lines[n - 1]) for n in range(max(start, 1), min(end, len(lines) + 1)))
