"""The option a key item names in words, through the one design statement that names it and says those words.

"ExponentialBackoff's first delay defaults to 128 ms" writes no option name. The design's own option table does the
naming: "| `initialDelay` | The initial, first delay of the backoff, in milliseconds. Defaults to 128ms. |". A
reviewer reads "first delay" as `initialDelay` through that row; so does this, never by a guess: the key item's
subject words (its word anchors but the default word and the words of the names it writes, `ExponentialBackoff`)
must be two or more, and exactly one design statement-name pair must hold them all, the statement writing exactly
one name the code gives a default (in code quotes). `default_claims` then compares the stated value with the
code's default of that name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.anchoring import Anchor, anchors

#: Words that say "default" in the anchors' stemmed form: not the subject.
_DEFAULT_WORDS = frozenset({"default", "既定", "デフォルト"})


def _words(text: str) -> frozenset[Anchor]:
    return frozenset(a for a in anchors(text) if a.kind == "word")


def design_subject(text: str, statements: Sequence[str], names: set[str]) -> str | None:
    """The one code-default name of `names` the text means by its words (module docstring), else None.

    `statements`: the design statements' texts.

    >>> rs = ["| `initialDelay` | The initial, first delay of the backoff. Defaults to 128ms. |",
    ...       "| `maxDelay` | The maximum delay, in milliseconds. Defaults to 30,000ms. |"]
    >>> design_subject("ExponentialBackoff's first delay defaults to 128 ms", rs, {"initialDelay", "maxDelay"})
    'initialDelay'
    >>> design_subject("The delay defaults to 128 ms", rs, {"initialDelay", "maxDelay"}) is None  # one word fits both
    True
    """
    # the names the text writes (`ExponentialBackoff`): whose option it is, not which
    idents = re.finditer(r"[A-Za-z_$][\w$]*", text)
    owner = _words(" ".join(m.group(0) for m in idents if re.search(r"[a-z][A-Z]|_", m.group(0))))
    subject = {a for a in _words(text) - owner if a.key not in _DEFAULT_WORDS}
    if len(subject) < 2:
        return None
    found: set[str] = set()
    for statement in statements:
        named = {n for n in names if re.search(rf"`{re.escape(n)}`", statement)}
        if len(named) == 1 and subject <= _words(statement):
            found |= named
    return found.pop() if len(found) == 1 else None


__all__ = ["design_subject"]
