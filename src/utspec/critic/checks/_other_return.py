"""An expression said returned that the code returns only from another function.

unsupported-value looks names in code up in the cited items' whole files (the normal path's return is no item of
its own), so a case could say its function returns what a neighbouring function returns and pass:
python-json-pointer's `JsonPointer.join` (`return self.__class__.from_parts(chain(self.parts, suffix_parts))`)
said to return `pointer.set(doc, value, inplace, create)`, which only `set_pointer` returns. When the stated
expression is written nowhere in the case's own functions and the file has it on a `return` line outside them, the
case states another function's result. Plain names and literals are left to the other readings (`_other_name`,
`_written_number`); an expression over several lines is not looked for.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
_PLAIN = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")


def _squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def returned_elsewhere(span: str, lines: Sequence[str], own: Collection[int]) -> int | None:
    """The line (1-based) of a `return <span>` outside the `own` lines, when `span` is written on none of them.

    >>> src = ["def set_pointer(doc, pointer):", "    return pointer.set(doc, 1)", "",
    ...        "def join(self, s):", "    return self.from_parts(s)"]
    >>> returned_elsewhere("pointer.set(doc, 1)", src, {5}), returned_elsewhere("self.from_parts(s)", src, {5})
    (2, None)
    >>> returned_elsewhere("pointer", src, {5}), returned_elsewhere("pointer.set(doc, 1)", src, {2, 5})
    (None, None)
    """
    wanted = _squeeze(span.strip("`"))
    if not _IDENT.search(wanted) or _PLAIN.fullmatch(wanted):
        return None
    if any(wanted in _squeeze(lines[n - 1]) for n in own if 0 < n <= len(lines)):
        return None
    for n, text in enumerate(lines, 1):
        if n not in own and _squeeze(text).rstrip(";") in (f"return{wanted}", f"return({wanted})"):
            return n
    return None
