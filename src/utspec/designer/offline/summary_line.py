"""A function's summary sentence is about its normal path.

Javadoc's first sentence, a docstring's summary line and a Go doc comment ("Comma produces a string form
of ...") say what the function does when nothing goes wrong: "Parses the string argument as a signed
integer in the radix specified by the second argument.", "12桁の基礎番号に対する法人番号のチェック
ディジットを計算する。". They name a behaviour, not an identifier, and share only the function's general
words with its cases ("radix", "digit"), so the plain match found them weak or tied among the function's
guards, or put them on a guard that shares a word ("13桁" on `not CORPORATE_NUMBER.match(cleaned)`).

The summary is the first statement of a section whose heading names one function (a paragraph, not a
bullet: a parameter or "Returns:" line says something else), stating no condition ("if", "when", "null",
"場合", "とき", ...). It goes on that function's normal path when the function has exactly one. So does a
sentence or a "Returns:" line of such a section that says what comes back and states no condition ("The
resulting integer value is returned.", "Returns: the `char` representation of the specified digit"):
what a function returns with no condition named is what its normal path returns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import Requirement

_CONDITION_EN = re.compile(
    r"\b(?:if|when|whenever|unless|otherwise|except|only|null|nil|none|empty|negative|zero|fails?|throws?|raises?"
    r"|errors?|invalid|not|no|never|greater|less|more|fewer|longer|shorter|least|most|exceeds?)\b",
    re.IGNORECASE,
)
_CONDITION_JA = re.compile(r"場合|とき|時は|なら|以外|未満|以下|以上|超え|空|例外|エラー|失敗|無効|ない")


def states_condition(text: str) -> bool:
    """Whether a sentence names a condition or a failure (then it is about a branch, not the summary).

    >>> states_condition("Parses the string argument as a signed integer."), states_condition("Returns null if empty.")
    (False, True)
    >>> states_condition("13桁の法人番号を検証する。"), states_condition("空文字列の場合は例外を送出する。")
    (False, True)
    """
    return bool(_CONDITION_EN.search(text) or _CONDITION_JA.search(text))


_RETURNED = re.compile(r"\b(?:returns?|returned)\b|を返(?:す|します)|が返(?:る|ります)|を返却", re.IGNORECASE)


def says_returned(text: str) -> bool:
    """A statement about what comes back, naming no condition.

    >>> says_returned("The resulting integer value is returned."), says_returned("Returns: `null` if null input.")
    (True, False)
    >>> says_returned("合計金額を返す。"), says_returned("Parses the string.")
    (True, False)
    >>> says_returned("春分の日の日付を返します。"), says_returned("0 が返ります。")  # the polite forms
    (True, True)
    >>> says_returned("In no case will it return a String of length greater than `maxWidth`.")  # a limit
    False
    """
    return bool(_RETURNED.search(text)) and not states_condition(text)


def heading_function(section: str | None, functions: frozenset[str]) -> str | None:
    """The function a section heading is about: called in it (a signature, `parseInt(String s, int radix)`) or
    the heading alone (`validate`); a member written after it (`cssesc.version`) is something else.

    >>> fs = frozenset({"parseint", "cssesc"})
    >>> heading_function("Integer.parseInt(String s, int radix)", fs), heading_function("`cssesc`", fs)
    ('parseint', 'cssesc')
    >>> heading_function("`cssesc.version`", fs) is None
    True
    """
    text = (section or "").strip()
    called = {m.group(1).lower() for m in re.finditer(r"([A-Za-z_]\w*)\s*\(", text)} & functions
    if len(called) == 1:
        return next(iter(called))
    bare = text.strip("` ").lower()
    return bare if not called and bare in functions else None


def summaries(requirements: Sequence[Requirement]) -> frozenset[str]:
    """Ids of the statements that open a section and name no condition."""
    opened = openers(requirements)
    return frozenset(r.id for r in requirements if r.id in opened and not states_condition(r.text))


def openers(requirements: Sequence[Requirement]) -> frozenset[str]:
    """Ids of the statements that open a section: the first sentence (not a bullet) right after a heading, a
    condition named or not (a constructor's "with no characters in it": constructor_summary.py)."""
    out: set[str] = set()
    previous: Requirement | None = None
    for req in requirements:
        opens = previous is not None and previous.kind == "heading" and previous.file == req.file
        if opens and req.kind == "sentence":
            out.add(req.id)
        previous = req
    return frozenset(out)
