"""One value for a condition that tests one name against several types at once.

camelcase's `if (!(typeof input === 'string' || Array.isArray(input))) throw new TypeError(…)`: the throw case's
input was "`input` = `{}`, `input` = `"abc"`", one value per operand (`{}` is not a string, `"abc"` is not an
array), so the row named two values for one argument and the second one does not throw. A negated `||` of type
tests (`type_polarity.type_tests_of`) holds for a value of none of the types and fails for a value of any: the
case takes one value of the side it needs.
"""

from __future__ import annotations

import re

from utspec.designer.offline.type_polarity import type_tests_of

#: A sample value of each type, in the order tried for "none of the tested types".
_SAMPLES = {"object": "{}", "number": "1", "boolean": "true", "string": '"abc"', "array": '["a"]'}


def one_typed_value(cond: str, want: bool) -> tuple[str, str] | None:
    """(name, value) making a negated `||` of type tests of one name evaluate to `want`, or None.

    >>> one_typed_value("!(typeof input === 'string' || Array.isArray(input))", True)
    ('input', '{}')
    >>> one_typed_value("!(typeof input === 'string' || Array.isArray(input))", False)
    ('input', '"abc"')
    >>> one_typed_value("typeof v !== 'string'", True) is None  # one test: the operand's own example says it
    True
    >>> one_typed_value("!(typeof a === 'string' || Array.isArray(b))", True) is None  # two names
    True
    """
    tests = type_tests_of(cond)
    if tests is None or len(tests) < 2 or any(tests.values()):
        return None
    names = {m.group(1) for m in re.finditer(r"(?:typeof\s+|Array\.isArray\(\s*)([A-Za-z_$][\w.$]*)", cond)}
    names |= {m.group(1) for m in re.finditer(r"([A-Za-z_$][\w.$]*)\s+instanceof\b", cond)}
    if len(names) != 1:
        return None
    kinds = [t for t in _SAMPLES if t not in tests] if want else [t for t in _SAMPLES if t in tests]
    return (names.pop(), _SAMPLES[kinds[0]]) if kinds else None
