"""Conditions a case's input says do not hold: the designer's normal-path input past a lone guard.

The designer writes the case that passes a function's guards, when it has no literal to pick, as "Input for
which `not self.parts` does not hold (`JsonPointer.to_last` in …)" or "Input for which none of `a`, `b` holds"
(「`a` が成り立たない入力」, 「`a`、`b` のいずれも成り立たない入力」). `_case_facts.stated_side` read only "is
true/false", so such a case's side of the guard stayed unknown and its expected result was compared with
nothing: jsonpointer's TC-052 flipped to "An exception is raised; the function returns `…`" passed, though
the case is off the only guard of `to_last` and nothing it cites raises.

Only the code spans of the sentence that says "does not hold" / "none of … holds" are read, each as a whole
condition (no operand of it is taken as false on its own).

>>> sorted(unheld("Input for which `not self.parts` does not hold (`JsonPointer.to_last` in a.py)."))
['notself.parts']
>>> sorted(unheld("Input for which none of `a > 1`, `b` holds (`f` in a.py)."))
['a>1', 'b']
>>> sorted(unheld("`not text` が成り立たない入力（a.py の `f`）。")), sorted(unheld("`a`、`b` のいずれも成り立たない入力"))
(['nottext'], ['a', 'b'])
>>> unheld("Values for which `a` is true; `b` holds.")  # a condition said to hold is not unheld
set()
"""

from __future__ import annotations

import re

from utspec.codetext import no_space

#: "for which X does not hold", "for which none of X, Y holds" and the Japanese forms; X, Y are code spans.
_ONE = re.compile(r"for which\s+(`[^`\n]+`)\s+does not hold|(`[^`\n]+`)\s*が成り立たない")
_NONE = re.compile(r"for which none of\s+((?:`[^`\n]+`[\s,、]*(?:and\s+|or\s+)?)+)\s*holds|"
                   r"((?:`[^`\n]+`[\s,、]*)+)\s*のいずれも成り立たない")  # fmt: skip
_SPAN = re.compile(r"`([^`\n]+)`")


def unheld(input_text: str) -> set[str]:
    """The conditions (without spaces) the input says do not hold."""
    out: set[str] = set()
    for m in (*_ONE.finditer(input_text), *_NONE.finditer(input_text)):
        spans = next(g for g in m.groups() if g is not None)
        out.update(no_space(s) for s in _SPAN.findall(spans))
    return out
