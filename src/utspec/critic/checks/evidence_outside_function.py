"""evidence-outside-function: a case cites code of a function that the function it tests never runs.

A case names the function it runs (`_case_function`: "`ReadSingle` in …", "… の `ToIntE`", a worked
example's call). A checklist item it cites in another function is evidence of that case only when the
function can run it (`_reach`: named in its body, or in the body of a function it names, and so on).
dnlib's `ReadSingle` case ("`position + 3 >= dataEnd` does not hold") with its ref moved to `ReadDouble`'s
`position + 7 >= dataEnd`, or go-semver's `String()` case citing `UnmarshalYAML`'s `err != nil`: the ref
resolves and its kind fits, but it describes code the case does not run, so the case is not traced.
Blocking, like an unresolved ref. Only functions whose bodies can be read from the source (brace languages
and Python; SQL routines are skipped) and only items with a function of their own are judged.
"""

from __future__ import annotations

import re
from collections import defaultdict

from utspec.critic.checks._case_facts import cited_items
from utspec.critic.checks._case_function import stated_function
from utspec.critic.checks._reach import reachable
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
        if item.symbol and item.language in _READABLE and item.file in sources:
            first.setdefault((item.file, item.symbol), item)
    bodies: dict[str, list[str]] = defaultdict(list)
    for (file, symbol), item in first.items():
        bodies[_last(symbol)] += function_body(sources[file], symbol, item.line, item.language)
    return {name: "\n".join(lines) for name, lines in bodies.items()}


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
    return [i for i in items if i.symbol and i.language in _READABLE and _last(i.symbol) in bodies
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
        for item in outside(items, {name} | set_up(case, bodies), bodies):
            out.append(Finding(id=f"{RULE_ID}:{case.id}:{item.id}", rule=RULE_ID, severity=SEVERITY,
                               message=msg("semantic.outside_function", case=case.id, function=name, ref=item.id,
                                           other=item.symbol, text=item.text),
                               refs=[case.id]))  # fmt: skip
    return out
