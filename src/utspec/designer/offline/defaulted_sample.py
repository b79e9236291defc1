"""A value for "`x` is not null" where the code itself says what kind `x` is: the default it falls back to.

japanese-holidays 1.0.10 (npm, MIT; CoffeeScript output) writes every optional argument as
`(day != null ? day : 0)`: eight cases read "values for which `day != null` is true (the code names no literal to
choose them from)", though the default `0` says `day` is a number. The sample is a value of the default's kind
that differs from it (a test that passed the default could not tell the arms apart): a number one above it, a
text other than it, the other boolean, a one-element list. Also `x ?? 0`, `x || 0` and Python's
`x if x is not None else 0`.
"""

from __future__ import annotations

import re

_LITERAL = r"(-?\d+(?:\.\d+)?|\"[^\"\n]*\"|'[^'\n]*'|true|false|True|False|\[\])"


def _forms(name: str) -> list[re.Pattern[str]]:
    n = re.escape(name)
    return [
        re.compile(rf"(?<![\w.$]){n}\s*!==?\s*(?:null|undefined)\s*\?\s*{n}\s*:\s*{_LITERAL}"),
        re.compile(rf"(?<![\w.$]){n}\s*===?\s*(?:null|undefined)\s*\?\s*{_LITERAL}\s*:\s*{n}(?![\w$])"),
        re.compile(rf"(?<![\w.$]){n}\s*(?:\?\?|\|\|)\s*{_LITERAL}"),
        re.compile(rf"(?<![\w.]){n}\s+if\s+{n}\s+is\s+not\s+None\s+else\s+{_LITERAL}"),
    ]


def other_than(default: str) -> str | None:
    """A value of `default`'s kind that is not `default`.

    >>> other_than("0"), other_than("-1"), other_than("0.5"), other_than('""'), other_than("'abc'"), other_than("true")
    ('1', '0', '1.5', '"abc"', "'xyz'", 'false')
    >>> other_than("[]"), other_than("None")
    ('[1]', None)
    """
    if re.fullmatch(r"-?\d+", default):
        return str(int(default) + 1)
    if re.fullmatch(r"-?\d+\.\d+", default):
        return str(float(default) + 1)
    if default[:1] in "\"'" and len(default) >= 2:
        q = default[0]
        return f"{q}xyz{q}" if default[1:-1] == "abc" else f"{q}abc{q}"
    flips = {"true": "false", "false": "true", "True": "False", "False": "True"}
    if default in flips:
        return flips[default]
    return "[1]" if default == "[]" else None


def defaulted_sample(name: str, line: str) -> str | None:
    """A non-null value for `name` of the kind of the default `line` gives it, or None.

    >>> defaulted_sample("day", "res.setTime(d + ((day != null ? day : 0) * 24) * 1000);")
    '1'
    >>> defaulted_sample("sep", "const s = sep ?? '-';"), defaulted_sample("n", "x = n if n is not None else 10")
    ("'abc'", '11')
    >>> defaulted_sample("day", "if (day != null) { f(day); }") is None
    True
    """
    if name not in line:
        return None
    for form in _forms(name):
        if (m := form.search(line)) is not None:
            return other_than(m.group(1))
    return None


__all__ = ["defaulted_sample", "other_than"]
