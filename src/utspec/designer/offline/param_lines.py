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
