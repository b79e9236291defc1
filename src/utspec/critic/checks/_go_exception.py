"""An exception said raised by Go code, which has none: a Go function reports failure by returning an error.

go-uuid's `FormatUUID` normal-path case ("例外は送出されない。`fmt.Sprintf(…), nil` が返される。") flipped to
"例外が送出される。…" passed: it cites one guard, so it is not shaped like the main path, and the guard's block
returns an error rather than raising, so no raise reading applies. In Go nothing is raised but a panic: when no
cited Go file calls `panic(`, a clause that says an exception is raised cannot hold. Only the word "exception" /
「例外」 counts: "an error occurs" / 「エラーが発生する」 may loosely mean an error returned, and a case that says a
panic occurs is about a runtime panic (an index out of range), which no `panic(` in the code shows.

>>> go_exception_clause("例外が送出される。`s, nil` が返される。", ["func f() {", "}"])
'例外が送出される'
>>> go_exception_clause("例外は送出されない。エラーが発生する。", ["func f() {", "}"]) is None
True
>>> go_exception_clause("An exception is raised.", ["func f() {", '\\tpanic("x")', "}"]) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks._claims import Claims, claims
from utspec.critic.checks.contradicts_code.values import RAISES_IN_INPUT
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, TestCase

_EXCEPTION = re.compile(r"\bexceptions?\b|例外", re.IGNORECASE)
_PANIC = re.compile(r"\bpanic\b|パニック", re.IGNORECASE)
_CLAUSES = re.compile(r"[。；;]|\.(?:\s|$)")


def go_exception_clause(expected: str, lines: Sequence[str]) -> str | None:
    """The clause of `expected` that says an exception is raised, when the Go file's `lines` call no `panic(`."""
    if _PANIC.search(expected) or any(re.search(r"\bpanic\(", line) for line in lines):
        return None
    for clause in _CLAUSES.split(expected):
        clause = clause.strip()
        if _EXCEPTION.search(clause) and claims(clause).unnamed_raise:
            return clause
    return None


def go_exception_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims,
                      msg: Catalog) -> list[str]:  # fmt: skip
    """The sentence for `go_exception_clause` on a case citing only Go code (not one whose input makes a
    dependency fail: a test double's failure is told in its own words)."""
    files = {i.file for i in items if i.file}
    if not files or c.raised or any(i.language != "go" for i in items if i.file):
        return []
    if RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return []
    lines = [line for s in inp.sources if s.path in files for line in s.text.split("\n")]
    clause = go_exception_clause(case.expected, lines)
    return (
        [msg("semantic_paths.code_go_exception", said=clause, files=", ".join(sorted(files)))]
        if clause
        else []
    )


__all__ = ["go_exception_clause", "go_exception_hits"]
