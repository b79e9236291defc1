"""A value that is (or is not) an instance of the type an `isinstance` / `instanceof` test names.

jpholiday's `_to_date(value)` returns `value.date()` when `isinstance(value, datetime.datetime)`,
`value` when `isinstance(value, datetime.date)`, and raises otherwise. Its cases said "values for
which `isinstance(value, datetime.datetime)` is true (the code names no literal)" and the raise
"input that passes every guard (see the normal path)". A tester types an instance of the class
(`datetime.datetime(2024, 1, 31, 12, 0)`) for the true side and a value of another type (`"abc"`)
for the false side and for the raise after the chain.

Only types whose values are known are given one: Python builtins, a few standard-library classes
(written as the code writes the class: `datetime.date(...)` or `date(...)`), JavaScript's built-in
classes. The false side of a class of the project's own (`Order`, `self.__class__`) is a builtin
value; an abstract base (`Sequence`, `numbers.Number`) or a lowercase alias (`string_types`) may
cover the builtins too, so it gets none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.abstract_instance import abstract_instance

Pair = tuple[str, str]

#: A value of each builtin Python type (no `bool`: `True` is an `int` too), in the order a non-member is picked.
PY_BUILTIN = {"str": '"abc"', "int": "1", "list": "[1]", "dict": "{}", "float": "1.5", "bytes": 'b"abc"',
              "tuple": "(1,)", "set": "{1}", "bytearray": 'bytearray(b"abc")', "frozenset": "frozenset({1})"}  # fmt: skip

#: Builtin types that are no base of another builtin's values (`bool` has only `True` and `False`).
_NARROW = {"bool": "True", "complex": "1j", "range": "range(1)", "memoryview": 'memoryview(b"abc")'}

#: Arguments of a standard-library class's constructor, by the class's own name (its module is written as the code has it).
_PY_CLASS_ARGS = {"datetime": "2024, 1, 31, 12, 0", "date": "2024, 1, 31", "time": "12, 0", "timedelta": "days=1",
                  "Decimal": '"1.5"', "Fraction": "1, 2", "Path": '"a.txt"', "PurePath": '"a.txt"',
                  "PosixPath": '"a.txt"', "UUID": '"12345678-1234-5678-1234-567812345678"'}  # fmt: skip

#: Builtin types that are instances of another builtin, or abstract bases a builtin value may satisfy.
_COVERS_BUILTINS = frozenset({"object", "Hashable", "Iterable", "Container", "Sized", "Collection", "Sequence",
                              "MutableSequence", "Mapping", "MutableMapping", "Set", "AbstractSet", "MutableSet",
                              "Reversible", "Number", "Integral", "Real", "Complex", "Rational", "ByteString",
                              "Buffer", "SupportsInt", "SupportsFloat", "SupportsIndex", "Text", "AnyStr",
                              "Iterator", "Generator", "Callable", "Awaitable", "Any", "PathLike"})  # fmt: skip

_ISINSTANCE = re.compile(r"^(not\s+)?isinstance\(\s*([\w.]+)\s*,\s*\(?\s*([\w., ]+?)\s*,?\s*\)?\s*\)$")

#: JavaScript built-in classes and a value of each; a primitive (`"abc"`) is an instance of none of them.
_JS_CLASS = {"Date": 'new Date("2024-01-31")', "Error": 'new Error("abc")', "TypeError": 'new TypeError("abc")',
             "RangeError": 'new RangeError("abc")', "RegExp": "/a/", "Map": "new Map()", "Set": "new Set()",
             "Array": "[1]", "URL": 'new URL("https://example.com/")', "Uint8Array": "new Uint8Array(1)",
             "ArrayBuffer": "new ArrayBuffer(1)", "Promise": "Promise.resolve(1)"}  # fmt: skip
_INSTANCEOF = re.compile(r"^(!\s*\(\s*)?([\w.$]+)\s+instanceof\s+([\w.$]+)(\s*\))?$")
#: Java classes and a value of each (an `Object` parameter the code type-tests: Soundex's `encode(Object)`).
_JAVA_CLASS = {"String": '"abc"', "CharSequence": '"abc"', "Integer": "1", "Number": "1", "Long": "1L",
               "Double": "1.5", "Boolean": "true", "Character": "'a'", "List": "List.of(1)", "Map": "Map.of()"}  # fmt: skip
#: Types every (boxed) value may be an instance of: no value is outside them.
_JAVA_COVERS = frozenset({"Object", "Comparable", "Serializable", "java.io.Serializable", "java.lang.Object"})


def py_instance(written: str) -> str | None:
    """A value of the Python type `written` as the code writes it; None for a type with no known value.

    >>> py_instance("datetime.datetime"), py_instance("date"), py_instance("str")
    ('datetime.datetime(2024, 1, 31, 12, 0)', 'date(2024, 1, 31)', '"abc"')
    >>> py_instance("Order") is None, py_instance("dt.Decimal")
    (True, 'dt.Decimal("1.5")')
    """
    if written in PY_BUILTIN or written in _NARROW:
        return PY_BUILTIN.get(written) or _NARROW[written]
    args = _PY_CLASS_ARGS.get(written.rsplit(".", 1)[-1])
    return f"{written}({args})" if args is not None else None


def _covers_builtins(written: str) -> bool:
    """Whether a builtin value may be an instance of `written`: a builtin, an abstract base or a lowercase alias."""
    last = written.rsplit(".", 1)[-1]
    if written in PY_BUILTIN or last in _COVERS_BUILTINS:
        return True
    own_class = written in ("cls", "self.__class__") or last[:1].isupper()
    return not own_class and last not in _PY_CLASS_ARGS and written not in _NARROW


def py_outside(types: Sequence[str]) -> str | None:
    """A builtin value that is an instance of none of `types`; None when one of them may cover every builtin.

    >>> py_outside(["datetime.datetime", "datetime.date"]), py_outside(["int", "float"]), py_outside(["Order"])
    ('"abc"', '"abc"', '"abc"')
    >>> py_outside(["bytes", "bytearray"]), py_outside(["bytes"])
    ('memoryview(b"abc")', '"abc"')
    >>> py_outside(["Sequence"]) is None, py_outside(["string_types"]) is None
    (True, True)
    """
    if any(_covers_builtins(t) and t not in PY_BUILTIN for t in types):
        return None
    if "bytearray" in types and "memoryview" not in types:
        # Another bytes-like object: code that takes bytes/bytearray or else converts (`memoryview(data).cast('B')`)
        # needs one. `bytes` alone keeps a `str` (`fname.encode('latin-1')` when it is no bytes).
        return 'memoryview(b"abc")'
    return next((v for t, v in PY_BUILTIN.items() if t not in types), None)


def _isinstance_test(cond: str) -> tuple[bool, str, list[str]] | None:
    """(negated, name, types) of `isinstance(name, T)` / `not isinstance(name, (A, B))`."""
    m = _ISINSTANCE.match(cond.strip())
    if m is None:
        return None
    types = [t.strip() for t in m.group(3).split(",") if t.strip()]
    return (bool(m.group(1)), m.group(2), types) if types else None


def isinstance_pairs(cond: str, want: bool) -> list[Pair] | None:
    """`isinstance(value, datetime.date)`: an instance when it should hold, a value of another type when not.

    >>> isinstance_pairs("isinstance(value, datetime.datetime)", True)
    [('value', 'datetime.datetime(2024, 1, 31, 12, 0)')]
    >>> isinstance_pairs("not isinstance(other, self.__class__)", True), isinstance_pairs("isinstance(n, (int, float))", False)
    ([('other', '"abc"')], [('n', '"abc"')])
    >>> isinstance_pairs("isinstance(x, Order)", True) is None  # no value is known to be one
    True
    >>> isinstance_pairs("isinstance(x, (numbers.Real, Decimal))", True), isinstance_pairs("isinstance(m, Mapping)", False)
    ([('x', '1.5')], None)
    """
    test = _isinstance_test(cond)
    if test is None:
        return None
    negated, name, types = test
    # The first type a value is known for; an abstract base takes a builtin instance (abstract_instance.py).
    inside = next((v for t in types if (v := py_instance(t) or abstract_instance(t)) is not None), None)
    value = inside if want != negated else py_outside(types)
    return [(name, value)] if value is not None else None


def isinstance_outside(conds: Sequence[str]) -> list[Pair] | None:
    """A value none of a chain of `isinstance` tests of one name accepts: the raise after `_to_date`'s chain.

    >>> isinstance_outside(["isinstance(value, datetime.datetime)", "isinstance(value, datetime.date)"])
    [('value', '"abc"')]
    >>> isinstance_outside(["isinstance(value, str)", "isinstance(other, int)"]) is None
    True
    """
    tests = [_isinstance_test(c) for c in conds]
    if not tests or any(t is None or t[0] for t in tests) or len({t[1] for t in tests if t}) != 1:
        return None
    value = py_outside([ty for t in tests if t for ty in t[2]])
    return [(tests[0][1], value)] if tests[0] and value is not None else None


def instanceof_pairs(cond: str, want: bool, language: str = "typescript") -> list[Pair] | None:
    """`value instanceof Date` (JavaScript/TypeScript): a built-in class's instance, or a primitive for the false side.

    >>> instanceof_pairs("value instanceof Date", True), instanceof_pairs("!(err instanceof HttpError)", True)
    ([('value', 'new Date("2024-01-31")')], [('err', '"abc"')])
    >>> instanceof_pairs("err instanceof HttpError", True) is None
    True
    """
    m = _INSTANCEOF.match(cond.strip()) if language in ("javascript", "typescript", "java") else None
    if m is None or bool(m.group(1)) != bool(m.group(4)):
        return None
    holds = want != bool(m.group(1))
    if language == "java":
        return _java_pair(m.group(2), m.group(3), holds)
    value = _JS_CLASS.get(m.group(3)) if holds else '"abc"'
    return [(m.group(2), value)] if value is not None else None


def _java_pair(name: str, cls: str, holds: bool) -> list[Pair] | None:
    """`obj instanceof String` in Java: a value of that class, or one of another (a number for a text type).

    >>> _java_pair("obj", "String", True), _java_pair("obj", "String", False), _java_pair("o", "Object", False)
    ([('obj', '"abc"')], [('obj', '1')], None)
    """
    if holds:
        value = _JAVA_CLASS.get(cls)
    elif cls in _JAVA_COVERS:
        value = None
    else:
        value = "1" if _JAVA_CLASS.get(cls) == '"abc"' else '"abc"'
    return [(name, value)] if value is not None else None


__all__ = [
    "PY_BUILTIN",
    "instanceof_pairs",
    "isinstance_outside",
    "isinstance_pairs",
    "py_instance",
    "py_outside",
]
