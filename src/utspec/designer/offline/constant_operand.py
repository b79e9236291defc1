"""The input of an equality with a named constant of a library: the operand takes that constant.

go-humanize's `if v == math.MinInt64 { return "-9,223,372,036,854,775,808" }` gave the input "values for which
`v == math.MinInt64` is true (no literal in the code to choose from)": the code names the value, and a reviewer
writes `Comma(math.MinInt64)`. A constant of a type or package (`math.MinInt64`, `Integer.MIN_VALUE`,
`int.MaxValue`, `Number.MAX_SAFE_INTEGER`) is a value a test can write as is; a field of an object (`this.limit`,
`self.max`) is not, and is left to the other readings.
"""

from __future__ import annotations

import re

from utspec.messages import Catalog

_NAME = r"[A-Za-z_$][\w$]*"
#: `Pkg.Const` / `Type.CONST` (qualifier not an instance: not `this`, `self`, `that`, lower-case locals aside from
#: the lower-case packages and C# keywords that hold constants).
_QUALIFIED = r"(?:math|int|long|short|byte|uint|ulong|double|float|decimal|char|[A-Z]\w*)\.(?:[A-Z]\w*)"
_EQUALITY = re.compile(
    rf"^\(?\s*(?P<a>{_NAME}|{_QUALIFIED})\s*(?P<op>===?|!==?)\s*(?P<b>{_NAME}|{_QUALIFIED})\s*\)?$"
)


def constant_input(cond: str, want: bool, msg: Catalog) -> list[str]:
    """`name` = `Const` when `cond` compares a plain name with a qualified constant and `want` needs them equal.

    >>> from utspec.messages import catalog
    >>> constant_input("v == math.MinInt64", True, catalog("en"))
    ['`v` = `math.MinInt64`']
    >>> constant_input("Integer.MIN_VALUE != n", False, catalog("en"))
    ['`n` = `Integer.MIN_VALUE`']
    >>> constant_input("v == math.MinInt64", False, catalog("en"))  # any other value: not this reading's to pick
    []
    >>> constant_input("v == this.limit", True, catalog("en"))  # an object's field is no value a test writes
    []
    """
    if (m := _EQUALITY.match(cond.strip())) is None:
        return []
    if want != m.group("op").startswith("="):
        return []
    a, b = m.group("a"), m.group("b")
    qualified = re.compile(_QUALIFIED)
    if qualified.fullmatch(b) and not qualified.fullmatch(a) and "." not in a:
        name, const = a, b
    elif qualified.fullmatch(a) and not qualified.fullmatch(b) and "." not in b:
        name, const = b, a
    else:
        return []
    return [msg("in.value", name=name, value=const)]
