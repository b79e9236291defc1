"""A table row's type cell declares what values a field may hold; it says nothing that happens.

API tables in READMEs give each parameter, option or result a row: "Property=unit | Type=`string`｜`null`
| Description=The unit in which the result will be returned". The type cell's `null` met the guard
that returns null (`!Number.isFinite(value)`), and `number`/`string` met every `typeof` test, so
rows landed on checks their descriptions never mention. A row is matched on its other cells (its
name, its description, its default); the type cell is left out.

A row is read as the Markdown and Office readers write it: `Header=cell` parts joined by " | ".
"""

from __future__ import annotations

import re

#: Column headers that name a type column.
_TYPE_HEADERS = frozenset({"type", "types", "型", "データ型", "タイプ"})
_CELL = re.compile(r"^\s*([^=|]{1,20})=")


def without_type_cell(text: str) -> str:
    """A table row without its type cell; any other text as it is.

    >>> without_type_cell("Property=unit | Type=`string`｜`null` | Description=The unit, by default auto.")
    'Property=unit | Description=The unit, by default auto.'
    >>> without_type_cell("Type=`null` is returned on error")
    'Type=`null` is returned on error'
    """
    parts = text.split(" | ")
    if len(parts) < 2 or not all(_CELL.match(p) for p in parts):
        return text
    kept = [
        p for p in parts if (m := _CELL.match(p)) is None or m.group(1).strip().lower() not in _TYPE_HEADERS
    ]
    return " | ".join(kept) if kept else text
