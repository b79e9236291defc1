"""A line describing a parameter (or a field) is not about that value's null check.

Found on stringjoiner-java (session 21, first run): the Javadoc's `@param` lines, "`prefix`: the sequence of characters
to be used at the beginning", "`other`: The `StringJoiner` whose contents should be merged into this one", and the
fields' doc comments ("`emptyValue`: the characters to return as the value of an empty `StringJoiner`") landed on the
cases failing on that value being null (`prefix == null`, `other == null`, `emptyValue == null`): the value's name is the one word such a case shares
beyond the function's own Javadoc, which every case of the function reads alike. A description of what the value is
says nothing of it being null; a line that does ("`str`: the String to repeat, may be null", commons-lang) is about that
check and is not held back here. Only null checks are set aside: slugify's "`max_length` (int): output string length" is about the
option's own branch (`if max_length:`), and stays there; and a null test that carries on with a default (`if limit is
None: return text`, test_own_cases) is what the value's absence means, so only a null test that raises is set aside.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.null_said import null_tested
from utspec.designer.offline.param_lines import described
from utspec.designer.offline.returned_not_raised import raises
from utspec.models import ChecklistItem, Kind

#: A line saying the value may be null (commons-lang's "`str`: the String to repeat, may be null") is about its check.
_NULL_WORD = re.compile(r"\b(?:null|None|nil|undefined|NULL)\b|ヌル|未指定")


def described_value(text: str, states: bool) -> str | None:
    """The parameter or field a line only describes ("`prefix`: the sequence of …"), else None.

    >>> described_value("`prefix`: the sequence of characters to be used at the beginning", False)
    'prefix'
    >>> described_value("`str`: may be null", True) is None  # it states a condition
    True
    >>> described_value("`str`: the String to repeat, may be null", False) is None  # commons-lang: a null check's
    True
    >>> described_value("Returns the prefix.", False) is None
    True
    """
    return None if states or _NULL_WORD.search(text) else described(text)


def null_check_of(value: str, cited: Sequence[ChecklistItem], error_case: bool) -> bool:
    """Whether a case is a failing null test of `value`: its tested condition is `prefix == null` (`other is None`) and
    it raises. A null test that carries on with a default (`if limit is None: return text`) is what the value's
    absence means, which a description of the value may well be about.

    >>> item = ChecklistItem(id="A.java:3:branch", kind=Kind.BRANCH, file="A.java", line=3, end_line=3,
    ...                      language="java", symbol="A.f", text="prefix == null", effect='throw new NullPointerException("p")')
    >>> null_check_of("prefix", [item], True), null_check_of("suffix", [item], True)
    (True, False)
    >>> null_check_of("prefix", [item.model_copy(update={"effect": "return text"})], True)
    False
    """
    return (
        bool(cited) and cited[0].kind is Kind.BRANCH and null_tested(cited[0].text, frozenset({value}))
        and raises(cited, error_case)
    )  # fmt: skip
