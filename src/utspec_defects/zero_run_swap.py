"""Swaps with a zero-iteration loop case: a defect or not, decided by rule (session 28).

Written and committed before the corpus was re-counted with it, from the two swaps session 27 left open
(bench/defect_corpus/README.md, "Session 27 (hcrit27)": soundex-java TC-028 <-> TC-030, wareki-ja-js TC-005 <->
TC-006; soundex's was called "arguably true of either input"). Plain text work on the two cases and the checklist,
like `nondefect`: nothing here reads the critic.

A zero-iteration case states a run: its input empties a loop's collection ("An empty collection (zero
iterations).", 「空のコレクション（反復 0 回）。」, "`xs` with 0 elements") and it cites that loop. Its expected
result ("The loop body runs zero iterations: no element is processed.") can be checked only on such a run, and the
other case's result only on the other case's run. So a swap with it is **no defect only when both cases state a
zero-iteration run of one loop** (both inputs empty a collection, both cite the same loop item): then each result
is about the same run and true of either case. Otherwise it is a defect:
- wareki-ja-js TC-005 <-> TC-006: TC-005 (`year` = `NaN`, citing the `isNaN(year)` guard and its `return year` at
  line 36) now says the loop body runs zero iterations, though its run leaves at line 36 before the loop and the
  value it returns is no longer stated; TC-006 (an empty collection, citing the loop) now says `NaN` is returned,
  a value the case's input does not give.
- soundex-java TC-028 <-> TC-030: TC-030 (values for which `count == len` holds, citing `52:branch` after the loop)
  now says zero iterations, which its input does not state (`count == len` holds for any all-letter string, each
  letter one iteration); TC-028 (an empty collection, citing the loop) now states TC-030's return. That
  `str.toUpperCase(…)` of an empty string is the empty string the code returns there too does not make the
  statement about the loop true of TC-030's input, so the swap stays a defect.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

ZERO_RUN_SAME = "swapped between two zero-iteration runs of one loop (each result is true of either case)"

#: An input that empties a collection: the designer's catalog words (en, ja) and a stated count of 0.
_EMPTY_INPUT = re.compile(
    r"\bzero iterations\b|\bempty (?:collection|list|array|string)\b|\bis empty\b|\bwith 0 elements?\b|"
    r"反復\s*0\s*回|空のコレクション|が空|要素数\s*0\s*の",
    re.IGNORECASE,
)
_LOOP_REF = re.compile(r"^.+:\d+:loop(?:#\d+)?$")


def zero_run(case: Mapping[str, Any]) -> bool:
    """Whether a case states a zero-iteration run: its input empties a collection and it cites a loop.

    >>> zero_run({"input": "An empty collection (zero iterations).", "evidence": ["S.java:47:loop"]})
    True
    >>> zero_run({"input": "`year` = `NaN`。", "evidence": ["index.js:35:branch"]})
    False
    """
    return bool(_EMPTY_INPUT.search(str(case.get("input") or ""))) and bool(_loops(case))


def _loops(case: Mapping[str, Any]) -> set[str]:
    return {r for r in case.get("evidence", []) if _LOOP_REF.match(r)}


def zero_run_swap(
    a: Mapping[str, Any], b: Mapping[str, Any], item: Callable[[str], Mapping[str, Any] | None] | None = None
) -> str:
    """The no-defect label for swapping two cases' results, or "" (a defect, or no zero-iteration case involved).

    `item` is unused: the rule reads the cases alone (kept for the operators' common call shape).

    >>> z = {"input": "空のコレクション（反復 0 回）。", "evidence": ["index.js:42:loop"]}
    >>> zero_run_swap({"input": "`year` = `NaN`。", "evidence": ["index.js:35:branch", "index.js:36:early_return"]}, z)
    ''
    >>> zero_run_swap({"input": "`xs` with 0 elements.", "evidence": ["index.js:42:loop", "DR-3"]}, z) == ZERO_RUN_SAME
    True
    >>> zero_run_swap({"input": "`xs` with 0 elements.", "evidence": ["index.js:50:loop"]}, z)  # another loop
    ''
    """
    if zero_run(a) and zero_run(b) and _loops(a) & _loops(b):
        return ZERO_RUN_SAME
    return ""


__all__ = ["ZERO_RUN_SAME", "zero_run", "zero_run_swap"]
