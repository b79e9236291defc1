"""A constructor's summary is about the constructor's normal path, whatever its words say of the new object.

java.util.StringJoiner's "Constructs a `StringJoiner` with no characters in it using copies of the supplied
`prefix`, `delimiter` and `suffix`." opens its constructor's section, but "no characters" reads as a condition
(`summary_line.states_condition`), so it was never taken as the summary; its words (`prefix`, `delimiter`,
`suffix`) then tied the three `Objects.requireNonNull` guards, and the one-argument overload's "with no `prefix` or
`suffix`" went onto all three (one name each). "No characters in it" says what the object holds when made, not a
value a caller passes. A sentence opening a section by "Constructs / Creates / Initializes a …" is the constructor's
summary: its normal path, when the heading's parameter list is that constructor's. A heading of another overload
(`StringJoiner(CharSequence delimiter)`, which only delegates and has no case) is no place on this one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_CONSTRUCTS = re.compile(
    r"^\s*(?:Constructs|Creates|Initializes|Initialises|Instantiates)\s+(?:a|an|the|new)\b", re.I
)


def constructs(text: str) -> bool:
    """Whether a sentence is a constructor's summary.

    >>> constructs("Constructs a `StringJoiner` with no characters in it."), constructs("Creates a new parser.")
    (True, True)
    >>> constructs("Returns a new `StringJoiner`."), constructs("It constructs a copy.")
    (False, False)
    """
    return _CONSTRUCTS.match(text) is not None


def same_overload(heading: str | None, params: Sequence[str]) -> bool:
    """Whether a heading's parameter list (if it writes one) has as many parameters as the constructor.

    >>> same_overload("StringJoiner(CharSequence delimiter)", ["delimiter", "prefix", "suffix"])
    False
    >>> same_overload("StringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix)", ["a", "b", "c"])
    True
    >>> same_overload("StringJoiner", ["a"]), same_overload("Parser()", [])
    (True, True)
    """
    m = re.search(r"\(([^()]*)\)", heading or "")
    if m is None:
        return True
    written = [p for p in m.group(1).split(",") if p.strip()]
    return len(written) == len(params)


__all__ = ["constructs", "same_overload"]
