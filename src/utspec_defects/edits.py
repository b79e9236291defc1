"""Acceptable edits (issue 14, item 3; data/acceptable_edits.yaml): what people do to a correct spec. Every mutant expects `passes`.

The forms come from acceptable_edits.yaml (committed before any corpus code). Where a listed form
cannot apply to a project (no case gives 100 items), the same edit is made by the rule the list
illustrates (a count written in words, a number with separators), stated in each operator.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from utspec_defects.model import Inputs, Mutant, with_case, with_cases
from utspec_defects.text import EXCEPTION, NUMBER, code_refs, concrete

_DATA = Path(__file__).resolve().parent / "data"


@cache
def acceptable_edits() -> dict[str, Any]:
    """data/acceptable_edits.yaml."""
    loaded: dict[str, Any] = yaml.safe_load((_DATA / "acceptable_edits.yaml").read_text(encoding="utf-8"))
    return loaded


# --- reworded inputs -----------------------------------------------------------------------------

_WORDS_EN = {0: "no", 1: "a single", 2: "two", 3: "three", 5: "five", 8: "eight", 10: "ten", 20: "twenty", 50: "fifty",
             100: "a hundred", 101: "a hundred and one"}  # fmt: skip
_KANJI = {0: "〇", 1: "一", 2: "二", 3: "三", 5: "五", 8: "八", 10: "十", 20: "二十", 50: "五十", 100: "百", 101: "百一"}


def _reworded_input(text: str, language: str) -> tuple[str, str] | None:
    """The input with its first count or assignment written as people write it, and how."""
    listed: dict[int, str] = {}
    for e in acceptable_edits()["reword_input"][language]:
        listed.setdefault(e["number"], e["as"])  # the first form listed for a number
    if language == "ja":
        if m := re.search(r"要素数 (\d+) の (`[^`]+`)", text):
            n = int(m.group(1))
            said = listed.get(n) or f"{_KANJI.get(n, m.group(1))}件"
            return text[: m.start()] + f"{m.group(2)}（{said}）" + text[m.end() :], said
        if m := re.search(r"(`[^`]+`) = `(-?\d+)`", text):
            return text[: m.start()] + f"{m.group(1)} に {m.group(2)} を指定" + text[m.end() :], "に … を指定"
        return None
    if m := re.search(r"\bwith (\d+) elements?\b", text):
        n = int(m.group(1))
        words = listed.get(n) or (f"{_WORDS_EN[n]} items" if n in _WORDS_EN else None)
        if words:
            return text[: m.start()] + f"with {words}" + text[m.end() :], words
    if m := re.search(r"(`[^`]+`) = `(-?\d+)`", text):
        return text[: m.start()] + f"{m.group(1)} set to {m.group(2)}" + text[m.end() :], "set to"
    return None


def reword_input(inp: Inputs) -> list[Mutant]:
    """A numeric input reworded: "a hundred items", "商品を百件", "`age` set to 18" (listed forms first)."""
    out = []
    for case in inp.cases():
        got = _reworded_input(case["input"], inp.language)
        if got:
            out.append(Mutant("reword-input", case["id"], f"{case['id']}: {got[0][:70]}",
                              with_case(inp.spec, case["id"], input=got[0]), "passes"))  # fmt: skip
    return out


# --- reformatted numbers ---------------------------------------------------------------------------

_FULL = str.maketrans("0123456789,.", "０１２３４５６７８９，．")


def _reformat(value: str, language: str) -> str | None:
    for e in acceptable_edits()["reformat_number"]:
        if value == str(e["from"]):
            return str(e["to"])
    if re.fullmatch(r"\d{4,}", value):
        return f"{int(value):,}"
    if language == "ja" and re.fullmatch(r"\d+", value):
        return value.translate(_FULL)
    return None


def reformat_number(inp: Inputs) -> list[Mutant]:
    """The numbers of a case's input and preconditions in another notation (listed forms, separators, full-width)."""
    out = []
    for case in inp.cases():
        changed = {}
        for field in ("input", "preconditions"):
            text = case[field]
            new = NUMBER.sub(lambda m: _reformat(m.group(0), inp.language) or m.group(0), text)
            if new != text:
                changed[field] = new
        if changed:
            out.append(Mutant("reformat-number", case["id"], f"{case['id']}: {next(iter(changed.values()))[:70]}",
                              with_case(inp.spec, case["id"], **changed), "passes"))  # fmt: skip
    return out


# --- reordered rows and columns, translated headers (Markdown) -----------------------------------

_HEAD_EN = {"id": "ID", "perspective": "Perspective", "category": "Category", "preconditions": "Preconditions",
            "input": "Input", "expected": "Expected", "evidence": "Evidence"}  # fmt: skip
_CATEGORY_JA = {"normal": "正常系", "error": "異常系", "boundary": "境界値"}
_ORDER = ("id", "perspective", "category", "preconditions", "input", "expected", "evidence")


def _cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\r", "").replace("\n", "<br>")


def render_markdown(spec: dict[str, Any], columns: tuple[str, ...] = _ORDER, headers: dict[str, str] | None = None,
                    japanese_categories: bool = False) -> str:  # fmt: skip
    """A spec as a person's Markdown table (any column order, any header words), with its open questions."""
    headers = headers or _HEAD_EN
    lines = [f"# {spec.get('title') or 'Unit test specification'}", "", "## Test cases", ""]
    lines.append("| " + " | ".join(headers[c] for c in columns) + " |")
    lines.append("|" + "---|" * len(columns))
    for case in spec["cases"]:
        cells = []
        for c in columns:
            if c == "evidence":
                cells.append("<br>".join(f"`{r}`" for r in case["evidence"]))
            elif c == "category" and japanese_categories:
                cells.append(_CATEGORY_JA.get(case["category"], case["category"]))
            else:
                cells.append(_cell(str(case.get(c, ""))))
        lines.append("| " + " | ".join(cells) + " |")
    lines += ["", "## Open questions", ""]
    for q in spec.get("open_questions", []):
        refs = f" (refs: {', '.join(q['refs'])})" if q.get("refs") else ""
        lines.append(f"- **{q['id']}**: {_cell(q['question'])}{refs}")
    return "\n".join(lines) + "\n"


def _column_key(header: str) -> str:
    return {v.lower(): k for k, v in _HEAD_EN.items()}.get(header.lower(), header.lower())


def reorder_columns(inp: Inputs) -> list[Mutant]:
    """The table's columns in the orders acceptable_edits.yaml lists (Markdown)."""
    out = []
    first = inp.cases()[0]["id"] if inp.cases() else ""
    for order in acceptable_edits()["reorder_columns"]:
        columns = tuple(_column_key(h) for h in order)
        out.append(Mutant("reorder-columns", first, "columns: " + ", ".join(order), dict(inp.spec), "passes",
                          cases=tuple(c["id"] for c in inp.cases()), markdown=render_markdown(dict(inp.spec), columns)))  # fmt: skip
    return out


_CATEGORY_ORDER = {"normal": 0, "boundary": 1, "error": 2}


def reorder_rows(inp: Inputs) -> list[Mutant]:
    """Cases listed last to first, and grouped by category (normal, boundary, error)."""
    cases = inp.cases()
    if len(cases) < 2:
        return []
    ids = tuple(c["id"] for c in cases)
    orders = {"reverse": cases[::-1], "by-category": sorted(cases, key=lambda c: _CATEGORY_ORDER.get(c["category"], 3))}
    return [Mutant("reorder-rows", ids[0], f"rows {how}", with_cases(inp.spec, order), "passes", cases=ids)
            for how in acceptable_edits()["reorder_rows"] if (order := orders[how])]  # fmt: skip


def translate_headers(inp: Inputs) -> list[Mutant]:
    """Japanese headers and category words on the table (acceptable_edits.yaml), as a Japanese team writes them."""
    ja = acceptable_edits()["translate_headers"]["ja"]
    headers = {_column_key(k): v for k, v in ja.items()}
    cases = inp.cases()
    if not cases:
        return []
    md = render_markdown(dict(inp.spec), headers=headers, japanese_categories=True)
    return [Mutant("translate-headers", cases[0]["id"], "headers: " + ", ".join(headers.values()), dict(inp.spec),
                   "passes", cases=tuple(c["id"] for c in cases), markdown=md)]  # fmt: skip


# --- an added valid case ----------------------------------------------------------------------------


def _next_id(cases: list[dict[str, Any]]) -> str:
    return f"TC-{max(int(c['id'].split('-')[1]) for c in cases) + 1:03d}"


_WORKED = re.compile(r"for this input|この入力での")
_COMPARISON = re.compile(r"^(.*?)\s*(===|!==|==|!=|<=|>=|<|>)\s*(.*)$")
_CONSTANT = re.compile(r"-?(?:0x[0-9A-Fa-f]+|\d+)L?|[A-Z][A-Z0-9_]*|[A-Z]\w*\.[A-Z][A-Z0-9_]*")


def _operand(text: str) -> str | None:
    """The side of a boundary's comparison that the input sets (not the literal or constant it is compared with)."""
    m = _COMPARISON.match(text.strip())
    if m is None:
        return None
    left, right = m.group(1).strip(), m.group(3).strip()
    if _CONSTANT.fullmatch(left) and not _CONSTANT.fullmatch(right):
        return right
    return left if not _CONSTANT.fullmatch(left) else None


def _counted(operand: str) -> str:
    """`len(x)`, `x.length`, `x.length()`, `x.size()` are stated by their `x` ("`x` with N elements")."""
    m = re.fullmatch(r"len\((.+)\)|(.+?)\.(?:length|size)(?:\(\))?", operand)
    return (m.group(1) or m.group(2)) if m else operand


def _stated(text: str, operand: str, value: int) -> re.Match[str] | None:
    """Where the input states the operand at `value` ("`op` = `N`", "`op` with N elements", "要素数 N の `op`",
    "`op` returns `N`", "`op` が `N` を返す"); the number is the match's group `n`."""
    op, name, n = re.escape(operand), re.escape(_counted(operand)), rf"(?P<n>{value})"
    forms = (rf"`{op}` = `{n}`", rf"`{name}` with {n} elements?", rf"要素数 {n} の `{name}`",
             rf"`{op}` returns `{n}`", rf"`{op}` が `{n}` を返す")  # fmt: skip
    return next((m for f in forms if (m := re.search(f, text))), None)


def _number_at(value: int) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w.\-]){value}(?![\w.])")


def add_valid_case(inp: Inputs) -> list[Mutant]:
    """same-evidence-other-value: a copy of a boundary case with its operand moved 10 further from the edge.

    The copied case gives the larger of a boundary's two test values; 10 more is on the same side of
    the condition (a > or >= holds there as it does at the larger value; a < or <= fails there as it does;
    an == or != is off its value at both), so the copied expected result stays true. Not where the expected
    result is the value worked out for the input ("the function returns `720` (the value of `fee` for this
    input)", since 2026-12-04): another input gives another value there. Since session 22 only where the copy is
    valid by the rules acceptable_edits.yaml lists under add_valid_case: the operand alone moves, the result does
    not name the value, no other boundary on the line compares the same operand.
    """
    cases = inp.cases()
    out = []
    for case in cases:
        if not concrete(case) or _WORKED.search(case["expected"]):
            continue
        for ref in code_refs(case):
            item = inp.item(ref)
            if not item or item.get("kind") != "boundary" or not item.get("test_values"):
                continue
            top = max(item["test_values"])
            operand = _operand(str(item.get("text") or ""))
            if not isinstance(top, int) or operand is None:
                continue
            number = _number_at(top)
            stated = _stated(case["input"], operand, top)
            if stated is None or len(number.findall(case["input"])) != 1:
                continue  # another name shares the number, or the operand is not stated plainly
            if number.search(case["expected"]) or number.search(case.get("preconditions") or ""):
                continue  # a result naming the value changes with it
            line = ref.split("#")[0]
            if any(o.get("kind") == "boundary" and o["id"] != ref and o["id"].split("#")[0] == line
                   and _operand(str(o.get("text") or "")) == operand for o in inp.checklist):  # fmt: skip
                continue  # ten further may cross another comparison of the same operand on that line
            moved = str(top + 10)
            new_input = case["input"][: stated.start("n")] + moved + case["input"][stated.end("n") :]
            cond = str(item.get("text") or "")
            kept = case["perspective"].split(cond) if cond else [case["perspective"]]
            perspective = cond.join(number.sub(moved, part) for part in kept)
            new = dict(case, id=_next_id(cases), input=new_input, perspective=perspective)
            raised = EXCEPTION.search(case["expected"]) and not re.search(r"not raised|送出されない", case["expected"])
            new["category"] = "error" if raised else "normal"
            out.append(Mutant("add-valid-case", new["id"], f"{new['id']}: copy of {case['id']} at {top + 10}",
                              with_cases(inp.spec, [*cases, new]), "passes"))  # fmt: skip
            break
    return out


# --- a concrete result said another way -----------------------------------------------------------

#: The rephrasings acceptable_edits.yaml lists, generalised from its examples to any exception type and value.
_REPHRASE_EN = ((re.compile(r"`(\w+)` is raised"), r"Raises `\1`"), (re.compile(r"The function returns `([^`]+)`"), r"The return value is `\1`"))
_REPHRASE_JA = ((re.compile(r"`(\w+)` が送出される"), r"`\1` を送出する"), (re.compile(r"`([^`]+)` が返される"), r"戻り値が `\1` である"))


def rephrase_result(inp: Inputs) -> list[Mutant]:
    """A concrete expected result said another way that names the same observable."""
    rules = _REPHRASE_JA if inp.language == "ja" else _REPHRASE_EN
    out = []
    for case in inp.cases():
        if not concrete(case):
            continue
        for pattern, repl in rules:
            if pattern.search(case["expected"]):
                new = pattern.sub(repl, case["expected"], count=1)
                out.append(Mutant("rephrase-result", case["id"], f"{case['id']}: {new[:70]}",
                                  with_case(inp.spec, case["id"], expected=new), "passes"))  # fmt: skip
                break
    return out
