"""The spec as the Excel workbook Japanese teams keep their 単体テスト仕様書 in (openpyxl).

Layout (one row per case, the tester's columns left empty for them):
    header block   title, system, module, version, author, date, status
    cases sheet    No | 大項目 | 中項目 | 小項目 | 確認観点 | 区分 | 前提条件 | 入力値 | 期待結果 | 根拠 | 要件ID
                   | 判定 (OK/NG list) | 実施日 | 実施者 | 備考
    questions      id, question, refs
    coverage       C0 / C1 as defined on the sheet, then every checklist item and the cases citing it

大項目 is the function the case's code evidence sits in, 中項目 the kind of that checklist item,
小項目 its code text (the condition or statement); 確認観点 is the case's perspective. 根拠 holds the code
references, 要件ID the design (DR) and key-item (KT) references: `utspec review` reads both back as the
case's evidence, so an edited workbook is reviewed like the Markdown spec (see `read_xlsx_spec`).
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from utspec.models import Category, ChecklistItem, Kind, OpenQuestion, Status, TestCase, TestSpec
from utspec.render.labels import CATEGORY_ALIASES, CATEGORY_LABELS

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

CASE_COLUMNS = ("no", "major", "middle", "minor", "perspective", "category", "preconditions", "input", "expected",
                "evidence", "requirement", "result", "run_date", "tester", "notes")  # fmt: skip
WIDTHS = {"no": 5, "major": 18, "middle": 10, "minor": 22, "perspective": 24, "category": 8, "preconditions": 24,
          "input": 26, "expected": 34, "evidence": 28, "requirement": 9, "result": 6, "run_date": 10,
          "tester": 9, "notes": 12}  # fmt: skip
_LINE_PT = 15.0

XLSX_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "no": "No", "major": "Major item", "middle": "Middle item", "minor": "Minor item",
        "perspective": "Perspective", "category": "Category", "preconditions": "Preconditions",
        "input": "Input", "expected": "Expected result", "evidence": "Evidence", "requirement": "Requirement ID",
        "result": "Result", "run_date": "Date run", "tester": "Tester", "notes": "Notes",
        "title": "Unit test specification", "system": "System", "module": "Module", "version": "Version",
        "author": "Author", "date": "Date", "status": "Status", "cases": "Test cases",
        "questions": "Open questions", "question": "Question", "input_notes": "Input notes", "file": "File",
        "note": "Note", "refs": "References", "coverage": "Coverage",
        "item": "Checklist item", "kind": "Kind", "must": "Must cover", "cited_by": "Cited by", "yes": "yes",
        "no_": "no", "design": "Design", "key_item": "Key item",
        "c0": "C0 (statements): checklist statements cited / all", "c1": "C1 (branches): branch outcomes cited / all",
        "c_note": "C0 counts raise, return, handler, write and call items; C1 counts branch, loop and boundary items "
                  "(each must be cited by at least one case).",
    },
    "ja": {
        "no": "No", "major": "大項目", "middle": "中項目", "minor": "小項目", "perspective": "確認観点",
        "category": "区分", "preconditions": "前提条件", "input": "入力値", "expected": "期待結果",
        "evidence": "根拠", "requirement": "要件ID", "result": "判定", "run_date": "実施日", "tester": "実施者",
        "notes": "備考", "title": "単体テスト仕様書", "system": "システム名", "module": "モジュール名",
        "version": "版数", "author": "作成者", "date": "作成日", "status": "ステータス", "cases": "テストケース",
        "questions": "確認事項", "question": "質問", "input_notes": "入力に関する注記", "file": "ファイル",
        "note": "注記", "refs": "参照", "coverage": "網羅状況",
        "item": "チェック項目", "kind": "種別", "must": "必須", "cited_by": "参照ケース", "yes": "はい",
        "no_": "いいえ", "design": "設計", "key_item": "重点項目",
        "c0": "C0（命令網羅）: 参照された命令項目 / 全命令項目", "c1": "C1（分岐網羅）: 参照された分岐項目 / 全分岐項目",
        "c_note": "C0 は例外送出・return・例外処理・DB 書込・呼出の項目、C1 は分岐・ループ・境界値の項目を数える"
                  "（それぞれ 1 件以上のケースが参照していること）。",
    },
}  # fmt: skip

KIND_LABELS: dict[str, dict[str, str]] = {
    "ja": {"branch": "分岐", "loop": "ループ", "early_return": "早期リターン", "raise": "例外送出", "handler": "例外処理",
           "boundary": "境界値", "sql_condition": "SQL条件", "sql_write": "DB書込", "config": "設定", "call": "呼出"},
}  # fmt: skip

STATEMENT_KINDS = {Kind.RAISE, Kind.EARLY_RETURN, Kind.HANDLER, Kind.SQL_WRITE, Kind.CALL}
BRANCH_KINDS = {Kind.BRANCH, Kind.LOOP, Kind.BOUNDARY, Kind.SQL_CONDITION}
_TRACE_REF = re.compile(r"^(DR|KT|ANS)-\d+$")


@dataclass(frozen=True)
class SheetHeader:
    """The header block's fields a team fills in (config `output.sheet`); empty ones stay empty."""

    system: str = ""
    module: str = ""
    version: str = ""
    author: str = ""


def _kind_label(kind: str, language: str) -> str:
    return KIND_LABELS.get(language, {}).get(kind, kind)


def _subject(case: TestCase, items: dict[str, ChecklistItem]) -> ChecklistItem | None:
    """The first checklist item the case cites (exact ref, or the first item on a `file:line` ref)."""
    for ref in case.evidence:
        if ref in items:
            return items[ref]
        for item in items.values():
            if f"{item.file}:{item.line}" == ref:
                return item
    return None


def _case_row(case: TestCase, number: int, items: dict[str, ChecklistItem], language: str) -> dict[str, Any]:
    L = XLSX_LABELS[language]
    item = _subject(case, items)
    trace_refs = [r for r in case.evidence if _TRACE_REF.match(r)]
    code_refs = [r for r in case.evidence if not _TRACE_REF.match(r)]
    if item is not None:
        major, middle, minor = item.symbol or item.file, _kind_label(item.kind.value, language), item.text
    else:
        major = L["design"] if any(r.startswith("DR-") for r in trace_refs) else L["key_item"]
        middle, minor = "", case.perspective
    return {
        "no": number, "major": major, "middle": middle, "minor": minor, "perspective": case.perspective,
        "category": CATEGORY_LABELS[language][case.category], "preconditions": case.preconditions,
        "input": case.input, "expected": case.expected, "evidence": "\n".join(code_refs),
        "requirement": "\n".join(trace_refs), "result": None, "run_date": None, "tester": None, "notes": None,
    }  # fmt: skip


def _coverage(
    items: Sequence[ChecklistItem], cited: dict[str, list[str]], kinds: set[Kind]
) -> tuple[int, int]:
    pool = [i for i in items if i.must_cover and i.kind in kinds]
    return sum(1 for i in pool if cited.get(i.id)), len(pool)


def render_xlsx(
    spec: TestSpec,
    *,
    language: str = "en",
    status: Status | None = None,
    checklist: Sequence[ChecklistItem] = (),
    cited: dict[str, list[str]] | None = None,
    header: SheetHeader = SheetHeader(),
    today: date | None = None,
) -> bytes:
    """The workbook's bytes (written with the other artifacts, all or nothing)."""
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.datavalidation import DataValidation

    L = XLSX_LABELS[language]
    cited = cited or {}
    items = {i.id: i for i in checklist}
    wb = Workbook()
    ws: Worksheet = wb.active
    ws.title = L["cases"]
    thin = Side(style="thin", color="808080")
    box = Border(left=thin, right=thin, top=thin, bottom=thin)
    head_fill = PatternFill("solid", fgColor="DDEBF7")
    wrap = Alignment(wrap_text=True, vertical="top")

    ws["A1"] = spec.title if spec.title != TestSpec.model_fields["title"].default else L["title"]
    ws["A1"].font = Font(bold=True, size=14)
    meta = [("system", header.system), ("module", header.module), ("version", header.version),
            ("author", header.author), ("date", (today or date.today()).isoformat()),
            ("status", status.value if status else "")]  # fmt: skip
    for r, (key, value) in enumerate(meta, start=2):
        # Column A is the narrow No column: each label spans A:C and its value D:G.
        ws.cell(row=r, column=1, value=L[key]).font = Font(bold=True)
        ws.cell(row=r, column=4, value=value)
        ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=3)
        ws.merge_cells(start_row=r, start_column=4, end_row=r, end_column=7)
    head_row = len(meta) + 3
    for col, key in enumerate(CASE_COLUMNS, start=1):
        cell = ws.cell(row=head_row, column=col, value=L[key])
        cell.font, cell.fill, cell.border, cell.alignment = Font(bold=True), head_fill, box, wrap
        ws.column_dimensions[get_column_letter(col)].width = WIDTHS[key]
    ws.row_dimensions[head_row].height = _LINE_PT * max(_lines(L[k], WIDTHS[k]) for k in CASE_COLUMNS)
    for n, case in enumerate(spec.cases, start=1):
        row = _case_row(case, n, items, language)
        for col, key in enumerate(CASE_COLUMNS, start=1):
            cell = ws.cell(row=head_row + n, column=col, value=row[key])
            cell.border, cell.alignment = box, wrap
        # Neither openpyxl nor LibreOffice sizes a row to its wrapped text on open: set the height.
        ws.row_dimensions[head_row + n].height = _LINE_PT * max(
            _lines(row[k], WIDTHS[k]) for k in CASE_COLUMNS
        )
    last_row = head_row + max(len(spec.cases), 1)
    last_col = get_column_letter(len(CASE_COLUMNS))
    result_col = get_column_letter(CASE_COLUMNS.index("result") + 1)
    verdict = DataValidation(type="list", formula1='"OK,NG"', allow_blank=True)
    ws.add_data_validation(verdict)
    verdict.add(f"{result_col}{head_row + 1}:{result_col}{last_row}")
    ws.freeze_panes = ws.cell(row=head_row + 1, column=2)
    ws.auto_filter.ref = f"A{head_row}:{last_col}{last_row}"
    ws.print_title_rows = f"{head_row}:{head_row}"
    ws.page_setup.orientation = "landscape"
    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.fitToWidth, ws.page_setup.fitToHeight = 1, 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True

    qs = wb.create_sheet(L["questions"])
    _table(qs, [L["no"], L["question"], L["refs"]], [[q.id, q.question, "\n".join(q.refs)] for q in _questions(spec)],
           [24, 90, 40], head_fill, box, wrap)  # fmt: skip

    # What the spec does not rest on (skipped, guessed, broken inputs), as in the Markdown spec's Input notes.
    from utspec.notices import notice_text
    from utspec.render.input_notes import KIND_LABELS as NOTE_KINDS
    from utspec.render.input_notes import unique

    kinds = NOTE_KINDS.get(language, NOTE_KINDS["en"])
    notes = [
        [kinds[n.kind], f"{n.file}:{n.line}" if n.line else n.file, notice_text(n, language)]
        for n in unique(spec.input_notes)
    ]
    _table(
        wb.create_sheet(L["input_notes"]),
        [L["kind"], L["file"], L["note"]],
        notes,
        [14, 50, 90],
        head_fill,
        box,
        wrap,
    )

    cov = wb.create_sheet(L["coverage"])
    c0, c1 = _coverage(checklist, cited, STATEMENT_KINDS), _coverage(checklist, cited, BRANCH_KINDS)
    cov["A1"], cov["B1"] = L["c0"], f"{c0[0]}/{c0[1]}"
    cov["A2"], cov["B2"] = L["c1"], f"{c1[0]}/{c1[1]}"
    cov["A3"] = L["c_note"]
    rows = [[i.id, _kind_label(i.kind.value, language), L["yes"] if i.must_cover else L["no_"],
             ", ".join(cited.get(i.id, []))] for i in checklist]  # fmt: skip
    _table(
        cov,
        [L["item"], L["kind"], L["must"], L["cited_by"]],
        rows,
        [60, 14, 10, 30],
        head_fill,
        box,
        wrap,
        top=5,
    )

    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def _display_width(text: str) -> int:
    """Columns a line takes: East Asian wide characters count two, as in Excel's column width unit."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _lines(value: Any, width: int) -> int:
    """Wrapped lines of a cell's text in a column `width` characters wide."""
    if value is None:
        return 1
    usable = max(width - 1, 1)
    return sum(max(1, -(-_display_width(part) // usable)) for part in str(value).split("\n"))


def _questions(spec: TestSpec) -> list[OpenQuestion]:
    return list(spec.open_questions)


def _table(ws: Worksheet, heads: list[str], rows: list[list[Any]], widths: list[int], fill: Any, box: Any,
           wrap: Any, *, top: int = 1) -> None:  # fmt: skip
    from openpyxl.styles import Font
    from openpyxl.utils import get_column_letter

    for col, (text, width) in enumerate(zip(heads, widths), start=1):
        cell = ws.cell(row=top, column=col, value=text)
        cell.font, cell.fill, cell.border = Font(bold=True), fill, box
        ws.column_dimensions[get_column_letter(col)].width = width
    for r, values in enumerate(rows, start=top + 1):
        for col, value in enumerate(values, start=1):
            cell = ws.cell(row=r, column=col, value=value)
            cell.border, cell.alignment = box, wrap
    ws.freeze_panes = ws.cell(row=top + 1, column=1)


# --- reading a workbook back (utspec review) --------------------------------------------------------

#: Header spellings of the cases sheet, mapped to the spec's fields (both languages, common variants).
XLSX_HEADERS: dict[str, str] = {
    "no": "id", "no.": "id", "id": "id", "項番": "id", "番号": "id", "ケースid": "id", "テストid": "id",
    "確認観点": "perspective", "観点": "perspective", "テスト観点": "perspective", "確認項目": "perspective",
    "perspective": "perspective", "区分": "category", "分類": "category", "category": "category",
    "前提条件": "preconditions", "preconditions": "preconditions", "入力値": "input", "入力": "input",
    "input": "input", "期待結果": "expected", "期待値": "expected", "expected result": "expected",
    "expected": "expected", "根拠": "evidence", "evidence": "evidence", "エビデンス": "evidence",
    "要件id": "evidence", "requirement id": "evidence",
}  # fmt: skip
REQUIRED = {"id", "perspective", "expected"}


def _norm(text: Any) -> str:
    return re.sub(r"\s+", " ", str(text or "")).strip().lower()


def case_id(raw: Any) -> str | None:
    """`TC-007` as written, or a team's numeric No (`7`, `7.0`) as `TC-007`."""
    text = str(raw or "").strip()
    if re.fullmatch(r"TC-\d{3,}", text):
        return text
    if re.fullmatch(r"\d+(\.0)?", text):
        return f"TC-{int(float(text)):03d}"
    return None


def split_refs(cell: Any) -> list[str]:
    """References in a cell: one per line, or separated by commas, `、`, `;` or any `<br>` form."""
    text = re.sub(r"<br\s*/?>", "\n", str(cell or ""), flags=re.I)
    return [r.strip().strip("`") for r in re.split(r"[\n,;、]+", text) if r.strip().strip("`")]


def read_xlsx_spec(data: bytes, shown: str) -> TestSpec:
    """Read the cases back from a workbook utspec wrote or a team edited (first sheet with a case table).

    Raises:
        UtspecError: no sheet has a header row with at least No, a perspective and an expected result.
    """
    from openpyxl import load_workbook

    from utspec.errors import UtspecError
    from utspec.messages import said

    try:
        wb = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception as exc:  # noqa: BLE001 - zipfile, XML and openpyxl errors all mean "not a workbook"
        raise UtspecError(shown, said("error.review.bad_xlsx", why=type(exc).__name__)) from None
    for ws in wb.worksheets:
        rows = list(ws.iter_rows(values_only=True))
        for r, row in enumerate(rows[:40]):
            columns: dict[int, str] = {
                c: XLSX_HEADERS[_norm(v)] for c, v in enumerate(row) if _norm(v) in XLSX_HEADERS
            }
            if not REQUIRED <= set(columns.values()):
                continue
            cases = []
            for line_no, values in enumerate(rows[r + 1 :], start=r + 2):
                got: dict[str, Any] = {"evidence": []}
                for c, field in columns.items():
                    value = values[c] if c < len(values) else None
                    if field == "evidence":
                        got["evidence"] += split_refs(value)
                    else:
                        got[field] = value
                if all(not got.get(f) for f in ("id", "perspective", "expected")):
                    continue  # a blank row at the end of the table
                cid = case_id(got.get("id"))
                if cid is None:
                    raise UtspecError(
                        f"{shown}:{ws.title}!A{line_no}",
                        said("error.review.bad_xlsx_id", id=repr(got.get("id"))),
                    )
                category = CATEGORY_ALIASES.get(_norm(got.get("category")), Category.NORMAL)
                cases.append(TestCase(id=cid, perspective=str(got.get("perspective") or ""), category=category,
                                      preconditions=str(got.get("preconditions") or ""), input=str(got.get("input") or ""),
                                      expected=str(got.get("expected") or ""), evidence=got["evidence"]))  # fmt: skip
            return TestSpec(designer="xlsx", cases=cases)
    raise UtspecError(shown, said("error.review.no_sheet"))
