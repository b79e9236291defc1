"""An option's or argument's "Type: `…`" line declares what values it may hold; the type names say
nothing that happens.

sindresorhus-style READMEs give each option a block: "Type: `false | string | string[]`\\
Default: The host environment's current locale." camelcase's type guard throws
`TypeError('Expected the input to be `string | string[]`')`, so `string` in the declaration met the
guard's message (a message anchor, the strongest kind) and the locale's Default line landed on the
type check. The declaration is left out of the match (as a table row's type cell is, `type_cell.py`);
what follows it (the default, a description) is matched as before. A line that is only a declaration
is left with nothing to match.
"""

from __future__ import annotations

import re

#: "Type: `a | b`", "**Type:** `object`", "型: `string`": the label, then code spans joined by | or ,;
#: a Markdown hard break (a trailing backslash) may close it.
_TYPE_LINE = re.compile(
    r"^\s*(?:\*\*)?(?:Type|Types|型)(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*"
    r"`[^`]*`(?:\s*(?:[|｜,]|or)\s*`[^`]*`)*\s*\\?\s*",
    re.IGNORECASE,
)


def without_type_line(text: str) -> str:
    """The statement without a leading "Type: `…`" declaration.

    >>> without_type_line("Type: `false | string | string[]`\\\\ Default: The host environment's current locale.")
    "Default: The host environment's current locale."
    >>> without_type_line("Type: `string | string[]`")
    ''
    >>> without_type_line("The type of `value` is checked: a string is parsed.")
    'The type of `value` is checked: a string is parsed.'
    """
    m = _TYPE_LINE.match(text)
    return text[m.end() :] if m else text
