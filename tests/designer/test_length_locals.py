"""A local holding a length is tested through the string or list it measures (issue 12: values a type can take).

commons-lang's `repeat` reads `final int inputLength = repeat.length();` and tests `inputLength == 0`,
`inputLength == 1` and `switch (inputLength)`. Before: cases said "`inputLength` = `-1`" (no length is
negative), "`inputLength` = `2`" (no input), and "`repeat` with 2 elements" for a String, because the
declaration reader took `return repeat;` for a variable of type `return`.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import domain
from utspec.analyzers.domain import Declarations, fit_values
from utspec.designer.offline.values import Where, compared
from utspec.messages import Catalog

JAVA = """public static String repeat(final String repeat, final int count) {
    if (repeat == null) {
        return null;
    }
    final int inputLength = repeat.length();
    if (count == 1 || inputLength == 0) {
        return repeat;
    }
    if (inputLength == 1) {
        return repeat;
    }
    return repeat;
}""".splitlines()


def test_doctests() -> None:
    assert doctest.testmod(domain).failed == 0


def test_return_statement_declares_nothing() -> None:
    decls = Declarations(JAVA)
    assert decls.type_of("repeat", 9) == "String"  # ruleid: `return repeat;` on line 7 is no declaration


def test_length_local_takes_no_negative_value() -> None:
    assert fit_values("inputLength == 0", 0, [-1, 0, 1], None, 6, JAVA) == [0, 1]
    assert fit_values("count == 1", 1, [0, 1, 2], None, 6, JAVA) == [0, 1, 2]  # ok: a plain int parameter


def test_length_local_is_said_through_the_string() -> None:
    where = Where(JAVA, 9, "java")
    msg = Catalog("en")
    assert compared("inputLength", 1, msg, where) == '`repeat` = `"a"` (length 1)'
    assert compared("inputLength", "2", msg, where) == '`repeat` = `"aa"` (length 2)'  # a case label's value
    assert compared("count", 2, msg, where) == "`count` = `2`"
