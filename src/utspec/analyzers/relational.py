"""C# relational patterns (`input is < minValue or > maxValue`, `x is >= 1 and <= 10`): comparisons without an operator node.

A C# 9 pattern compares its subject with each bound, but the tree has no `binary_expression` for it: the
subject sits on the `is_pattern_expression` and each `relational_pattern` holds only the operator and the
bound. Humanizer's `ToRoman` guards `input is < minValue or > maxValue` (local consts 1 and 3999), and the
checklist had no boundary for it, so 0/1 and 3999/4000 were never proposed. Each relational pattern reached
through `or`/`and`/parentheses is one comparison of the subject; under `not` none is read (the outcome of a
value would need the negation, which a comparison item does not carry).
"""

from __future__ import annotations

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.draft import one_line

_COMBINATORS = frozenset({"or_pattern", "and_pattern", "parenthesized_pattern"})


def relational_parts(pattern: ts.Node) -> list[tuple[ts.Node, str, ts.Node]]:
    """(relational pattern, operator, bound) for each comparison the pattern makes of its subject, in order."""
    if pattern.type == "relational_pattern":
        kids = pattern.children()
        if len(kids) == 2 and not kids[0].is_named:
            return [(pattern, kids[0].text, kids[1])]
        return []
    if pattern.type in _COMBINATORS:
        return [part for kid in pattern.named_children() for part in relational_parts(kid)]
    return []  # a negated pattern, a type or constant pattern: no comparison to read


def comparison_text(subject: ts.Node, operator: str, bound: ts.Node) -> str:
    """The comparison as the code means it (`input < minValue`), the text a boundary item shows."""
    return f"{one_line(subject.text)} {operator} {one_line(bound.text)}"


__all__ = ["comparison_text", "relational_parts"]
