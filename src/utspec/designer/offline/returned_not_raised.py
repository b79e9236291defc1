"""A statement about what is returned, saying nothing of a failure, is not about a case that raises.

Found on stringjoiner-java (session 21): "However, if the `setEmptyValue` method is called, the `emptyValue` supplied
will be returned instead.", "… it will return the `prefix + suffix` …, unless `setEmptyValue` has first been called",
and the `emptyValue` field's "the string returned by toString() when no elements have yet been added" all landed on
`setEmptyValue`'s `Objects.requireNonNull(emptyValue, …)` case: they name the setter and the value, and the null
check is the setter's only case. That case ends in a `NullPointerException`; the statements say what comes back. A
statement that also speaks of failing ("returns … or throws", "例外", "error") may be about either, and is left as
it is. Such a link is dropped, not moved (as a "Returns:" line's, returns_line.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind

_RETURNED = re.compile(r"\b(?:returns?|returned|returning)\b|を?返(?:す|し|され|る|り|却)|が返", re.I)
#: Words by which a statement speaks of a failure as well.
_FAILURE = re.compile(
    r"\b(?:throws?|thrown|raises?|raised|exceptions?|errors?|fail(?:s|ed|ure)?|invalid|reject(?:s|ed)?|panics?|"
    r"abort(?:s|ed)?|\w+(?:Exception|Error))\b|例外|エラー|失敗|不正|スロー",
    re.I,
)


def says_only_returned(text: str) -> bool:
    """Whether a statement says what is returned and nothing of a failure.

    >>> says_only_returned("the `emptyValue` supplied will be returned instead.")
    True
    >>> says_only_returned("Returns `null`, or throws `NullPointerException` for a null prefix.")
    False
    >>> says_only_returned("Sets the empty value.")
    False
    """
    return bool(_RETURNED.search(text)) and not _FAILURE.search(text)


_THROWING = re.compile(r"^\s*(?:throw|raise|panic)\b")


def raises(cited: Sequence[ChecklistItem], error_case: bool) -> bool:
    """Whether a case ends in a raise: it cites one, or it is an error case whose tested condition's effect throws
    (a Java `Objects.requireNonNull(x, "…")` is read as the branch `x == null` with a `throw` effect, no raise item).

    >>> def item(kind: Kind, effect: str) -> ChecklistItem:
    ...     return ChecklistItem(id=f"A.java:3:{kind}", kind=kind, file="A.java", line=3, end_line=3, language="java",
    ...                          symbol="A.f", text="x == null", effect=effect)
    >>> branch = item(Kind.BRANCH, 'throw new NullPointerException("x")')
    >>> raises([branch], True), raises([branch], False), raises([item(Kind.BRANCH, "return 0;")], True)
    (True, False, False)
    """
    if any(i.kind is Kind.RAISE for i in cited):
        return True
    return error_case and bool(cited) and bool(_THROWING.match(cited[0].effect or ""))
