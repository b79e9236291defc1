"""A parameter's line that matches a case only through the parameter's own name says nothing a case checks.

"`code`: The code to calculate the Check Digit for," (commons-validator's Javadoc `@param`) shares
`code` with every case of `calculate`: the null check, the length check, the normal path. Rarity
picks none of them, or all of them alike, and the line was put on three cases at once. What the
line states about `code` (a limit, `null`, a format) would be an anchor of its own; when the only
anchors it shares with the best case are the parameter's name, it is a description of the argument,
not a condition or a result, and it is linked to no case. "`str`: ..., may be null." still meets
`str == null` through `null`.
"""

from __future__ import annotations

import re

from utspec.anchoring.extract import Anchor, anchors
from utspec.designer.offline.param_lines import described

_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")


def _named(symbol: str) -> frozenset[Anchor]:
    """The words of a function's qualified name (`IBANCheckDigit.calculate`: IBAN, check, digit, calculate)."""
    return anchors(" ".join(_PART.findall(symbol)))


def only_the_parameter(text: str, shared: frozenset[Anchor], symbol: str = "") -> bool:
    """The statement describes a parameter and shares nothing with the case beyond its name and the
    name of the function (and class) the case is in: both are true of every case of that function.

    >>> text = "`code`: The code to calculate the Check Digit for,"
    >>> only_the_parameter(text, anchors(text) & anchors("`code` calculate checkDigit"), "IBANCheckDigit.calculate")
    True
    >>> only_the_parameter("`code`: may be null.", anchors("`code` null"), "IBANCheckDigit.calculate")
    False
    >>> only_the_parameter("The code to validate.", anchors("`code`"))
    False
    """
    param = described(text)
    return param is not None and bool(shared) and shared <= anchors(f"`{param}`") | _named(symbol)
