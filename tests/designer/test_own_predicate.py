"""A condition calling a predicate of the same class is read through the predicate's test, not a test double.

jeraconv's J2W.convert tests `self.__is_correct_format(str_arg)`; the case said the private method "returns
`False` (test double)". A private helper of the class under test is not replaced by a tester: the input it rejects is.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import rule_based
from utspec.designer.inputs import DesignInputs
from utspec.designer.offline import own_predicate
from utspec.models import SourceText

CODE = '''import re


class Era:
    def convert(self, text):
        if not self.__is_correct_format(text):
            raise ValueError("bad format")
        return text

    def __is_correct_format(self, text):
        res = False
        p = re.compile('^[0-9]{1,2}年$')
        if p.match(text):
            res = True
        return res
'''


def _cases():
    sources = [SourceText(path="era.py", text=CODE)]
    checklist = analyze(sources, AnalyzerOptions()).items
    return rule_based.draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources)).cases


def test_a_private_predicate_gives_the_input_it_rejects_and_accepts():
    cases = _cases()
    raising = next(c for c in cases if "ValueError" in c.expected and "bad format" in c.expected and "not" not in c.expected)
    assert raising.input == '`text` = `""`.', raising.input
    assert all("test double" not in c.input for c in cases if "__is_correct_format" in c.perspective), [c.input for c in cases]


def test_doctests():
    assert doctest.testmod(own_predicate).failed == 0
