"""Case drafts for one checklist item: one small function per item kind, registered in `BY_KIND`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from utspec.designer.offline.sentences import category_of, code, describe_effect, fmt, where
from utspec.models import Category, ChecklistItem, Kind

Draft = tuple[str, Category, str, str, str]
"""(perspective, category, preconditions, input, expected) of one case to be numbered."""


def branch_cases(item: ChecklistItem) -> list[Draft]:
    return [
        (
            f"Branch {code(item.text)} taken",
            category_of(item.effect),
            f"{where(item)} is reachable with all earlier guards passing.",
            f"Values that make {code(item.text)} true.",
            describe_effect(item.effect, item.kind),
        )
    ]


def boundary_cases(item: ChecklistItem) -> list[Draft]:
    values = item.test_values or []
    out: list[Draft] = []
    effect = describe_effect(item.effect, item.kind) if item.effect else None
    for v in values:
        on = holds(item.operator, item.value, v)
        state = "true" if on else "false"
        exp = f"{code(item.text)} is {state} for {fmt(v)}"
        if effect and on:
            exp += f": {effect[0].lower()}{effect[1:]}"
        elif effect:
            exp += "; the guarded statements do not run and processing continues."
        else:
            exp += "."
        out.append(
            (
                f"Boundary of {code(item.text)} at {fmt(v)} ({'on' if on else 'off'} the condition)",
                Category.BOUNDARY,
                f"{where(item)} is reachable with all earlier guards passing.",
                f"The compared value is exactly {fmt(v)} (boundary {item.operator} {fmt(item.value)}).",
                exp,
            )
        )
    return out


def holds(op: str | None, bound: float | int | None, v: float | int) -> bool:
    """Whether `v <op> bound` is true."""
    if bound is None:
        return False
    return {
        ">": v > bound, ">=": v >= bound, "<": v < bound, "<=": v <= bound,
        "==": v == bound, "!=": v != bound, "===": v == bound, "!==": v != bound,
    }.get(op or "", False)  # fmt: skip


def raise_or_return_cases(item: ChecklistItem) -> list[Draft]:
    what = "Early exit" if item.kind is Kind.EARLY_RETURN else "Exception"
    return [
        (
            f"{what}: {code(item.text)}",
            category_of(item.text),
            f"{where(item)} is reached on the path to line {item.line}.",
            f"Values that lead to line {item.line} ({code(item.text)}).",
            describe_effect(item.effect or item.text, item.kind)
            + ("" if item.kind is Kind.RAISE else " The statements after it are not executed."),
        )
    ]


def handler_cases(item: ChecklistItem) -> list[Draft]:
    skipped = (item.effect or "").partition(" | skipped: ")[2]
    ok: list[Draft] = []
    if skipped:
        # The other side of the handler: the try body completes, so what a failure skips does run.
        ok.append(
            (
                f"Try block of {where(item)} completes",
                Category.NORMAL,
                "Every dependency called in the try block succeeds (test doubles).",
                "Valid input.",
                f"{code(skipped)} is executed; the handler {code(item.text)} does not run.",
            )
        )
    return ok + [
        (
            f"Exception handled by {code(item.text)}",
            Category.ERROR,
            f"A dependency called in the try block of {where(item)} is made to raise (test double).",
            f"Any valid input; the double raises the exception type {code(item.text)} catches.",
            describe_effect(item.effect, item.kind),
        )
    ]


def sql_condition_cases(item: ChecklistItem) -> list[Draft]:
    col = item.column or "the column"
    values = ", ".join(fmt(v) for v in item.values or [])
    op = (item.op or "").upper()
    if op in ("IN", "=", "=="):
        other = outside(item.values or [])
        return [
            (
                f"SQL condition {code(item.text)}: matching rows only",
                Category.NORMAL,
                f"Test data has rows with {col} = {values} and one row with {col} = {other}.",
                f"Run statement {item.statement_index} of {item.file}.",
                f"Only the rows with {col} in ({values}) are selected/affected; the row with {col} = {other} is not.",
            )
        ]
    if op in ("NOT IN", "<>", "!="):
        return [
            (
                f"SQL condition {code(item.text)}: excluded rows",
                Category.NORMAL,
                f"Test data has rows with {col} = {values} and one row with another {col}.",
                f"Run statement {item.statement_index} of {item.file}.",
                f"The rows with {col} = {values} are not selected/affected; the other row is.",
            )
        ]
    return [
        (
            f"SQL condition {code(item.text)}",
            Category.BOUNDARY if op in ("<", "<=", ">", ">=", "BETWEEN") else Category.NORMAL,
            f"Test data has one row satisfying {code(item.text)} and one violating it"
            + (f" (values at the edge: {values})" if values else "")
            + ".",
            f"Run statement {item.statement_index} of {item.file}.",
            f"Only the row satisfying {code(item.text)} is selected/affected.",
        )
    ]


def sql_case_cases(item: ChecklistItem) -> list[Draft]:
    """A CASE WHEN that maps a value (`sql_case`): the row is selected either way; the value it yields is checked."""
    col = item.column or "the column"
    values = ", ".join(fmt(v) for v in item.values or [])
    result = (item.effect or "").removeprefix("evaluates to ").strip() or "the value of this WHEN"
    return [
        (
            f"SQL CASE {code(item.text)}: value mapping",
            Category.NORMAL,
            f"Test data has one row satisfying {code(item.text)}"
            + (f" ({col} = {values})" if values and (item.op or "").upper() in ("=", "IN") else "")
            + " and one row that does not.",
            f"Run statement {item.statement_index} of {item.file}.",
            f"Both rows are returned; the row satisfying {code(item.text)} gets {result}, "
            "the other row gets the value of a later WHEN or the ELSE.",
        )
    ]


def outside(values: Sequence[float | int | str | None]) -> str:
    """A value just outside an IN list, for the row that must not match."""
    nums = [v for v in values if isinstance(v, int | float) and not isinstance(v, bool)]
    if nums and len(nums) == len(values):
        candidate = max(nums) + 1
        while candidate in nums:
            candidate += 1
        return fmt(candidate)
    return "a value not in the list"


def sql_write_cases(item: ChecklistItem) -> list[Draft]:
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
            f"The input that reaches the {op} in {where(item)}.",
            f"Exactly the expected rows are {verb} {table}, with the column values the input determines.",
        ),
        (
            f"Database write fails: {op} {table}",
            Category.ERROR,
            f"The database rejects the {op} on {table} (constraint violation or connection error via a double).",
            f"The input that reaches the {op} in {where(item)}.",
            f"The database error propagates to the caller (or is handled as the code states); {table} is unchanged.",
        ),
    ]


def loop_cases(item: ChecklistItem) -> list[Draft]:
    return [
        (
            f"Loop {code(item.text)} with nothing to iterate",
            Category.BOUNDARY,
            f"{where(item)} is reachable.",
            "An empty collection (zero iterations).",
            "The loop body does not run; the code after the loop runs once with no items processed.",
        )
    ]


BY_KIND: dict[Kind, Callable[[ChecklistItem], list[Draft]]] = {
    Kind.BRANCH: branch_cases,
    Kind.BOUNDARY: boundary_cases,
    Kind.RAISE: raise_or_return_cases,
    Kind.EARLY_RETURN: raise_or_return_cases,
    Kind.HANDLER: handler_cases,
    Kind.SQL_CONDITION: sql_condition_cases,
    Kind.SQL_CASE: sql_case_cases,
    Kind.SQL_WRITE: sql_write_cases,
    Kind.LOOP: loop_cases,
}
"""The case builder of each checklist kind; a kind not listed gets no case of its own."""
