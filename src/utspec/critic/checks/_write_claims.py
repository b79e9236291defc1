"""Writes a sentence says happen or not: "the matching rows are deleted from `members`", "`members` から該当行が削除されない".

`_claims` reads rows a table gains ("`orders` gains no row", 行が追加される) and the tables written, but
not whether a DELETE or UPDATE is said to happen: "`members` から該当行が削除されない" on the case of a
DELETE that nothing stops read the same as its unflipped form. This module reads, clause by clause,
a write verb (insert, update, delete and their Japanese forms), the table named in a code span in
the same clause, and the clause's polarity. A clause about a row filter ("the row with `m.id` = 2
is not deleted") is about which rows a condition keeps, not whether the statement runs: left out.

>>> said_writes("`members` から該当行が削除されない。")
(('members', 'DELETE', False),)
>>> said_writes("The matching rows of `stock` are updated; one row is inserted into `audit`.")
(('stock', 'UPDATE', True), ('audit', 'INSERT', True))
>>> said_writes("One row is inserted into `ExpectException` (columns `ExpectException`, `ExpectedMessage`).")
(('ExpectException', 'INSERT', True),)
>>> said_writes("Only the rows of `m` with `m.status` in (1) are deleted; the row with `m.status` = 2 is not deleted.")
()
"""

from __future__ import annotations

import re

from utspec.critic.checks._claims import clauses
from utspec.critic.checks._sql_rows import ROW_FILTER

_VERBS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("DELETE", re.compile(r"\b(?:deleted|removed)\b|削除", re.IGNORECASE)),
    ("UPDATE", re.compile(r"\b(?:updated|modified)\b|更新", re.IGNORECASE)),
    ("INSERT", re.compile(r"\b(?:inserted|added)\b|挿入|追加", re.IGNORECASE)),
)
_NEGATION = re.compile(r"\b(?:not|no|never)\b|n't\b|ない|されず|せず", re.IGNORECASE)
_TABLE = re.compile(r"`([A-Za-z_][\w.]*)`")


def said_writes(text: str) -> tuple[tuple[str, str, bool], ...]:
    """(table, operation, happens) for each clause that says a table is written or not."""
    out: list[tuple[str, str, bool]] = []
    for clause in clauses(text):
        if ROW_FILTER.search(clause):
            continue
        bare = re.sub(r"`[^`\n]*`", " ", clause)
        op = next((name for name, verb in _VERBS if verb.search(bare)), None)
        # "One row is inserted into `t` (columns `a`, `b`)": the parenthesis lists columns, not other tables.
        tables = _TABLE.findall(re.sub(r"\([^()]*\)", " ", clause))
        if op is None or len(tables) != 1:
            continue
        out.append((tables[0], op, not _NEGATION.search(bare)))
    return tuple(out)
