"""The case of `min = arguments[1] || 0` evaluating `0` takes `arguments[1]` false (validator's isLength, issue 12).

Its input said "Values for which `arguments[1] || 0` is true", and the argument search took that side
(`options` = `5`) under the perspective "`0` is evaluated (`arguments[1]` is false)" and the expected result
"`min` becomes `0`": false for the run. Now the input names the left operand's side and the search keeps it.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import argument_search

# validator 13.x's isLength.js (MIT), as bench/questions/projects/validator-ja-js holds it, its import left out
SRC = """export default function isLength(str, options) {
  var min;
  var max;
  if (typeof options === 'object') {
    min = options.min || 0;
    max = options.max;
  } else {
    min = arguments[1] || 0;
    max = arguments[2];
  }
  var len = str.length;
  return len >= min && (typeof max === 'undefined' || len <= max);
}
"""


def _zero_case_input() -> str:
    from utspec.analyzers import AnalyzerOptions, analyze
    from utspec.designer import DesignInputs, RuleBasedDesigner
    from utspec.models import SourceText

    sources = [SourceText(path="isLength.js", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources)
    )
    (case,) = [c for c in spec.cases if c.perspective.startswith("`0` is evaluated (`arguments[1]`")]
    return case.input


def test_the_zero_case_runs_with_the_left_operand_false() -> None:
    # `options` = `""`: `arguments[1]` is false, `min` becomes 0 (it said `options` = `5`, where `min` is 5)
    assert _zero_case_input() == '`str` = `""`; `options` = `""`.'


def test_without_the_operand_check_no_value_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(argument_search, "_operand", lambda item, case_input: None)
    assert _zero_case_input() == (
        "Values for which `arguments[1]` is false (the code names no literal to choose them from)."
    )
