"""A guard nested in a plain `if` block that the function runs past is not met by a normal run: the block's condition is.

Found on java.util.StringJoiner (session 21, left then): `toString()` is

    if (size == 0) {
        if (emptyValue != null) {
            return emptyValue;
        }
        elts = EMPTY_STRING_ARRAY;
    }
    return JLA.join(prefix, suffix, delimiter, elts, size);

`guards_of` takes each branch whose block starts by leaving, so the nested `emptyValue != null` was the normal path's
one guard and the normal-path case cited line 169, a condition a normal run (`size > 0`) never evaluates; every
sentence about what `toString()` returns landed on a case the labels call the empty-value arm. `leaving_blocks.
normal_guards` lifts a guard out of a block that always leaves; this lifts it out of a block that does not, when the
block is a plain `if` (no `else`: a guard in one arm of an if/else is met by the run that takes that arm) and the
function goes on after it: the normal run passes the block with its condition false.

Only a guard that hands back a result is lifted (`return emptyValue`, `return TypeAffinity.Blob`): such a block is
another outcome for a special state, which a normal run does not enter. A nested failure check (`raise`, `throw`, a Go
error return) is validation inside work the normal run does do: semver's `if len(parts) < 3 { if … { return
Version{}, errors.New("Short version cannot …") }; for … { parts = append(parts, "0") } }` fills up "1.2" on the
normal path, and its labels say so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.block_exit import block_lines
from utspec.designer.offline.facts import after_block
from utspec.designer.offline.fallthrough import is_label
from utspec.designer.offline.go_error_exit import go_error_return
from utspec.designer.offline.sentences import first_statement
from utspec.models import ChecklistItem, Kind


def lifted(
    guards: list[ChecklistItem], items: Sequence[ChecklistItem], lines: Sequence[str]
) -> list[ChecklistItem]:
    """`guards` with each one nested in a plain `if` block the function runs past replaced by that block's branch
    (the outermost such block), in line order."""
    if not guards:
        return guards
    first = guards[0]
    ids = {g.id for g in guards}
    seen: set[int] = set()
    blocks: list[ChecklistItem] = []
    for b in items:
        # One item per line: `a && b` gives `branch` and `branch#2` on the `if` line.
        if (b.kind is Kind.BRANCH and b.file == first.file and b.symbol == first.symbol and b.id not in ids
                and b.line not in seen and not is_label(b.text)
                and after_block(lines, b.line, b.language) is not None):  # fmt: skip
            seen.add(b.line)
            blocks.append(b)
    spans = {b.id: block_lines(lines, b) for b in blocks}
    out: dict[str, ChecklistItem] = {}
    for g in guards:
        if _fails(g):
            out.setdefault(g.id, g)
            continue
        around = [b for b in blocks if g.line in spans[b.id] and g.line > b.line]
        keep = min(around, key=lambda b: b.line) if around else g
        out.setdefault(keep.id, keep)
    return sorted(out.values(), key=lambda i: i.line)


def _fails(guard: ChecklistItem) -> bool:
    """The guard leaves by a failure: `raise`, `throw`, `panic`, or a Go `return` whose error is not `nil`."""
    first = first_statement(guard.effect)
    return re.match(r"(?:raise|throw|panic)\b", first) is not None or go_error_return(first, guard.language)

