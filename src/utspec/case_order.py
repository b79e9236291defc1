"""The order a spec lists its cases in: grouped by the source file of their first code evidence.

One definition serves the renderers (which print one table per file) and the offline designer
(which numbers its cases in that order, so a reader meets TC-001, TC-002, ... down the page rather
than the normal path's TC-012 above the SQL file's TC-011).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import TestCase

_FILE_OF_REF = re.compile(r"^(?P<file>.+):\d+:[a-z_]+(?:#\d+)?$")


def cases_by_file(cases: Sequence[TestCase]) -> dict[str, list[TestCase]]:
    """Cases grouped by the source file of their first code evidence ("" for none), in case order."""
    groups: dict[str, list[TestCase]] = {}
    for c in cases:
        file = next((m["file"] for r in c.evidence if (m := _FILE_OF_REF.match(r))), "")
        groups.setdefault(file, []).append(c)
    if "" in groups:
        groups[""] = groups.pop("")  # last: the per-file tables come first
    return groups


def split_by_file(cases: Sequence[TestCase]) -> dict[str, list[TestCase]] | None:
    """The per-file tables when cases cite more than one source file, else None (one table)."""
    groups = cases_by_file(cases)
    return groups if sum(1 for f in groups if f) > 1 else None


def table_order(cases: Sequence[TestCase]) -> list[TestCase]:
    """Cases in the order the Markdown spec lists them (spec.json keeps the same order)."""
    groups = split_by_file(cases)
    return list(cases) if groups is None else [c for g in groups.values() for c in g]
