"""The precondition of a normal path: test doubles only where the run has something to stand in for.

Every normal-path case said "Every dependency behaves normally (test doubles)", also in a run whose code calls
nothing outside itself (kansuji's number formatting, humanize's): a QA lead strikes that line, since there is no
dependency to double. The analyzers list what a double would stand in for as items: external calls (`call`, by
the rule file's call patterns) and SQL run against a database. With none in the whole run, the precondition says
so, in the checklist's terms, unless the function itself calls what a test stands in for though no rule lists it:
a callback or an operation passed in (backoff's `RetryNotifyWithTimer`, retry's `f()`), the clock, `time.sleep`,
randomness, a logger, a collaborator held in a field. One item anywhere keeps the old line for every function,
since a function may reach it through another one (a caller of `_save` needs the database double `_save` uses).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from utspec.models import ChecklistItem, Kind

#: Item kinds that stand for a dependency a test replaces with a double.
DEPENDENCY_KINDS: frozenset[Kind] = frozenset({Kind.CALL, Kind.SQL_WRITE, Kind.SQL_CONDITION, Kind.SQL_CASE})

#: Calls a test usually stands in for though no rule lists them: the clock, sleeping, randomness, the process and
#: its environment, output, a logger, a collaborator held in a field (`self.client.get(`, `this.repo.find(`, a Go
#: receiver's `b.delegate.NextBackOff(`).
_OUTSIDE = re.compile(
    r"\b(?:time|random|datetime|os|sys|logging|logger|log|console|fs|process|socket|threading|asyncio|uuid|secrets|"
    r"Math\.random|Date\.now|System|Thread|Files|http|net|rand|clock)\s*\.\s*\w+\s*\(|"
    r"\bnew\s+Date\s*\(|(?<![\w.$])[a-z_]\w*\.[A-Za-z_]\w*\.\w+\s*\(|\b(?:await|go|setTimeout|setInterval|sleep|print)\b"
)


def calls_outside(body: Sequence[str], params: Sequence[str]) -> bool:
    """Whether a function body calls something a test stands in for: a parameter called as a function (a callback,
    an operation to retry) or one of `_OUTSIDE`.

    >>> calls_outside(["    time.sleep(_delay)", "    return f()"], ["f", "tries"])
    True
    >>> calls_outside(["  return format(n, options.unit)"], ["n", "options"])
    False
    >>> calls_outside(["\tif err = operation(); err == nil {"], ["operation", "b"])
    True
    >>> calls_outside(["\treturn b.delegate.NextBackOff()"], [])
    True
    """
    text = "\n".join(body)
    if _OUTSIDE.search(text):
        return True
    return any(re.search(rf"(?<![\w.$]){re.escape(p)}\s*\(", text) for p in params if p)


def normal_precondition(
    items: Iterable[ChecklistItem], body: Sequence[str] = (), params: Sequence[str] = ()
) -> str:
    """The catalog key of a normal path's precondition for a run with these checklist items, for the function with
    this body and these parameters.

    >>> from utspec.models import ChecklistItem, Kind
    >>> b = ChecklistItem(id="k.js:2:branch", kind=Kind.BRANCH, file="k.js", line=2, end_line=2, language="javascript",
    ...                   text="n < 0")
    >>> normal_precondition([b])
    'pre.no_dependency'
    >>> normal_precondition([b, b.model_copy(update={"id": "k.js:9:call", "kind": Kind.CALL, "text": "send_mail(m)"})])
    'pre.all_ok'
    >>> normal_precondition([b], ["    time.sleep(1)"])
    'pre.all_ok'
    """
    if any(i.kind in DEPENDENCY_KINDS for i in items) or calls_outside(body, params):
        return "pre.all_ok"
    return "pre.no_dependency"


__all__ = ["DEPENDENCY_KINDS", "calls_outside", "normal_precondition"]
