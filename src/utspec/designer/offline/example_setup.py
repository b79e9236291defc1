"""What a worked example states around its call: a call made first, and the receiver a `void` method acts on.

strcase's key item "After ConfigureAcronym("API", "api"), ToCamel("API") returns "Api"" became a case calling
`ToCamel("API")` on `ConfigureAcronym`'s code, without the call that makes the example true; stats' "accept(5) の後
getSum() が 5 を返す" the same; semver's ""1.0.0" の BumpMajor() で "2.0.0" になる" a case saying `BumpMajor()`
returns `"2.0.0"`, though it returns nothing. The critic blocked all three. Read here: the setup call goes to the
preconditions; a `void` function's result is the state of the receiver the statement names, and with no receiver
named the example says nothing a case can state (the statement is asked about instead).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from utspec.anchoring.worked_example import _LITERAL, Example, _calls, _unquoted
from utspec.models import Kind

if TYPE_CHECKING:
    from utspec.designer.offline.context import Ctx

#: Words that put a call before the example's: "After f(x), …", "f(x) の後 …", "f(x) を呼んだ後 …".
_AFTER_EN = re.compile(r"\b(?:after|once)\s*$", re.I)
_AFTER_JA = re.compile(r"\s*(?:の後|のあと|を呼んだ後|を呼んだあと|を呼び出した後|した後|後に|後、|後\s)")


def setup_call(text: str, example: Example, defined: frozenset[str]) -> str | None:
    """The call of a defined function the statement makes before its example's call, or None.

    >>> ex = Example('ToCamel("API")', '"Api"')
    >>> setup_call('After ConfigureAcronym("API", "api"), ToCamel("API") returns "Api"', ex,
    ...            frozenset({"ConfigureAcronym", "ToCamel"}))
    'ConfigureAcronym("API", "api")'
    >>> setup_call("accept(5) の後 getSum() が 5 を返す", Example("getSum()", "5"), frozenset({"accept", "getSum"}))
    'accept(5)'
    >>> setup_call('ToCamel("API") returns "Api"', ex, frozenset({"ToCamel"})) is None
    True
    """
    plain, _ = _unquoted(text)
    at = plain.find(example.call)
    if at < 0:
        return None
    found = None
    for start, end, name in _calls(plain[:at]):
        call = plain[start:end]
        if name.split(".")[-1] not in defined or call == example.call:
            continue
        if _AFTER_EN.search(plain[:start]) or _AFTER_JA.match(plain[end:]):
            found = call
    return found


def receiver_of(text: str, example: Example) -> str | None:
    """The literal the statement calls the example's method on: `"1.0.0"` in ""1.0.0" の BumpMajor()", or None.

    >>> receiver_of('"1.0.0" の BumpMajor() で "2.0.0" になること', Example("BumpMajor()", '"2.0.0"'))
    '"1.0.0"'
    >>> receiver_of('BumpMajor() on "1.0.0" gives "2.0.0"', Example("BumpMajor()", '"2.0.0"'))
    '"1.0.0"'
    >>> receiver_of("BumpMajor() で 2.0.0 になる", Example("BumpMajor()", "2.0.0")) is None
    True
    """
    plain, _ = _unquoted(text)
    call = re.escape(example.call)
    m = re.search(rf"({_LITERAL})\s*(?:の|に対して)\s*{call}", plain) or re.search(
        rf"{call}\s+on\s+({_LITERAL})", plain
    )
    return re.sub(r"^[“「](.*)[”」]$", r'"\1"', m.group(1)) if m else None


def called_function(example: Example, ctx: Ctx) -> list[str]:
    """The checklist id of the one function the example's call names (none when no or two definitions match)."""
    name = example.function
    found = [i.id for i in ctx.items if i.kind is Kind.FUNCTION and (i.symbol or "").split(".")[-1] == name]
    return found if len(found) == 1 else []


__all__ = ["called_function", "receiver_of", "setup_call"]
