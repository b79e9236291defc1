"""The value a cited `return` gives for the case's own input, worked out from the function's body.

The designer states "the function returns `"a"` (the value of `string` for this input)" for
`smart_truncate("a", 2)`'s early `return string`; expected-contradicts-code compared `"a"` with the
text `string` and blocked a right value. The same reading the designer uses (`analyzers.path_value`)
gives the value here, and only when the path leaves by the cited `return` itself: a wrong value
(`"b"`, or `1171` for 1170) is still a contradiction.

The evaluator runs no call. A case whose input makes a call raise ("a dependency called in the try
block raises `ValueError` (test double)") leaves the try block at that call, so a value the body gives
by a `return` inside a try block (`return True` after `cls.parse(version)`) is not the case's: none is
worked out. A `return` after the handler (which swallowed) is still reached and still counts.

>>> raised_by_input(TestCase(id="TC-001", perspective="p", category="error", preconditions="-",
...     input="A dependency called in the try block of `valid` raises `ValueError` (test double).",
...     expected="x", evidence=["a.py:1:handler"]))
True
>>> raised_by_input(TestCase(id="TC-001", perspective="p", category="normal", preconditions="-",
...     input="`v` = `1`", expected="x", evidence=["a.py:1:branch"]))
False
>>> returns_in_try(["try:", "    cls.parse(v)", "    return True", "except ValueError:", "    return False"])
True
>>> returns_in_try(["try {", "  n = parse(t);", "} catch (final E e) {", "  n = 0;", "}", "return t;"])
False
"""

from __future__ import annotations

import re

from utspec.analyzers.path_value import path_return
from utspec.critic.checks._concise_arrow import statement_body
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem, TestCase

#: An input that makes something raise: "… raises `X` (test double)", "the mailer throws", "例外を送出する".
_RAISES = re.compile(r"\b(?:raises?|throws?)\b|送出|スロー", re.IGNORECASE)


def returns_in_try(body: list[str]) -> bool:
    """Whether a `return` sits in a try block's body (before its except/catch/finally), which a raise skips."""
    inside = False
    for line in body:
        text = line.strip()
        if re.match(r"try\b", text):
            inside = True
        elif re.match(r"\}?\s*(?:except|catch|finally)\b", text):
            inside = False
        elif inside and re.match(r"return\b", text):
            return True
    return False


def raised_by_input(case: TestCase) -> bool:
    """Whether the case's input or preconditions make a call raise (then no body value is worked out)."""
    return bool(_RAISES.search(f"{case.input} {case.preconditions}"))


def worked_return_at(inp: ReviewInput, case: TestCase, item: ChecklistItem, expr: str) -> str | None:
    """The value `item`'s function returns for `case.input` when it leaves by `return expr`; None when not known."""
    lines = next((s.text.split("\n") for s in inp.sources if s.path == item.file), None)
    if not lines or not item.symbol:
        return None
    body = statement_body(lines, item.symbol, item.line, item.language)
    if raised_by_input(case) and returns_in_try(body):
        return None
    found = path_return(body, lines, item.language, case.input)
    if found is None or re.sub(r"\s+", "", found[1]) != re.sub(r"\s+", "", expr):
        return None
    return found[0]


def worked_returns(
    inp: ReviewInput, case: TestCase, items: list[ChecklistItem]
) -> list[tuple[str, ChecklistItem]]:
    """(value, an item of the function) for each cited function whose return the case's input works out."""
    out: list[tuple[str, ChecklistItem]] = []
    for item in {(i.file, i.symbol): i for i in items if i.symbol}.values():
        lines = next((s.text.split("\n") for s in inp.sources if s.path == item.file), None)
        body = statement_body(lines, item.symbol, item.line, item.language) if lines else []
        if raised_by_input(case) and returns_in_try(body):
            continue  # the raise leaves the try block before its `return`
        if lines and (found := path_return(body, lines, item.language, case.input)) is not None:
            out.append((found[0], item))
    return out


__all__ = ["worked_return_at", "worked_returns"]
