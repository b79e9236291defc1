"""String slicing and the few string methods whose result the text of a call fixes (for `path_value`).

slugify's `return string[:max_length].strip(separator)` gave "The function returns
`string[:max_length].strip(separator)`": the expression, not what a test compares. For `string` =
`"abc"` and `max_length` = `1` the value is `"a"`, and the language says so with certainty. Only
operations whose meaning does not depend on anything but their operands are read: a Python slice with
integer bounds, `substring` / `slice` with in-range non-negative indexes (Java, C#'s two-argument form
differs and is left out; JavaScript), Python's `str.replace` and `'{}'.format(…)` with plain `{}` fields,
and `startswith` / `endswith`. Anything else raises `NotText`, which the evaluator reads as unknown.
"""

from __future__ import annotations

import re
from collections.abc import Sequence


class NotText(Exception):
    """The operation's value is not certain from its operands."""


METHODS = frozenset(
    {
        "substring",
        "slice",
        "replace",
        "format",
        "startswith",
        "endswith",
        "startsWith",
        "endsWith",
        "equals",
        "Equals",
        "equalsIgnoreCase",
    }
)


def _index(v: object) -> int | None:
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise NotText("index")
    return v


def sliced(seq: object, lower: object, upper: object, step: object) -> object:
    """Python's `seq[lower:upper]` for a string, bytes or an input list (a tuple); no step.

    Bytes too: base58's `alphabet[0:1]` over `BITCOIN_ALPHABET = b'123…'` is `b'1'`.

    >>> sliced("abc", None, 1, None), sliced(("a", "b"), 1, None, None), sliced(b"123", 0, 1, None)
    ('a', ('b',), b'1')
    """
    if step is not None or not isinstance(seq, (str, tuple, bytes)):
        raise NotText("slice")
    return seq[_index(lower) : _index(upper)]


def _in_range(text: str, args: Sequence[object]) -> tuple[int, int]:
    start = _index(args[0]) if args else None
    end = _index(args[1]) if len(args) > 1 else len(text)
    if start is None or end is None or not 0 <= start <= end <= len(text):
        raise NotText("range")  # negative or crossed indexes: `substring` and `slice` differ there
    return start, end


def method(name: str, target: object, args: Sequence[object], language: str) -> object:
    """`target.name(*args)` where its value is certain; raises `NotText` otherwise.

    >>> method("substring", "abcdef", [2], "java"), method("slice", "abcdef", [1, 3], "typescript")
    ('cdef', 'bc')
    >>> method("format", "{}{}", ["ab", "-"], "python"), method("replace", "a-b-c", ["-", "_"], "python")
    ('ab-', 'a_b_c')
    >>> method("replace", "a-b-c", ["-", "_"], "typescript")  # the first occurrence only, as JavaScript does
    'a_b-c'
    >>> method("equals", "abc", ["ABC"], "java"), method("equalsIgnoreCase", "abc", ["ABC"], "java")
    (False, True)
    """
    if not isinstance(target, str):
        raise NotText("target")
    if (
        name in ("substring", "slice")
        and language in ("java", "typescript", "javascript")
        and len(args) in (1, 2)
    ):
        start, end = _in_range(target, args)
        return target[start:end]
    if name == "replace" and len(args) == 2 and all(isinstance(a, str) for a in args):
        old, new = str(args[0]), str(args[1])
        if language == "python" or language == "java":
            return target.replace(old, new)
        if language in ("typescript", "javascript"):
            return target.replace(old, new, 1)
    if name == "format" and language == "python" and re.fullmatch(r"(?:[^{}]|\{\})*", target):
        if target.count("{}") == len(args) and all(
            isinstance(a, (str, int)) and not isinstance(a, bool) for a in args
        ):
            return target.format(*args)
    # Java's and C#'s string equality is a method (`!bic.equals(bic.toUpperCase())`); `==` compares references.
    if name in ("equals", "Equals") and language in ("java", "csharp") and len(args) == 1:
        return isinstance(args[0], str) and target == args[0]
    if name == "equalsIgnoreCase" and language == "java" and len(args) == 1 and isinstance(args[0], str):
        return target.lower() == args[0].lower()
    if name.lower() in ("startswith", "endswith") and len(args) == 1 and isinstance(args[0], str):
        return target.startswith(args[0]) if name.lower() == "startswith" else target.endswith(args[0])
    raise NotText(name)


__all__ = ["METHODS", "NotText", "method", "sliced"]
