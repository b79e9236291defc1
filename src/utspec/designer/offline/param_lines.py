"""A parameter's line in a design document (Javadoc `@param`, a docstring's Args) is not about a case
that tests another parameter.

"`str`: The String to check, may be null." shares `null` with `abbrevMarker == null`, and nothing
as specific with `isEmpty(str)`: rarity puts it on the marker's null check. But the line describes
`str`; a case whose condition names another parameter of the function and not `str` tests something
else. Such cases are left out for that statement. Cases whose condition names no parameter (a local
computed from one, `strLen <= maxWidth`) stay: the parameter may reach them through it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind

#: "`str`: ...", "`max_length` (int): ...", "str -- ...": the parameter a line opens with.
_PARAM_LINE = re.compile(r"^\s*`([A-Za-z_]\w*)`\s*(?:\([^)]*\))?\s*(?::|--|-|—)")
_TESTED = (Kind.BRANCH, Kind.BOUNDARY)


def described(text: str) -> str | None:
    """The parameter a statement describes, when it opens with one as code followed by a colon."""
    m = _PARAM_LINE.match(text)
    return m.group(1) if m else None


def _names(condition: str, params: Sequence[str]) -> set[str]:
    return {p for p in params if re.search(rf"(?<![\w.]){re.escape(p)}\b", condition)}


def about_another(param: str, cited: Sequence[ChecklistItem], params: Sequence[str]) -> bool:
    """The case tests a condition naming other parameters of the function and not `param`."""
    if not cited or param not in params or cited[0].kind not in _TESTED:
        return False
    named = _names(cited[0].text, params)
    return bool(named) and param not in named


#: "number: Union[int, str] — to validate code", "`weights` (list): the weighting factors": a docstring's Args line.
_TYPED_PARAM = re.compile(
    r"^\s*`?([A-Za-z_]\w*)`?\s*(?:\([^)]*\)\s*)?(?::\s*[\w\[\], .|]+?\s*)?(?:—|--|:)\s+\S"
)
#: Words by which such a line states something a test can check: a default, a limit, an outcome, a condition.
_RULE_WORDS = re.compile(
    r"\d|[\"'“「]|\b(?:default|defaults|must|required|raise[sd]?|throws?|returns?|error|exception|if|when|unless|only|"
    r"at (?:least|most)|more|less|greater|fewer|none|null|nil|empty|true|false|ignored?)\b|"
    r"既定|デフォルト|省略|必須|場合|とき|時は|エラー|例外|返|以上|以下|未満|超え|より|空|無視|null|None",
    re.IGNORECASE,
)


#: "Parameter x an addend": a Javadoc `@param` rendered as a sentence (commons-math's design pages).
_PARAMETER_WORD = re.compile(r"^\s*Parameter\s+`?([A-Za-z_]\w*)`?\s+(?=\S)")
#: A sign or domain a parameter line states: "Positive number." is a precondition, not a name.
_DOMAIN_WORDS = re.compile(r"\b(?:positive|negative|non-?negative|non-?zero|odd|even)\b", re.IGNORECASE)


def names_only(text: str) -> bool:
    """Whether a design statement only says what a parameter is, stating nothing a test could check.

    Asked "which input and which result check 'number: Union[int, str] — to validate code'?", nobody could
    answer: the line describes a parameter, it states no behaviour. Its words still link it where they fit; it
    only gets no question of its own. A line with a default, a limit, an outcome or a condition stays a statement.

    >>> names_only("number: Union[int, str] — to validate code"), names_only("`weights` (list): the weighting factors")
    (True, True)
    >>> names_only("num_digits: int — the number of digits. default is None: to use length of number as string.")
    False
    >>> names_only("`str`: The String to check, may be null"), names_only("Returns: the code without its check digit")
    (False, False)
    >>> names_only("The order total must be positive.")
    False
    >>> names_only("Parameter x an addend"), names_only("Parameter a Positive number."), names_only("Parameter e Exponent (must be positive or zero).")
    (True, False, False)
    """
    if (w := _PARAMETER_WORD.match(text)) is not None:
        # "Parameter x an addend", "Parameter p Number.": the name and what it is (a question about it went unanswered)
        rest = text[w.end() :]
        return not _RULE_WORDS.search(rest) and not _DOMAIN_WORDS.search(rest)
    m = _TYPED_PARAM.match(text)
    return (
        m is not None
        and m.group(1).lower() not in {"returns", "return", "raises", "throws", "note", "example"}
        and not _RULE_WORDS.search(text[m.end() - 1 :])
    )
