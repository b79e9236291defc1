"""A statement naming two types a function tells apart is about neither type's branch alone.

bytes.js documents `bytes(value, options)`'s argument as "Number value to format or string value to
parse", and `parse(val)`'s as "String to parse, or number in bytes.". The function tests each type in
its own branch (`typeof value === 'number'`, `typeof value === 'string'`); the statement names both,
so it describes what the argument may be, not what one branch does. Matched by words, it landed on
one of the two type tests (whichever shared a rarer word: "format"). A case whose condition is a
test of one of the types the statement names, when the statement names two or more (none negated),
is left out; a statement naming one type is read by `type_polarity.py` as before.
"""

from __future__ import annotations

from utspec.designer.offline.type_polarity import type_tests_of


def one_of_several(condition: str, said: dict[str, bool]) -> bool:
    """The condition tests one of two or more types the statement names, all said positively.

    >>> one_of_several("typeof value === 'number'", {"number": True, "string": True})
    True
    >>> one_of_several("typeof value === 'number'", {"number": True})
    False
    >>> one_of_several("typeof val !== 'string'", {"number": False, "string": False})
    False
    >>> one_of_several("typeof val === 'number' && !isNaN(val)", {"number": True, "string": True})
    True
    """
    named = [t for t, positive in said.items() if positive]
    if len(named) < 2 or len(named) != len(said):
        return False
    tested = _tested(condition)
    return tested is not None and len(tested) == 1 and next(iter(tested)) in named


def _tested(condition: str) -> dict[str, bool] | None:
    """The type tests of a condition, or of the one operand of an `&&` that is a type test holding for
    its type (`typeof val === 'number' && !isNaN(val)`: a number, and more)."""
    if (whole := type_tests_of(condition)) is not None:
        return whole
    if "||" in condition or "&&" not in condition:
        return None
    found = [t for part in condition.split("&&") if (t := type_tests_of(part)) is not None]
    return found[0] if len(found) == 1 and all(found[0].values()) else None
