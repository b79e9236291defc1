"""The one function a key item names: the place it is about lies in that function.

"median に空のデータを渡すと None を返すこと" is about `median`, however well `weights is None` in `fmean`
shares its words (statistics' KT-8 went to fmean on "None"). A name counts when written as a whole word
outside quotes ("quantiles の method に 'median' …" names `quantiles`; 'median' is a value) and is long
enough not to be a common word (`_names_function`'s rule: more than three characters).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: A quoted value: 'median', "x", `y`, 「z」 (a value the text passes, not a function it names).
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|「[^」\n]*」")


def short_name(symbol: str | None) -> str:
    """`NormalDist.inv_cdf` -> `inv_cdf`; `(p Parser) Parse` style symbols arrive as `Parser.Parse`."""
    return (symbol or "").rsplit(".", 1)[-1]


def named_function(text: str, symbols: Iterable[str | None]) -> str | None:
    """The short name of the one function among `symbols` the text writes; None for none or several.

    >>> named_function("median に空のデータを渡すと None を返すこと", ["median", "median_low", "fmean"])
    'median'
    >>> named_function("quantiles の method に 'median' を渡すと…", ["quantiles", "median"])
    'quantiles'
    >>> named_function("median と mode は…", ["median", "mode"]) is None
    True
    >>> named_function("fires every second", ["Every", "Parse"]) is None
    True
    >>> named_function("IOUtils.toByteArray(input, 0) は null を返すこと", ["IOUtils.toByteArray", "IOUtils.read"])
    'toByteArray'
    >>> named_function("x.median is read", ["median"]) is None
    True
    """
    bare = _QUOTED.sub(" ", text)
    found = set()
    for symbol in dict.fromkeys(s for s in symbols if s):
        name = short_name(symbol)
        if len(name) <= 3:
            continue
        # `HexDump.dump`, `IOUtils.toByteArray(input, 0)`: the name after its own class (not after any dot: a
        # `data.median` attribute names no function)
        owner = owner_name(symbol)
        before = rf"(?<![\w$.])(?:{re.escape(owner)}\.)?" if owner else r"(?<![\w$.])"
        if re.search(rf"{before}{re.escape(name)}(?![\w$])", bare):
            found.add(name)
    return found.pop() if len(found) == 1 else None


def owner_name(symbol: str | None) -> str:
    """`CountBreaker.constructor` -> `CountBreaker`; `median` -> `` (a function of no class)."""
    head, _, _ = (symbol or "").rpartition(".")
    return head.rsplit(".", 1)[-1]
