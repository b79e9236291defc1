"""A worked example written as `given -> result` under a function's heading is a call of that function.

Found on japanese-string-utils (bench/linking/projects/jstrutils-ja-ts): the code comments `// Ａ -> A` and `// １ -> 1`
above `toAscii(value)`, `// ビン -> びん` above `toHiragana`, `--1-0 -> -10` beside `toNumeric`'s replaces, lifted under one
heading per function. They name no function and share at most a digit with any case, so they were "not tried" or weak.
Under `## toAscii(value)` the line says `toAscii("Ａ")` returns `"A"`: read so, the call-values rules decide the path
the value takes (call_path.py), as for a key item that writes the call. Only one arrow, both sides one word (no space,
no code quote, no call already written), and a heading that calls one function of the code.
"""

from __future__ import annotations

import re
from collections.abc import Container

_ARROW = re.compile(r"^\s*(?P<given>[^\s`()]+?)\s*(?:->|→)\s*(?P<result>[^\s`()]+)\s*$")
_CALLED = re.compile(r"([A-Za-z_]\w*)\s*\(")


def _quoted(text: str) -> str:
    return f"'{text}'" if '"' in text else f'"{text}"'


def arrow_call(text: str, section: str | None, functions: Container[str]) -> str | None:
    """The call a `given -> result` line under a function's heading states, written as a key item would.

    >>> fs = {"toascii", "tonumeric"}
    >>> arrow_call("Ａ -> A", "toAscii(value)", fs), arrow_call("--1-0 -> -10", "toNumeric(value)", fs)
    ('toAscii("Ａ") returns "A"', 'toNumeric("--1-0") returns "-10"')
    >>> arrow_call("Ａ -> A", "Notes", fs), arrow_call("f(1) -> 2", "toAscii(value)", fs)
    (None, None)
    >>> arrow_call("Add -> RemoveOldest -> removeElement", "toAscii(value)", fs) is None
    True
    """
    m = _ARROW.match(text)
    if m is None or "->" in m.group("given") or "->" in m.group("result"):
        return None
    called = {name for name in _CALLED.findall(section or "") if name.lower() in functions}
    if len(called) != 1:
        return None
    return f"{next(iter(called))}({_quoted(m.group('given'))}) returns {_quoted(m.group('result'))}"


__all__ = ["arrow_call"]
