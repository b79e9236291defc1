"""A call's values keep it out of a block whose condition they decide the other way: `camelCase('Foo-Bar',
{pascalCase: true})` is about the `options.pascalCase` after the one-character block, not the one inside it
(linking._outside); and "文字列でも配列でもない入力" negates both types (type_polarity)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SRC = """export function toCamel(input, options) {
	if (!(Array.isArray(input) || typeof input === 'string')) {
		throw new TypeError('input must be a string or an array');
	}
	options = {upperFirst: false, ...options};
	if (input.length === 1) {
		return options.upperFirst ? input.toUpperCase() : input.toLowerCase();
	}
	input = input.toLowerCase();
	if (options.upperFirst) {
		input = input.charAt(0).toUpperCase() + input.slice(1);
	}
	return input;
}
"""
CALL = "toCamel('Foo-Bar', {upperFirst: true}) は 'FooBar' を返す"


def test_a_call_is_not_about_a_test_inside_a_block_it_skips() -> None:
    assert linked_lines(SRC, CALL, path="index.js", key_item=True) == [10]


def test_without_the_rule_it_lands_inside_the_block(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "_outside", lambda *a: False)
    assert linked_lines(SRC, CALL, path="index.js", key_item=True) != [10]


def test_neither_type_in_japanese_is_the_throw() -> None:
    text = '文字列でも配列でもない入力を渡すと TypeError（"input must be a string or an array"）'
    assert linked_lines(SRC, text, path="index.js", key_item=True) == [2, 3]


def test_the_throw_case_names_one_value_of_neither_type() -> None:
    from utspec.analyzers import AnalyzerOptions, analyze
    from utspec.designer import DesignInputs, RuleBasedDesigner
    from utspec.models import SourceText

    sources = [SourceText(path="index.js", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources))
    (throw,) = [c for c in spec.cases if "index.js:3:raise" in c.evidence]
    # `options`: the normal path's value (unnamed_arguments.py)
    assert throw.input == "`input` = `{}`; `options` = `{}`."  # was "`input` = `{}`; `input` = `\"abc\"`.": two values, the second no throw


LEAVING = SRC.replace(
    "\t\treturn options.upperFirst ? input.toUpperCase() : input.toLowerCase();",
    "\t\tif (SEP.test(input)) {\n\t\t\treturn '';\n\t\t}\n\t\treturn options.upperFirst ? input.toUpperCase() : input.toLowerCase();",
).replace("\toptions = {upperFirst: false, ...options};", "\toptions = {upperFirst: false, ...options};\n\tif (input.length === 0) {\n\t\treturn '';\n\t}")


def _normal_input(src: str) -> str:
    from utspec.analyzers import AnalyzerOptions, analyze
    from utspec.designer import DesignInputs, RuleBasedDesigner
    from utspec.models import SourceText

    sources = [SourceText(path="index.js", text=src)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources))
    (case,) = [c for c in spec.cases if c.perspective.startswith("Normal path")]
    return case.input


def test_the_normal_path_is_not_sized_into_a_block_that_leaves() -> None:
    # `input.length === 0` (a guard) gave 1 element; `if (input.length === 1) { if (…) {…} return …; }` leaves for it
    assert "`input` with 2 elements" in _normal_input(LEAVING)


def test_without_sizing_it_takes_the_block(monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.designer.offline import normal_values

    monkeypatch.setattr(normal_values, "resized", lambda values, conds: None)
    monkeypatch.setattr(normal_values, "takes_by_size", lambda values, conds: False)
    assert "`input` with 1 element" in _normal_input(LEAVING)
