"""A statement calling a named value negative or positive is about the case comparing it with zero.

"`count`: number of times to repeat str, negative treated as zero." shares `count` and `repeat`
with every guard of `repeat` (`count <= 0`, `count == 1`, the loop over `count`), so the words tie.
Its predicate names the comparison: "negative" (and "non-negative", "positive", 負の値) says how
the value stands against 0, and the code states that as `count <= 0`. When some code case's
condition compares the statement's subject with 0, only those cases are candidates, as a named
operand decides in relation_scope.py.

The subject is what the statement names as code: the parameter a line opens with ("`count`: ..."),
or an identifier in code quotes ("if `offset` is negative"). A sign word with no subject named
decides nothing: "negative" alone does not say whose sign.
"""

from __future__ import annotations

import re
import unicodedata

from utspec.codetext import boolean_parts
from utspec.designer.offline.param_lines import described

#: Words that state a value's sign (English, Japanese).
_SIGN = re.compile(
    r"\b(?:non-?)?(?:negative|positive)\b|負の(?:値|数)|負数|マイナス|正の(?:値|数)|正数", re.I
)
_CODE_NAME = re.compile(r"`\s*([A-Za-z_][\w.]*)\s*`")
_ZERO_COMPARISON = re.compile(r"^\s*(?:\(\s*)?([A-Za-z_][\w.]*)\s*(?:<=|>=|<|>)\s*0(?:\.0+)?\s*\)?\s*$|"
                              r"^\s*(?:\(\s*)?0(?:\.0+)?\s*(?:<=|>=|<|>)\s*([A-Za-z_][\w.]*)\s*\)?\s*$")  # fmt: skip


def sign_subjects(text: str) -> frozenset[str]:
    """The names whose sign a statement states (`count` in "`count`: ..., negative treated as zero")."""
    plain = unicodedata.normalize("NFKC", text)
    if not _SIGN.search(plain):
        return frozenset()
    names = {m.group(1).rsplit(".", 1)[-1] for m in _CODE_NAME.finditer(plain)}
    if (param := described(plain)) is not None:
        names.add(param)
    return frozenset(names)


def compares_with_zero(condition: str, subjects: frozenset[str]) -> bool:
    """Whether a condition (one of its `&&`/`||`/`and`/`or` parts) compares a subject with 0 (`count <= 0`)."""
    for part in boolean_parts(condition):
        m = _ZERO_COMPARISON.match(part)
        if m and (m.group(1) or m.group(2)).rsplit(".", 1)[-1] in subjects:
            return True
    return False
