"""evidence-outside-function: a case cites code of a function that the function it tests never runs.

A case names the function it runs (`_case_function`: "`ReadSingle` in …", "… の `ToIntE`", a worked
example's call). A checklist item it cites in another function is evidence of that case only when the
function can run it (`_reach`: named in its body, or in the body of a function it names, and so on).
dnlib's `ReadSingle` case ("`position + 3 >= dataEnd` does not hold") with its ref moved to `ReadDouble`'s
`position + 7 >= dataEnd`, or go-semver's `String()` case citing `UnmarshalYAML`'s `err != nil`: the ref
resolves and its kind fits, but it describes code the case does not run, so the case is not traced.
Blocking, like an unresolved ref. Only functions whose bodies can be read from the source (brace languages,
Python, and the routines of a .sql file: `_routine_body`) and only items with a function of their own are judged.

The case's own function is read as its input runs it where that input decides some `if` (`_run_reach`): statuses'
`status('Forbidden')` names `getStatusMessage` only under conditions false at `'Forbidden'`, so a ref moved onto
`getStatusMessage`'s guard is outside the case's run (`semantic.outside_run`).
"""

from __future__ import annotations

import re
from collections import defaultdict

from utspec.critic.checks._case_facts import cited_items
from utspec.critic.checks._case_function import stated_function
from utspec.critic.checks._reach import reachable
from utspec.critic.checks._routine_body import fold_names, routine_body
from utspec.critic.checks._run_reach import run_text
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.signature import function_body
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Finding, OpenQuestion, Severity, TestCase

RULE_ID = "evidence-outside-function"
SEVERITY = Severity.BLOCKING
SUMMARY = "A case cites code of a function that the function it tests never runs."

#: A call named in a case's cell (`accept(5)`, `s.reset()`): the callee's last name.
_CALLED = re.compile(r"([A-Za-z_$][\w$]*)\s*\(")
#: Languages whose function bodies `function_body` reads (a brace body or Python's indentation).
_READABLE = frozenset({"python", "javascript", "typescript", "tsx", "go", "java", "csharp"})


def _last(symbol: str) -> str:
    return symbol.rsplit(".", 1)[-1]


def function_bodies(inp: ReviewInput) -> dict[str, str]:
    """Each function's body text by its last name (same-named functions joined), from the checklist's items."""
    sources = {s.path: s.text.split("\n") for s in inp.sources}
    first: dict[tuple[str, str], ChecklistItem] = {}
    for item in inp.checklist:
        if item.symbol and _judged(item) and item.file in sources:
            first.setdefault((item.file, item.symbol), item)
    bodies: dict[str, list[str]] = defaultdict(list)
    for (file, symbol), item in first.items():
        if item.language == "sql":  # a PL/pgSQL or T-SQL routine of a .sql file (`_routine_body`)
            bodies[_last(symbol)] += routine_body(sources[file], symbol, item.line, file)
            continue
        bodies[_last(symbol)] += function_body(sources[file], symbol, item.line, item.language)
    sql = {_last(s) for (_f, s), i in first.items() if i.language == "sql"}
    return {name: fold_names("\n".join(lines), bodies) if name in sql else "\n".join(lines)
            for name, lines in bodies.items()}  # fmt: skip


def _judged(item: ChecklistItem) -> bool:
    """Whether the item's function body can be read: a brace language or Python, or a routine of a .sql file."""
    return item.language in _READABLE or (item.language == "sql" and item.file.lower().endswith(".sql"))


def run_bodies(inp: ReviewInput, case: TestCase, name: str, bodies: dict[str, str]) -> dict[str, str] | None:
    """`bodies` with `name`'s body as the case's input runs it (`_run_reach`): None when no block is known false
    or `name` is not one function of a brace language or Python."""
    owners = {(i.file, i.symbol): i for i in inp.checklist
              if i.symbol and _last(i.symbol) == name and i.language in _READABLE}  # fmt: skip
    if len(owners) != 1:
        return None
    (file, symbol), item = next(iter(owners.items()))
    lines = next((s.text.split("\n") for s in inp.sources if s.path == file), None)
    text = run_text(lines, symbol, item.line, item.language, case.input) if lines else None
    return {**bodies, name: text} if text is not None else None


def set_up(case: TestCase, bodies: dict[str, str]) -> set[str]:
    """The functions the case's preconditions call first ("`accept(5)` を呼んでおく"): their code runs too.

    >>> case = TestCase(id="TC-006", perspective="p", category="normal", preconditions="先に `accept(5)` を呼んでおく。",
    ...                 input="`getSum()` を呼ぶ。", expected="`5` が返される。", evidence=["S.java:129:function"])
    >>> set_up(case, {"accept": "sum += value;", "getSum": "return sum;"})
    {'accept'}
    """
    return {n for n in _CALLED.findall(case.preconditions or "") if n in bodies}


def outside(items: list[ChecklistItem], starts: set[str], bodies: dict[str, str]) -> list[ChecklistItem]:
    """The cited items in functions that none of `starts` can run (none when the case's function is unknown)."""
    reached: set[str] = set()
    for start in starts:
        reached |= reachable(start, bodies)
    return [i for i in items if i.symbol and _judged(i) and _last(i.symbol) in bodies
            and _last(i.symbol) not in reached]  # fmt: skip


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    bodies: dict[str, str] | None = None
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        name = stated_function(case)
        if name is None:
            continue
        items = cited_items(inp, case)
        if not items:
            continue
        bodies = function_bodies(inp) if bodies is None else bodies
        if not bodies.get(name):
            continue
        starts = {name} | set_up(case, bodies)
        never = outside(items, starts, bodies)
        run = run_bodies(inp, case, name, bodies)
        for item in never + [i for i in (outside(items, starts, run) if run else []) if i not in never]:
            # Not called at all, or called only under conditions the case's input makes false (`_run_reach`).
            key = "semantic.outside_function" if item in never else "semantic.outside_run"
            out.append(Finding(id=f"{RULE_ID}:{case.id}:{item.id}", rule=RULE_ID, severity=SEVERITY,
                               message=msg(key, case=case.id, function=name, ref=item.id,
                                           other=item.symbol, text=item.text),
                               refs=[case.id]))  # fmt: skip
    return out
