"""Swaps whose two results hold on either input: a defect or not, decided by rule (session 29).

Written and committed before any record was re-counted with it, from the swaps session 28 left open as "both
results hold" (bench/defect_corpus/README.md, "Session 28 (hcrit28b)": fresh-js TC-018 <-> TC-019, TC-014 <->
TC-015, TC-007 <-> TC-008). Plain text work on the two cases, the checklist and the source, like `nondefect`:
nothing here reads the critic.

A swap is **no defect when each swapped result is true at both inputs** (the same observable is produced on either
case's run); otherwise it is a defect. Plain text can show a result true at an input only this way, so the rule
labels only what it shows:
- every clause of the result is one observable the code writes on one line: "`f` is called with `a`" / "`f` が呼ば
  れる（引数 `a`）" (a line calling `f(a)`, not after `&&`, `||` or `?` on that line, which may skip it), "`v`
  becomes `e`" / "`v` が `e` になる" (a line assigning `e` to `v`, chained assignments too), "The function returns
  `e`" / "`e` が返される" (a line `return e`);
- and that line is on every run of the other case's input: either inside a branch the case cites and whose condition
  its input states true, nested in nothing else there, with no exit before it in that branch; or at the top level
  of the cited function's body (after a top-level item, before the body ends), with no exit of the function before
  it, on a case whose own result names no exception raised.

Decided by the rule:
- fresh-js TC-018 <-> TC-019: **no defect**. TC-018 (`start === end` true, citing `118:branch`) now says "`list.push`
  is called with `str.substring(start, end)`", which line 133 does at the top level of `parseTokenList` after the
  loop on every run; TC-019 (`case 0x2c` true, citing `122:branch`) now says "`start` becomes `i + 1`", which line
  124 `start = end = i + 1` does inside that `case`.
- fresh-js TC-014 <-> TC-015: **defect** (by the rule; a reader who knows that `Date.parse` always returns a number
  would say both hold). TC-014 now says "The function returns `timestamp`", but the return is `typeof timestamp ===
  'number' ? timestamp : NaN`: whether it returns `timestamp` at `date` = `"2024-01-31"` is not plain text.
- fresh-js TC-007 <-> TC-008: **defect**. TC-007's run (`!etag` true) returns at line 59 before the loop, so "The
  loop body runs zero iterations" is no line's observable and not shown at its input (session 28's `zero_run_swap`
  decided wareki-ja-js TC-005 <-> TC-006, the same shape, a defect).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from utspec_defects.text import code_refs, ref_path

Item = Mapping[str, Any]

BOTH_HOLD = (
    "swapped between two results each produced on both cases' runs (each result is true of either case)"
)

_CALL = (
    re.compile(r"^`(?P<f>[^`]+)` is called with `(?P<a>[^`]+)`$"),
    re.compile(r"^`(?P<f>[^`]+)` が呼ばれる（引数 `(?P<a>[^`]+)`）$"),
)
_ASSIGN = (
    re.compile(r"^`(?P<v>[^`]+)` becomes `(?P<e>[^`]+)`$"),
    re.compile(r"^`(?P<v>[^`]+)` が `(?P<e>[^`]+)` になる$"),
)
_RETURN = (re.compile(r"^The function returns `(?P<e>[^`]+)`$"), re.compile(r"^`(?P<e>[^`]+)` が返される$"))
#: Sentence and clause ends: "; ", ". ", "。" (a "." inside backticks is code, so clauses are cut outside them).
_CUT = re.compile(r";\s+|\.\s+|。|\.$")
_TRUE = re.compile(r"`(?P<c>[^`]+)`\s*(?:is|are)\s+true\b|`(?P<ja>[^`]+)`\s*が真", re.IGNORECASE)
_RAISED = re.compile(r"(?<!No exception )\b(?:is|are) (?:raised|thrown)\b|(?<!例外は)送出される|スローされる")
_SCOPES = ("branch", "loop", "handler", "try")
_EXITS = ("return", "early_return", "raise", "throw")


def _norm(text: object) -> str:
    return " ".join(str(text or "").split())


def clauses(result: str) -> list[str]:
    """The clauses of an expected result, cut at sentence ends outside backticks.

    >>> clauses("The loop body runs zero iterations: no element is processed; the function returns `false`.")
    ['The loop body runs zero iterations: no element is processed', 'the function returns `false`']
    >>> clauses("`start` becomes `i + 1`.")
    ['`start` becomes `i + 1`']
    """
    out, start, inside = [], 0, False
    for n, ch in enumerate(result):
        if ch == "`":
            inside = not inside
        elif not inside and (m := _CUT.match(result, n)):
            out.append(result[start:n])
            start = m.end()
    out.append(result[start:])
    return [c.strip() for c in out if c.strip()]


def _line_matcher(clause: str) -> re.Pattern[str] | None:
    """A pattern for a source line producing the clause's observable, or None when it names no one-line observable."""
    clause = clause[:1].upper() + clause[1:]
    for p in _CALL:
        if m := p.match(clause):
            # the call, and nothing on its line before it that may skip it
            return re.compile(rf"^[^&|?]*(?<![\w$.]){re.escape(m['f'])}\s*\(\s*{re.escape(m['a'])}\s*\)")
    for p in _ASSIGN:
        if m := p.match(clause):
            return re.compile(
                rf"(?<![\w$.]){re.escape(m['v'])}\s*=(?!=)\s*(?:[\w$.]+\s*=(?!=)\s*)*{re.escape(m['e'])}\s*;?\s*$"
            )
    for p in _RETURN:
        if m := p.match(clause):
            return re.compile(rf"^\s*return\s+{re.escape(m['e'])}\s*;?\s*$")
    return None


def _span(it: Item) -> tuple[int, int]:
    first = int(it.get("line") or 0)
    return first, int(it.get("end_line") or first)


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def _in_branch(line: int, branch: Item, same: Sequence[Item]) -> bool:
    """`line` lies in `branch`'s block, nested in no other scope there, with no exit of the block before it."""
    first, last = _span(branch)
    if not first < line <= last:
        return False
    for o in same:
        o_first, o_last = _span(o)
        if o.get("kind") in _SCOPES and first < o_first < line <= o_last:
            return False
        if o.get("kind") in _EXITS and first < o_first < line:
            return False
    return True


def _top_level(line: int, lines: Sequence[str], same: Sequence[Item]) -> bool:
    """`line` is a statement of the function body's top level, after a top-level item and before the body ends, and
    no exit of the function comes before it."""
    if any(o.get("kind") in _EXITS and int(o.get("line") or 0) < line for o in same):
        return False
    scopes = [o for o in same if o.get("kind") in _SCOPES]
    tops = [
        o for o in scopes if not any(p is not o and _span(p)[0] < _span(o)[0] <= _span(p)[1] for p in scopes)
    ]
    for top in tops:
        first, last = _span(top)
        if not 0 < first <= len(lines) or last >= line:
            continue
        indent = _indent(lines[first - 1])
        between = [t for t in lines[last : line - 1] if t.strip()]
        if _indent(lines[line - 1]) == indent and all(_indent(t) >= indent for t in between):
            return True
    return False


def holds_at(
    result: str, case: Mapping[str, Any], checklist: Sequence[Item], sources: Mapping[str, str]
) -> bool:
    """Whether every clause of `result` is a one-line observable produced on every run of `case`'s input."""
    parts = clauses(result)
    refs = code_refs(case)
    if not parts or not refs:
        return False
    cited = [it for it in checklist if it.get("id") in refs]
    true = {_norm(m["c"] or m["ja"]) for m in _TRUE.finditer(str(case.get("input") or ""))}
    normal = not _RAISED.search(str(case.get("expected") or ""))
    for clause in parts:
        matcher = _line_matcher(clause)
        if matcher is None:
            return False
        shown = False
        for path in dict.fromkeys(ref_path(r) for r in refs):
            lines = str(sources.get(path) or "").splitlines()
            hits = [n for n, text in enumerate(lines, 1) if matcher.search(text)]
            for c in (c for c in cited if c.get("file") == path):
                same = [o for o in checklist if (o.get("file"), o.get("symbol")) == (path, c.get("symbol"))]
                taken = c.get("kind") == "branch" and _norm(c.get("text")) in true
                if any(taken and _in_branch(n, c, same) for n in hits):
                    shown = True
                elif normal and any(_top_level(n, lines, same) for n in hits):
                    shown = True
        if not shown:
            return False
    return True


def both_hold(
    a: Mapping[str, Any], b: Mapping[str, Any], checklist: Sequence[Item], sources: Mapping[str, str]
) -> str:
    """The no-defect label for swapping `a`'s and `b`'s results when each holds at the other's input, or ""."""
    if holds_at(str(b.get("expected") or ""), a, checklist, sources) and holds_at(
        str(a.get("expected") or ""), b, checklist, sources
    ):
        return BOTH_HOLD
    return ""


__all__ = ["BOTH_HOLD", "both_hold", "clauses", "holds_at"]
