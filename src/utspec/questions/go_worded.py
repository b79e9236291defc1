"""A key item about a Go function or method that says its one input in words, run on what the words fix.

"FromBytes returns an error for a 17-byte slice", "Scan に int 型の値を渡すと nil を返し…", "Scan of an empty string
returns nil": the function (or a method whose name one receiver type alone defines) is named, its input described.
`questions.worded_input` writes such calls for Python and JavaScript from words that fix one value; Go adds inputs
the words fix only in part, run as `go_types.Opaque` values (any use of what is not said gives up, so a run that
finishes holds for every input the words allow):
- "a 17-byte slice", "slice of 17 bytes", "17 バイトのバイト列/スライス": 17 bytes of unsaid values;
- "a string of 40 characters", "a 40-character string", "40 文字の文字列": a string of 40 unsaid ASCII characters
  (Go measures strings in bytes; `go_eval` reads strings as ASCII only);
- "int 型の値", "an int value", "a value of type int": an int of unsaid value;
- otherwise the one value `worded_input.input_value` reads (a literal, 空文字列 / an empty string, …), which must fit
  the parameter's type (a number is no string: Go's `string(6)` is a rune, not "6").
A method's receiver is one whose contents are not said. The function must take exactly one parameter. Anything
else: None (nothing said, no guess).
"""

from __future__ import annotations

import re
from typing import Any

from utspec.analyzers.go_library import FLOATS, INT_TYPES
from utspec.analyzers.go_types import Opaque
from utspec.questions.worded_input import _input_part, _named, _outcome_start, input_value

_BYTES = re.compile(
    r"\b(\d+)[- ]byte (?:byte )?(?:slice|array|buffer)\b|\bslice of (\d+) bytes\b"
    r"|(\d+)\s*バイトの(?:バイト列|バイトスライス|スライス|バイト配列)",
    re.I,
)
_STRING = re.compile(r"\b(\d+)-character string\b|\bstring of (\d+) characters\b|(\d+)\s*文字の文字列", re.I)
_INT = re.compile(r"\bint\s*型の値|\ban int value\b|\ba value of type int\b", re.I)
#: English words that bring the input after the outcome ("returns an error for a 17-byte slice").
_AFTER = re.compile(r"\b(?:for|when given|given)\b(?P<part>.*)$", re.I | re.S)
_KANA = re.compile(r"[\u3040-\u30ff]")


def _phrases(part: str) -> tuple[list[Any], str]:
    """The partly-said inputs of a text, and the text with them blanked."""
    found: list[Any] = []
    for pattern, make in (
        (_BYTES, lambda n: [Opaque("byte") for _ in range(n)]),
        (_STRING, lambda n: Opaque("string", n)),
        (_INT, None),
    ):
        for m in pattern.finditer(part):
            if make is None:
                found.append(Opaque("int"))
            else:
                n = int(next(g for g in m.groups() if g))
                if n > 4096:
                    return [None, None], part
                found.append(make(n))
        part = pattern.sub(" ", part)
    return found, part


def _go_value(written: str, param: str) -> Any:
    """A value `input_value` read, as Go holds it in a parameter of type `param`; `_NO` when it does not fit."""
    if written in ("''", '""') or written[:1] in "'\"":
        return (
            written[1:-1]
            if param in ("string", "interface{}", "any") and written[:1] == written[-1:]
            else _NO
        )
    if re.fullmatch(r"-?\d+", written):
        if param in INT_TYPES:
            return INT_TYPES[param](int(written))
        return INT_TYPES["int"](int(written)) if param in ("interface{}", "any") else _NO
    if re.fullmatch(r"-?\d+\.\d+", written) and param in FLOATS - {"float32"}:
        return float(written)
    return _NO


_NO = object()


def _fits(value: Any, param: str) -> bool:
    if param in ("interface{}", "any"):
        return True
    if isinstance(value, list):
        return param == "[]byte"
    return isinstance(value, Opaque) and value.type_text == param


def worded_go_call(
    text: str, signatures: dict[str, tuple[str | None, list[str]]], outcome_start: int | None
) -> tuple[str, str | None, list[Any]] | None:
    """The function, its receiver type (a method) and its one argument that the words fix, or None.

    >>> sigs = {"FromBytes": (None, ["[]byte"]), "Scan": ("UUID", ["interface{}"])}
    >>> name, recv, args = worded_go_call("FromBytes returns an error for a 17-byte slice", sigs, 10)
    >>> name, recv, len(args[0])
    ('FromBytes', None, 17)
    >>> worded_go_call("Scan に int 型の値を渡すと nil を返す", sigs, 19)[2]
    [Opaque('int', None)]
    >>> worded_go_call("Scan of an empty string returns nil", sigs, 24)[2]
    ['']
    >>> worded_go_call("FromBytes returns an error for a slice", sigs, 10) is None
    True
    """
    if outcome_start is None:
        return None
    name = _named(text, frozenset(signatures))
    if name is None:
        return None
    receiver, params = signatures[name]
    if len(params) != 1:
        return None  # a second input the words do not give (or a variadic one)
    head = _input_part(text, outcome_start)
    if head is None:
        return None
    part = head
    if not _KANA.search(text) and (after := _AFTER.search(text[outcome_start:])) is not None:
        part += " " + after.group("part")
    part = re.sub(rf"(?<![\w$])(?:[\w$]+\.)*{re.escape(name)}(?![\w$])", " ", part)
    found, rest = _phrases(part)
    written = input_value(rest)
    if len(found) + (written is not None) != 1:
        return None
    if found:
        value = found[0]
        if not _fits(value, params[0]):
            return None
    else:
        assert written is not None
        value = _go_value(written, params[0])
        if value is _NO:
            return None
    return name, receiver, [value]


def shown_argument(value: Any) -> str:
    """An argument as a question shows it (`<17 bytes>` for bytes whose values the text does not say).

    >>> shown_argument([Opaque("byte")] * 3), shown_argument(Opaque("string", 40)), shown_argument("")
    ('<3 bytes>', '<a string of 40 characters>', '""')
    """
    if isinstance(value, list):
        return f"<{len(value)} bytes>"
    if isinstance(value, Opaque):
        return (
            f"<a string of {value.length} characters>"
            if value.type_text == "string"
            else f"<an {value.type_text}>"
        )
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(int(value)) if isinstance(value, int) else repr(value)


def outcome_start(
    text: str, connected: re.Pattern[str], ended: re.Pattern[str], failure: re.Pattern[str]
) -> int | None:
    """Where the stated outcome begins: a Go error or panic word, else as `worded_input` finds it."""
    starts = [m.start() for m in (failure.search(text),) if m is not None]
    other = _outcome_start(text, connected, ended)
    if other is not None:
        starts.append(other)
    return min(starts) if starts else None


__all__ = ["outcome_start", "shown_argument", "worded_go_call"]
