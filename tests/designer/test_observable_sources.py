"""Expected results read from the statement that really runs (issue 12, item 2): an empty `case` label's
fall-through, a handler's statement the analyzer clipped, and the statements under a Java `case` label.

Each fixture is a small function; the expected phrases are written by hand from the code.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import rule_based
from utspec.designer.inputs import DesignInputs
from utspec.designer.offline import block_exit, clipped, fallthrough, relation_values
from utspec.models import SourceText

UNITS_TS = """function parse(unit: string, n: number): number {
  switch (unit) {
    case 'years':
    // the plural
    case 'year':
    case 'y':
      return n * 365;
    case 'd':
      return n;
    default:
      throw new Error('Unknown unit');
  }
}
"""

UNITS_GO = """package a

func parse(unit string, n int) int {
\tswitch unit {
\tcase "years":
\tcase "y":
\t\treturn n * 365
\t}
\treturn 0
}
"""

REPEAT_JAVA = """class A {
    static String repeat(final String s, final int count) {
        if (s == null) {
            return null;
        }
        final int out;
        try {
            out = Math.multiplyExact(s.length(), count);
        } catch (final Exception e) {
            throw new IllegalArgumentException("The requested result is too large for a String, it overflows an int.");
        }
        switch (s.length()) {
        case 1:
            return one(s.charAt(0), count);
        case 2:
            final char c0 = s.charAt(0);
            final char[] buf = new char[out];
            return new String(buf);
        default:
            return many(s, count);
        }
    }
}
"""


def _cases(path: str, code: str) -> list:
    sources = [SourceText(path=path, text=code)]
    checklist = analyze(sources, AnalyzerOptions()).items
    inputs = DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources, language="en")
    return rule_based.draft(inputs).cases


def _by_evidence(cases: list, item_id: str):
    """The cases drafted for `item_id` (their first evidence; a normal path cites every guard after it)."""
    found = [c for c in cases if c.evidence[0] == item_id]
    assert found, [(c.id, c.evidence) for c in cases]
    return found


def test_a_default_whose_first_statement_shows_nothing_expects_its_throw() -> None:
    code = UNITS_TS.replace("    default:\n", "    default:\n      unit satisfies never;\n")
    cases = _cases("a.ts", code)
    [default] = _by_evidence(cases, "a.ts:10:branch")
    assert default.expected == '`Error` is raised with the message "Unknown unit".', default.expected
    assert default.evidence == ["a.ts:10:branch", "a.ts:12:raise"]


def test_a_branch_whose_first_statement_is_observable_keeps_it() -> None:
    code = "def f(a, ready):\n    if ready:\n        total.append(a)\n        return a\n    return 0\n"
    # `ready` false is the normal path past that block (late_exit.py): it cites the branch too, and says `return 0`.
    [case] = [c for c in _cases("a.py", code) if c.evidence[0] == "a.py:2:branch" and "0" not in c.expected]
    assert "total.append" in case.expected, case.expected


def test_an_empty_case_label_expects_what_the_next_label_returns() -> None:
    cases = _cases("a.ts", UNITS_TS)
    for line in (3, 5, 6):
        [case] = _by_evidence(cases, f"a.ts:{line}:branch")
        # each label's arm is run (switch_side): the value of the next label's `return n * 365`
        assert case.expected == "The function returns `365` (the value of `n * 365` for this input).", (
            line,
            case.expected,
        )
    # The statement's own item is the evidence of what the result states.
    assert "a.ts:7:early_return" in _by_evidence(cases, "a.ts:3:branch")[0].evidence


def test_go_does_not_fall_through() -> None:
    cases = _cases("a.go", UNITS_GO)
    [case] = _by_evidence(cases, "a.go:5:branch")
    assert "n * 365" not in case.expected, case.expected


def test_a_clipped_handler_statement_is_read_whole_and_its_throw_has_no_case_of_its_own() -> None:
    cases = _cases("A.java", REPEAT_JAVA)
    [handler] = _by_evidence(cases, "A.java:9:handler")
    assert handler.expected == (
        '`IllegalArgumentException` is raised with the message '
        '"The requested result is too large for a String, it overflows an int.".'
    )
    assert {"A.java:10:raise", "A.java:10:early_return"} <= set(handler.evidence)


def test_statements_under_a_java_case_label_take_the_label_as_their_input() -> None:
    cases = _cases("A.java", REPEAT_JAVA)
    [label] = _by_evidence(cases, "A.java:13:branch")
    assert "A.java:14:early_return" in label.evidence  # the label's first statement: its case
    assert label.input == '`s` = `"a"` (length 1); `count` = `1`.'  # `switch (s.length())`: the subject is `s.length()`
    [ret] = _by_evidence(cases, "A.java:15:branch")
    assert ret.input == '`s` = `"aa"` (length 2); `count` = `1`.'
    # Its first statement declares a local (`c0` becomes …): the label's `return` is what a test sees,
    # and that `return` has no second case whose input cannot name the label.
    assert ret.expected == "The function returns `new String(buf)`.", ret.expected
    assert ret.evidence == ["A.java:15:branch", "A.java:18:early_return"]
    assert all(c.evidence[0] != "A.java:18:early_return" for c in cases)
    # A label is no guard of the normal path (it proposed `default` = `null`).
    [normal] = [c for c in cases if c.perspective.startswith("Normal path")]
    assert "default" not in normal.input and normal.evidence == ["A.java:3:branch"], normal


@pytest.mark.parametrize("module", [fallthrough, clipped, block_exit, relation_values])
def test_doctests(module) -> None:
    assert doctest.testmod(module).failed == 0


def test_a_guard_whose_condition_opens_on_the_next_line_expects_the_if_block() -> None:
    code = "function f(d: Date, y: number) {\n  if (\n    d.getYear() !== y\n    || d.getMonth() !== 1\n  ) {\n    return undefined;\n  }\n  return d;\n}\n"
    cases = _cases("a.ts", code)
    guard = [c for c in cases if c.evidence[0] == "a.ts:3:branch"]
    assert guard and guard[0].expected == "The function returns `undefined`.", [(c.evidence, c.expected) for c in cases]


MS_TS = """export function ms(value: string | number, options?: Options): number | string {
  if (typeof value === 'string') {
    return parse(value);
  } else if (typeof value === 'number') {
    return format(value, options);
  }
  throw new Error('Value provided to ms() must be a string or number.');
}

export const normalize = (retry: number | RetryOptions = {}): RetryOptions => {
  if (typeof retry === 'number') {
    return {limit: retry};
  }
  if (retry.methods && !Array.isArray(retry.methods)) {
    throw new Error('retry.methods must be an array');
  }
  return {
    ...defaults,
    ...retry,
  };
};
"""


def _normal(cases: list, symbol: str):
    [case] = [c for c in cases if c.perspective.startswith(f"Normal path through `{symbol}`")]
    return case


def test_the_normal_path_leaves_through_the_branch_that_returns_before_the_throw() -> None:
    case = _normal(_cases("a.ts", MS_TS), "ms")
    assert case.expected == "No exception is raised; the function returns `format(value, options)`.", case.expected
    assert "a.ts:4:branch" in case.evidence and "`value` = `1`" in case.input, case


def test_a_final_return_spanning_lines_is_the_normal_paths_result() -> None:
    case = _normal(_cases("a.ts", MS_TS), "normalize")
    assert case.expected == "No exception is raised; the function returns `{ ...defaults, ...retry, }`.", case.expected


def test_isinstance_of_a_builtin_type_gets_a_value_of_that_type_or_of_another() -> None:
    code = 'def slugify(text):\n    if not isinstance(text, str):\n        raise TypeError("text must be a str")\n    return text\n'
    [case] = [c for c in _cases("a.py", code) if c.perspective == "`not isinstance(text, str)` holds"]
    assert case.input == "`text` = `1`.", case.input
    normal = _normal(_cases("a.py", code), "slugify")
    assert '`text` = `"abc"`' in normal.input, normal.input


def test_a_label_ending_in_the_functions_last_return_expects_it() -> None:
    code = REPEAT_JAVA.replace(
        "            return many(s, count);",
        "            final StringBuilder sb = new StringBuilder(out);\n            return sb.toString();",
    )
    [default] = _by_evidence(_cases("A.java", code), "A.java:19:branch")
    assert default.expected == "The function returns `sb.toString()`.", default.expected
