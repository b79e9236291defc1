"""A statement joining conditions with "or", each naming its own thing, is about each guard.

"The radix is either smaller than `Character.MIN_RADIX` or larger than `Character.MAX_RADIX`." The
function has `if (radix < Character.MIN_RADIX) throw …` and `if (radix > Character.MAX_RADIX) throw …`:
the statement shares as much with one as with the other (radix, Character, MIN/MAX), so the match tied
and linked nothing, though it states both. value_each.py goes on each when every tied case tests its own
number the statement names; this does the same for names: when the statement says "or" (または, もしくは)
and every tied case tests a condition holding a code name the statement quotes or spells (`MIN_RADIX`,
`Character.MAX_RADIX`) that no other tied case's condition holds, it goes on each (at most `MAX_EACH`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.value_each import MAX_EACH
from utspec.models import ChecklistItem, Kind

_OR = re.compile(r"\bor\b|または|もしくは|あるいは", re.IGNORECASE)
#: A code name in prose: quoted, dotted (`Character.MIN_RADIX`), snake/constant case, or camelCase.
_NAME = re.compile(r"`([^`]+)`|\b([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+|[A-Za-z]*_\w+|[a-z]+[A-Z]\w*)\b")


def _names(text: str) -> set[str]:
    out = set()
    for m in _NAME.finditer(text):
        name = (m.group(1) or m.group(2) or "").strip()
        if re.fullmatch(r"[A-Za-z_][\w.]*", name):
            out.add(name)
    return out


def one_name_each(text: str, tied: Sequence[Sequence[ChecklistItem]]) -> bool:
    """Each tied case tests a branch whose condition holds a name the "or" statement names, each its own.

    >>> def b(line, cond):
    ...     return [ChecklistItem(id=f"I.java:{line}:branch", kind=Kind.BRANCH, file="I.java", line=line,
    ...                           end_line=line, language="java", text=cond)]
    >>> text = "The radix is either smaller than `Character.MIN_RADIX` or larger than `Character.MAX_RADIX`."
    >>> one_name_each(text, [b(43, "radix < Character.MIN_RADIX"), b(48, "radix > Character.MAX_RADIX")])
    True
    >>> one_name_each(text.replace(" or ", " and "), [b(43, "radix < Character.MIN_RADIX"), b(48, "radix > Character.MAX_RADIX")])
    False
    >>> one_name_each(text, [b(43, "radix < Character.MIN_RADIX"), b(44, "radix <= Character.MIN_RADIX")])
    False
    """
    said = _names(text)
    if not said or not _OR.search(text) or not 2 <= len(tied) <= MAX_EACH:
        return False
    conds = []
    for cited in tied:
        branch = next((i for i in cited if i.kind in (Kind.BRANCH, Kind.BOUNDARY)), None)
        if branch is None:
            return False
        conds.append(branch.text)
    for n, cond in enumerate(conds):
        mine = {s for s in said if re.search(rf"(?<![\w.]){re.escape(s)}(?![\w])", cond)}
        others = [c for m, c in enumerate(conds) if m != n]
        if not any(all(s not in c for c in others) for s in mine):
            return False
    return True
