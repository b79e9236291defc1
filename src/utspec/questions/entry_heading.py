"""A design entry headed by a constant's name explains that constant's value (issue 13: already answered).

Reference manuals document a constant as an entry: a heading that is only its name (or several names),
then what it is: sunau's "## AUDIO_FILE_MAGIC" / "An integer every valid Sun AU file begins with …",
"## AUDIO_FILE_ENCODING_MULAW_8, AUDIO_FILE_ENCODING_LINEAR_8, …" / "Values of the encoding field …
supported by this module.". The sentences never repeat the name, so `magic != AUDIO_FILE_MAGIC` was
asked as an unexplained literal. A heading with any other word ("## Order status") is a topic, not
an entry; it is left to the table and size rules of `unexplained_literal`.
Pure functions of text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.questions.explained import names_value

_ENTRY = re.compile(r"[A-Za-z_][\w.]*(?:\(\))?")


def entry_names(section: str) -> frozenset[str]:
    """The names a heading is the entry of (their last dotted part), or none when it says anything else.

    >>> sorted(entry_names("AUDIO_FILE_ENCODING_MULAW_8, `AUDIO_FILE_ENCODING_ALAW_8`"))
    ['AUDIO_FILE_ENCODING_ALAW_8', 'AUDIO_FILE_ENCODING_MULAW_8']
    >>> entry_names("Order status"), sorted(entry_names("sunau.AUDIO_FILE_MAGIC"))
    (frozenset(), ['AUDIO_FILE_MAGIC'])
    """
    parts = [p.strip() for p in section.replace("`", "").split(",")]
    if not parts or not all(_ENTRY.fullmatch(p) for p in parts):
        return frozenset()
    return frozenset(p.removesuffix("()").rsplit(".", 1)[-1] for p in parts)


def documented(constant: str | None, section: str | None) -> bool:
    """Whether a statement under `section` belongs to the entry of `constant`."""
    return bool(constant and section) and (constant or "").rsplit(".", 1)[-1] in entry_names(section or "")


def limit_left_open(shape: str, value: str, entry: Sequence[str]) -> bool:
    """Whether a constant's entry explains what it is but leaves its number open: a limit (`pads > PAD_LIMIT`)
    whose entry ("The maximum size to which the padding constant(s) can expand.") never writes the value.

    A code's meaning is its entry's business (sunau's "An integer every valid Sun AU file begins with"), but a
    limit's number is what a test is written at: Commons Lang's 8192 was taken as explained by its heading alone.

    >>> limit_left_open("limit", "8192", ["The maximum size to which the padding constant(s) can expand."])
    True
    >>> limit_left_open("limit", "8192", ["At most 8192 characters are padded."]), limit_left_open("code", "779316836", [])
    (False, False)
    """
    return shape == "limit" and not any(names_value(t, value, as_code=False) for t in entry)
