"""The offline test designer: one or more cases per checklist item, then design and key items on top.

It writes what a careful reviewer would ask for without a model: every must-cover item gets a case
whose expected result is taken from the code itself (the exception raised, the value returned, the
statement skipped); boundaries get their on and off values; design statements and key items are
attached to the case that exercises them, or get a case of their own. A key item that matches
nothing in the design or the code is *not* used as evidence: it becomes an open question, because
the seed's run went wrong exactly there.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from utspec.designer.inputs import DesignInputs
from utspec.evidence import EvidenceIndex
from utspec.models import (
    Category,
    ChecklistItem,
    Kind,
    OpenQuestion,
    Requirement,
    ReviewResult,
    TestCase,
    TestSpec,
)
from utspec.terms import Unit, anchor, mentions_number, overlap, terms

NAME = "rule-based"


# ---------------------------------------------------------------------------------------------
# Expected results from the code's own words


def _code(text: str) -> str:
    return f"`{text.replace('`', chr(39))}`"


_RAISE = re.compile(r"^(?:raise|throw)\s+(?:new\s+)?([\w.]+)\s*(?:\((.*)\))?\s*;?$", re.S)
_RETURN = re.compile(r"^return\b\s*(.*?);?$", re.S)


def describe_statement(stmt: str) -> str:
    """Say what one statement does, concretely enough to pass or fail a test."""
    stmt = stmt.strip()
    if m := _RAISE.match(stmt):
        exc, args = m.group(1), (m.group(2) or "").strip()
        return f"{_code(exc)} is raised" + (f" with {args}" if args else "")
    if stmt in ("raise", "throw", "throw;"):
        return "the caught exception is re-raised unchanged"
    if m := _RETURN.match(stmt):
        value = m.group(1).strip()
        return f"the function returns {_code(value)}" if value else "the function returns without a value"
    if stmt in ("continue", "continue;"):
        return "the current iteration is skipped (`continue`)"
    if stmt in ("break", "break;"):
        return "the loop stops (`break`)"
    return f"{_code(stmt)} is executed"


def describe_effect(effect: str | None, kind: Kind) -> str:
    """Turn an analyzer `effect` (see `utspec.analyzers`) into an expected result."""
    if not effect:
        return "the guarded statements run (the code states no observable effect: name one before approval)"
    main, _, skipped = effect.partition(" | skipped: ")
    not_reraised = main.endswith(" (not re-raised)")
    main = main.removesuffix(" (not re-raised)")
    parts = [describe_statement(s) for s in main.split("; ") if s.strip()]
    if kind is Kind.HANDLER:
        text = "the exception is caught; " + "; ".join(parts)
        if not_reraised:
            text += "; it is not re-raised (the caller sees no exception)"
    else:
        text = "; ".join(parts)
    if skipped:
        text += f"; {_code(skipped)} is not executed"
    return text[0].upper() + text[1:] + "."


def _first_statement(effect: str | None) -> str:
    return (effect or "").partition(" | skipped: ")[0].removesuffix(" (not re-raised)").split("; ")[0].strip()


def _category(effect: str | None) -> Category:
    first = _first_statement(effect)
    return Category.ERROR if first.startswith(("raise", "throw")) else Category.NORMAL


def _where(item: ChecklistItem) -> str:
    return f"{_code(item.symbol)} in {item.file}" if item.symbol else item.file


def _fmt(value: float | int | str | None) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "NULL" if value is None else str(value)


# ---------------------------------------------------------------------------------------------
# Cases per checklist kind. Each returns (perspective, category, preconditions, input, expected).

Draft = tuple[str, Category, str, str, str]


def _branch(item: ChecklistItem) -> list[Draft]:
    return [
        (
            f"Branch {_code(item.text)} taken",
            _category(item.effect),
            f"{_where(item)} is reachable with all earlier guards passing.",
            f"Values that make {_code(item.text)} true.",
            describe_effect(item.effect, item.kind),
        )
    ]


def _boundary(item: ChecklistItem) -> list[Draft]:
    values = item.test_values or []
    out: list[Draft] = []
    effect = describe_effect(item.effect, item.kind) if item.effect else None
    for v in values:
        holds = _holds(item.operator, item.value, v)
        state = "true" if holds else "false"
        exp = f"{_code(item.text)} is {state} for {_fmt(v)}"
        if effect and holds:
            exp += f": {effect[0].lower()}{effect[1:]}"
        elif effect:
            exp += "; the guarded statements do not run and processing continues."
        else:
            exp += "."
        out.append(
            (
                f"Boundary of {_code(item.text)} at {_fmt(v)} ({'on' if holds else 'off'} the condition)",
                Category.BOUNDARY,
                f"{_where(item)} is reachable with all earlier guards passing.",
                f"The compared value is exactly {_fmt(v)} (boundary {item.operator} {_fmt(item.value)}).",
                exp,
            )
        )
    return out


def _holds(op: str | None, bound: float | int | None, v: float | int) -> bool:
    if bound is None:
        return False
    return {
        ">": v > bound, ">=": v >= bound, "<": v < bound, "<=": v <= bound,
        "==": v == bound, "!=": v != bound, "===": v == bound, "!==": v != bound,
    }.get(op or "", False)  # fmt: skip


def _raise_or_return(item: ChecklistItem) -> list[Draft]:
    what = "Early exit" if item.kind is Kind.EARLY_RETURN else "Exception"
    return [
        (
            f"{what}: {_code(item.text)}",
            _category(item.text),
            f"{_where(item)} is reached on the path to line {item.line}.",
            f"Values that lead to line {item.line} ({_code(item.text)}).",
            describe_effect(item.effect or item.text, item.kind)
            + ("" if item.kind is Kind.RAISE else " The statements after it are not executed."),
        )
    ]


def _handler(item: ChecklistItem) -> list[Draft]:
    skipped = (item.effect or "").partition(" | skipped: ")[2]
    ok: list[Draft] = []
    if skipped:
        # The other side of the handler: the try body completes, so what a failure skips does run.
        ok.append(
            (
                f"Try block of {_where(item)} completes",
                Category.NORMAL,
                "Every dependency called in the try block succeeds (test doubles).",
                "Valid input.",
                f"{_code(skipped)} is executed; the handler {_code(item.text)} does not run.",
            )
        )
    return ok + [
        (
            f"Exception handled by {_code(item.text)}",
            Category.ERROR,
            f"A dependency called in the try block of {_where(item)} is made to raise (test double).",
            f"Any valid input; the double raises the exception type {_code(item.text)} catches.",
            describe_effect(item.effect, item.kind),
        )
    ]


def _sql_condition(item: ChecklistItem) -> list[Draft]:
    col = item.column or "the column"
    values = ", ".join(_fmt(v) for v in item.values or [])
    op = (item.op or "").upper()
    if op in ("IN", "=", "=="):
        outside = _outside(item.values or [])
        return [
            (
                f"SQL condition {_code(item.text)}: matching rows only",
                Category.NORMAL,
                f"Test data has rows with {col} = {values} and one row with {col} = {outside}.",
                f"Run statement {item.statement_index} of {item.file}.",
                f"Only the rows with {col} in ({values}) are selected/affected; the row with {col} = {outside} is not.",
            )
        ]
    if op in ("NOT IN", "<>", "!="):
        return [
            (
                f"SQL condition {_code(item.text)}: excluded rows",
                Category.NORMAL,
                f"Test data has rows with {col} = {values} and one row with another {col}.",
                f"Run statement {item.statement_index} of {item.file}.",
                f"The rows with {col} = {values} are not selected/affected; the other row is.",
            )
        ]
    return [
        (
            f"SQL condition {_code(item.text)}",
            Category.BOUNDARY if op in ("<", "<=", ">", ">=", "BETWEEN") else Category.NORMAL,
            f"Test data has one row satisfying {_code(item.text)} and one violating it"
            + (f" (values at the edge: {values})" if values else "")
            + ".",
            f"Run statement {item.statement_index} of {item.file}.",
            f"Only the row satisfying {_code(item.text)} is selected/affected.",
        )
    ]


def _outside(values: Sequence[float | int | str | None]) -> str:
    nums = [v for v in values if isinstance(v, int | float) and not isinstance(v, bool)]
    if nums and len(nums) == len(values):
        candidate = max(nums) + 1
        while candidate in nums:
            candidate += 1
        return _fmt(candidate)
    return "a value not in the list"


def _sql_write(item: ChecklistItem) -> list[Draft]:
    table = item.table or "the target table"
    op = (item.op or "write").upper()
    verb = {"INSERT": "inserted into", "UPDATE": "updated in", "DELETE": "deleted from", "MERGE": "merged into"}.get(
        op, "written to"
    )
    return [
        (
            f"Database write: {op} {table}",
            Category.NORMAL,
            f"{table} is in a known state before the call (test database or double).",
            f"The input that reaches the {op} in {_where(item)}.",
            f"Exactly the expected rows are {verb} {table}, with the column values the input determines.",
        ),
        (
            f"Database write fails: {op} {table}",
            Category.ERROR,
            f"The database rejects the {op} on {table} (constraint violation or connection error via a double).",
            f"The input that reaches the {op} in {_where(item)}.",
            f"The database error propagates to the caller (or is handled as the code states); {table} is unchanged.",
        ),
    ]


def _loop(item: ChecklistItem) -> list[Draft]:
    return [
        (
            f"Loop {_code(item.text)} with nothing to iterate",
            Category.BOUNDARY,
            f"{_where(item)} is reachable.",
            "An empty collection (zero iterations).",
            "The loop body does not run; the code after the loop runs once with no items processed.",
        )
    ]


_BY_KIND = {
    Kind.BRANCH: _branch,
    Kind.BOUNDARY: _boundary,
    Kind.RAISE: _raise_or_return,
    Kind.EARLY_RETURN: _raise_or_return,
    Kind.HANDLER: _handler,
    Kind.SQL_CONDITION: _sql_condition,
    Kind.SQL_WRITE: _sql_write,
    Kind.LOOP: _loop,
}


# ---------------------------------------------------------------------------------------------
# Assembly


@dataclass
class _Builder:
    cases: list[TestCase] = field(default_factory=list)
    next_id: int = 1

    def add(self, d: Draft, evidence: list[str]) -> TestCase:
        perspective, category, pre, inp, exp = d
        case = TestCase(
            id=f"TC-{self.next_id:03d}",
            perspective=perspective,
            category=category,
            preconditions=pre,
            input=inp,
            expected=exp,
            evidence=list(dict.fromkeys(evidence)),
        )
        self.next_id += 1
        self.cases.append(case)
        return case


def _merged_into(item: ChecklistItem, branches: list[ChecklistItem]) -> ChecklistItem | None:
    """A raise/early return that is the first statement of a branch is tested by that branch's case."""
    if item.kind not in (Kind.RAISE, Kind.EARLY_RETURN):
        return None
    for b in branches:
        if b.file == item.file and b.line <= item.line <= b.end_line and _first_statement(b.effect) == item.text.strip():
            return b
    return None


def cases_for_items(items: Sequence[ChecklistItem], builder: _Builder) -> None:
    branches = [i for i in items if i.kind is Kind.BRANCH]
    case_of: dict[str, TestCase] = {}
    # A branch whose condition is a literal comparison is tested by the boundary's "on" case.
    on_line = {(i.file, i.line): i for i in items if i.kind is Kind.BOUNDARY}
    for item in items:
        if not item.must_cover and item.kind is not Kind.LOOP:
            continue
        host = _merged_into(item, branches)
        if host is not None and host.id in case_of:
            case_of[host.id].evidence.append(item.id)
            continue
        bound = on_line.get((item.file, item.line)) if item.kind is Kind.BRANCH else None
        if bound is not None and bound.id in case_of:
            case_of[bound.id].evidence.append(item.id)
            case_of[item.id] = case_of[bound.id]
            continue
        make = _BY_KIND.get(item.kind)
        if make is None:
            continue
        for d in make(item):
            case = builder.add(d, [item.id])
            # The case that exercises the guarded code hosts merged items: the first one, or the
            # boundary's "on" value.
            if item.id not in case_of or item.kind is Kind.BOUNDARY and d[4].find(" is true ") >= 0:
                case_of[item.id] = case
    # The normal path: every guard that raises or returns early is false. One case per function.
    by_symbol: dict[tuple[str, str | None], list[ChecklistItem]] = {}
    for b in branches:
        if _category(b.effect) is Category.ERROR or _first_statement(b.effect).startswith("return"):
            by_symbol.setdefault((b.file, b.symbol), []).append(b)
    for (file, symbol), guards in by_symbol.items():
        where = f"{_code(symbol)} in {file}" if symbol else file
        conds = ", ".join(_code(g.text) for g in guards)
        builder.add(
            (
                f"Normal path through {where}",
                Category.NORMAL,
                "All dependencies behave normally.",
                f"Valid input for which none of these guards holds: {conds}.",
                "No guard fires: no exception is raised and the function runs to its last statement "
                "(its return value and side effects are those of the main path).",
            ),
            [g.id for g in guards],
        )


def _tell_apart(cases: Sequence[TestCase], items: dict[str, ChecklistItem]) -> None:
    """Name the line in the perspective of cases that would otherwise read the same.

    Three `recover()` handlers in one Go function give three identical rows; a tester cannot tell
    which is which, and the critic rightly reports them as duplicates. They test different lines,
    so the perspective says which.
    """
    rows: dict[tuple[str, str, str, str], list[TestCase]] = {}
    for c in cases:
        rows.setdefault((c.perspective, c.preconditions, c.input, c.expected), []).append(c)
    for same in rows.values():
        if len(same) < 2:
            continue
        for c in same:
            first = next((items[r] for r in c.evidence if r in items), None)
            if first is not None and not c.perspective.endswith(f" (line {first.line})"):
                c.perspective += f" (line {first.line})"


def _case_units(cases: Sequence[TestCase], items: dict[str, ChecklistItem]) -> list[Unit]:
    units = []
    for c in cases:
        cited = " ".join(f"{items[r].text} {items[r].effect or ''} {items[r].symbol or ''}" for r in c.evidence if r in items)
        units.append(Unit(c.id, f"{c.perspective} {c.expected} {cited}"))
    return units


def _best_case(text: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem]) -> TestCase | None:
    """The case sharing most content terms with a design statement (at least two, or all of a short one)."""
    need = min(2, len(terms(text)))
    best, best_n = None, 0
    for unit, case in zip(_case_units(cases, items), cases, strict=True):
        n = overlap(text, unit.text)
        if n >= max(need, 1) and n > best_n:
            best, best_n = case, n
    return best


def _anchor_units(inputs: DesignInputs) -> list[Unit]:
    """Where a key item may be anchored: design statements and source lines (not headings)."""
    units = [Unit(r.id, r.text) for r in inputs.requirements if r.kind != "heading"]
    for src in inputs.sources:
        for n, line in enumerate(src.text.split("\n"), start=1):
            if line.strip():
                units.append(Unit(f"{src.path}:{n}", line))
    return units


def key_item_question(kt_id: str, text: str) -> OpenQuestion:
    return OpenQuestion(
        id=f"Q-{kt_id}-unanchored",
        question=(
            f"Key test item {kt_id} ({text!r}) matches nothing in the design documents or the changed code. "
            "Is it in scope for this change? If so, which design statement or code does it test?"
        ),
        refs=[kt_id],
    )


def _design_case(req: Requirement) -> Draft:
    """A case of its own for a design statement no code-derived case tests."""
    return (
        f"Design: {req.text}",
        Category.ERROR if terms(req.text) & {"~invalid", "~missing", "~duplicate"} else Category.NORMAL,
        f"As described under {req.section!r} in {req.file}." if req.section else f"As described in {req.file}.",
        "Input that exercises this statement.",
        f"The behaviour stated in {req.id} holds: {req.text}",
    )


# "(boundary > 100)" restates the condition; it does not give 100 as a value.
_RESTATED = re.compile(r"(?:<=|>=|!=|<>|<|>)\s*-?\d[\d,]*(?:\.\d+)?")


def _missing_boundary_cases(item: ChecklistItem, cases: Sequence[TestCase], builder: _Builder) -> None:
    """Add the on/off cases of a boundary whose value no citing case's preconditions or input gives."""
    citing = [c for c in cases if item.id in c.evidence or f"{item.file}:{item.line}" in c.evidence]
    given = [_RESTATED.sub(" ", f"{c.preconditions} {c.input}".replace(item.text, " ")) for c in citing]
    for d, v in zip(_boundary(item), item.test_values or [], strict=True):
        if not any(mentions_number(text, _fmt(v)) for text in given):
            builder.add(d, [item.id])


def draft(inputs: DesignInputs) -> TestSpec:
    """Draft a spec from scratch."""
    builder = _Builder()
    cases_for_items(inputs.checklist, builder)
    index = {i.id: i for i in inputs.checklist}
    # Design statements: attach to the case that already tests them, else a case of their own.
    for req in inputs.requirements:
        if req.kind == "heading" or not terms(req.text):
            continue
        target = _best_case(req.text, builder.cases, index)
        if target is not None:
            target.evidence.append(req.id)
            continue
        builder.add(_design_case(req), [req.id])
    # Key items: the developer's scenarios, anchored or asked about, never silently trusted.
    questions: list[OpenQuestion] = []
    anchors = _anchor_units(inputs)
    for kt in inputs.key_items:
        where = anchor(kt.text, anchors)
        if not where.found:
            questions.append(key_item_question(kt.id, kt.text))
            continue
        assert where.unit is not None  # found implies a unit
        ref = where.unit.ref
        cited = EvidenceIndex.build(inputs.checklist, inputs.requirements, inputs.key_items, inputs.sources).cited_items([ref])
        target = next(
            (c for c in builder.cases if ref in c.evidence or cited & set(c.evidence)),
            None,
        )
        if target is None:
            best = max(builder.cases, key=lambda c: overlap(kt.text, c.perspective + " " + c.expected), default=None)
            if best is not None and overlap(kt.text, best.perspective + " " + best.expected):
                target = best
        if target is not None:
            target.evidence.append(kt.id)
            if ref not in target.evidence and not cited:
                target.evidence.append(ref)
        else:
            builder.add(
                (
                    f"Key item: {kt.text}",
                    Category.ERROR if terms(kt.text) & {"~invalid", "~missing", "~duplicate"} else Category.NORMAL,
                    "As the key test item states.",
                    "Input that exercises the key item.",
                    f"The outcome stated by {kt.id} is observed: {kt.text}",
                ),
                [kt.id, ref],
            )
    _tell_apart(builder.cases, index)
    return TestSpec(
        title=inputs.title,
        designer=NAME,
        cases=builder.cases,
        open_questions=questions,
        assumptions=[
            "Drafted offline by the rule-based designer: expected results quote the code; "
            "a person confirms them against the intended behaviour."
        ],
    )


def revise(inputs: DesignInputs, spec: TestSpec, review: ReviewResult) -> TestSpec:
    """Address the blocking findings of a review; keep every case id that survives."""
    cases = [c.model_copy(deep=True) for c in spec.cases]
    index = EvidenceIndex.build(inputs.checklist, inputs.requirements, inputs.key_items, inputs.sources)
    items = {i.id: i for i in inputs.checklist}
    builder = _Builder(cases=cases, next_id=1 + max((int(c.id[3:]) for c in cases), default=0))
    notes: list[str] = []
    for f in review.blocking:
        if f.rule == "missing-coverage":
            missing = [items[r] for r in f.refs if r in items]
            cases_for_items(missing, builder)
        elif f.rule == "missing-boundary-values":
            for item in (items[r] for r in f.refs if r in items and items[r].kind is Kind.BOUNDARY):
                _missing_boundary_cases(item, list(builder.cases), builder)
        elif f.rule == "design-requirement-not-covered":
            reqs = {r.id: r for r in inputs.requirements}
            for req in (reqs[r] for r in f.refs if r in reqs):
                builder.add(_design_case(req), [req.id])
        elif f.rule == "unsupported-evidence":
            for c in builder.cases:
                if c.id not in f.refs:
                    continue
                c.evidence = [r for r in c.evidence if index.resolve(r).ok]
                if not c.evidence:
                    hit = anchor(f"{c.perspective} {c.expected}", _anchor_units(inputs))
                    if hit.found and hit.unit is not None:
                        c.evidence = [hit.unit.ref]
            dropped = [c.id for c in builder.cases if not c.evidence]
            if dropped:
                notes.append(f"Removed {', '.join(dropped)}: no evidence could be found for them.")
            builder.cases = [c for c in builder.cases if c.evidence]
    _tell_apart(builder.cases, items)
    questions = list(spec.open_questions)
    known = {q.id for q in questions}
    for f in review.blocking:
        if f.rule == "key-item-not-addressed":
            for kt in (k for k in inputs.key_items if k.id in f.refs):
                q = key_item_question(kt.id, kt.text)
                if q.id not in known:
                    questions.append(q)
                    known.add(q.id)
    return spec.model_copy(
        update={"cases": builder.cases, "open_questions": questions, "assumptions": spec.assumptions + notes}
    )
