"""The exception a walk ends at, against the one a key item names.

The walk (`utspec.questions.flow`) answers *whether* a value ends in an error; "quantiles の method に 'median' …
を渡すと StatisticsError が送出されること" walks `quantiles` with 'median' past `method == 'inclusive'` and
`method == 'exclusive'` to `raise ValueError(f'Unknown method: …')`: an error, as claimed, but not the type
claimed. `StatisticsError` is the subclass of `ValueError`, so a test expecting it fails. A raised subclass of
the named type agrees ("raises OSError" met by `raise FileNotFoundError`), and general names (`Exception`,
`Error`) say nothing either way.
"""

from __future__ import annotations

import re

from utspec.questions.exception_types import is_subclass

#: The type a raise statement names: `raise ValueError(…)`, `throw new TypeError(…)`, `raise errors.Foo`.
_RAISED = re.compile(r"^\s*(?:raise|throw)\s+(?:new\s+)?(?P<t>[A-Za-z_][\w.]*)")
_GENERAL = frozenset({"exception", "error", "runtimeerror", "runtimeexception", "throwable", "baseexception"})


def other_type(expected: str, statement: str, classes: dict[str, str | None]) -> str | None:
    """The type `statement` raises when it is not `expected` (lower case) nor a subclass of it; else None.

    >>> t = {"statisticserror": "valueerror", "valueerror": "exception", "exception": None}
    >>> other_type("statisticserror", "raise ValueError(f'Unknown method: {method!r}')", t)
    'ValueError'
    >>> other_type("valueerror", "raise StatisticsError('x')", {"statisticserror": "valueerror"}) is None
    True
    >>> other_type("typeerror", "raise Exception('x')", {}) is None, other_type("typeerror", "return None", {}) is None
    (True, True)
    >>> other_type("valueerror", "raise LibraryError('x')", {"valueerror": "exception"}) is None  # unknown relation
    True
    """
    m = _RAISED.match(statement)
    if m is None or expected in _GENERAL:
        return None
    name = m.group("t").split(".")[-1]
    actual = name.lower()
    if actual == expected or actual in _GENERAL or is_subclass(actual, expected, classes) is not False:
        return None  # the same type, a subclass, or types whose relation the inputs do not show
    return name
