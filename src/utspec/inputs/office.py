"""Design documents kept as Word (.docx) or Excel (.xlsx) files, turned into located statements.

Teams write design tables in Excel and specifications in Word as often as in Markdown, so a named
.docx/.xlsx is read rather than skipped as binary. A statement's location is what a reviewer can
find in the application: the paragraph number in a Word document (`¶12`, counting non-empty
paragraphs and table rows in reading order) and the cell in a workbook (`Sheet1!B4`).
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass
from pathlib import Path

from utspec.errors import UtspecError
from utspec.inputs.markdown import statements as text_statements

#: Design document formats read through a library rather than decoded as text.
OFFICE_SUFFIXES = frozenset({".docx", ".xlsx", ".xlsm"})
#: Older binary formats that neither library reads: named in the error, with the way out.
LEGACY_SUFFIXES = frozenset({".doc", ".xls", ".ppt", ".pptx", ".pdf", ".rtf"})
SUPPORTED = "Markdown or plain text (.md, .txt), Word (.docx) or Excel (.xlsx)"

_HEADING_STYLE = re.compile(r"^(heading|title|見出し)\s*\d*", re.IGNORECASE)
_LIST_STYLE = re.compile(r"list|リスト|箇条", re.IGNORECASE)


@dataclass(frozen=True)
class Located:
    """A statement of an office document: `line` orders it, `where` is what a person looks up."""

    line: int
    where: str
    kind: str  # heading | bullet | sentence | table_row
    text: str
    section: str | None


def _sentences(text: str) -> list[str]:
    # Reuse the Markdown reader's sentence splitting on one paragraph (it knows 。 and abbreviations).
    return [
        st.text
        for st in text_statements(text.replace("\n", " "))
        if st.kind in ("sentence", "bullet", "heading")
    ]


def _row(header: list[str], cells: list[str]) -> str:
    named = [f"{h}={c}" if h else c for h, c in zip(header + [""] * len(cells), cells) if c]
    return " | ".join(named)


def docx_statements(path: Path, shown: str) -> list[Located]:
    """Headings, list items, sentences and table rows of a Word document, in reading order."""
    import docx
    from docx.opc.exceptions import OpcError
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    try:
        document = docx.Document(str(path))
    except (zipfile.BadZipFile, OpcError, KeyError, ValueError) as exc:
        raise UtspecError(shown, f"cannot read as a Word document (.docx): {exc}") from None
    out: list[Located] = []
    section: str | None = None
    n = 0
    for block in document.iter_inner_content():
        if isinstance(block, Paragraph):
            text = block.text.strip()
            if not text:
                continue
            n += 1
            style = (block.style.name if block.style is not None else "") or ""
            if _HEADING_STYLE.match(style):
                section = " ".join(text.split())
                out.append(Located(n, f"¶{n}", "heading", section, section))
            elif _LIST_STYLE.search(style) or block._p.pPr is not None and block._p.pPr.numPr is not None:
                out.append(Located(n, f"¶{n}", "bullet", " ".join(text.split()), section))
            else:
                out.extend(Located(n, f"¶{n}", "sentence", s, section) for s in _sentences(text))
        elif isinstance(block, Table):
            header: list[str] = []
            for r, row in enumerate(block.rows):
                cells = [" ".join(c.text.split()) for c in row.cells]
                if not any(cells):
                    continue
                n += 1
                if r == 0 and len(cells) > 1:
                    header = cells  # labels of the rows below, not a statement
                    continue
                out.append(Located(n, f"¶{n}", "table_row", _row(header, cells), section))
    return out


def xlsx_statements(path: Path, shown: str) -> list[Located]:
    """Rows of every sheet: the first row with two or more cells labels the rows below it."""
    import openpyxl
    from openpyxl.utils import get_column_letter
    from openpyxl.utils.exceptions import InvalidFileException

    try:
        book = openpyxl.load_workbook(str(path), read_only=True, data_only=True)
    except (zipfile.BadZipFile, InvalidFileException, KeyError, ValueError, OSError) as exc:
        raise UtspecError(shown, f"cannot read as an Excel workbook (.xlsx): {exc}") from None
    out: list[Located] = []
    try:
        for sheet in book.worksheets:
            header: list[str] = []
            # iter_rows starts at A1; read-only empty cells carry no coordinate, so count ourselves.
            for line, row in enumerate(sheet.iter_rows(values_only=True), start=1):
                cells = ["" if v is None else " ".join(str(v).split()) for v in row]
                filled = [(col, text) for col, text in enumerate(cells, start=1) if text]
                if not filled:
                    continue
                where = f"{sheet.title}!{get_column_letter(filled[0][0])}{line}"
                if len(filled) == 1:
                    out.extend(
                        Located(line, where, "sentence", s, sheet.title) for s in _sentences(filled[0][1])
                    )
                elif not header:
                    header = cells
                else:
                    out.append(Located(line, where, "table_row", _row(header, cells), sheet.title))
    finally:
        book.close()
    return out


def office_statements(path: Path, shown: str) -> list[Located]:
    """Statements of a .docx or .xlsx file; any other suffix is not an office document."""
    if path.suffix.lower() == ".docx":
        return docx_statements(path, shown)
    return xlsx_statements(path, shown)
