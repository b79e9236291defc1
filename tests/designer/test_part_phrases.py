"""The normal path names each argument once, with a value the rest of the function accepts (gosimple/slug's IsSlug).

Before: `text` = `"X"`; `MaxLength` = `0`; `text[0]` = `'X'`; `text[len(text)-1]` returns `'X'` (test double);
`c` = `'z'`, and "returns `true`" although `IsSlug("X")` is false (upper case fails its loop's test).
"""

from __future__ import annotations

import doctest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import rule_based
from utspec.designer.inputs import DesignInputs
from utspec.designer.offline import part_phrases, text_values
from utspec.models import SourceText

IS_SLUG = """package slug

var MaxLength int

func IsSlug(text string) bool {
	if text == "" ||
		(MaxLength > 0 && len(text) > MaxLength) ||
		text[0] == '-' || text[0] == '_' ||
		text[len(text)-1] == '-' || text[len(text)-1] == '_' {
		return false
	}
	for _, c := range text {
		if (c < 'a' || c > 'z') && c != '-' && c != '_' && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}
"""


def _normal(path: str, code: str):
    sources = [SourceText(path=path, text=code)]
    checklist = analyze(sources, AnalyzerOptions()).items
    cases = rule_based.draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources)).cases
    return next(c for c in cases if c.perspective.startswith("Normal path"))


def test_the_normal_path_gives_the_argument_once_in_lower_case():
    normal = _normal("slug.go", IS_SLUG)
    assert normal.input.endswith('`text` = `"a"`; `MaxLength` = `0`.'), normal.input
    assert "test double" not in normal.input and "`c`" not in normal.input, normal.input


def test_doctests():
    assert doctest.testmod(part_phrases).failed == 0 and doctest.testmod(text_values).failed == 0
