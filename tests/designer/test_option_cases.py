"""A flag a statement sets (`{compact: true}` in a call, or a sentence under a boolean option's heading) is about
the case testing that flag at that value (option_cases.py, flag_section.boolean_section_flags)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.models import KeyItem, Requirement, SourceText

# Hand-written in the shape of pretty-ms 10.0.0's prettyMilliseconds: an options bag tested flag by flag, and
# other options whose names share "milliseconds" with the function's own name.
SRC = """export default function prettyMilliseconds(milliseconds, options) {
	if (!Number.isFinite(milliseconds)) {
		throw new TypeError('Expected a finite number');
	}

	options = {...options};
	if (options.compact) {
		options.unitCount = 1;
	}

	const result = [];
	if (options.separateMilliseconds || options.formatSubMilliseconds || milliseconds < 1000) {
		result.push(String(milliseconds % 1000) + 'ms');
	}

	if (options.formatSubMilliseconds) {
		result.push(String(milliseconds * 1000 % 1000) + 'µs');
	}

	if (result.length === 0) {
		return '0' + (options.verbose ? ' milliseconds' : 'ms');
	}

	return result.join(' ');
}
"""
COMPACT = 7  # `if (options.compact)`
KT = "prettyMilliseconds(1337, {compact: true}) returns '1s'"
# A readme's title, its API heading, then one option's section (the title's section is an overview: overview.py).
SECTION = [("heading", "pretty-ms", "pretty-ms"), ("heading", "API", "API"), ("heading", "compact", "compact"),
           ("sentence", "Type: `boolean`\\ Default: `false`", "compact"),
           ("sentence", "Show the largest field alone: `1h 10m` → `1h`.", "compact")]  # fmt: skip


def _lines(ref: str) -> list[int]:
    sources = [SourceText(path="index.js", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    reqs = [Requirement(id=f"DR-{n}", file="d.md", line=2 * n, kind=k, text=t, section=h)  # type: ignore[arg-type]
            for n, (k, t, h) in enumerate(SECTION, 1)]  # fmt: skip
    kts = [KeyItem(id="KT-1", file="k.md", line=1, text=KT)]
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=reqs, key_items=kts, sources=sources)
    )
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if ref in c.evidence for r in c.evidence if r in code})


def test_a_flag_set_in_a_call_lands_on_the_case_testing_it() -> None:
    assert _lines("KT-1") == [COMPACT]


def test_a_sentence_under_a_boolean_options_heading_lands_on_its_case() -> None:
    assert _lines("DR-5") == [COMPACT]


def test_without_the_rule_neither_lands_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "flag_tested", lambda path, flags: False)
    assert _lines("KT-1") != [COMPACT] and _lines("DR-5") != [COMPACT]


def test_without_the_boolean_section_the_sentence_does_not_land_there(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(linking, "boolean_section_flags", lambda reqs: {})
    assert _lines("DR-5") != [COMPACT]
