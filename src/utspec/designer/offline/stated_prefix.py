"""A prefix test's example taken from a text the file itself writes with that prefix (a doc comment's example).

For `strings.HasPrefix(descriptor, "@every ")` the value readers pick `"@every 001"`: it passes the test, but the
next line hands the rest to `time.ParseDuration`, which refuses `001`, so the "normal" input leaves by the error
return. cron's own comment says what the code expects there: `"@every 1h30m"`. A quoted text in a comment of the
same file that starts with the prefix and goes on after it is what its author wrote for that test; the first one
found is taken (a literal of the code, such as a returned `"vz"`, is not an example of an input).
Only a text the input's quotes can hold as it is (no quote of that kind, no backslash) is used.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: The prefix a condition tests, as a method (`s.startsWith("x")`) or Go's `strings.HasPrefix(s, "x")`.
_PREFIX = re.compile(
    r"""(?:\.(?:startsWith|startswith|StartsWith)\(\s*|\bstrings\.HasPrefix\(\s*[^,]+,\s*)("[^"\\]+"|'[^'\\]+')\s*\)$"""
)
_COMMENT = ("//", "#", "*", "/*", "--")
_QUOTED = re.compile(r""""([^"\\\n]*)"|'([^'\\\n]*)'|`([^`\\\n]*)`""")


def stated_prefix(cond: str, want: bool, value: str, lines: Sequence[str]) -> str:
    """`value`, or, for a prefix test held true, the first longer text of `lines` starting with the prefix.

    >>> src = ['// Descriptors, e.g. "@midnight", "@every 1h30m"', 'const every = "@every "']
    >>> stated_prefix('strings.HasPrefix(d, "@every ")', True, '"@every 001"', src)
    '"@every 1h30m"'
    >>> stated_prefix('strings.HasPrefix(d, "@every ")', False, '"abc"', src), stated_prefix('s == "@"', True, '"@"', src)
    ('"abc"', '"@"')
    """
    m = _PREFIX.search(cond.strip())
    if not want or m is None or value[:1] not in ("'", '"'):
        return value
    prefix, quote = m.group(1)[1:-1], value[0]
    for line in lines:
        if not line.strip().startswith(_COMMENT):
            continue  # a literal of the code (`return "vz"`) is no example of the input the test expects
        for q in _QUOTED.finditer(line):
            text = next(g for g in q.groups() if g is not None)
            if text.startswith(prefix) and len(text) > len(prefix) and quote not in text:
                return f"{quote}{text}{quote}"
    return value


__all__ = ["stated_prefix"]
