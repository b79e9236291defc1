"""The spec as a Markdown document a person can edit, and the reader that parses it back.

The reader accepts what the writer produces in either language, and also tables people write by
hand: English or Japanese headers (ID/No., 観点/Perspective, 区分/Category, 前提条件/Preconditions,
入力/Input, 期待結果/Expected, 根拠/Evidence) in any column order.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from pydantic import ValidationError

from utspec.case_order import split_by_file
from utspec.errors import UtspecError
from utspec.messages import Catalog, said, status_label
from utspec.models import ChecklistItem, OpenQuestion, Status, TestCase, TestSpec
from utspec.render.input_notes import coverage_error_lines, input_notes_lines
from utspec.render.labels import CATEGORY_ALIASES, CATEGORY_LABELS, COLUMNS, HEADER_ALIASES, LABELS
from utspec.render.unanalysed import unanalysed_line

_META = re.compile(r"<!--\s*utspec:\s*(.*?)\s*-->")
#: A question's structured fields (kind, subject, values, places, choices) ride along in an HTML
#: comment at the end of its line: invisible when rendered, read back by `parse_spec`.
_FIELDS = re.compile(r"\s*<!--\s*utspec-question:\s*(?P<json>\{.*\})\s*-->\s*$")
_FIELD_NAMES = ("kind", "subject", "values", "places", "choices")


def _question_fields(q: OpenQuestion) -> str:
    data = {k: v for k in _FIELD_NAMES if (v := getattr(q, k))}
    if not data:
        return ""
    # `--` may not appear inside an HTML comment; `\u002d` is the same hyphen to a JSON reader.
    body = json.dumps(data, ensure_ascii=False).replace("--", "-\\u002d")
    return f" <!-- utspec-question: {body} -->"


def _read_question_fields(line: str) -> tuple[str, dict[str, object]]:
    """The line without its fields comment, and the fields (none when the comment is missing or broken)."""
    m = _FIELDS.search(line)
    if m is None:
        return line, {}
    try:
        data = json.loads(m["json"])
    except ValueError:
        return line, {}
    fields = {k: data[k] for k in _FIELD_NAMES if isinstance(data, dict) and k in data}
    return line[: m.start()], fields


_QUESTION = re.compile(
    r"^-\s+\*\*(?P<id>[^*]+)\*\*:?\s*(?P<q>.*?)(?:\s+\((?:refs|参照):\s*(?P<refs>[^)]*)\))?\s*$"
)
_SEP = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def _cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\r", "").replace("\n", "<br>")


def _uncell(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text) and text[i + 1] in "\\|":
            out.append(text[i + 1])
            i += 2
            continue
        out.append(text[i])
        i += 1
    return "".join(out).replace("<br>", "\n").strip()


def _split_row(line: str) -> list[str]:
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|") and not s.endswith("\\|"):
        s = s[:-1]
    cells, cur, i = [], [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            cur.append(s[i : i + 2])
            i += 2
            continue
        if s[i] == "|":
            cells.append("".join(cur))
            cur = []
        else:
            cur.append(s[i])
        i += 1
    cells.append("".join(cur))
    return [_uncell(c) for c in cells]


#: Heading of the group of cases that cite no source file (design statements and key items only).
OTHER_CASES = {"en": "Design and key items", "ja": "設計書・重点項目"}


def _case_table(cases: Sequence[TestCase], L: dict[str, str], cats: dict) -> list[str]:
    lines = ["| " + " | ".join(L[c] for c in COLUMNS) + " |", "|" + "|".join("---" for _ in COLUMNS) + "|"]
    for c in cases:
        row = [c.id, c.perspective, cats[c.category], c.preconditions, c.input, c.expected,
               "<br>".join(f"`{r}`" for r in c.evidence)]  # fmt: skip
        lines.append("| " + " | ".join(_cell(v) if i != 6 else v for i, v in enumerate(row)) + " |")
    return lines


def render_spec(
    spec: TestSpec,
    *,
    language: str = "en",
    status: Status | None = None,
    checklist: Sequence[ChecklistItem] = (),
    cited: dict[str, list[str]] | None = None,
) -> str:
    """Render the spec; `checklist` and `cited` (item id → case ids) add the coverage summary.

    The spec's input notes that mark unread SQL statements are also named in that summary.
    """
    L = LABELS[language]
    cats = CATEGORY_LABELS[language]
    meta = f"designer={spec.designer}" + (f" status={status.value}" if status else "")
    lines = [f"# {spec.title}", "", f"<!-- utspec: {meta} -->", ""]
    lines.append(f"- {L['designer']}: {spec.designer}")
    if status:
        lines.append(f"- {L['status']}: {status_label(status.value, language)}")
    # Before the cases: a reviewer should know what the spec does not rest on before reading it.
    lines += ["", *input_notes_lines(spec.input_notes, language)]
    lines += ["", f"## {L['cases']}", ""]
    groups = split_by_file(spec.cases)
    if groups is not None:
        # One table per source file: a merged table of hundreds of rows is not reviewable.
        for file, cases in groups.items():
            lines += [f"### {f'`{file}`' if file else OTHER_CASES.get(language, OTHER_CASES['en'])}", ""]
            lines += [*_case_table(cases, L, cats), ""]
        lines.pop()
    else:
        lines += _case_table(spec.cases, L, cats)
    lines += ["", f"## {L['questions']}", ""]
    if spec.open_questions:
        for q in spec.open_questions:
            refs = Catalog(language)("trace.refs", refs=", ".join(q.refs)) if q.refs else ""
            lines.append(f"- **{q.id}**: {q.question.replace(chr(10), ' ')}{refs}{_question_fields(q)}")
    else:
        lines.append(L["none"])
    lines += ["", f"## {L['assumptions']}", ""]
    lines += [f"- {a}" for a in spec.assumptions] or [L["none"]]
    unread = unanalysed_line(spec.input_notes, language)
    if checklist or unread:
        cited = cited or {}
        must = [i for i in checklist if i.must_cover]
        hit = sum(1 for i in must if cited.get(i.id))
        lines += ["", f"## {L['coverage']}", "", f"{L['covered']}: {hit}/{len(must)}", ""]
        if unread:
            lines += [unread, ""]
        if broken := coverage_error_lines(spec.input_notes, language):
            lines += [*broken, ""]
        lines.append(f"| {L['item']} | {L['kind']} | {L['must']} | {L['cited_by']} |")
        lines.append("|---|---|---|---|")
        for i in checklist:
            by = ", ".join(cited.get(i.id, [])) or "—"
            lines.append(f"| `{i.id}` | {i.kind.value} | {L['yes'] if i.must_cover else L['no']} | {by} |")
    return "\n".join(lines) + "\n"


def _section_of(heading: str) -> str | None:
    h = heading.strip().lower()
    for lang in LABELS.values():
        for key in ("cases", "questions", "assumptions", "coverage"):
            if h == lang[key].lower():
                return key
    return None


def _refs(cell: str) -> list[str]:
    parts = re.split(r"\n|,\s*|;\s*|、|\s{2,}", cell)
    return [p.strip().strip("`").strip() for p in parts if p.strip().strip("`").strip()]


def parse_spec(text: str, shown: str = "<spec>") -> TestSpec:
    """Parse a spec written by `render_spec` or by hand; errors name the file and line."""
    lines = text.split("\n")
    title = "Unit test specification"
    designer = "human"
    if m := _META.search(text):
        for kv in m.group(1).split():
            k, _, v = kv.partition("=")
            if k == "designer" and v:
                designer = v
    section: str | None = None
    cases: list[TestCase] = []
    questions: list[OpenQuestion] = []
    assumptions: list[str] = []
    header: list[str | None] | None = None
    saw_table = False
    for n, raw in enumerate(lines, start=1):
        line = raw.rstrip()
        if line.startswith("# ") and title == "Unit test specification":
            title = line[2:].strip()
            continue
        if line.startswith("#"):
            section = _section_of(line.lstrip("#"))
            header = None
            continue
        stripped = line.strip()
        if section in (None, "cases") and stripped.startswith("|"):
            cells = _split_row(stripped)
            if header is None:
                mapped = [HEADER_ALIASES.get(c.strip().lower()) for c in cells]
                if "id" in mapped and "expected" in mapped:
                    header = mapped
                    saw_table = True
                    missing = [c for c in ("perspective", "category", "evidence") if c not in mapped]
                    if missing:
                        raise UtspecError(
                            shown, said("error.review.no_column", columns=", ".join(missing)), line=n
                        )
                continue
            if _SEP.match(stripped):
                continue
            values = {col: cells[i] if i < len(cells) else "" for i, col in enumerate(header) if col}
            cat_text = values.get("category", "").strip()
            category = CATEGORY_ALIASES.get(cat_text.lower())
            if category is None:
                raise UtspecError(shown, said("error.review.bad_category", category=repr(cat_text)), line=n)
            case_id = values.get("id", "").strip()
            if not re.fullmatch(r"TC-\d{3,}", case_id):
                raise UtspecError(shown, said("error.review.bad_case_id", id=repr(case_id)), line=n)
            cases.append(
                TestCase(
                    id=case_id,
                    perspective=values.get("perspective", ""),
                    category=category,
                    preconditions=values.get("preconditions", ""),
                    input=values.get("input", ""),
                    expected=values.get("expected", ""),
                    evidence=_refs(values.get("evidence", "")),
                )
            )
        elif section == "questions" and stripped.startswith("- "):
            stripped, fields = _read_question_fields(stripped)
            if m := _QUESTION.match(stripped):
                refs = [r.strip() for r in (m["refs"] or "").split(",") if r.strip()]
                base = {"id": m["id"].strip(), "question": m["q"].strip(), "refs": refs}
                try:
                    questions.append(OpenQuestion.model_validate({**base, **fields}))
                except ValidationError:  # a hand-edited fields comment: the question itself still counts
                    questions.append(OpenQuestion.model_validate(base))
            else:
                q = stripped[2:].strip()
                questions.append(OpenQuestion(id=f"Q-line-{n}", question=q))
        elif section == "assumptions" and stripped.startswith("- "):
            assumptions.append(stripped[2:].strip())
    if not saw_table:
        raise UtspecError(shown, said("error.review.no_table"))
    return TestSpec(
        title=title, designer=designer, cases=cases, open_questions=questions, assumptions=assumptions
    )
