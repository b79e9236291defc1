"""Which function a statement is about when it names what that function produces.

"`Retry-After: 120` gives a delay of 120000 ms" names no function, but it says what comes out: a
delay. A function named for what it computes (`calculateRetryTimingDelay`, `parse_header`) ends
with that noun; a function that only passes a header along (`getRetryTimingHeader`) does not. The
header's name (`Retry-After`) is read in one function and its value is turned into a delay in
another: rarity alone puts the statement where the name is read, while the statement is about the
delay.

A statement is scoped to a function when it says "gives / returns / becomes / yields / produces
a <noun>" and exactly one function's name ends with that noun as a word of its own (camelCase or
snake_case, at least two words, so `slugify` is never "slug"). Anything else: no scope.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.anchoring.extract import GENERIC_EN

#: "gives a delay", "returns no delay", "becomes the delay": the noun a statement says comes out.
_RESULT = re.compile(
    r"\b(?:gives?|returns?|becomes?|yields?|produces?|provides?|results?\s+in)\s+(?:a|an|the|no|its)?\s*([A-Za-z]{4,})\b",
    re.I,
)
_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def name_words(name: str) -> list[str]:
    """The words of a function's name, lower case (`calculateRetryTimingDelay` -> calculate, retry, timing, delay)."""
    return [w.lower() for part in name.split("_") for w in _WORDS.findall(part)]


def result_noun(text: str) -> str | None:
    """The one noun a statement says is produced (lower case), or None."""
    nouns = {m.group(1).lower() for m in _RESULT.finditer(text)} - GENERIC_EN
    return next(iter(nouns)) if len(nouns) == 1 else None


def producer(text: str, names: Iterable[str]) -> str | None:
    """The one function (its name, lower case) whose name ends with the noun the statement says is produced."""
    noun = result_noun(text)
    if noun is None:
        return None
    found = {n.lower() for n in names if len(words := name_words(n)) >= 2 and words[-1] == noun}
    return next(iter(found)) if len(found) == 1 else None
