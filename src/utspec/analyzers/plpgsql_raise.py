"""PL/pgSQL's `RAISE` as an effect: an exception at level EXCEPTION, a report at the other levels.

`RAISE EXCEPTION 'no table name specified';` raises an error whose SQLSTATE is `P0001` (`raise_exception`)
unless the statement names a condition (`RAISE division_by_zero`), an SQLSTATE (`RAISE SQLSTATE '22012'`)
or `USING ERRCODE = …`; its message is the format string (`%` stands for each further argument) or
`USING MESSAGE = …`. That SQLSTATE and message are what a test checks (pgTAP's `throws_ok(sql, 'P0001',
'no table name specified')`). NOTICE, WARNING, INFO, LOG and DEBUG only report to the client and change
no control flow: an output, like T-SQL's `PRINT`. Before this reader both were effects of unknown kind, so
the designer wrote "Not stated by the code" for every error case of a PL/pgSQL routine and the critic had
nothing to compare a stated outcome with (pg `periods`' `drop_period`).
"""

from __future__ import annotations

import re
from typing import NamedTuple

#: `RAISE [level] …` (PL/pgSQL is case-insensitive; a bare `RAISE;` re-raises and is read elsewhere).
_RAISE = re.compile(
    r"^RAISE\s+(?:(EXCEPTION|NOTICE|WARNING|INFO|LOG|DEBUG)\b\s*)?(.*)$", re.IGNORECASE | re.DOTALL
)
_REPORT = frozenset({"NOTICE", "WARNING", "INFO", "LOG", "DEBUG"})
_USING = re.compile(r"\bUSING\b(.*)$", re.IGNORECASE | re.DOTALL)
_OPTION = re.compile(r"\b(MESSAGE|ERRCODE)\s*=\s*('(?:[^']|'')*'|[\w.]+)", re.IGNORECASE)
_STRING = re.compile(r"^E?'((?:[^']|'')*)'", re.IGNORECASE)
_SQLSTATE = re.compile(r"^SQLSTATE\s+'([0-9A-Z]{5})'", re.IGNORECASE)
_CONDITION = re.compile(r"^([a-z_][a-z0-9_]*)\b", re.IGNORECASE)

#: The SQLSTATE of a `RAISE EXCEPTION` that names none (`raise_exception`).
DEFAULT_SQLSTATE = "P0001"


class Raised(NamedTuple):
    """What a `RAISE` does: `kind` "raise" (an error with `name` = its SQLSTATE or condition) or "output"."""

    kind: str
    name: str
    message: str | None
    args: str


def _unquote(s: str) -> str:
    return s[1:-1].replace("''", "'") if s.startswith("'") and s.endswith("'") else s


def read_raise(stmt: str) -> Raised | None:
    """The effect of a PL/pgSQL `RAISE` statement; None when `stmt` is none.

    >>> read_raise("RAISE EXCEPTION 'period % is part of a FOREIGN KEY', period_name")
    Raised(kind='raise', name='P0001', message='period % is part of a FOREIGN KEY', args="'period % is part of a FOREIGN KEY', period_name")
    >>> read_raise("RAISE NOTICE 'period % not found on table %', period_name, table_name").kind
    'output'
    >>> read_raise("RAISE 'it''s %', x").message, read_raise("RAISE division_by_zero").name
    ("it's %", 'division_by_zero')
    >>> r = read_raise("RAISE EXCEPTION USING ERRCODE = 'unique_violation', MESSAGE = 'dup'"); r.name, r.message
    ('unique_violation', 'dup')
    >>> read_raise("RAISE SQLSTATE '22012'").name, read_raise("RAISE;"), read_raise("raise ValueError('x')")
    ('22012', None, None)
    """
    s = stmt.strip().rstrip(";").strip()
    m = _RAISE.match(s)
    if m is None or not m.group(2).strip() and not m.group(1):
        return None
    level, rest = (m.group(1) or "EXCEPTION").upper(), m.group(2).strip()
    options = (
        {k.upper(): _unquote(v) for k, v in _OPTION.findall(u.group(1))} if (u := _USING.search(rest)) else {}
    )
    head = rest[: u.start()].strip() if u else rest
    name = DEFAULT_SQLSTATE
    message = options.get("MESSAGE")
    if (q := _STRING.match(head)) is not None:
        message = message or q.group(1).replace("''", "'")
    elif (st := _SQLSTATE.match(head)) is not None:
        name = st.group(1)
    elif (cond := _CONDITION.match(head)) is not None:
        name = cond.group(1)
    elif not options and head:
        return None  # not PL/pgSQL's shape: Python's `raise ValueError('x')` reads elsewhere
    if head and not (q or _SQLSTATE.match(head) or _CONDITION.match(head)):
        return None
    if _CONDITION.match(head) and not _STRING.match(head) and "(" in head:
        return None  # `raise ValueError('x')`: a call, not a condition name
    name = options.get("ERRCODE", name)
    return Raised("output" if level in _REPORT else "raise", f"RAISE {level}" if level in _REPORT else name,
                  message, rest)  # fmt: skip


__all__ = ["DEFAULT_SQLSTATE", "Raised", "read_raise"]
