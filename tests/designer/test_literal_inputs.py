"""Inputs that name the literal a condition tests (text_values), and the short-circuit guard's own case (guard_cases).

Each fixture is a small function in one language; the expected input phrase is written by hand.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import rule_based
from utspec.designer.inputs import DesignInputs
from utspec.designer.offline import guard_cases, text_values
from utspec.models import SourceText


def _cases(path: str, code: str, language: str = "en") -> list:
    sources = [SourceText(path=path, text=code)]
    checklist = analyze(sources, AnalyzerOptions()).items
    inputs = DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources, language=language)
    return rule_based.draft(inputs).cases


def _case_about(cases: list, perspective_part: str):
    found = [c for c in cases if perspective_part in c.perspective]
    assert found, [c.perspective for c in cases]
    return found[0]


LITERALS = [
    # ruleid: a Java equals on a literal receiver
    ("A.java", 'class A { void f(String status) { if ("SHIPPED".equals(status)) { throw new IllegalStateException("shipped"); } } }',
     '"SHIPPED".equals(status)', '`status` = `"SHIPPED"`'),
    # ruleid: a prefix test on what a dependency returns
    ("A.java", 'class A { void f(Line line) { if (line.sku().startsWith("HZ-")) { audit.record("hz"); } } }',
     'line.sku().startsWith("HZ-")', '`line.sku()` returns `"HZ-001"`'),
    # ruleid: Python membership in a literal tuple
    ("a.py", 'def f(code):\n    if code in (235, 503):\n        raise ValueError("retry")\n',
     "code in (235, 503)", "`code` = `235`"),
    # ruleid: TypeScript strict equality with a string
    ("a.ts", 'function f(mode: string) {\n  if (mode === "dry-run") {\n    return null;\n  }\n  return run();\n}\n',
     'mode === "dry-run"', '`mode` = `"dry-run"`'),
    # ruleid: Go's strings.HasPrefix
    ("a.go", 'package a\n\nfunc f(s string) error {\n\tif strings.HasPrefix(s, "tmp_") {\n\t\treturn errTemp\n\t}\n\treturn nil\n}\n',
     'strings.HasPrefix(s, "tmp_")', '`s` = `"tmp_001"`'),
    # ruleid: C# Equals on a variable
    ("A.cs", 'class A { void F(string kind) { if (kind.Equals("gift")) { throw new ArgumentException("no gifts"); } } }',
     'kind.Equals("gift")', '`kind` = `"gift"`'),
    # ruleid: JavaScript includes on a literal array
    ("a.js", 'function f(c) {\n  if (["a", "b"].includes(c)) {\n    throw new Error("reserved");\n  }\n}\n',
     '["a", "b"].includes(c)', '`c` = `"a"`'),
]


@pytest.mark.parametrize(("path", "code", "cond", "phrase"), LITERALS)
def test_a_condition_on_a_literal_gets_that_literal_as_its_input(path, code, cond, phrase):
    case = _case_about(_cases(path, code), cond)
    assert phrase in case.input, case.input
    assert "names no literal" not in case.input


def test_the_other_side_gets_a_value_the_literal_test_rejects():
    assert text_values.literal_value('status != "SHIPPED"', True) == ("status", '"OTHER"')
    assert text_values.literal_value('"tmp" not in name', True) == ("name", '"abc"')
    assert text_values.literal_value("kind not in ('a', 'b')", False) == ("kind", "'a'")  # ok: inside the set
    assert text_values.literal_value("x < y", True) is None  # ok: no literal to choose from


def test_doctests_of_the_readers():
    assert doctest.testmod(text_values).failed == 0
    assert doctest.testmod(guard_cases).failed == 0


GUARD_OR = """class A {
    String allocate(String orderNo) {
        if (orderNo == null || orderNo.isBlank()) {
            throw new IllegalArgumentException("order number is required");
        }
        return "OK";
    }
}
"""

GUARD_AND = """def notify(user):
    if user is not None and user.active:
        send(user)
    return True
"""


def test_an_or_guard_case_reaches_the_right_operand_and_fires_the_block():
    cases = _cases("A.java", GUARD_OR)
    case = _case_about(cases, "`orderNo == null` does not hold")
    # The value must get past `orderNo == null` and make `isBlank()` true: spaces, never null.
    assert '`orderNo` = `"   "`' in case.input and "null" not in case.input, case.input
    assert "`IllegalArgumentException` is raised" in case.expected and case.category == "error"


def test_an_and_guard_case_takes_the_left_side_and_skips_the_block():
    cases = _cases("a.py", GUARD_AND)
    case = _case_about(cases, "`user is not None` holds and `user.active` does not")
    # `user` must be an object (it passes `is not None`) whose `active` is falsy (type unknown: `None`).
    assert case.input.startswith("`user.active` = `") and "`user` = `None`" not in case.input, case.input
    assert "`send` is not called" in case.expected, case.expected


def test_the_guard_case_in_japanese():
    case = _case_about(_cases("A.java", GUARD_OR, "ja"), "が成り立たず")
    assert '`orderNo` = `"   "`' in case.input and "送出される" in case.expected


GUARD_AND_NO_LITERAL = """function check(retry) {
    if (retry.methods && !isList(retry.methods)) {
        throw new Error("retry.methods must be an array");
    }
    return retry;
}
"""


def test_an_and_guard_case_without_values_states_the_whole_condition_false():
    # Left holds, right does not: the whole `&&` is false and the block is skipped (it once said "true",
    # which the critic read as the raise firing against the case's own "is not raised").
    cases = _cases("a.ts", GUARD_AND_NO_LITERAL)
    case = _case_about(cases, "holds and `!isList(retry.methods)` does not")
    # Each operand's side is said (the left one true, the right one false), never the whole condition true.
    assert "`retry.methods` is true and `!isList(retry.methods)` is false" in case.input, case.input
    assert "`retry.methods && !isList(retry.methods)` is true" not in case.input, case.input
    assert "is not raised" in case.expected, case.expected


def test_an_and_guard_case_on_array_isarray_names_an_array():
    # relation_values: `!Array.isArray(x)` false needs an array.
    cases = _cases("a.ts", GUARD_AND_NO_LITERAL.replace("!isList(", "!Array.isArray("))
    case = _case_about(cases, "holds and `!Array.isArray(retry.methods)` does not")
    assert case.input == '`retry.methods` = `["a"]`.', case.input
    assert "is not raised" in case.expected, case.expected


def test_split_top_level_doctests():
    from utspec import codetext

    assert doctest.testmod(codetext).failed == 0 and doctest.testmod(codetext).attempted >= 2


def test_signature_and_rethrow_doctests():
    # parameters(), main_path_calls() and resolve_rethrows() are pinned by their doctests.
    from utspec.analyzers import rethrow
    from utspec.designer.offline import signature

    for module in (signature, rethrow):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 1, module.__name__
