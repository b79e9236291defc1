"""A `given -> result` line under a function's heading is that function's call (arrow_example.py).

Shaped as japanese-string-utils' `toAscii` (session 24): `// Ａ -> A` above a loop over the characters; under
`## toAscii(value)` the line named nothing and was not linked. Our own code: digits to their full-width forms.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import arrow_example, linking
from utspec.models import Requirement, SourceText

CODE = """export function toWide( value: string ): string {
	const codes: number[] = [];
	for ( let i = 0; i < value.length; i ++ ) {
		const code = value.charCodeAt( i );
		if ( 0x30 <= code && code <= 0x39 ) {
			codes.push( code + 0xfee0 );
		} else {
			codes.push( code );
		}
	}
	return String.fromCharCode( ...codes );
}
"""
SOURCES = [SourceText(path="wide.ts", text=CODE)]
HEAD = "toWide(value)"
REQS = [
    Requirement(id="DR-1", file="api.md", line=1, kind="heading", text="wide: code comments", section="wide"),
    Requirement(id="DR-2", file="api.md", line=3, kind="heading", text=HEAD, section=HEAD),
    # The heading's first line is read as its summary (summary_line.py): the second is the one no rule linked.
    Requirement(id="DR-3", file="api.md", line=5, kind="sentence", text="0 -> ０", section=HEAD),
    Requirement(id="DR-4", file="api.md", line=7, kind="sentence", text="1 -> １", section=HEAD),
]  # fmt: skip
LOOP = 3  # `for ( let i = 0; …`: the walk through `toWide` every call takes


def _lines() -> set[int]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=SOURCES)
    )
    line = {i.id: i.line for i in checklist}
    return {line[e] for c in spec.cases if "DR-4" in c.evidence for e in c.evidence if e in line}


def test_the_example_lands_on_the_walk_its_call_takes() -> None:
    assert _lines() == {LOOP}


def test_without_the_rule_it_is_not_linked_to_code(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "arrow_call", lambda text, section, functions: None)
    assert _lines() != {LOOP}


def test_doctests() -> None:
    assert doctest.testmod(arrow_example).failed == 0
