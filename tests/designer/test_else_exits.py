"""An exit opening a plain `else` is tested by the side of its `if` that reaches it: one case, not three.

jeraconv's `if …: pass` / `else: raise ValueError(…)` had the boundary's off side, an early-exit case and an
exception case, all with the same input and result; an exit seen as a raise and as an early exit had two cases.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import rule_based
from utspec.designer.inputs import DesignInputs
from utspec.designer.offline import else_exits
from utspec.models import SourceText

CODE = '''def f(x):
    if x > 0:
        pass
    else:
        raise ValueError("bad")
    return x


def h(ok):
    if ok():
        pass
    else:
        raise ValueError("not ok")
    return 1
'''


def _cases():
    sources = [SourceText(path="d.py", text=CODE)]
    checklist = analyze(sources, AnalyzerOptions()).items
    return rule_based.draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources)).cases


def test_the_else_raise_is_on_the_boundary_side_that_reaches_it():
    raising = [c for c in _cases() if '"bad"' in c.expected]
    assert len(raising) == 1, [(c.perspective, c.expected) for c in raising]
    assert raising[0].input == "`x` = `0`." and {"d.py:5:raise", "d.py:5:early_return"} <= set(raising[0].evidence)


def test_one_case_for_an_exit_seen_as_a_raise_and_as_an_early_exit():
    raising = [c for c in _cases() if '"not ok"' in c.expected and "not raised" not in c.expected]
    assert len(raising) == 1, [(c.perspective, c.expected) for c in raising]
    assert {"d.py:13:raise", "d.py:13:early_return"} <= set(raising[0].evidence), raising[0].evidence


def test_doctests():
    assert doctest.testmod(else_exits).failed == 0
