"""A case's preconditions without the file paths they name: a digit in a path is no input value.

`vague-input` lets a case's preconditions name its values ("`stock` is 5"), and any digit counts. The designer's
preconditions name the function's file ("`bech32_decode` in input/source/bech32/__init__.py is reached with every
earlier guard passing"), so for bech32 every "Any input." passed: the `32` of the path was read as a value. A path
(a word holding a `/`, or ending in a source file's extension) names a place, never a value.

>>> without_paths("`f` in input/source/bech32/__init__.py is reached.")
'`f` in   is reached.'
>>> without_paths("src\\\\v2\\\\Util.cs and util2.go are read; `n` is 2.")
'  and   are read; `n` is 2.'
"""

from __future__ import annotations

import re

_PATH = re.compile(
    r"(?<!\S)(?:[^\s`]*[/\\][^\s`]*|[^\s`/\\]+\.(?:py|js|mjs|cjs|ts|tsx|java|go|cs|sql|rb|kt|rs|c|h|cpp))(?=[\s,;:)]|$)"
)


def without_paths(text: str) -> str:
    """`text` with each path-like word blanked out (a word holding `/` or `\\`, or a source file's name)."""
    return _PATH.sub(" ", text)


__all__ = ["without_paths"]
