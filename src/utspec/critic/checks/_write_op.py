"""A case whose cited SQL writes change a table one way while its expected result says another (INSERT cited, "deleted").

Evidence moved between tSQLt's `DELETE #ExpectException` and `INSERT INTO #ExpectException (…)` left each case
saying what the other statement does ("The matching rows are deleted from `ExpectException`" citing the INSERT):
the table is the same, so the table check saw nothing, and `_write_claims` was read only for writes said *not* to
happen. Here a write said to happen on a table is compared with the operations of the cited writes to that table:
when the case cites writes to it and none of them is that operation, the sentence is about other code.

>>> write_op_conflict([("expectexception", "INSERT")], "The matching rows are deleted from `ExpectException`.")
('expectexception', 'INSERT', 'DELETE')
>>> write_op_conflict([("orders", "INSERT")], "One row is inserted into `orders`.") is None
True
>>> write_op_conflict([("orders", "INSERT")], "The rows of `audit` are deleted.") is None  # no cited write to `audit`
True
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.critic.checks._write_claims import said_writes

_OPS = frozenset({"INSERT", "UPDATE", "DELETE"})


def write_op_conflict(cited: Sequence[tuple[str, str]], expected: str) -> tuple[str, str, str] | None:
    """(table, an operation the case cites on it, the operation said) when no cited write to a table said written is
    that operation; `cited` holds (table, operation) of the cited writes, tables by their last name, case-folded."""
    for table, op, happens in said_writes(expected):
        name = table.rsplit(".", 1)[-1].casefold()
        ops = {o for t, o in cited if t == name}
        if happens and ops and ops <= _OPS and op not in ops:
            return name, sorted(ops)[0], op
    return None


__all__ = ["write_op_conflict"]
