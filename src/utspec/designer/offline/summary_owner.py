"""A summary under `Cache.Get(key Key)` is about Cache's `Get`, not the `Get` of another type.

Found on groupcache (session 22): `lru.Cache` and `consistenthash.Map` both have `Add` and `Get`, and the doc
comments lifted into one design put "Get looks up a key's value from the cache." under `## Cache.Get(key Key)` and
"Get gets the closest item in the hash ..." under `## Map.Get(key string)`. The summary rule (`summary_line.py`) looks
for the one normal-path case of the heading's function by its bare name, found two, and linked neither (semver's
`Version.String` / `PRVersion.String` the same). The heading's class (`class_scope.statement_classes`) already narrows
a scope for the word match; here it narrows the summary's pick: cases citing code of a rival class that defines the
same function are not the summary's. The class is the heading's alone: a class word in the sentence ("Kanji era
name" under `EraDate.strftime(format)`, beside a class `Era`) does not move a summary off its heading's function.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.designer.offline.class_scope import named_class, other_class, split_scope
from utspec.models import ChecklistItem


def owned(cited: Sequence[ChecklistItem], scope: str, defined: dict[str, frozenset[str]]) -> bool:
    """Whether code a case cites may be the scope's: any code for a plain scope (`get`), none of a rival class's for a
    qualified one (`Cache.get`).

    >>> from utspec.models import Kind
    >>> a = ChecklistItem(id="l.go:75:branch", kind=Kind.BRANCH, file="l.go", line=75, end_line=77, language="go",
    ...                   symbol="Cache.Get", text="c.cache == nil")
    >>> b = a.model_copy(update={"id": "c.go:66:branch", "file": "c.go", "symbol": "Map.Get"})
    >>> defined = {"get": frozenset({"Cache", "Map"})}
    >>> owned([a], "Cache.get", defined), owned([b], "Cache.get", defined), owned([b], "get", defined)
    (True, False, True)
    """
    owner, function = split_scope(scope)
    return owner is None or not other_class(cited, owner, function, defined)


def heading_class(heading: str | None, defined: dict[str, frozenset[str]]) -> str | None:
    """The one class a section heading names by its whole name (`Cache` of `Cache.Get(key Key)`), else None.

    >>> defined = {"strftime": frozenset({"Era", "EraDate"})}
    >>> heading_class("EraDate.strftime(format)", defined), heading_class("strftime", defined)
    ('EraDate', None)
    """
    classes = frozenset().union(*defined.values()) if defined else frozenset()
    return named_class(heading or "", classes) if heading else None
