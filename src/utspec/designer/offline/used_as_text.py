"""A parameter with no declared type that the body calls a string method on is a string: it takes a sample text.

A branchless function's case (entry_cases.py) said "`s` = any value" for `def trim(s): return s.strip()`: a tester
still had to choose, and the body had already chosen (only a string has `.strip()`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: Methods only strings have, in the languages whose parameters go untyped (Python, JavaScript).
_TEXT_METHODS = (
    "strip|lstrip|rstrip|lower|upper|casefold|title|capitalize|isdigit|isalpha|isspace|startswith|endswith|splitlines"
    "|replace|split|trim|trimStart|trimEnd|toUpperCase|toLowerCase|padStart|padEnd|charAt|charCodeAt|codePointAt|normalize"
)


def used_as_text(name: str, body: Sequence[str]) -> bool:
    """Whether the body calls a string-only method on `name`.

    >>> used_as_text("s", ["    return s.strip()"]), used_as_text("s", ["    return s.count('a')"])
    (True, False)
    >>> used_as_text("text", ["  return text.toUpperCase();"]), used_as_text("s", ["  return ss.trim();"])
    (True, False)
    """
    pattern = re.compile(rf"(?<![\w.$]){re.escape(name)}\.(?:{_TEXT_METHODS})\(")
    return any(pattern.search(line) for line in body)
