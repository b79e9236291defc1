"""A Japanese paragraph that opens with a particle right after a code block finishes the sentence before the code.

japanese-holidays' README writes "万一、…必要があれば、" then a fenced `JapaneseHolidays.isHolidayAt(new Date(2016,3-1,8));`
then "を呼んでください。", and "例えばニュージーランドで" / code / "とすると、…が関数に渡されます。": one sentence with a
code block in its middle. Read paragraph by paragraph, "を呼んでください。" and "例えばニュージーランドで" became two
statements a person was asked about, neither saying anything alone. The continuation joins the sentence it
finishes, with the code between them as code spans (as `lead_in` does for a sentence ending in a colon).
"""

from __future__ import annotations

import re

from utspec.inputs.lead_in import MAX_LINES

#: A case particle (or the quotative と) opening a paragraph: it cannot start a sentence of its own. Only forms no
#: word begins with: "もし…", "では、次に", "はじめに", "ところで" open sentences of their own.
_PARTICLE = re.compile(r"^(?:を|とすると|として|と(?:[、，]|いう|して)|[がにで][、，])")


def continues(paragraph: str) -> bool:
    """Whether a paragraph is the rest of a sentence interrupted by a code block.

    >>> continues("を呼んでください。"), continues("とすると、ニュージーランド時間の…"), continues("日本の休日を計算します。")
    (True, True, False)
    >>> continues("To truncate:"), continues("もし年が範囲外なら"), continues("では、次に"), continues("ところで")
    (False, False, False, False)
    """
    return _PARTICLE.match(paragraph.lstrip()) is not None


def joined(before: str, code: str, rest: str) -> str:
    """The sentence `before` the code block, the code as spans, and the continuation after it.

    >>> joined("万一、必要があれば、", "JapaneseHolidays.isHolidayAt(new Date(2016,3-1,8));\\n", "を呼んでください。")
    '万一、必要があれば、 `JapaneseHolidays.isHolidayAt(new Date(2016,3-1,8));` を呼んでください。'
    """
    lines = [ln.strip() for ln in code.splitlines() if ln.strip()]
    spans = " ".join(f"`{ln}`" if "`" not in ln else f"`` {ln} ``" for ln in lines[:MAX_LINES])
    more = " …" if len(lines) > MAX_LINES else ""
    return f"{before.rstrip()} {spans}{more} {rest.lstrip()}".replace("  ", " ")


__all__ = ["continues", "joined"]
