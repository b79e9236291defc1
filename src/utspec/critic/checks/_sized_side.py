"""A branch on a collection's truthiness, decided by the size the case's input gives the collection.

The designer states a case about `if replacements:` as "`replacements` with 1 element" (and the other side
as "`replacements` is empty"), not as a truth value, so `_case_facts.stated_side` left the side unknown and
nothing the expected result said about the block could be compared (slugify TC-012: "For each element of
`replacements`, `text` does not become …" passed). A collection is truthy when it has an element, in Python
(`if xs:`, `not xs`, `len(xs)`) and as a size test in JS/Java (`xs.length`, `!xs.length`, `xs.size()`,
`xs.isEmpty()`). A JS array is truthy even when empty, so a bare JS name is not read.

>>> sized_side("replacements", "`replacements` with 1 element.", "python")
True
>>> sized_side("not stopwords", "`stopwords` is empty (zero iterations).", "python")
True
>>> sized_side("!items.length", "`items` with 2 elements", "typescript"), sized_side("list.isEmpty()", "`list` with 3 items", "java")
(False, False)
>>> sized_side("items", "`items` with 2 elements", "typescript") is None  # `[]` is truthy in JS
True
>>> sized_side("len(words) > 1", "`words` with 1 element", "python") is None  # a comparison: not a truthiness test
True
"""

from __future__ import annotations

import re

from utspec.critic.checks._loop_count import collection_size

_NAME = r"[A-Za-z_$][\w.$]*?"
#: (negation, collection, size form): `xs`, `not xs`, `len(xs)`, `!xs.length`, `xs.size()`, `xs.isEmpty()`.
_TRUTHY = re.compile(
    rf"^\s*(not\s+|!\s*)?(?:len\(\s*({_NAME})\s*\)|({_NAME})(\.length|\.size\(\)|\.isEmpty\(\))?)\s*$"
)


def tested_collection(cond: str) -> str | None:
    """The collection whose elements `cond` tests (`xs`, `not xs`, `len(xs)`, `xs.length`; None: not such a test)."""
    m = _TRUTHY.match(cond)
    return (m.group(2) or m.group(3)) if m else None


def sized_side(cond: str, input_text: str, language: str | None) -> bool | None:
    """Whether `cond` holds at the collection size the input states (None: not a size test, or no size stated)."""
    m = _TRUTHY.match(cond)
    if m is None:
        return None
    name, form = m.group(2) or m.group(3), m.group(4) or ""
    if not m.group(2) and not form and language != "python":
        return None  # a bare name outside Python: an empty array or list is truthy there
    size = collection_size(input_text, name)
    if size is None:
        return None
    holds = size > 0
    if form == ".isEmpty()":
        holds = not holds
    return holds != bool(m.group(1))
