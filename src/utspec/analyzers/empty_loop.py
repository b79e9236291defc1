"""A `for` loop over an empty collection, which the path evaluator passes over (issue 12: zero-iteration cases).

A loop's zero-iteration case said "the loop body runs zero iterations … `total` is returned": the evaluator gave up
at every `for`, so the value the function then returns (`0`, `""`, `b''`) was never stated. A `for` whose
collection is empty on entry runs no statement of its body; what the function returns is what the lines around
it give. Only an empty collection is read (a non-empty one, or one whose value is unknown, stops the walk as before);
a Python `for … else` runs its `else` on zero iterations, which the walk does not follow: not read either.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: The collection of a `for` header, per language: Python `for x in xs:`, JavaScript `for (const x of xs) {`,
#: Java `for (T x : xs) {`, C# `foreach (var x in xs)`, Go `for _, x := range xs {`.
_HEADERS: dict[str, re.Pattern[str]] = {
    "python": re.compile(r"^(?:async\s+)?for\s+[^:]+?\s+in\s+(.+?)\s*:$"),
    "javascript": re.compile(r"^for\s*\(\s*(?:const|let|var)\s+[^;]+?\s+of\s+(.+?)\s*\)\s*\{?$"),
    "java": re.compile(r"^for\s*\(\s*(?:final\s+)?[\w.<>\[\], ?]+\s+\w+\s*:\s*(.+?)\s*\)\s*\{?$"),
    "csharp": re.compile(r"^foreach\s*\(\s*[\w.<>\[\], ?]+\s+\w+\s+in\s+(.+?)\s*\)\s*\{?$"),
    "go": re.compile(r"^for\s+(?:[\w, ]+:?=\s*)?range\s+(.+?)\s*\{$"),
}
_HEADERS["typescript"] = _HEADERS["javascript"]


class NotEmpty(Exception):
    """The loop's collection is not known to be empty: its body may run."""


def collection(text: str, language: str) -> str | None:
    """The collection expression of a `for` header (`xs` of `for x in xs:`), or None when `text` is no such header.

    >>> collection("for rate, b in sorted(buckets.items()):", "python"), collection("for (const s of parts) {", "typescript")
    ('sorted(buckets.items())', 'parts')
    >>> collection("for _, r := range s {", "go"), collection("for (String p : parts) {", "java"), collection("i += 1", "go")
    ('s', 'parts', None)
    """
    pattern = _HEADERS.get(language)
    m = pattern.match(text.strip()) if pattern is not None else None
    return m.group(1) if m else None


def zero_iterations(text: str, language: str, value: Callable[[str], object]) -> bool:
    """Whether the `for` on `text` runs its body zero times: its collection is empty (a Go nil slice is too).

    `value` evaluates an expression (raising when it cannot); raises `NotEmpty` when the body may run.

    >>> zero_iterations("for x in xs:", "python", lambda e: ()), zero_iterations("for _, c := range s {", "go", lambda e: None)
    (True, True)
    >>> zero_iterations("for x in xs:", "python", lambda e: ("a",))
    Traceback (most recent call last):
    utspec.analyzers.empty_loop.NotEmpty: for x in xs:
    """
    coll = collection(text, language)
    if coll is None:
        raise NotEmpty(text)
    got = value(coll)
    if got is None and language == "go":
        return True  # ranging over a nil slice or map runs zero times
    if isinstance(got, (tuple, str, bytes)) and len(got) == 0:
        return True
    raise NotEmpty(text)


__all__ = ["NotEmpty", "collection", "zero_iterations"]
