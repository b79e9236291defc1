"""A local the case's input sets, where the lines before the branch compute it with a call nothing can run.

daichodo's `is_valid` reads `cleaned = _clean(value).upper()` and then branches on `cleaned.startswith("T")`
inside a conditional expression written over several lines. The designer's case states the local at the
branch ("`cleaned` = `"T001"`"): that is the value the test arranges through the call, and the condition
can be evaluated with it. `env_at` reads only an `if` at the function's top level, and `_unchanged` refuses
any name set before the branch (a parameter normalised first, `text = text.strip()`, is not the value the
input gives), so such a branch had no side and its flipped arm passed.

Only a local (no parameter of the function) counts, and only when every line before the branch that sets
it calls something: a local set from a literal (`let f = 800`) has the value the code gives it, and an
input saying otherwise describes no run.

>>> body = [(1, "def is_valid(value):"), (2, "    cleaned = _clean(value).upper()"), (3, "    checker = ("),
...         (4, "        a"), (5, '        if cleaned.startswith("T")')]
>>> stated_locals({"cleaned"}, 5, body, ["value"])
True
>>> stated_locals({"value"}, 5, body, ["value"]), stated_locals({"f"}, 3, [(1, "f() {"), (2, "  let f = 800;")], [])
(False, False)
>>> stated_locals({"n"}, 5, body, [])  # set by no line before: `_unchanged` decides
False
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence


def _sets(text: str, name: str) -> re.Match[str] | None:
    return re.search(rf"(?<![\w.$]){re.escape(name)}\s*(?::[^=]+)?=(?![=>])\s*(.*)$", text)


def stated_locals(
    read: Collection[str], line: int, body: Sequence[tuple[int, str]], params: Collection[str]
) -> bool:
    """Whether every name in `read` is a local that only calls before `line` set (so the input's value stands)."""
    if not read or any(name in params for name in read):
        return False
    for name in read:
        setting = [m for n, text in body if n < line and (m := _sets(text, name)) is not None]
        if not setting or not all("(" in m.group(1) for m in setting):
            return False
    return True


__all__ = ["stated_locals"]
