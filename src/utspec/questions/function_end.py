"""The end of a Python function a value walks off: no `return`, `raise` or call on the way.

`setnchannels(4)` in `if nchannels not in (1, 2, 4): raise Error(...)` then `self._nchannels = nchannels`
reaches the end of the method: the call completes and raises nothing. The flow walk (`flow.py`) stops
only at a terminal statement, so a setter that refuses some values and stores the others gave no
verdict, and "setnchannels(4) raises sunau.Error" was never asked as contradicted. The end is certain
only when every statement executed on the way is a plain assignment (a call could raise: an
`_ensure_header_written()` on the way is a raise the walk does not see) and the function is Python
(its end is where the indentation returns to the `def`'s).
Pure functions of source lines.
"""

from __future__ import annotations

import re

_DEF = re.compile(r"^(?P<i>\s*)(?:async\s+)?def\s+\w+\s*\(")
#: A call of anything but a conversion that cannot raise for the values a walk substitutes.
_CALL = re.compile(
    r"(?<![\w.])(?!(?:int|str|float|bool|len|tuple|list|dict|set|min|max|abs)\s*\()[A-Za-z_][\w.]*\s*\("
)
_ASSIGN = re.compile(r"^\s*[A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*\s*(?:[-+*/|&]?=)(?!=)")


def python_def(lines: list[str], first: int) -> tuple[int, int] | None:
    """(line, indent) of the `def` a function's first checklist line `first` belongs to (1-based), or None.

    >>> python_def(["class A:", "    def f(self, n):", "        if n > 1:", "            raise E"], 3)
    (2, 4)
    """
    for n in range(first, 0, -1):
        m = _DEF.match(lines[n - 1])
        if m:
            return n, len(m.group("i"))
    return None


def ended(line: str, def_indent: int) -> bool:
    """Whether a line lies past the function whose `def` is indented `def_indent` (blank lines and comments do not)."""
    s = line.strip()
    if not s or s.startswith("#"):
        return False
    return len(line) - len(line.lstrip()) <= def_indent


def plain(line: str) -> bool:
    """Whether an executed line is a plain assignment with no call that could raise.

    >>> plain("        self._nchannels = nchannels"), plain("        self._ensure_header_written()")
    (True, False)
    >>> plain("        x = int(n)"), plain("        y = self.read(n)"), plain("        pass")
    (True, False, True)
    """
    s = line.strip()
    if not s or s.startswith("#") or s == "pass":
        return True
    return bool(_ASSIGN.match(line)) and not _CALL.search(s.split("=", 1)[1])
