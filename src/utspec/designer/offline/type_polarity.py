"""A statement about a value of some type is not about the case where the value is not of that type.

bytes.js `parse` starts with `if (typeof val !== 'string') return null;`. "Parse the string value into
an integer in bytes" and "parse of a string with no number in it returns null" share `parse`,
`string` and `null` with that guard's case, and landed on it, though the guard fires only for a value
that is *not* a string. A condition that is one type test (`typeof v === 'T'`, `not isinstance(v, T)`,
`!(v instanceof T)`) says which side of the type its case is on; a statement naming the type says
which side it is on ("a string"; "not a string", "neither a number nor a string", "non-string",
文字列以外). A case on the other side is not about the statement, whatever words they share.

Only a condition that is a type test and nothing else is read (`typeof val === 'number' && !isNaN(val)`
is not), and only a statement naming the type as a word.
"""

from __future__ import annotations

import re

#: The type a word names: JS `typeof` names, Python and Java classes, and the words of prose.
_TYPES = {
    "string": "string", "str": "string", "strings": "string", "文字列": "string",
    "number": "number", "numbers": "number", "int": "number", "float": "number", "integer": "number",
    "数値": "number",
    "boolean": "boolean", "bool": "boolean", "真偽値": "boolean",
    "array": "array", "list": "array", "配列": "array",
}  # fmt: skip
_TYPEOF = re.compile(r"^typeof\s+[\w.$]+\s*(===?|!==?)\s*['\"](\w+)['\"]$")
_ISINSTANCE = re.compile(r"^(not\s+)?isinstance\(\s*[\w.]+\s*,\s*(\w+)\s*\)$")
_INSTANCEOF = re.compile(r"^(!\s*\(\s*)?[\w.$]+\s+instanceof\s+(\w+)(\s*\))?$")
#: `Array.isArray(v)`, `!Array.isArray(v)`: JavaScript's array test.
_IS_ARRAY = re.compile(r"^(!\s*)?Array\.isArray\(\s*[\w.$]+\s*\)$")
#: `!(A || B)`: neither type (camelcase's `!(typeof input === 'string' || Array.isArray(input))`).
_NOT_EITHER = re.compile(r"^!\s*\((.*)\)$")
#: A type word in prose, English or Japanese.
_WORD = re.compile(r"\b(strings?|numbers?|integer|boolean|array)\b|(文字列|数値|真偽値|配列)", re.I)
#: Prose saying a value is not of the type: "not a string", "neither a number nor a string", 文字列以外.
_NEGATED = re.compile(r"\b(?:not|neither|nor|non|isn't|other\s+than)\b[\s\w-]{0,12}?$", re.I)
#: 文字列以外, 文字列でない, and "文字列でも配列でもない" (neither … nor …: each type word is negated by the last でもない).
_NEGATED_JA = re.compile(r"^(?:以外|でない|ではない|じゃない|でもない|でも[^、。,]{1,12}?でもない)")


def type_test_of(condition: str) -> tuple[str, bool] | None:
    """The type a condition tests and whether it holds for a value of that type, if it is one type test.

    >>> type_test_of("typeof val !== 'string'"), type_test_of("not isinstance(text, str)")
    (('string', False), ('string', False))
    >>> type_test_of("typeof value === 'number'"), type_test_of("!(o instanceof String)")
    (('number', True), ('string', False))
    >>> type_test_of("typeof val === 'number' && !isNaN(val)") is None
    True
    """
    text = condition.strip()
    while text.startswith("(") and text.endswith(")"):
        text = text[1:-1].strip()
    if m := _IS_ARRAY.match(text):
        return "array", m.group(1) is None
    if m := _TYPEOF.match(text):
        kind, positive = m.group(2), m.group(1).startswith("=")
    elif m := _ISINSTANCE.match(text):
        kind, positive = m.group(2), m.group(1) is None
    elif m := _INSTANCEOF.match(text):
        kind, positive = m.group(2), m.group(1) is None
    else:
        return None
    found = _TYPES.get(kind.lower())
    return (found, positive) if found else None


def type_tests_of(condition: str) -> dict[str, bool] | None:
    """The types a condition tests and whether it holds for a value of each: one type test, or a negated
    `||` of type tests each holding for its type (`!(A || B)` holds for a value of neither type).

    >>> type_tests_of("!(typeof input === 'string' || Array.isArray(input))")
    {'string': False, 'array': False}
    >>> type_tests_of("typeof val !== 'string'")
    {'string': False}
    >>> type_tests_of("!(typeof a === 'string' || a > 0)") is None
    True
    """
    if (one := type_test_of(condition)) is not None:
        return {one[0]: one[1]}
    m = _NOT_EITHER.match(condition.strip())
    if m is None or "&&" in m.group(1):
        return None
    tests = [type_test_of(part) for part in m.group(1).split("||")]
    if len(tests) < 2 or any(t is None or not t[1] for t in tests):
        return None
    return {t[0]: False for t in tests if t is not None}


def said_types(text: str) -> dict[str, bool]:
    """The types a statement names and whether it says the value is of that type (False: "not a string").

    >>> said_types("Parse the string value into an integer in bytes.")
    {'string': True, 'number': True}
    >>> said_types("A value that is neither a number nor a string gives null")
    {'number': False, 'string': False}
    >>> said_types("文字列以外はエラー"), said_types("文字列でも配列でもない入力（数値 1）")
    ({'string': False}, {'string': False, 'array': False, 'number': True})
    """
    out: dict[str, bool] = {}
    for m in _WORD.finditer(text):
        kind = _TYPES[(m.group(1) or m.group(2)).lower()]
        negated = bool(_NEGATED.search(text[: m.start()])) or bool(_NEGATED_JA.match(text[m.end() :]))
        out.setdefault(kind, not negated)
    return out


def other_side(condition: str, said: dict[str, bool]) -> bool:
    """Whether a case whose condition holds is on the other side of a type the statement names."""
    tested = type_tests_of(condition)
    return tested is not None and any(t in said and said[t] != holds for t, holds in tested.items())
