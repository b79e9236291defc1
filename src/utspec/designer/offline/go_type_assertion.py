"""Go's `if v, ok := x.(*T); ok`: the value a test passes is a `T` the run declares as a struct.

backoff's `WithContext` and `getContext` (`if cb, ok := b.(*backOffContext); ok`) said "a value for which `ok` is
true (no literal in the code to choose it from)": the asserted type is written in the run. `ok` holds when `x` holds
that type, so the input is a value of it: `&backOffContext{}` for a pointer, `backOffContext{}` for a value. Only a
type declared as a struct in the run's Go sources is built (an interface has no literal); the false side is left to
the caller, since which other type a test passes is a choice the code does not make.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

_ASSERT = r"\b\w+\s*,\s*{ok}\s*:=\s*([A-Za-z_][\w.]*)\.\(\s*(\*?)([A-Za-z_]\w*)\s*\)"


def asserted_value(
    ok: str, lines: Sequence[str], line: int, others: Iterable[Sequence[str]] = ()
) -> tuple[str, str] | None:
    """(asserted name, a literal of the type) making the comma-ok `ok` of `v, ok := x.(*T)` on `line` true.

    >>> src = ["type backOffContext struct {", "\\tctx context.Context", "}", "func f(b BackOff) {",
    ...        "\\tif cb, ok := b.(*backOffContext); ok {"]
    >>> asserted_value("ok", src, 5)
    ('b', '&backOffContext{}')
    >>> asserted_value("ok", [*src[3:], "\\tif cb, ok := b.(BackOffContext); ok {"], 3) is None  # an interface
    True
    """
    if not re.fullmatch(r"[A-Za-z_]\w*", ok) or not 0 < line <= len(lines):
        return None
    m = re.search(_ASSERT.format(ok=re.escape(ok)), lines[line - 1])
    if m is None:
        return None
    name, pointer, type_name = m.groups()
    struct = re.compile(rf"^\s*type\s+{re.escape(type_name)}\s+struct\b")
    if not any(struct.match(t) for source in (lines, *others) for t in source):
        return None
    return name, f"{pointer and '&'}{type_name}{{}}"


_INLINE = re.compile(r"^([A-Za-z_][\w.]*)\.\(\s*\*?[A-Za-z_][\w.]*\s*\)$")


def asserted_operand(operand: str) -> str | None:
    """The name under an inline type assertion operand (`i.(int)` in `i.(int) != 0`): the value a test passes.

    cast's `case int: if i.(int) != 0 {` gave "`i.(int)` returns `1` (test double)": an assertion is no call a
    double answers; it is `i` itself, as an `int`.

    >>> asserted_operand("i.(int)"), asserted_operand("b.(*ctx.Context)"), asserted_operand("f(i)"), asserted_operand("i.(int).x")
    ('i', 'b', None, None)
    """
    m = _INLINE.match(operand.strip())
    return m.group(1) if m else None


__all__ = ["asserted_operand", "asserted_value"]
