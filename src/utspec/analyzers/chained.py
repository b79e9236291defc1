"""The value of a chained assignment (`self._framesize = self._sampwidth = 1`): the last right-hand side.

sunau's `Au_read._read_header` sets two members at once; the effect reader took everything after the first
`=` as the value, so the expected result said "`self._framesize` becomes `self._sampwidth = 1`", which is
no value (and its skipped side "is not set to `self._sampwidth = 1`"). Every target of the chain gets the
last operand: `1`. A `==` / `<=` / `=>` / `!=` is a comparison or an arrow, not another target.
"""

from __future__ import annotations

import re

_TARGET = re.compile(r"^[\w.$\[\]\"']+\s*=(?![=>])\s*")


def chained_value(rhs: str) -> str:
    """The value `rhs` assigns once the further targets of a chained assignment are taken off.

    >>> chained_value("self._sampwidth = 1"), chained_value("a = b = 0"), chained_value("x == 1")
    ('1', '0', 'x == 1')
    >>> chained_value("(a) => a + 1"), chained_value("value"), chained_value("d['k'] = None")
    ('(a) => a + 1', 'value', 'None')
    """
    s = rhs.strip()
    while (m := _TARGET.match(s)) is not None and m.end() < len(s):
        s = s[m.end() :]
    return s


__all__ = ["chained_value"]
