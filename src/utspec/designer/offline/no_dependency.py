"""The precondition of a normal path: test doubles only where the run has something to stand in for.

Every normal-path case said "Every dependency behaves normally (test doubles)", also in a run whose code calls
nothing outside itself (kansuji's number formatting, humanize's): a QA lead strikes that line, since there is no
dependency to double. The analyzers list what a double would stand in for as items: external calls (`call`, by
the rule file's call patterns) and SQL run against a database. With none in the whole run, the precondition says
so, in the checklist's terms and no more: it does not claim that no double is needed, since a callback or a timer
passed in (backoff's `RetryNotifyWithTimer`) is no item and a test still supplies one. One item anywhere keeps the
old line for every function, since a function may reach it through another one (a caller of `_save` needs the
database double `_save` uses).
"""

from __future__ import annotations

from collections.abc import Iterable

from utspec.models import ChecklistItem, Kind

#: Item kinds that stand for a dependency a test replaces with a double.
DEPENDENCY_KINDS: frozenset[Kind] = frozenset({Kind.CALL, Kind.SQL_WRITE, Kind.SQL_CONDITION, Kind.SQL_CASE})


def normal_precondition(items: Iterable[ChecklistItem]) -> str:
    """The catalog key of a normal path's precondition for a run with these checklist items.

    >>> from utspec.models import ChecklistItem, Kind
    >>> b = ChecklistItem(id="k.js:2:branch", kind=Kind.BRANCH, file="k.js", line=2, end_line=2, language="javascript",
    ...                   text="n < 0")
    >>> normal_precondition([b])
    'pre.no_dependency'
    >>> normal_precondition([b, b.model_copy(update={"id": "k.js:9:call", "kind": Kind.CALL, "text": "send_mail(m)"})])
    'pre.all_ok'
    """
    return "pre.all_ok" if any(i.kind in DEPENDENCY_KINDS for i in items) else "pre.no_dependency"


__all__ = ["DEPENDENCY_KINDS", "normal_precondition"]
