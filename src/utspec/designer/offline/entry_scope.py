"""A branchless function's case (a `function` item, analyzers/entries.py) is only about statements that name it.

Its expected result restates the code (`returns {"value": self.value, "valid": self.valid, …}`,
`returns RelTime(then, time.Now(), "ago", "from now")`), so its words match any statement about the fields or
calls it hands over: on the linking corpus daichodo's `as_dict` took three statements about the number's body,
humanize's `Time` one about `RelTimeMagnitude`'s Format field. A statement is about such a case when it names
its function (`Metadata`, `trim(" a ")`, "HolidayName"): then the case calls exactly what it talks about.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.models import ChecklistItem, Kind, TestCase


def entry_only(case: TestCase, items: Mapping[str, ChecklistItem]) -> ChecklistItem | None:
    """The `function` item a case cites when it cites no other code item (None otherwise)."""
    cited = [items[r] for r in case.evidence if r in items]
    return cited[0] if len(cited) == 1 and cited[0].kind is Kind.FUNCTION else None


def names_function(text: str, item: ChecklistItem) -> bool:
    """Whether `text` names the item's function as a word (`trim`, `Version.Metadata`'s `Metadata`), any case.

    >>> item = ChecklistItem(id="v.go:5:function", kind=Kind.FUNCTION, file="v.go", line=5, end_line=7,
    ...                      language="go", symbol="Version.Metadata", text="func (v *Version) Metadata() string")
    >>> names_function("Metadata() は build メタデータを返す", item), names_function("metadata is kept", item)
    (True, True)
    >>> names_function("The Format field is a string", item)
    False
    """
    name = (item.symbol or "").rsplit(".", 1)[-1]
    return bool(name) and re.search(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])", text, re.IGNORECASE) is not None


def about(text: str, case: TestCase, items: Mapping[str, ChecklistItem]) -> bool:
    """Whether a statement may land on this case: any case but a branchless function's, which only when named."""
    entry = entry_only(case, items)
    return entry is None or names_function(text, entry)


def named_entry(scope: str | None, cases: Sequence[TestCase], items: Mapping[str, ChecklistItem]) -> TestCase | None:
    """The one case of the branchless function a statement is scoped to (`Metadata()` は…: `Version.Metadata`'s).

    Such a function has one case (no branch to choose between), so naming it is enough; the words the statement
    says about its result ("ビルドメタデータ") need not match the code's (`v.metadata`). None when the scope is no
    such function or two cases are its (a worked example already has its own).
    """
    if scope is None:
        return None
    name = scope.rsplit(".", 1)[-1].lower()
    owner = scope.rsplit(".", 1)[0].lower() if "." in scope else None
    found = [c for c in cases if (e := entry_only(c, items)) is not None and (e.symbol or "").rsplit(".", 1)[-1].lower() == name
             and (owner is None or (e.symbol or "").lower().startswith(owner + "."))]  # fmt: skip
    return found[0] if len(found) == 1 else None
