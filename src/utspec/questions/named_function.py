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
    """
    bare = _QUOTED.sub(" ", text)
    found = {
        name for name in map(short_name, symbols)
        if len(name) > 3 and re.search(rf"(?<![\w$.]){re.escape(name)}(?![\w$])", bare)
    }  # fmt: skip
    return found.pop() if len(found) == 1 else None
