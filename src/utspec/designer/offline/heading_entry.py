"""A statement under a branchless function's own heading is about that function's one case, named or not.

Doc comments lifted into a design document put each member under a heading that names it, and the sentences below
never repeat the name: under `## SqliteConvert.ColumnToType(SqliteStatement stmt, int i)` stand "Determines the data
type of a column in a statement" and "stmt: The statement to retrieve information for". `entry_scope` lets a
statement onto a branchless function's case only when the statement names the function (its case restates the code
and matches any words about what it hands over), so these found no case at all. The heading is the name: a statement
whose section heading names the function (as a call, a signature, or the heading alone) is about it.

A heading with a parameter list also picks one overload: `ToUTF8(string sourceText)` is the `ToUTF8` whose signature
line has those parameters, not `ToUTF8(DateTime dateTimeValue)`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.summary_line import heading_function
from utspec.models import ChecklistItem, Kind  # noqa: F401 - Kind: the doctests

_PARAMS = re.compile(r"\(([^()]*)\)")


def under_heading(heading: str | None, entry: ChecklistItem) -> bool:
    """Whether the section heading names the entry's function (by its own name, not a member after it).

    >>> item = ChecklistItem(id="c.cs:9:function", kind=Kind.FUNCTION, file="c.cs", line=9, end_line=12,
    ...                      language="csharp", symbol="SqliteConvert.ColumnToType",
    ...                      text="internal static SqliteType ColumnToType(SqliteStatement stmt, int i)")
    >>> under_heading("SqliteConvert.ColumnToType(SqliteStatement stmt, int i)", item)
    True
    >>> under_heading("`ColumnToType`", item), under_heading("SqliteConvert", item), under_heading(None, item)
    (True, False, False)
    """
    name = (entry.symbol or "").rsplit(".", 1)[-1].lower()
    return bool(name) and heading_function(heading, frozenset({name})) == name


def _normal(params: str) -> str:
    return re.sub(r"\s+", " ", params).strip()


def heading_overload(heading: str | None, entries: Sequence[ChecklistItem]) -> list[int]:
    """Indexes of the entries whose signature has the heading's parameter list (all of them when it tells none apart).

    >>> a = ChecklistItem(id="c.cs:1:function", kind=Kind.FUNCTION, file="c.cs", line=1, end_line=3, language="csharp",
    ...                   symbol="C.ToUTF8", text="public byte[] ToUTF8(string sourceText)")
    >>> b = a.model_copy(update={"id": "c.cs:5:function", "line": 5, "text": "public byte[] ToUTF8(DateTime  value)"})
    >>> heading_overload("C.ToUTF8(DateTime value)", [a, b]), heading_overload("C.ToUTF8", [a, b])
    ([1], [0, 1])
    """
    m = _PARAMS.search(heading or "")
    if m is None:
        return list(range(len(entries)))
    wanted = _normal(m.group(1))
    fit = [
        k for k, e in enumerate(entries) if any(_normal(p) == wanted for p in _PARAMS.findall(e.text or ""))
    ]
    return fit or list(range(len(entries)))
