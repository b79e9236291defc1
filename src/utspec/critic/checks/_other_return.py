"""An expression said returned that the code returns only from another function.

unsupported-value looks names in code up in the cited items' whole files (the normal path's return is no item of
its own), so a case could say its function returns what a neighbouring function returns and pass:
python-json-pointer's `JsonPointer.join` (`return self.__class__.from_parts(chain(self.parts, suffix_parts))`)
said to return `pointer.set(doc, value, inplace, create)`, which only `set_pointer` returns. When the stated
expression is written nowhere in the case's own functions and the file has it on a `return` line outside them, the
case states another function's result. Plain names and literals are left to the other readings (`_other_name`,
`_written_number`). A `return` whose brackets close lines below is read whole (iso8601's `FixedOffset`, `return
datetime.timezone(` over three lines, said returned by `parse_date`: a first-run wrong value, session 30), and the
case's own lines are searched joined, so an expression they spread over lines counts as written there.
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
    >>> src = ["def off(h, name):", "    return tz(", "        delta(hours=h), name", "    )", "",
    ...        "def parse(s):", "    return build(s)"]
    >>> returned_elsewhere("tz( delta(hours=h), name )", src, {7}), returned_elsewhere("build(s)", src, {7})
    (2, None)
    """
    wanted = _squeeze(span.strip("`"))
    if not _IDENT.search(wanted) or _PLAIN.fullmatch(wanted):
        return None
    if wanted in "".join(_squeeze(lines[n - 1]) for n in sorted(own) if 0 < n <= len(lines)):
        return None
    for n, text in enumerate(lines, 1):
        if n in own or not text.lstrip().startswith("return"):
            continue
        if _squeeze(_spanned(lines, n)).rstrip(";") in (f"return{wanted}", f"return({wanted})"):
            return n
    return None


def _spanned(lines: Sequence[str], n: int) -> str:
    """Line `n` (1-based), with the lines below it while its brackets stay open (at most 10; strings not parsed).

    >>> _spanned(["return f(", "    a, b", ")", "x = 1"], 1)
    'return f(     a, b )'
    """
    text, k = lines[n - 1], n
    while (
        k < len(lines)
        and k < n + 10
        and sum(text.count(o) - text.count(c) for o, c in ("()", "[]", "{}")) > 0
    ):
        text += " " + lines[k]
        k += 1
    return text
