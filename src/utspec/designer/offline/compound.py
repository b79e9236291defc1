"""The operands of one compound condition are one condition, not a path past several guards.

A case of `if (!unit || !map[unit.toLowerCase()])` that sets one operand against the other cites the
condition twice (`96:branch`, `96:branch#2`). Counted as two branches it looked like a normal path
(which cites every guard it passes), and a normal path is described by what its function returns:
`val.toFixed(decimalPlaces)`, so "decimalPlaces 0 rounds 1024 * 1.7 to '2KB'" went on the unit
check too. A path past guards passes guards on two or more lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import ChecklistItem


def conditions_tested(cited: Sequence[ChecklistItem]) -> int:
    """How many conditions the items test: one per line of code (a compound condition's operands are one)."""
    return len({(i.file, i.line) for i in cited})
