"""Inputs for conditions whose values the code fixes elsewhere (relation_values): declared numbers compared,
typeof and Array.isArray, members of a literal constant list, switch labels and default, regex literals.

Each fixture is a small function in one language; the expected input phrase is written by hand.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import rule_based
from utspec.designer.inputs import DesignInputs
from utspec.designer.offline import relation_values
from utspec.models import SourceText


def _cases(path: str, code: str) -> list:
    sources = [SourceText(path=path, text=code)]
    checklist = analyze(sources, AnalyzerOptions()).items
    return rule_based.draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources)).cases


FIXED = [
    # ruleid: two declared ints in the wanted order
    ("A.java", "class A {\n  String f(String s, int maxWidth) {\n    int minWidth = 4;\n"
               "    if (maxWidth < minWidth) {\n      throw new IllegalArgumentException(\"too small\");\n    }\n"
               "    return s;\n  }\n}\n",
     "maxWidth < minWidth", ["`maxWidth` = `0`", "`minWidth` = `1`"]),
    # ruleid: typeof on a parameter
    ("a.ts", "function f(retry: unknown) {\n  if (typeof retry === 'number') {\n    return { limit: retry };\n  }\n"
             "  return null;\n}\n",
     "typeof retry === 'number'", ["`retry` = `1`"]),
    # ruleid: a member of a constant list defined in the file
    ("a.ts", 'const REMOTE_PREFECTURES = ["北海道", "沖縄県"];\nfunction fee(prefecture: string): number {\n'
             "  if (REMOTE_PREFECTURES.includes(prefecture)) {\n    return 1500;\n  }\n  return 800;\n}\n",
     "REMOTE_PREFECTURES.includes(prefecture)", ['`prefecture` = `"北海道"`']),
    # ruleid: Python membership in a module constant
    ("a.py", "RETRY_CODES = (429, 503)\n\ndef retry(code):\n    if code in RETRY_CODES:\n        return True\n"
             "    return False\n",
     "code in RETRY_CODES", ["`code` = `429`"]),
    # ruleid: a regex literal's test
    ("a.js", "function check(code) {\n  if (!/^[A-Z0-9]+$/.test(code)) {\n    throw new Error('bad code');\n  }\n"
             "  return code;\n}\n",
     "!/^[A-Z0-9]+$/.test(code)", ['`code` = `"abc"`']),
    # ruleid: a length compared with an undeclared name: the name is a number (slugify/truncate shapes)
    ("t.py", "def truncate(text, width):\n    if len(marker) > width:\n        return text[:width]\n    return text\n",
     "len(marker) > width", ["`marker` with 2 elements", "`width` = `1`"]),
    # ruleid: equality with a member of an enum another file defines (Humanizer's `TruncateFrom`): the member
    ("T.cs", "class T {\n  public string Cut(string value, TruncateFrom from) {\n    if (from == TruncateFrom.Left) {\n"
             "      return value.Substring(1);\n    }\n    return value;\n  }\n}\n",
     "from == TruncateFrom.Left", ["`from` = `TruncateFrom.Left`"]),
    # ruleid: C#'s `.Length` property of a string against an int (Humanizer's FixedLengthTruncator)
    ("T.cs", "class T {\n  public string Cut(string value, int length) {\n    if (value.Length > length) {\n"
             "      return value.Substring(0, length);\n    }\n    return value;\n  }\n}\n",
     "value.Length > length", ['`value` = `"aa"` (length 2)', "`length` = `1`"]),
]


@pytest.mark.parametrize(("path", "code", "cond", "phrases"), FIXED)
def test_a_condition_whose_values_the_code_fixes_gets_them_as_its_input(path, code, cond, phrases):
    cases = [c for c in _cases(path, code) if cond in c.perspective and "does not" not in c.perspective]
    assert cases, [c.perspective for c in _cases(path, code)]
    for phrase in phrases:
        assert phrase in cases[0].input, cases[0].input


SWITCH = """class A {
    int size(int n) {
        switch (n) {
            case 1:
                return 10;
            case 2:
                return 20;
            default:
                return 0;
        }
    }
}
"""


def test_switch_labels_and_default_name_the_subject_value():
    cases = _cases("A.java", SWITCH)
    inputs = {c.perspective: c.input for c in cases}
    assert any("`n` = `2`" in i for p, i in inputs.items() if "case 2" in p), inputs
    assert any("`n` = `3`" in i for p, i in inputs.items() if "default" in p), inputs


def test_no_value_when_the_types_are_unknown():
    # ok: nothing says `a` and `b` are numbers
    assert relation_values.fixed_values("a < b", True, [], 1, lambda n: None) is None
    # ok: a named constant is no input (a test cannot set `MAX_LINES`)
    assert relation_values.fixed_values("lines.size() > MAX_LINES", False, [], 1, lambda n: "int") is None
    # ok: a length beside a name declared as text is no number comparison the values can fix
    assert relation_values.fixed_values("s.Length > name", True, [], 1, lambda n: "string") is None
    # ok: a member of an undeclared object is not known to be a number, even beside a length
    assert relation_values.fixed_values("len(s) > opts.width", True, [], 1, lambda n: None) is None
    # ok: an expression operand is not set directly
    assert relation_values.fixed_values("len - offset < max", True, [], 1, lambda n: "int") is None


def test_the_normal_path_passes_a_guard_comparing_a_length_with_an_argument():
    """Humanizer's `value.Length == 0 || value.Length <= length`: the normal path said `value` with 1 element and
    `length` = `1`, which takes that guard; the input has to be longer than `length`."""
    code = ("def truncate(text, width):\n    if len(text) == 0 or len(text) <= width:\n        return text\n"
            "    return text[:width]\n")
    (normal,) = [c for c in _cases("t.py", code) if c.perspective.startswith("Normal path")]
    assert "`text` with 3 elements" in normal.input and "`width` = `2`" in normal.input, normal.input


def test_doctests():
    assert doctest.testmod(relation_values).failed == 0


def test_a_boundary_off_its_empty_check_holds_the_length_partner_false():
    """`len(text) == 0 or len(text) <= width` at 1: with `width` = 2 (the partner's value chosen alone) the guard still
    returned `text`, and the case said it does not. The partner is held false against the boundary's own length."""
    code = ("def truncate(text, width):\n    if len(text) == 0 or len(text) <= width:\n        return text\n"
            "    return text[:width]\n")
    cases = {c.perspective: c.input for c in _cases("t.py", code)}
    off = next(i for p, i in cases.items() if p.startswith("`len(text) == 0` at 1"))
    on = next(i for p, i in cases.items() if p.startswith("`len(text) == 0` at 0"))
    # the count is run as a text of that length (argument_search's counted side): `text` = `'a'`
    assert ("`text` with 1 element" in off or "`text` = `'a'`" in off) and "`width` = `0`" in off, off
    assert ("`text` with 0 elements" in on or "`text` = `''`" in on) and "`width` = `-1`" in on, on


def test_partner_solve_doctests():
    from utspec.designer.offline import partner_solve, partners

    assert doctest.testmod(partner_solve).failed == 0 and doctest.testmod(partners).failed == 0


def test_the_normal_path_past_two_typeof_guards_takes_a_third_type():
    """bytes's `bytes(value)`: `typeof value === 'string'` returns parse, `=== 'number'` returns format; the normal
    path said `value` = `"abc"` (chosen for the second guard alone), which the first guard takes."""
    code = ("function bytes(value) {\n  if (typeof value === 'string') {\n    return parse(value);\n  }\n"
            "  if (typeof value === 'number') {\n    return format(value);\n  }\n  return null;\n}\n")
    (normal,) = [c for c in _cases("b.js", code) if c.perspective.startswith("Normal path")]
    assert "`value` = `true`" in normal.input, normal.input
