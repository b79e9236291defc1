"""`fnmatch` callee patterns (`*.execute`, `requests.*`, `open`) matched without one big regex.

The patterns were joined into one alternation of `fnmatch.translate` regexes; most start with
`.*`, so the engine tried every alternative at every position of every distinct callee (~40k on
the standard library, ~2% of its checklist). Most patterns are a literal with a `*` at one end or
both, which `str.endswith` / `startswith` / `in` answer in C; only the others (`*mailer*.*`) keep
a regex. The answer is exactly `fnmatch.fnmatchcase(callee, p)` for some pattern `p`.

>>> matches = callee_matcher(("*.execute", "requests.*", "open", "*.send_*", "*mailer*.*"))
>>> [matches(c) for c in ("cur.execute", "requests.get", "open", "self.send_mail", "my_mailer.go", "execute")]
[True, True, True, True, True, False]
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable

_SPECIAL = frozenset("*?[")


def _plain(text: str) -> bool:
    return not _SPECIAL.intersection(text)


def callee_matcher(patterns: tuple[str, ...]) -> Callable[[str], bool]:
    """Whether a callee (whitespace already removed) matches any of `patterns` (case-sensitive, as `fnmatchcase`)."""
    exact: set[str] = set()
    suffixes: list[str] = []
    prefixes: list[str] = []
    infixes: list[str] = []
    rest: list[str] = []
    for p in patterns:
        if _plain(p):
            exact.add(p)
        elif p[0] == "*" and _plain(p[1:]):
            suffixes.append(p[1:])
        elif p[-1] == "*" and _plain(p[:-1]):
            prefixes.append(p[:-1])
        elif len(p) >= 2 and p[0] == p[-1] == "*" and _plain(p[1:-1]):
            infixes.append(p[1:-1])
        else:
            rest.append(p)
    ends, starts = tuple(suffixes), tuple(prefixes)
    # One search for every infix: a generator over them cost more than the search.
    inner = re.compile("|".join(map(re.escape, infixes))) if infixes else None
    rx = re.compile("|".join(f"(?:{fnmatch.translate(p)})" for p in rest)) if rest else None

    def matches(callee: str) -> bool:
        return (
            callee in exact
            or callee.endswith(ends)
            or callee.startswith(starts)
            or (inner is not None and inner.search(callee) is not None)
            or (rx is not None and rx.match(callee) is not None)
        )

    return matches
