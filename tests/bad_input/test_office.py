"""Issue 18 item 2: .docx and .xlsx design documents are read, with paragraph and cell locations."""

from __future__ import annotations

import json

import pytest

from tests.bad_input.conftest import CONFIG, run
from utspec.inputs.office import docx_statements, xlsx_statements


def _docx(path):
    import docx

    d = docx.Document()
    d.add_heading("注文登録", level=1)
    d.add_paragraph("f rejects x above 1 with ValueError. It returns x otherwise.")
    d.add_paragraph("x が 0 のときは 0 を返す。", style="List Bullet")
    d.add_paragraph("")
    table = d.add_table(rows=2, cols=2)
    table.rows[0].cells[0].text, table.rows[0].cells[1].text = "code", "meaning"
    table.rows[1].cells[0].text, table.rows[1].cells[1].text = "3", "shipped"
    d.save(str(path))


def _xlsx(path):
    import openpyxl

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "設計"
    ws["A1"] = "f rejects x above 1 with ValueError."
    ws["B3"], ws["C3"] = "code", "meaning"
    ws["B4"], ws["C4"] = 3, "shipped"
    wb.save(str(path))


def test_docx_statements_carry_paragraph_numbers(tmp_path):
    _docx(tmp_path / "d.docx")
    got = [(s.where, s.kind, s.text, s.section) for s in docx_statements(tmp_path / "d.docx", "d.docx")]
    assert got == [
        ("¶1", "heading", "注文登録", "注文登録"),
        ("¶2", "sentence", "f rejects x above 1 with ValueError.", "注文登録"),
        ("¶2", "sentence", "It returns x otherwise.", "注文登録"),
        ("¶3", "bullet", "x が 0 のときは 0 を返す。", "注文登録"),
        ("¶5", "table_row", "code=3 | meaning=shipped", "注文登録"),
    ]


def test_xlsx_statements_carry_cells(tmp_path):
    _xlsx(tmp_path / "d.xlsx")
    got = [(s.where, s.kind, s.text) for s in xlsx_statements(tmp_path / "d.xlsx", "d.xlsx")]
    assert got == [("設計!A1", "sentence", "f rejects x above 1 with ValueError."), ("設計!B4", "table_row", "code=3 | meaning=shipped")]


@pytest.mark.parametrize(("name", "make"), [("design.docx", _docx), ("design.xlsx", _xlsx)])
def test_office_design_docs_become_requirements(project, name, make):
    """Row: a design doc as .xlsx or .docx was skipped as binary and the spec built without it."""
    make(project / name)
    (project / "config.yaml").write_text(CONFIG.replace('"design.md"', f'"{name}"'))
    res = run(project, "--out", str(project / "out"))
    assert res.code in (0, 3), res.stderr
    reqs = json.loads((project / "out" / "trace.json").read_text())["requirements"]
    assert any(r["text"] == "f rejects x above 1 with ValueError." and r["where"] in ("¶2", "設計!A1") for r in reqs)
    assert "binary" not in res.stderr


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("design.doc", b"\xd0\xcf\x11\xe0old word", ".doc design documents are not read: save it as Markdown"),
        ("design.docx", b"PK\x03\x04 not really a zip", "cannot read as a Word document (.docx)"),
        ("design.xlsx", b"garbage", "cannot read as an Excel workbook (.xlsx)"),
        ("design.png", b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "is a binary file, not a design document"),
        ("design.md", b"", "the design document is empty"),
        ("design.md", b"  \n\n", "the design document is empty"),
    ],
)
def test_unreadable_design_doc_is_exit_2_naming_it(project, name, content, message):
    (project / name).write_bytes(content)
    (project / "config.yaml").write_text(CONFIG.replace('"design.md"', f'"{name}"'))
    res = run(project, "--out", str(project / "out"))
    assert res.code == 2, res.stderr
    assert len(res.errors) == 1 and res.errors[0].startswith(f"error: {name}: {message}"), res.errors
    assert not (project / "out").exists()


def test_office_key_items_carry_their_cell(project):
    import openpyxl

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "重点"
    ws["A1"], ws["B1"] = "No", "項目"
    ws["A2"], ws["B2"] = 1, "x が 1 を超えると拒否"
    ws["A3"], ws["B3"] = 2, "x が 1 なら通る"
    wb.save(str(project / "keys.xlsx"))
    (project / "config.yaml").write_text(CONFIG.replace('"keys.md"', '"keys.xlsx"'))
    res = run(project, "--out", str(project / "out"))
    assert res.code in (0, 3), res.stderr
    kts = json.loads((project / "out" / "trace.json").read_text())["key_items"]
    assert [(k["id"], k["where"], k["text"]) for k in kts] == [
        ("KT-1", "重点!A2", "No=1 | 項目=x が 1 を超えると拒否"), ("KT-2", "重点!A3", "No=2 | 項目=x が 1 なら通る")]
