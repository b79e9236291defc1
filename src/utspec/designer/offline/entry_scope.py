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

from utspec.designer.offline.heading_entry import heading_overload, under_heading
from utspec.models import ChecklistItem, Kind, TestCase


def entry_only(case: TestCase, items: Mapping[str, ChecklistItem]) -> ChecklistItem | None:
    """The `function` item a case cites when it cites no other code item (None otherwise)."""
    cited = [items[r] for r in case.evidence if r in items]
    return cited[0] if len(cited) == 1 and cited[0].kind is Kind.FUNCTION else None


#: A call (`trim(`), a quoted name (`` `trim` ``), or a qualified one (`.trim`): code, whatever the name's spelling.
_CODE_USE = r"(?:`{n}\b|\.{n}\b|(?<![A-Za-z0-9_]){n}\s*\()"
_QUOTED = re.compile(r'"[^"\n]*"|「[^」\n]*」')
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def names_function(text: str, item: ChecklistItem) -> bool:
    """Whether `text` names the item's function: as code (a call, in backquotes, after a dot), or as a word spelt as
    the code spells it when that cannot be an English word (`Metadata` opening a sentence, `holiday_name`) or the
    text is Japanese (an ASCII name there is code).

    >>> item = ChecklistItem(id="v.go:5:function", kind=Kind.FUNCTION, file="v.go", line=5, end_line=7,
    ...                      language="go", symbol="Version.Metadata", text="func (v *Version) Metadata() string")
    >>> names_function("`Metadata()` は build メタデータを返す", item), names_function("Metadata returns the build", item)
    (True, True)
    >>> names_function("This excludes any metadata or pre-release information.", item)
    False
    >>> trim = item.model_copy(update={"symbol": "trim"})
    >>> names_function("trim は前後の空白を取り除く", trim), names_function("Values are trimmed: trim both ends", trim)
    (True, False)
    >>> names_function("`trim(s)` strips both ends", trim)
    True
    >>> empty = item.model_copy(update={"symbol": "OptionalInt.empty"})
    >>> names_function('toString() は "OptionalInt[5]"、空なら "OptionalInt.empty" を返す', empty)
    False
    """
    name = (item.symbol or "").rsplit(".", 1)[-1]
    if not name:
        return False
    n = re.escape(name)
    text = _QUOTED.sub(
        '""', text
    )  # "OptionalInt.empty" is a value the statement expects, not a call of `empty`
    if re.search(_CODE_USE.format(n=n), text):
        return True
    if not re.search(rf"(?<![A-Za-z0-9_]){n}(?![A-Za-z0-9_])", text):
        return False
    return name != name.lower() or "_" in name or _CJK.search(text) is not None


def about(text: str, case: TestCase, items: Mapping[str, ChecklistItem]) -> bool:
    """Whether a statement may land on this case: any case but a branchless function's, which only when named."""
    entry = entry_only(case, items)
    return entry is None or names_function(text, entry)


def elsewhere(item: ChecklistItem, files: set[str]) -> bool:
    """Whether a namesake's item lies outside the files of the entries a heading names (another package's `New`)."""
    return bool(files) and item.file not in files


def named_entry(
    text: str,
    scope: str | None,
    cases: Sequence[TestCase],
    items: Mapping[str, ChecklistItem],
    heading: str | None = None,
) -> TestCase | None:
    """The one case of the branchless function a statement is scoped to (`Metadata()` は…: `Version.Metadata`'s).

    Such a function has one case (no branch to choose between), so naming it is enough; the words the statement
    says about its result ("ビルドメタデータ") need not match the code's (`v.metadata`). None when the scope is no
    such function or two cases are its (a worked example already has its own). `heading`: the statement's section
    heading; under the function's own heading the statement need not name it, and its parameter list picks one of
    two overloads.
    """
    if scope is None:
        return None
    name = scope.rsplit(".", 1)[-1].lower()
    owner = scope.rsplit(".", 1)[0].lower() if "." in scope else None

    def named(i: ChecklistItem) -> bool:
        return (i.symbol or "").rsplit(".", 1)[-1].lower() == name and (
            owner is None or (i.symbol or "").lower().startswith(owner + ".")
        )

    # Names are compared in lower case (as `functions_of` gives them): go-version's `NewVersion` (a branchless
    # delegate) and `newVersion` (its branchy worker) are one scope, and then the worker's cases are meant.
    found = [(c, e) for c in cases if (e := entry_only(c, items)) is not None and named(e)]
    # Under the function's own heading, a branchy namesake in another file is another function (groupcache's
    # `## New(maxEntries int)` is `lru.New`, not `consistenthash.New`); a key item naming `New(20)` as its first step
    # may be about that namesake's package, so it keeps the old reading.
    files = {e.file for _, e in found if under_heading(heading, e)}
    if any(
        i.kind is not Kind.FUNCTION and named(i) and not elsewhere(i, files)
        for c in cases
        for r in c.evidence
        if (i := items.get(r)) is not None
    ):
        return None
    if len(found) > 1:  # overloads: `## ToUTF8(string sourceText)` is one of them (heading_entry.py)
        found = [found[k] for k in heading_overload(heading, [e for _, e in found])]
    if len(found) != 1:
        return None
    case, entry = found[0]
    # The scope may come from a bare word ("excludes any metadata" under Segments' heading): the text must name it,
    # unless the statement stands under the function's own heading (heading_entry.py).
    return case if names_function(text, entry) or under_heading(heading, entry) else None
