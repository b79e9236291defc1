"""The comment heading a SQL query says what each of its conditions is for.

"-- 休眠会員の抽出（夜間バッチ）" heads `SELECT ... WHERE m.last_login_at < ... AND m.status = 1`.
A query is tested as a whole: its cases are about which rows it keeps ("SQL condition `m.status = 1`:
matching rows only"), and the comment above it says, in the design's words, which rows those are.
So "夜間バッチで休眠会員を抽出する" is about the query's condition cases, as a comment above an `if`
is about that `if` (`link_context.item_context`): the heading counts as what the case leads to, not
only as the file's context, and a link may rest on it. A query with several conditions gives each
the same words: the statement then fits them alike (a tie, or each when they are all its places).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.designer.offline.link_context import statement_context
from utspec.models import ChecklistItem, Kind

#: The items of a query that decide which rows it keeps or maps.
_QUERY_CONDITIONS = frozenset({Kind.SQL_CONDITION, Kind.SQL_CASE})


def query_heading(lines: Sequence[str], item: ChecklistItem) -> str:
    """The comment heading the SQL query a condition of a `.sql` file sits in, else ""."""
    if item.kind not in _QUERY_CONDITIONS:
        return ""
    return statement_context(lines, item)
