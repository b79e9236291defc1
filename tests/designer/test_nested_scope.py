"""A function defined inside another is part of it for a statement's scope, and a TypeScript function's span is found
through a typed `const` and destructured parameters (scope.nested_in, link_context).

Shaped as a textlint rule (ja-period-ts): `reporter` returns a handler object whose `[Syntax.Str](node) { … }` holds
the checks; the design's comments stand under the reporter's heading. Our own code.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import scope
from utspec.designer.offline.link_context import function_span
from utspec.models import ChecklistItem, Kind, Requirement, SourceText

CODE = """const reporter: Reporter<Options> = (context, options = {}) => {
    const strict = options.strict !== undefined ? options.strict : false;
    return {
        [Syntax.Str](node) {
            // 空の文字列は無視する
            if (node.value.length === 0) {
                return;
            }
            // 厳格モードでは記号を報告する
            if (strict && /[!?]/.test(node.value)) {
                context.report(node);
            }
        }
    };
};

export const endsWith = function (text: string, {
    marks = ["。"],
    loose = false,
}: EndOptions = {}) {
    if (loose) {
        return true;
    }
    return marks.some((m) => text.endsWith(m));
};
"""
SOURCES = [SourceText(path="rule.ts", text=CODE)]
REQS = [
    Requirement(id="DR-1", file="api.md", line=3, kind="bullet", text="空の文字列（`length === 0`）は無視する", section="reporter (rule.ts)"),
]


def _lines() -> set[int]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=SOURCES))
    line = {i.id: i.line for i in checklist}
    return {line[e] for c in spec.cases if "DR-1" in c.evidence for e in c.evidence if e in line}


def test_a_comment_under_the_outer_functions_heading_lands_in_the_nested_handler() -> None:
    assert _lines() == {6, 7}


def test_without_nested_functions_the_handler_is_out_of_scope(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scope, "nested_in", lambda function, spans, items: set())
    assert _lines() == set()


def _item(symbol: str, line: int) -> ChecklistItem:
    return ChecklistItem(id=f"rule.ts:{line}:branch", kind=Kind.BRANCH, file="rule.ts", line=line, end_line=line,
                         language="typescript", symbol=symbol, text="x")  # fmt: skip


def test_spans_past_a_typed_const_and_destructured_parameters() -> None:
    lines = CODE.splitlines()
    assert function_span(lines, _item("reporter", 2)) == (1, 15)
    assert function_span(lines, _item("endsWith", 21)) == (17, 25)
