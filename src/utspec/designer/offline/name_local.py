"""A function named in code quotes is that function, not a callee's local variable spelled the same.

go-version's key item "同じバージョン同士の `Compare` は `0` を返す" names `Version.Compare`, whose scope reaches
its callee `comparePrereleases`; there `compare := comparePart(...)` and `if compare != 0` share the identifier
`compare` and the 0 with the key item, so the link went to the callee's boundary, not to `Compare`'s own `return 0`.
The name a statement writes as code is the function's: a case of a callee that matches only through a local
of that name is no evidence against the function's own cases. The caller retries among the function's own cases.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.models import ChecklistItem


def through_local(function: str, cited: Iterable[ChecklistItem]) -> bool:
    """Whether code of another function spells `function`'s name as a word of its own (a local, a parameter).

    >>> from utspec.models import Kind
    >>> at = lambda symbol, text: ChecklistItem(id=f"v.go:1:{symbol}", kind=Kind.BRANCH, file="v.go", line=1,
    ...     end_line=1, language="go", symbol=symbol, text=text)
    >>> through_local("Compare", [at("comparePrereleases", "compare != 0")])
    True
    >>> through_local("Compare", [at("Version.Compare", "compare != 0")])  # the function's own code
    False
    >>> through_local("Compare", [at("comparePrereleases", "partSelfPre == ''")])
    False
    """
    word = re.compile(rf"(?<![A-Za-z0-9_.]){re.escape(function)}(?![A-Za-z0-9_(])", re.IGNORECASE)
    items = list(cited)
    return bool(items) and all(
        (i.symbol or "").rsplit(".", 1)[-1].lower() != function.lower()
        and word.search(i.text or "") is not None
        for i in items
    )
