"""A call may leave out trailing parameters that declare a default: `number2kanji(0)` for `number2kanji(number, config=…)`.

Found on kanjize (session 17): call_values.bind bound nothing when a Python call passed fewer arguments than the
definition lists, so `number2kanji(0)` never met `if number == 0`. Python, TypeScript and C# parameters with a
default (`name=…`, `name: T = …`, `T name = …`) and TypeScript's `name?: T` may be left out from the end; Go and Java
have no defaults (a shorter call is another overload there).
"""

from __future__ import annotations

from utspec.codetext import top_level_operators
from utspec.questions.call_args import arguments

_NO_DEFAULTS = frozenset({"go", "java"})


def optional_count(signature: str, language: str = "") -> int:
    """How many parameters at the end of a definition's parameter list declare a default (or are optional).

    >>> optional_count("def number2kanji(number: int, config: KanjizeConfiguration = _default_config) -> str:")
    1
    >>> optional_count("Truncate(this string? input, int length, TruncateFrom from = TruncateFrom.Right)", "csharp")
    1
    >>> optional_count("function f(a: string, b?: number, c = 2) {"), optional_count("f(a int, b int)", "go")
    (2, 0)
    >>> optional_count("function f(a: number, cb: (x: number) => void) {")
    0
    """
    start = signature.find("(")
    if language in _NO_DEFAULTS or start < 0:
        return 0
    count = 0
    for part in reversed(arguments(signature, start)):
        head = part.split(":", 1)[0]
        if not (
            head.rstrip().endswith("?")
            or any(
                op == "=" and part[i + 1 : i + 2] != ">" for i, op in top_level_operators(part, ("==", "="))
            )
        ):
            break
        count += 1
    return count
