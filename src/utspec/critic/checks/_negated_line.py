"""A boundary whose comparison the code negates around it: `if not (-1 < n < 5000): raise …`.

The analyzers give a boundary the comparison itself (`-1 < n < 5000`, the two sides `n > -1` and
`n < 5000`); the `not` that decides when the guard's `raise` runs stays on the branch item
(`not (-1 < n < 5000)`). `_case_facts.negated` reads the boundary's own text, so Dive Into Python's
`toRoman` (zopefoundation/roman) was read backwards: at 0 the critic said `OutOfRangeError` is raised,
at 5000 that it is not, and blocked the designer's right cases (and an added case at 10) while a result
flipped to "No exception is raised" at 5000 passed.

Here the boundary's line is read: the comparison written inside `not ( … )` or `!( … )` is negated.

>>> around_negation("-1 < n < 5000", "    if not (-1 < n < 5000):")
True
>>> around_negation("x > 5", "  if (!(x > 5)) {"), around_negation("x > 5", "  if (x > 5 && !(y > 2)) {")
(True, False)
>>> around_negation("a < 3", "    if not a < 3 or b:")  # `not` binds to the comparison, no parentheses
True
>>> around_negation("a < 3", "    if b and not c or a < 3:")
False
>>> around_negation("0 <= p", "    assert 0 <= p, 'negative'"), around_negation("p > 9", "    assert not (p > 9)")
(True, False)
"""

from __future__ import annotations

import re

from utspec.codetext import no_space


def around_negation(text: str, line: str) -> bool:
    """Whether `line` writes the comparison `text` as the operand of `not` / `!` (in parentheses or not)."""
    cond, body = no_space(text), re.sub(r"\s+", " ", line)
    squashed = no_space(body)
    spaced = re.escape(re.sub(r"\s+", " ", text.strip()))
    negated = (
        f"not({cond})" in squashed
        or f"!({cond})" in squashed
        or bool(re.search(rf"\bnot\s+{spaced}(?=\s*(?:\bor\b|\band\b|:|,|\)|$))", body))
    )
    # `assert x > 0`: the AssertionError fires when the comparison fails (analyzers/assertion.py).
    return negated != bool(re.match(r"\s*assert\b", line))


__all__ = ["around_negation"]
