"""Guards whose block does something before it leaves: the normal path of a function that has no other guard.

Found on groupcache (bench/linking/projects/groupcache-go) and go-shellquote (shellquote-go): `Cache.Add` leaves only
through `if ee, ok := c.cache[key]; ok { c.ll.MoveToFront(ee); …; return }`, `quote` only through
`if len(word) == 0 { buf.WriteString("''"); return }`. `guards_of` takes a block whose *first* statement leaves, so
such a function had no guard; and `walk_items` walks only functions nothing leaves early. Neither built a normal-path
case, and "Add adds a value to the cache." / "Join("test") returns test" had nothing to land on. A block at the
function's own level that ends in a `return` / `raise` (and is not its way out, `success_exit`) is passed by a normal
call with its condition false, as a guard is.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.designer.offline.fallthrough import is_label
from utspec.designer.offline.leaving_blocks import leaves_at_own_level, success_exit
from utspec.models import ChecklistItem, Kind

_BLOCKS = (Kind.BRANCH, Kind.LOOP, Kind.HANDLER)


def late_exits(
    file: str, symbol: str | None, items: Sequence[ChecklistItem], lines: Sequence[str]
) -> list[ChecklistItem]:
    """The function's outermost branches whose own block ends by leaving it, other than its way out."""
    own = [i for i in items if i.file == file and i.symbol == symbol and i.kind in _BLOCKS]
    outer = [b for b in own if not any(o is not b and o.line < b.line <= o.end_line for o in own)]
    return [b for b in outer if b.kind is Kind.BRANCH and not is_label(b.text)
            and leaves_at_own_level(b, items, lines) and not success_exit(b, lines)]  # fmt: skip


__all__ = ["late_exits"]
