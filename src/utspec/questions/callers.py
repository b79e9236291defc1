"""A function the value only passes through: its caller's walk is the value's whole path.

`HTTPResponse.begin` calls `self._read_status()`; for "HTTP/2.0 200 OK" `_read_status` returns the
parsed parts (it accepts any `HTTP/` version) and `begin` then raises `UnknownProtocol`. Read alone,
`_read_status` looks like the function that decides, and "is read as version 20" fits its plain
return. A callee that returns normally for the value hands it back to its caller, so when the caller
was also walked for the value, the callee's verdict is not the claim's outcome. A callee that raises
keeps its verdict: the walk of the caller does not descend into calls, and the error ends both.
Pure function of the functions' names, bodies and outcomes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: Outcomes after which control returns to the caller (`utspec.questions.flow.Outcome`).
_RETURNS = frozenset({"true", "false", "none", "value", "completed"})


def _calls(body: str, symbol: str) -> bool:
    short = symbol.split(".")[-1]
    return bool(re.search(rf"(?<![\w$#]){re.escape(short)}\s*\(", body)) and not re.search(
        rf"\bdef\s+{re.escape(short)}\b|\bfunction\s+{re.escape(short)}\b", body
    )


def passed_through(walked: Sequence[tuple[str, str, str]]) -> set[str]:
    """The symbols among `(symbol, outcome, body)` that another walked function calls and that return.

    >>> walks = [("R._read_status", "value", "def _read_status(self):\\n    return version"),
    ...          ("R.begin", "error", "def begin(self):\\n    v = self._read_status()\\n    raise UnknownProtocol(v)")]
    >>> passed_through(walks)
    {'R._read_status'}
    >>> passed_through([("R.check", "error", "raise X"), ("R.begin", "value", "self.check()")])
    set()
    """
    out: set[str] = set()
    for symbol, outcome, _ in walked:
        if outcome not in _RETURNS:
            continue
        if any(other != symbol and _calls(body, symbol) for other, _, body in walked):
            out.add(symbol)
    return out


def body(text: str, symbol: str, first: int, end: int) -> str:
    """A function's text from its definition line (found upwards from its first item line `first`) to `end`.

    The first checklist item is often below statements that matter here (`v = self._read_status()`).

    >>> body("class R:\\n    def begin(self):\\n        v = self.read()\\n        if v:\\n            raise X", "R.begin", 4, 5)
    '    def begin(self):\\n        v = self.read()\\n        if v:\\n            raise X'
    """
    lines = text.split("\n")
    short = re.escape(symbol.split(".")[-1])
    start = first
    for n in range(first - 1, 0, -1):
        if re.search(rf"(?<![\w$#]){short}\s*(?:\(|=\s*(?:async\s*)?\(|:\s*function)", lines[n - 1]):
            start = n
            break
    return "\n".join(lines[start - 1 : end])
