"""A raise the designer's "passes every guard" input is said to reach, though it sits in a guard's own block.

londiste's `root_notify_change` raises 'only root node can send events' inside `if not coalesce(pgq_node.is_root_node(
i_queue_name), false) then`; its drafted error case gave that raise the normal path's input ("Input that passes every
guard of … (see the normal-path case)"), which takes no guard and so never reaches it. An `else`/`elsif` arm is not the
`if`'s own block: a raise there is reached exactly when every condition of the chain fails (londiste's
`is_obsolete_partition`), so it is left alone; so is a raise further down a block that does more first (londiste's
`set_session_replication_role` raises in the `else` arm of an `elsif` chain inside `if is_local then`: which input
"passes every guard" there is the designer's wording, not a guard the case contradicts). The guard is the block's
first statement's `if`: the block begins with the raise.

>>> from utspec.models import ChecklistItem, Kind
>>> def it(kind, line, text): return ChecklistItem(id=f"r.sql:{line}:{kind.value}", kind=kind, file="r.sql", line=line,
...                                                end_line=line, language="sql", symbol="f", text=text)
>>> src = ["begin", "    if not coalesce(is_root(q), false) then", "        raise exception 'only root';", "    end if;",
...        "    if val = 'a' then", "        x := 1;", "    else", "        raise exception 'bad value';", "    end if;"]
>>> g1, r1 = it(Kind.BRANCH, 2, "not coalesce(is_root(q), false)"), it(Kind.RAISE, 3, "raise exception 'only root'")
>>> g2, r2 = it(Kind.BRANCH, 5, "val = 'a'"), it(Kind.RAISE, 8, "raise exception 'bad value'")
>>> enclosing_guard(r1, [g1, r1, g2, r2], src).id, enclosing_guard(r2, [g1, r1, g2, r2], src)
('r.sql:2:branch', None)
>>> nested = ["    if is_local then", "        if val = 'a' then", "            x := 1;", "        else",
...           "            raise exception 'bad value';", "        end if;", "    end if;"]
>>> enclosing_guard(it(Kind.RAISE, 5, "raise"), [it(Kind.BRANCH, 1, "is_local"), it(Kind.BRANCH, 2, "val = 'a'")], nested)

A PL/pgSQL block is read from its keywords (`_sql_blocks.block_end`), not its indentation: a routine written flush
left (`IF t IS NULL THEN` / `RAISE EXCEPTION …;` / `END IF;` on one margin) still has the raise in the `IF`'s block.

>>> flat = ["BEGIN", "IF t IS NULL THEN", "RAISE EXCEPTION 'no table';", "END IF;", "RETURN true;"]
>>> g3, r3 = it(Kind.BRANCH, 2, "t IS NULL"), it(Kind.RAISE, 3, "RAISE EXCEPTION 'no table'")
>>> enclosing_guard(r3, [g3, r3], flat).id
'r.sql:2:branch'
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.critic.checks._sql_blocks import block_end
from utspec.critic.checks._unreached import _in_block
from utspec.models import ChecklistItem, Kind


def enclosing_guard(
    stmt: ChecklistItem, pool: Sequence[ChecklistItem], lines: Sequence[str]
) -> ChecklistItem | None:
    """The branch of the statement's function whose own block (not an `else` arm) begins with the statement."""
    held = [b for b in pool if b.kind is Kind.BRANCH and b.file == stmt.file and b.symbol == stmt.symbol and b.symbol
            and b.line < stmt.line and _held(lines, stmt, b) and _first(lines, b.line, stmt.line)]  # fmt: skip
    return max(held, key=lambda b: b.line, default=None)


def _held(lines: Sequence[str], stmt: ChecklistItem, branch: ChecklistItem) -> bool:
    """Whether the statement is in the branch's own block: by the SQL keywords where the branch is a PL/pgSQL `IF`
    this reader knows, else by indentation."""
    if branch.language == "sql" and (end := block_end(lines, branch.line)) is not None:
        return branch.line < stmt.line <= end
    return _in_block(lines, stmt.line, branch.line)


def _first(lines: Sequence[str], host: int, stmt: int) -> bool:
    """Whether nothing but blank lines, comments or the condition's continuation stands between the `if` and the
    statement (1-based lines)."""
    between = [t.strip() for t in lines[host : stmt - 1] if t.strip()]
    return all(t.startswith(("--", "//", "#", "/*", "*")) or t in ("{", "then", "THEN") for t in between)


__all__ = ["enclosing_guard"]
