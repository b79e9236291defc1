"""A number of decimal places a key item states for a default, against the default format string's precision.

PyPI humanize 4.9.0 (bench/questions humanize-filesize-py KT-13): "format を指定しない場合、小数点以下 1 桁で表示
されること" against `format: str = "%.2f"` (the planted edit). The default is a format string; the claim is its
precision, said in words ("小数点以下 1 桁", "1 decimal place"), which `default_claims` cannot compare with a string.
A format's precision is read from printf (`%.2f`, `%.1e`) and Python format specs (`{:.2f}`, `.2f`). Only for a name
the text says is not given or names with "default" (`utspec.questions.unset_option`). Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import SourceText
from utspec.questions.default_claims import DefaultClaim
from utspec.questions.default_conflicts import Value, code_defaults
from utspec.questions.unset_option import unset_names

_PRECISION = re.compile(r"^(?:%|\{[\w.]*:|)[-+ 0#]*\d*\.(?P<p>\d+)[fFeEgG%]\}?$")
_PLACES = re.compile(r"小数点以下(?:は|を)?\s*(?:最大\s*)?(?P<n>\d+)\s*(?P<u>桁)|(?P<n2>\d+)\s+(?P<u2>decimal\s+places?|digits?\s+after\s+the\s+decimal\s+point)", re.I)
_DEFAULT_OF = re.compile(r"`?(?P<name>[A-Za-z_$][\w$]*)`?\s*(?:の)?\s*(?:default|既定値|既定|デフォルト)", re.I)


def precision(literal: str) -> int | None:
    """The number of decimals a format string prints.

    >>> precision("%.2f"), precision("{:.1f}"), precision(".3f"), precision("%d")
    (2, 1, 3, None)
    """
    m = _PRECISION.match(literal.strip())
    return int(m.group("p")) if m else None


def decimals_claim(text: str, sources: Sequence[SourceText]) -> DefaultClaim | None:
    """The default format a text gives another precision than the code's, or None.

    >>> py = 'def naturalsize(value, format: str = "%.2f"):\\n    return format % value\\n'
    >>> c = decimals_claim("format を指定しない場合、小数点以下 1 桁で表示されること", [SourceText(path="f.py", text=py)])
    >>> (c.name, c.claimed.shown(), c.code.value.shown())
    ('format', '1 桁', "'%.2f'")
    >>> decimals_claim("format を指定しない場合、小数点以下 2 桁で表示されること", [SourceText(path="f.py", text=py)]) is None
    True
    """
    places = _PLACES.search(text)
    if places is None:
        return None
    n = places.group("n") or places.group("n2")
    unit = places.group("u") or places.group("u2")
    names = {name for name, _ in unset_names(text)} | {m.group("name") for m in _DEFAULT_OF.finditer(text)}
    for src in sources:
        for d in code_defaults(src):
            if d.name not in names or d.value.kind != "str" or (p := precision(d.value.key)) is None:
                continue
            if p != int(n):
                return DefaultClaim(d.name, Value("num", n, unit), d)
    return None
