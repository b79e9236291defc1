"""An error a Go function returns as its last result, read as the raise other languages write.

google/uuid's `Parse` answers a bad prefix with `return uuid, fmt.Errorf("invalid urn prefix: %q", …)` and a bad
length with `return uuid, invalidLengthError{len(s)}`: a key item saying "… makes Parse return an
invalidLengthError" is about those, as "raises ValueError" is about a Python raise. Without this, a Go function's
error path was a plain `return` to the key-item checks, and an error type a key item named was never compared.
"""

from __future__ import annotations

import re
from dataclasses import replace

from utspec.analyzers.effects import Effect, first_string
from utspec.codetext import split_top_level

#: `fmt.Errorf(…)`, `errors.New(…)`: an error with a message and no type of its own.
_CONSTRUCTED = re.compile(r"^(?P<t>fmt\.Errorf|errors\.New|errors\.Errorf|errors\.Wrapf?)\s*\(")
#: `invalidLengthError{len(s)}`, `&PathError{…}`, `ErrInvalid`, `io.EOF`-style sentinels named Err….
_STRUCT = re.compile(r"^&?(?P<t>(?:\w+\.)?[A-Za-z_]\w*(?:Error|Err))\s*\{")
_SENTINEL = re.compile(r"^(?P<t>(?:\w+\.)?Err[A-Z]\w*)$")
#: A key item naming an error type it expects returned ("returns an invalidLengthError", "ErrNotFound を返す").
_NAMED_RETURN = re.compile(
    r"\breturns?\s+(?:an?\s+|the\s+)?`?(?P<en>[A-Za-z_]\w*Error|Err[A-Z]\w*)`?\b"
    r"|`?(?P<ja>[A-Za-z_]\w*Error|Err[A-Z]\w*)`?\s*(?:エラー)?\s*(?:を|が)\s*(?:返す|返る|返され|返却)"
)


def _last_result(value: str) -> str:
    """The last top-level comma-separated part of a return value (`uuid, fmt.Errorf("a, b")` → `fmt.Errorf("a, b")`)."""
    parts = split_top_level(value)
    return parts[-1] if parts else ""


def returned_error(value: str | None) -> str | None:
    """The error a return value's last result is: its type or sentinel, or the constructor of a plain error.

    >>> returned_error('uuid, fmt.Errorf("invalid urn prefix: %q", s[:9])'), returned_error("uuid, invalidLengthError{len(s)}")
    ('fmt.Errorf', 'invalidLengthError')
    >>> returned_error("uuid, nil"), returned_error("ErrInvalidURNPrefix"), returned_error("x, err")
    (None, 'ErrInvalidURNPrefix', None)
    """
    if not value:
        return None
    last = _last_result(value)
    for pattern in (_CONSTRUCTED, _STRUCT, _SENTINEL):
        if m := pattern.match(last):
            return m.group("t")
    return None


def as_raise(effect: Effect) -> Effect:
    """A `return …, <error>` effect as the raise it stands for (the message of a constructed error kept); any
    other effect unchanged."""
    if effect.kind != "return" or (name := returned_error(effect.value)) is None:
        return effect
    last = _last_result(effect.value or "")
    args = last[last.find("(") + 1 : last.rfind(")")] if "(" in last else None
    return replace(
        effect, kind="raise", name=name, message=first_string(args) if args else None, args=args or None
    )


def named_return(text: str) -> str | None:
    """The error type a key item expects returned, as written, or None.

    >>> named_return("A string of 40 characters makes Parse return an invalidLengthError")
    'invalidLengthError'
    >>> named_return("32 桁の文字列では Parse が invalidLengthError を返すこと"), named_return("returns the value")
    ('invalidLengthError', None)
    """
    m = _NAMED_RETURN.search(text)
    return (m.group("en") or m.group("ja")) if m else None
