"""Python's string predicates (`s.isdigit()`, `s.isalpha()` …) read by the path evaluator.

daichodo's `if len(base) != 12 or not base.isdigit(): raise ValueError(…)` could not be evaluated (a call), so the
normal path's values were never checked against it and kept `base` = `"5"`, which the guard rejects.
"""

from __future__ import annotations

from collections.abc import Callable

#: No argument, a `str` receiver, a bool: the same answer in every Python 3.
PREDICATES: dict[str, Callable[[str], bool]] = {
    "isdigit": str.isdigit, "isdecimal": str.isdecimal, "isnumeric": str.isnumeric, "isalpha": str.isalpha,
    "isalnum": str.isalnum, "isspace": str.isspace, "isupper": str.isupper, "islower": str.islower,
    "isascii": str.isascii, "isidentifier": str.isidentifier, "istitle": str.istitle,
}  # fmt: skip


def text_predicate(name: str, receiver: object, language: str) -> bool | None:
    """The predicate's answer for a Python string receiver; None when it is not one (another language, another type).

    >>> text_predicate("isdigit", "123456789012", "python"), text_predicate("isdigit", "5a", "python")
    (True, False)
    >>> text_predicate("isdigit", "5", "java") is None, text_predicate("isdigit", 5, "python") is None
    (True, True)
    """
    if language != "python" or not isinstance(receiver, str) or name not in PREDICATES:
        return None
    return PREDICATES[name](receiver)


__all__ = ["PREDICATES", "text_predicate"]
