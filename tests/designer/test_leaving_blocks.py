"""The normal path's guards: a block that always leaves is one, a guard nested in it is not (leaving_blocks.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import assembly

# camelcase's single-character path in small.
SRC = """export default function camelCase(input, options) {
	if (typeof input !== 'string') {
		throw new TypeError('Expected the input to be a string');
	}
	if (input.length === 1) {
		if (SEPARATORS.test(input)) {
			return '';
		}
		return leadingPrefix + (options.pascalCase
			? input.toUpperCase()
			: input.toLowerCase());
	}
	return postProcess(input, options);
}
"""
KT = "camelCase('foo-bar') returns postProcess of the input"


def _normal_lines() -> list[int]:
    return linked_lines(SRC, KT, path="index.js", key_item=True)


def test_the_normal_path_passes_the_leaving_block_not_the_guard_inside_it() -> None:
    lines = _normal_lines()
    assert 5 in lines and 6 not in lines


def test_without_the_rule_it_cites_the_nested_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "normal_guards", lambda guards, items, lines, way_out=None: guards)
    # enclosing_guard.py lifts the nested guard out of this block too (a plain `if` the function runs past).
    monkeypatch.setattr(assembly, "lifted", lambda guards, items, lines: guards)
    lines = _normal_lines()
    assert 6 in lines and 5 not in lines
