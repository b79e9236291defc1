"""A table row whose first cell names one function is about that function's normal path.

Found on strcase and jp-calendar (session 17): `| ToSnake(s) | any_kind_of_string |` and
`| `fiscal_year` | 年度（既定4月始まり） |` list what each function gives; by words such a row ties among every case of
its function (they all share its name) and no link was made. A row is read like a heading naming the function
(`summary_line.heading_function`): its summary. Rows whose first cell is a value, a flag or a class are not.
"""

from __future__ import annotations

_CELLS = " | "


def first_cell(text: str, kind: str) -> str | None:
    """The value of a table row's first cell, as the Markdown reader wrote the row (`Header=value | ...`); None for
    any other statement.

    >>> first_cell("ツール=`fiscal_year` | 内容=年度（既定4月始まり）", "table_row")
    '`fiscal_year`'
    >>> first_cell("Function=ToSnake(s) | Result=any_kind_of_string", "table_row")
    'ToSnake(s)'
    >>> first_cell("ToSnake(s) returns snake case", "sentence") is None
    True
    """
    if kind != "table_row":
        return None
    cell = text.split(_CELLS, 1)[0]
    return cell.split("=", 1)[1].strip() if "=" in cell else cell.strip()
