"""A statement that applies an operator to objects of a class is about the method that overloads it.

Found on japanera (session 18): "`date(1926, 12, 25) in 昭和` は True", "明治 < 大正 は True", "大正 > \"x\" と比べると
TypeError", "Era と Era 以外を == で比べると False". The statement names no function: Python runs `Era.__contains__`,
`__lt__`, `__gt__`, `__eq__`. By words, "TypeError" tied among the four dunders that raise it and "True" was weak.
The operator names the method as a call names a function (`scope.named_function`), when the code defines that method.

An operator counts only where it is written as code: between operands for the comparisons (`a < b`, `x == y`), and
`in` after a closing bracket or a string's quote or before Japanese "で" ("文字列を in で渡す"): "a character in the number" is a
word. A statement with two different operators names none (it is about both or neither).
"""

from __future__ import annotations

import re

#: Operator -> the Python method it calls on its left operand (`in` calls the right operand's `__contains__`).
_METHODS: dict[str, str] = {
    "==": "__eq__",
    "!=": "__ne__",
    "<=": "__le__",
    ">=": "__ge__",
    "<": "__lt__",
    ">": "__gt__",
    "in": "__contains__",
}
#: A comparison written as code: an operand, the operator alone (not `<=` read as `<`, not `->`, not `<br>`), an
#: operand. Operands are what people write there: names, calls, numbers, quoted strings, Japanese words.
_COMPARISON = re.compile(r"(?<=[\w)\]\"'」』])\s+(==|!=|<=|>=|<|>)\s+(?=[\w(\"'「『])")
#: An operator the text says it uses: "`==` で比べる", "== で比べると", "in で渡す".
_NAMED = re.compile(r"(?:^|\s|`)(==|!=|<=|>=|<|>|in)`?\s*で")
#: `x in y` as code: after a closing bracket or a string's closing quote (not after a backticked name: "of `dt` in
#: this era" is prose).
_IN = re.compile(r"[)\]\"'」』]\s+in\s+\S")


def operators(text: str) -> frozenset[str]:
    """The operators a text writes as code.

    >>> sorted(operators("date(1926, 12, 25) in 昭和 は True"))
    ['in']
    >>> sorted(operators("明治 < 大正 は True")), sorted(operators('大正 > "x" のように比べると TypeError'))
    (['<'], ['>'])
    >>> sorted(operators("Era と Era 以外を == で比べると False")), sorted(operators("昭和に文字列を in で渡す"))
    (['=='], ['in'])
    >>> sorted(operators("fails with an invalid character in the major number"))
    []
    >>> sorted(operators("Return absolute year of `dt` in this era."))
    []
    >>> sorted(operators("`>=1.0.0` Greater than or equal to `1.0.0`")), sorted(operators("a -> b"))
    ([], [])
    """
    found = {m.group(1) for m in _COMPARISON.finditer(text)} | {m.group(1) for m in _NAMED.finditer(text)}
    if _IN.search(text):
        found.add("in")
    return frozenset(found)


def method_of(text: str) -> tuple[str, str] | None:
    """(operator, method) of the one operator a text writes as code.

    >>> method_of("明治 < 大正 は True"), method_of("no operator here")
    (('<', '__lt__'), None)
    """
    ops = operators(text)
    if len(ops) != 1:
        return None
    op = next(iter(ops))
    return op, _METHODS[op]


def operator_function(text: str, functions: frozenset[str]) -> str | None:
    """The method (lower case, as `scope.functions_of` names it) the one operator of a text calls, when the code
    defines it; else None.

    >>> fs = frozenset({"__contains__", "__lt__", "strftime"})
    >>> operator_function("date(1989, 1, 8) in 昭和 は False", fs), operator_function("明治 < 大正 は True", fs)
    ('__contains__', '__lt__')
    >>> operator_function("a == b", fs) is None  # no `__eq__` in the code
    True
    >>> operator_function("a < b and f(a) in c", fs) is None  # two operators: about both or neither
    True
    """
    found = method_of(text)
    return found[1] if found is not None and found[1] in functions else None
