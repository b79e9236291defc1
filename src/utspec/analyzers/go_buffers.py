"""Go's `strings.Builder` and `bytes.Buffer` for `go_eval`: the bytes written, and the methods that write and read them.

strcase's `ToCamel` builds its result in `n := strings.Builder{}` with `n.WriteByte(v)`, shellquote's `Join` and
`Split` in `var buf bytes.Buffer`, humanize's `Commaf` in `buf := &bytes.Buffer{}`: go_eval gave up at the first
of them, so none of those functions was ever run and their cases said "the function returns `n.String()`". A buffer
is a local the function makes itself, so its contents are exactly what the run wrote.

A buffer is one object (a pointer to it, `&buf`, is the object itself: the code copies no buffer, which Go forbids for
a Builder in use). The methods below are Go's; any other (`ReadFrom`, `WriteTo`, `Next`, …) gives up.
"""

from __future__ import annotations

from typing import Any

from utspec.analyzers.go_library import INT_TYPES
from utspec.analyzers.py_eval import Unknown

#: The types whose zero value or empty composite literal is an empty buffer.
BUFFER_TYPES = frozenset({"strings.Builder", "bytes.Buffer"})


class GoBuffer:
    """The bytes written to one `strings.Builder` / `bytes.Buffer`."""

    def __init__(self) -> None:
        self.data = bytearray()

    def __repr__(self) -> str:
        return f"GoBuffer({bytes(self.data)!r})"


def _byte(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= int(value) <= 255:
        raise Unknown
    return int(value)


def _int(n: int) -> Any:
    return INT_TYPES["int"](n)


def buffer_call(buf: GoBuffer, name: str, args: list[Any]) -> list[Any]:
    """The results of calling method `name` of `buf` with `args` (the buffer changed as Go changes it).

    >>> b = GoBuffer()
    >>> buffer_call(b, "WriteString", ["ab"]), buffer_call(b, "WriteByte", [ord("-")]), buffer_call(b, "WriteRune", [0x3042])
    ([int(2), None], [None], [int(3), None])
    >>> buffer_call(b, "String", []), buffer_call(b, "Len", [])
    (['ab-あ'], [int(6)])
    >>> buffer_call(b, "Truncate", [2]), buffer_call(b, "String", []), buffer_call(b, "Write", [[120, 121]])
    ([], ['ab'], [int(2), None])
    >>> buffer_call(b, "Reset", []), buffer_call(b, "String", []), buffer_call(b, "Grow", [8])
    ([], [''], [])
    """
    if name == "WriteString" and len(args) == 1 and isinstance(args[0], str):
        written = args[0].encode("utf-8")
        buf.data += written
        return [_int(len(written)), None]
    if name == "WriteByte" and len(args) == 1:
        buf.data.append(_byte(args[0]))
        return [None]
    if name == "WriteRune" and len(args) == 1 and isinstance(args[0], int) and not isinstance(args[0], bool):
        try:
            written = chr(int(args[0])).encode("utf-8")
        except (ValueError, UnicodeEncodeError):
            raise Unknown from None
        buf.data += written
        return [_int(len(written)), None]
    if name == "Write" and len(args) == 1 and isinstance(args[0], (list, tuple)):
        data = bytes(_byte(b) for b in args[0])
        buf.data += data
        return [_int(len(data)), None]
    if name == "String" and not args:
        try:
            return [buf.data.decode("utf-8")]
        except UnicodeDecodeError:
            raise Unknown from None  # bytes no Python text holds as Go does
    if name == "Len" and not args:
        return [_int(len(buf.data))]
    if name == "Grow" and len(args) == 1:
        return []
    if name == "Reset" and not args:
        buf.data.clear()
        return []
    if name == "Truncate" and len(args) == 1 and isinstance(args[0], int) and not isinstance(args[0], bool):
        n = int(args[0])
        if not 0 <= n <= len(buf.data):
            raise Unknown  # Go panics; not modelled
        del buf.data[n:]
        return []
    raise Unknown


__all__ = ["BUFFER_TYPES", "GoBuffer", "buffer_call"]
