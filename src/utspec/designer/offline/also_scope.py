"""A statement goes on several cases alike only when they are places of one function.

`utspec.anchoring.link` puts a text on every unit it fits exactly as well on the same names
(`allow_unicode` tested on three lines of `slugify`: a statement about that option is about each).
A name found in several functions is another matter: "「元号」のように該当しない文字列から元号名を取得すると
EraUnknown になること" names `EraUnknown`, which `YearEra` and `YearEraString` both compare with and
`EraName` returns; the key item is about one of them (the one that reads a string), and the words it
shares with the others do not say which. Cases of two or more functions fitting alike are a tie: no
link, so a person decides.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import ChecklistItem


def one_function(cited: Sequence[Sequence[ChecklistItem]]) -> bool:
    """Whether the code items the cases cite all lie in one function (of one file).

    >>> from utspec.models import ChecklistItem, Kind
    >>> def item(symbol: str) -> ChecklistItem:
    ...     return ChecklistItem(id=symbol, kind=Kind.BRANCH, file="e.go", line=1, end_line=1, symbol=symbol, text="x",
    ...                          language="go")
    >>> one_function([[item("DateJp.YearEra")], [item("DateJp.YearEra")]])
    True
    >>> one_function([[item("DateJp.YearEra")], [item("DateJp.YearEraString")]])
    False
    """
    places = {(i.file, i.symbol or "") for items in cited for i in items}
    return len(places) <= 1
