"""A function whose checks leave only through their `else` (`if ok: pass` / `else: raise`) has a normal-path case
where every check holds, ending at its final `return` (else_guards.py). Seen on jeraconv's `J2W.convert`: no
normal path, so "J2W.convert('平成３１年') は 2019 を返す" was asked about instead of landing anywhere."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import assembly
from utspec.models import Category, SourceText

SRC = """import re


def convert(text, limit=True):
    if re.match(r"^\\D+\\d+年$", text):
        pass
    else:
        raise ValueError("The value given for the argument is invalid.")
    if text[:2] in ERAS:
        pass
    else:
        raise ValueError("The era name given for the argument does not exist.")
    return ERAS[text[:2]] + int(text[2:-1]) - 1


def kind(t):
    if t == "dict":
        r = {}
    elif t == "str":
        r = ""
    else:
        raise ValueError("unknown")
    return r
"""


def _normal_cases(src: str) -> list:
    sources = [SourceText(path="a.py", text=src)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources))
    return [c for c in spec.cases if c.category is Category.NORMAL and "Normal path" in c.perspective]


def test_the_checks_hold_on_the_normal_path_and_it_returns() -> None:
    (case,) = [c for c in _normal_cases(SRC) if "`convert`" in c.perspective]
    # each check made to hold (no value the code gives), not "see the normal-path case" pointing at itself
    assert case.input.startswith("Input for which each of `re.match(") and "`text[:2] in ERAS` holds" in case.input
    assert "No exception is raised" in case.expected and "returns" in case.expected
    assert sorted(r for r in case.evidence if r.endswith(":branch")) == ["a.py:5:branch", "a.py:9:branch"]


def test_an_elif_chains_last_arm_is_no_normal_path() -> None:
    assert not [c for c in _normal_cases(SRC) if "`kind`" in c.perspective]


def test_a_worked_call_lands_on_it() -> None:
    assert linked_lines(SRC, "`convert('平成31年')` は 2019 を返す", key_item=True) == [5, 9]


def test_without_the_rule_there_is_no_normal_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "else_checks", lambda items, done, ctx: {})
    assert not [c for c in _normal_cases(SRC) if "`convert`" in c.perspective]
