"""A function that nothing leaves early is still run by every call: one normal-path case walks through it
(session 16, hlink16).

Found on strcase (bench/linking/projects/strcase-go): `ToScreamingDelimited` is one loop with branches inside it and
no `return` but its last line. With no guard there was no normal-path case, so its doc comment, the table row naming
it and every example call (`ToSnake("testCase")`, through its delegates) had nothing to land on. humanize's `Ordinal`
(a `switch` choosing a suffix, then one `return`) has the same shape (hlink12's note: "functions with no leaving guard
get no normal-path case"). The case cites the function's outermost branches and loops: a tester walks through them
on any call, and a reviewer sees which code the case runs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from utspec.designer.offline.sentences import first_statement
from utspec.models import ChecklistItem, Kind

#: Kinds that leave a function before its end: a function holding one has guards, handlers or exits of its own.
_LEAVES = frozenset({Kind.EARLY_RETURN, Kind.RAISE, Kind.HANDLER})
#: A block's first statement leaving the function (not `continue` / `break`: they stay in it).
_EXIT = re.compile(r"(?:return|raise|throw|panic)\b")


def walk_items(file: str, symbol: str | None, items: Iterable[ChecklistItem]) -> list[ChecklistItem]:
    """The outermost branches and loops of a function that no return, raise or handler leaves early, else [].

    A branch whose block leaves (`if (is_match) return …` in a callback the analyzer counts as the function's) makes
    the function guarded, even where the normal path set that guard aside (leaving_blocks.normal_guards).

    >>> item = lambda n, end, kind=Kind.BRANCH: ChecklistItem(id=f"s.go:{n}:{kind}", kind=kind, file="s.go", line=n,
    ...     end_line=end, language="go", symbol="f", text="c", effect="")
    >>> [i.line for i in walk_items("s.go", "f", [item(3, 20, Kind.LOOP), item(5, 8), item(22, 24)])]
    [3, 22]
    >>> walk_items("s.go", "f", [item(3, 5)]), walk_items("s.go", "f", [item(3, 3), item(4, 4)])
    ([], [])
    >>> walk_items("s.go", "f", [item(3, 20, Kind.LOOP), item(6, 6, Kind.EARLY_RETURN)])
    []
    >>> walk_items("s.go", "f", [item(3, 20, Kind.LOOP), item(5, 8).model_copy(update={"effect": "return x"})])
    []
    """
    own = [i for i in items if i.file == file and i.symbol == symbol]
    if not symbol or any(i.kind in _LEAVES for i in own):
        return []
    blocks = [i for i in own if i.kind in (Kind.BRANCH, Kind.LOOP)]
    if any(b.kind is Kind.BRANCH and _EXIT.match(first_statement(b.effect)) for b in blocks):
        return []
    outer = [b for b in blocks if not any(o is not b and o.line < b.line <= o.end_line for o in blocks)]
    # A condition inside one line (`return a && b`, a ternary) is a value, not a block a call walks through.
    outer = [b for b in outer if b.end_line > b.line]
    # One branch alone: its own case already runs it (and a wrapped ternary looks the same), so no walk of its own.
    return [] if len(outer) == 1 and outer[0].kind is Kind.BRANCH else outer


def is_walk(cited: Sequence[ChecklistItem], items: Iterable[ChecklistItem]) -> bool:
    """Whether a case's code is exactly the walk through its function (`walk_items`) and nothing else.

    >>> item = lambda n, end, kind=Kind.BRANCH: ChecklistItem(id=f"s.go:{n}:{kind}", kind=kind, file="s.go", line=n,
    ...     end_line=end, language="go", symbol="f", text="c", effect="")
    >>> everything = [item(3, 20, Kind.LOOP), item(5, 8), item(22, 24)]
    >>> is_walk([everything[0], everything[2]], everything), is_walk([everything[1]], everything), is_walk([], everything)
    (True, False, False)
    """
    if not cited:
        return False
    first = cited[0]
    walk = walk_items(first.file, first.symbol, items)
    return bool(walk) and {i.id for i in cited} == {i.id for i in walk}
