"""A compound branch's side from the truth its case's input states for each operand.

The designer writes the case that takes one operand of `A and B` but not the other as "Values for which `A`
is true and `B` is false" (「`A` が真、`B` が偽になる値」), not as the whole condition's truth, so
`_case_facts.stated_side` left the side unknown and an expected result saying the branch's `raise` happens
was compared with nothing (jsonpointer `walk`: "`KeyError` is raised" for `part not in doc` false). For an
`and` (`&&`) one false operand makes it false and all true make it true; for an `or` (`||`) one true operand
makes it true and all false make it false. Only top-level operands of one kind of operator are read; `not`
around the whole condition is left to other readers.

>>> operand_truths("isinstance(doc, Mapping) and part not in doc",
...                "Values for which `isinstance(doc, Mapping)` is true and `part not in doc` is false.")
False
>>> operand_truths("a && b", "`a` が真、`b` が真になる値"), operand_truths("a || b", "`b` is true")
(True, True)
>>> operand_truths("a and b", "`a` is true") is None  # `b` not stated: either side
True
>>> operand_truths("a and b or c", "`a` is false") is None  # mixed operators: not read
True
"""

from __future__ import annotations

import re

from utspec.codetext import boolean_operands, top_level_operators

_TRUTH = re.compile(r"`([^`\n]+)`\s*(?:is|が|は)\s*(true|false|真|偽)", re.IGNORECASE)
_AND, _OR = (" and ", "&&"), (" or ", "||")


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def operand_truths(cond: str, input_text: str) -> bool | None:
    """The condition's truth from the operands' truths the input states (None: the input does not decide it)."""
    ops = {op for _, op in top_level_operators(cond, (*_AND, *_OR), quotes=True)}
    if not ops or (ops & set(_AND) and ops & set(_OR)):
        return None
    conj = bool(ops & set(_AND))
    stated = {_squash(m.group(1)): m.group(2).lower() in ("true", "真") for m in _TRUTH.finditer(input_text)}
    truths = [stated.get(_squash(o)) for o in boolean_operands(cond, _AND if conj else _OR)]
    if conj:
        return False if False in truths else (True if all(t is True for t in truths) else None)
    return True if True in truths else (False if all(t is False for t in truths) else None)
