"""A boolean option's line says what the option does when it is on.

"`word_boundary` (bool): truncates to end of full words" describes `word_boundary=True`: the
`not word_boundary` branch (taken when it is off) is the one place the line is not about. Read as
if it set the flag, it is kept off the cases testing the flag at the other value (`linking.flags_set`
and `_contradicts`). A line that names a value itself ("by setting it to False", "when False") is
read as written, not by this rule.
"""

from __future__ import annotations

import re

#: "`name` (bool): ...", "`name` (boolean): ..."; what follows the colon is what the option does.
_BOOL_OPTION = re.compile(r"^\s*`([A-Za-z_]\w*)`\s*\(bool(?:ean)?\)\s*:\s*(\S.*)$", re.S)
#: A value or a negation written in the line: the line says which value it is about itself.
_NAMES_VALUE = re.compile(r"\b(?:true|false|unset|not set|off|disabled?)\b", re.I)


def on_when_described(text: str) -> dict[str, bool]:
    """{option: True} for a boolean option's line that names no value; {} otherwise."""
    m = _BOOL_OPTION.match(text)
    if m is None or _NAMES_VALUE.search(m.group(2)):
        return {}
    return {m.group(1).lower(): True}
