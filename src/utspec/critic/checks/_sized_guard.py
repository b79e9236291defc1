"""A "passes every guard" input whose stated size makes a guard it cites take its exit.

go-uuid's `FormatUUID` leaves at `if buflen := len(buf); buflen != uuidLen { return "", fmt.Errorf(…) }`. Its
normal-path case once said "`FormatUUID` のガードをすべて通過する入力: 要素数 1 の `buf`" with the normal result and
passed review: a size is no `name` = `value`, so neither the evaluator nor the exact run (`normal_run`) read it, and
`buflen != uuidLen` is a local against a constant, no length test. Bound through its initialiser and the file's
integer constants (`bound_guard.bound_condition`), the guard is `len(buf) != 16`, which the size phrase decides
(`sized.takes_by_size`, the reader the designer moves such counts with). Where the stated size makes a guard whose
block ends the function hold, the case's own words ("passes every guard") and its normal result are both false of
its input: the run leaves in that guard.

The size and length readers are the designer's (as `_main_path` shares `facts.final_return`): a bug in them would
mislead both, so only the designer's own size phrases ("`xs` with N elements", "要素数 N の `xs`") and plain length
tests against a number (`len(x) != 16`, `x.length == 0`) are read, and only guards the case cites.
"""

from __future__ import annotations

import re

from utspec.analyzers.brackets import split_top
from utspec.analyzers.path_value import constants
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._main_path import ending_guards
from utspec.critic.checks._unreached import passes_all
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.bound_guard import bound_condition
from utspec.designer.offline.sized import sized_inputs, takes_by_size
from utspec.messages import Catalog, sentence_pattern
from utspec.models import ChecklistItem, Kind, TestCase

#: The values after the "passes every guard of …:" words, and the separators the designer joins them with.
_AFTER_COLON = re.compile(r":\s+(.+)$", re.DOTALL)
_SEP = re.compile(r";\s*|、")
_SENTENCES = re.compile(r"(?<=。)|(?<=\.)\s+")


def open_result(expected: str) -> bool:
    """Whether the expected result leaves the outcome to a question (`exp.open`): then it states nothing the guard's
    exit contradicts ("例外は送出されない" is true of a guard that returns).

    >>> open_result("例外は送出されない。コードからは決まらない: Q-normal:a.py:f を参照。"), open_result("`x` が返される。")
    (True, False)
    >>> open_result("No exception is raised. Not stated by the code: see Q-normal:a.py:f.")
    True
    """
    pattern = sentence_pattern("exp.open")
    return any(pattern.search(part) for part in _SENTENCES.split(expected) if part)


def stated_values(input_text: str) -> list[str]:
    """The value phrases of a "passes every guard" input (`in.valid`), without the sentence's end.

    >>> stated_values("input/source/uuid.go の `FormatUUID` のガードをすべて通過する入力: 要素数 1 の `buf`。")
    ['要素数 1 の `buf`']
    >>> stated_values("Input that passes every guard of `f` in a.py: `xs` with 2 elements; `n` = `1`.")
    ['`xs` with 2 elements', '`n` = `1`']
    """
    m = _AFTER_COLON.search(input_text)
    if m is None:
        return []
    return [p.strip().rstrip("。.").strip() for p in _SEP.split(m.group(1)) if p.strip()]


def fires(values: list[str], cond: str) -> bool:
    """Whether the stated sizes make a guard's condition hold: one length test, every operand of an `&&` / `and`,
    or one operand of an `||` / `or` (semver's `len(a) == 0 && (len(b) > 0)` with 要素数 0 の `a`、要素数 1 の `b`).

    >>> v = ["要素数 0 の `a`", "要素数 1 の `b`"]
    >>> fires(v, "len(a) == 0 && (len(b) > 0)"), fires(v, "len(a) == 0 && (len(b) > 1)"), fires(v, "len(b) == 0")
    (True, False, False)
    >>> fires(["`s` with 0 elements"], "s == null || s.length == 0"), fires(["`s` with 2 elements"], "s == null || s.length == 0")
    (True, False)
    """
    for op in ("&&", " and "):
        if len(parts := split_top(cond, op)) > 1:
            return all(takes_by_size(values, [p.strip()]) for p in parts)
    parts = [p.strip() for op in ("||", " or ") for p in split_top(cond, op) if len(split_top(cond, op)) > 1]
    return any(takes_by_size(values, [p]) for p in parts or [cond])


def sized_guard_hits(
    inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims, msg: Catalog
) -> list[str]:
    """The cited guard a normal-path case's stated size takes, where the case says nothing is raised."""
    if not passes_all(case.input) or c.raised or c.unnamed_raise or open_result(case.expected):
        return []
    values = stated_values(case.input)
    sizes = sized_inputs(values)
    if not sizes:
        return []
    ends = ending_guards(inp, items)
    hits: list[str] = []
    said_at: set[tuple[str, int]] = set()
    for g in items:
        # One finding a guard line: an `&&` guard's `#2` item is the same `if` (semver's TC-071 was told twice).
        if g.kind is not Kind.BRANCH or g.line not in ends or (g.file, g.line) in said_at:
            continue
        text = next((s.text for s in inp.sources if s.path == g.file), None)
        if text is None:
            continue
        lines = text.split("\n")
        line = lines[g.line - 1] if 0 < g.line <= len(lines) else ""
        cond = bound_condition(g.text, line, constants(lines, g.language))
        if fires(values, cond):
            said_at.add((g.file, g.line))
            said = msg.join([v for v in values if sized_inputs([v])])
            hits.append(msg("semantic_paths.code_sized_guard", said=said, cond=g.text, ref=g.id, line=g.line))
    return hits


__all__ = ["fires", "sized_guard_hits", "stated_values"]
