"""Values for SQL cases: one just outside a list of values (the row, or the argument, that must not match)."""

from __future__ import annotations

from collections.abc import Sequence

from utspec.designer.offline.sentences import fmt


def outside(values: Sequence[float | int | str | None]) -> str:
    """A value just outside an IN list, for the row that must not match."""
    nums = [v for v in values if isinstance(v, int | float) and not isinstance(v, bool)]
    if nums and len(nums) == len(values):
        candidate = max(nums) + 1
        while candidate in nums:
            candidate += 1
        return fmt(candidate)
    strs = [v for v in values if isinstance(v, str)]
    return f"'{strs[0]}x'" if strs else "?"
