"""The numbers a case's own evidence supports beyond its literal values: a computed result.

unsupported-value accepted any number that was a sum or difference of two numbers of the cited
*files* and of *every* design statement, so `1300` (800 + 500 of `shippingFee`) passed for a member
whose fee the body works out as 1170, and any pair across unrelated functions supported anything
near their sum. A value must come from the case's own evidence:

- the numbers of the cited functions' bodies (the function around the item's line; none found: its file) and of the
  evidence text the check already gathered (cited lines, effects, DR/KT, answers);
- their pairwise sums and differences (a fee of 900 from 500 + 400) only while the evaluator did not
  work out what the body gives for the case's input (`known`): once it did, that value is the
  computed result, and another sum is a guess.

>>> sorted(own_sums({500.0, 400.0}, known=False))
[0.0, 100.0, 400.0, 500.0, 800.0, 900.0, 1000.0]
>>> sorted(own_sums({500.0, 400.0}, known=True))
[400.0, 500.0]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from utspec.critic.checks._numbers import numbers_in
from utspec.designer.offline.signature import function_body
from utspec.models import ChecklistItem


def own_numbers(sources: Mapping[str, str], items: Sequence[ChecklistItem], evidence_text: str) -> set[float]:
    """Numbers (|n| > 1) of the cited functions' bodies and of the case's evidence text."""
    parts = [evidence_text]
    for file, symbol, line, language in dict.fromkeys((i.file, i.symbol, i.line, i.language) for i in items):
        src = sources.get(file, "")
        body = function_body(src.split("\n"), symbol, line, language)
        parts.append("\n".join(body) if body else src)
    return {n for n in numbers_in("\n".join(parts)) if abs(n) > 1}


def own_sums(base: set[float], *, known: bool) -> frozenset[float]:
    """`base`, with the sums and differences of two of its numbers unless the body's value is `known`."""
    if known:
        return frozenset(base)
    return frozenset(base | {a + b for a in base for b in base} | {abs(a - b) for a in base for b in base})
