"""The Excel UT仕様書: layout, print setup, and `utspec review` reading an edited workbook back."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest
from openpyxl import load_workbook
from typer.testing import CliRunner

from utspec.cli import app, review_cmd, run_cmd  # noqa: F401 - registers `run` and `review`
from utspec.models import Category, ChecklistItem, Status, TestCase, TestSpec
from utspec.render.xlsx import case_id, read_xlsx_spec, render_xlsx, split_refs

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "order-registration"
runner = CliRunner()


def _item(**kw) -> ChecklistItem:
    base = dict(id="src/a.py:3:raise", kind="raise", file="src/a.py", line=3, end_line=3, language="python",
                symbol="Order.register", text='raise ValueError("email is required")')  # fmt: skip
    return ChecklistItem.model_validate({**base, **kw})


def _spec() -> TestSpec:
    return TestSpec(designer="rule-based", cases=[
        TestCase(id="TC-001", perspective="email missing", category=Category.ERROR, preconditions="p",
                 input='email = ""', expected='ValueError("email is required")',
                 evidence=["src/a.py:3:raise", "DR-2", "KT-1"]),
        TestCase(id="TC-002", perspective="design only", category=Category.NORMAL, preconditions="",
                 input="x", expected="y", evidence=["DR-5"]),
    ])  # fmt: skip


def _sheet(data: bytes, index: int = 0):
    return load_workbook(io.BytesIO(data)).worksheets[index]


def test_japanese_layout_columns_header_block_and_tester_columns():
    data = render_xlsx(_spec(), language="ja", status=Status.APPROVED, checklist=[_item()])
    ws = _sheet(data)
    assert ws.title == "テストケース"
    labels = [ws.cell(row=2 + i, column=1).value for i in range(6)]
    assert labels == ["システム名", "モジュール名", "版数", "作成者", "作成日", "ステータス"]
    assert ws["D7"].value == "APPROVED"
    head = [c.value for c in ws[9]]
    assert head == ["No", "大項目", "中項目", "小項目", "確認観点", "区分", "前提条件", "入力値", "期待結果", "根拠",
                    "要件ID", "判定", "実施日", "実施者", "備考"]  # fmt: skip
    first = [c.value for c in ws[10]]
    assert first[:6] == [1, "Order.register", "例外送出", 'raise ValueError("email is required")', "email missing", "異常系"]
    assert first[9] == "src/a.py:3:raise" and first[10] == "DR-2\nKT-1"
    assert first[11:] == [None, None, None, None]  # the tester's columns stay empty
    assert [c.value for c in ws[11]][1] == "設計"  # a design-only case is grouped under the design


def test_print_setup_filters_freeze_and_ok_ng_validation():
    ws = _sheet(render_xlsx(_spec(), language="ja", checklist=[_item()]))
    assert ws.freeze_panes == "B10"
    assert ws.auto_filter.ref == "A9:O11"
    assert ws.page_setup.orientation == "landscape" and int(ws.page_setup.paperSize) == int(ws.PAPERSIZE_A4)
    assert ws.sheet_properties.pageSetUpPr.fitToPage and ws.page_setup.fitToWidth == 1
    assert ws.print_title_rows == "$9:$9"
    (dv,) = ws.data_validations.dataValidation
    assert dv.formula1 == '"OK,NG"' and str(dv.sqref) == "L10:L11"
    assert ws["I10"].alignment.wrap_text


def test_english_labels_and_question_and_coverage_sheets():
    spec = _spec()
    spec.open_questions = []
    data = render_xlsx(spec, language="en", checklist=[_item(), _item(id="src/a.py:2:branch", kind="branch", line=2)],
                       cited={"src/a.py:3:raise": ["TC-001"]})  # fmt: skip
    wb = load_workbook(io.BytesIO(data))
    assert [ws.title for ws in wb.worksheets] == ["Test cases", "Open questions", "Input notes", "Coverage"]
    assert wb.worksheets[0]["A9"].value == "No" and wb.worksheets[0]["I9"].value == "Expected result"
    cov = wb.worksheets[3]
    assert cov["B1"].value == "1/1" and cov["B2"].value == "0/1"  # C0: the raise is cited; C1: the branch is not


@pytest.mark.parametrize("raw, want", [("TC-004", "TC-004"), (4, "TC-004"), ("12", "TC-012"), (3.0, "TC-003"), ("x", None)])
def test_case_numbers_teams_write(raw, want):
    assert case_id(raw) == want


def test_refs_split_on_any_br_form_and_lines():
    assert split_refs("`DR-1`<br/>KT-2<BR>a.py:3\nDR-4、DR-5") == ["DR-1", "KT-2", "a.py:3", "DR-4", "DR-5"]


def test_a_workbook_reads_back_as_the_same_cases():
    spec = _spec()
    back = read_xlsx_spec(render_xlsx(spec, language="ja", checklist=[_item()]), "s.xlsx")
    assert [(c.id, c.category, c.expected, sorted(c.evidence)) for c in back.cases] == [
        (c.id, c.category, c.expected, sorted(c.evidence)) for c in spec.cases
    ]


def test_a_workbook_without_a_case_table_is_one_line_naming_the_file():
    from openpyxl import Workbook

    from utspec.errors import UtspecError

    buf = io.BytesIO()
    Workbook().save(buf)
    with pytest.raises(UtspecError, match="no sheet has a test case table"):
        read_xlsx_spec(buf.getvalue(), "empty.xlsx")


def test_a_file_that_is_not_a_workbook_is_one_line():
    from utspec.errors import UtspecError

    with pytest.raises(UtspecError, match="is not a readable .xlsx workbook"):
        read_xlsx_spec(b"PK\x03\x04 not really", "broken.xlsx")


def _findings(args: list[str]) -> tuple[int, list[str]]:
    res = runner.invoke(app, ["review", *args, "--format", "json"])
    assert res.exit_code in (0, 1, 3), res.output
    data = json.loads(res.output[res.output.index("{"):])
    return res.exit_code, sorted([f["id"] for f in data["findings"]] + [q["id"] for q in data["questions"]])


def test_run_xlsx_then_review_the_workbook_and_the_markdown_alike_also_after_the_same_edit(tmp_path):
    proj = tmp_path / "proj"
    shutil.copytree(EXAMPLE, proj)
    out = tmp_path / "out"
    res = runner.invoke(app, ["run", "--config", str(proj / "config.yaml"), "--out", str(out), "--xlsx"])
    assert res.exit_code == 3, res.output
    book, md = out / "unit-test-specification.xlsx", out / "unit-test-specification.md"
    assert f"xlsx: {book}" in res.output and book.is_file()
    cfg = ["--config", str(proj / "config.yaml")]
    assert _findings([str(book), *cfg]) == _findings([str(md), *cfg])

    # The same hand edit on both: TC-002's row removed, TC-003's expected result reworded.
    wb = load_workbook(book)
    ws = wb.worksheets[0]
    expected_col = [c.value for c in ws[9]].index("Expected result") + 1
    ws.cell(row=12, column=expected_col, value="It works.")
    ws.delete_rows(11)
    wb.save(book)
    rows = md.read_text(encoding="utf-8").split("\n")
    rows = [r for r in rows if not r.startswith("| TC-002 |")]
    for i, r in enumerate(rows):
        if r.startswith("| TC-003 |"):
            cells = r.split(" | ")
            cells[5] = "It works."
            rows[i] = " | ".join(cells)
    md.write_text("\n".join(rows), encoding="utf-8")
    edited_book, edited_md = _findings([str(book), *cfg]), _findings([str(md), *cfg])
    assert edited_book == edited_md
    # TC-002 was the only case citing line 24's raise: both readers now report it uncovered.
    assert "missing-coverage:input/source/order_service.py:24:raise" in edited_book[1]


def test_input_notes_reach_the_workbook():
    from utspec.models import NoteKind, Notice

    spec = _spec()
    spec.input_notes = [Notice(file="design.md", message="encoding guessed as cp1252", kind=NoteKind.GUESSED)]
    ws = load_workbook(io.BytesIO(render_xlsx(spec, language="ja"))).worksheets[2]
    assert ws.title == "入力に関する注記"
    assert [c.value for c in ws[2]][1:] == ["design.md", "encoding guessed as cp1252"]
