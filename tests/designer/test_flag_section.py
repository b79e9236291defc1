""""**When `false`:** …" under an option's heading is about the option at that value, and so is the rest of
its paragraph (flag_section.py)."""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import flag_section, linking
from utspec.models import Requirement, SourceText

# camelcase 9.0.0's postProcess as is (MIT): the comment on the `true` side shares "treat" and "word".
SRC = """const postProcess = (input, toUpperCase, {capitalizeAfterNumber}) => {
	const transformNumericIdentifier = capitalizeAfterNumber
		? (match, identifier, offset, string) => {
			const nextCharacter = string.charAt(offset + match.length);

			// If the numeric+identifier run is immediately followed by a separator,
			// treat it as a continued token and do not force a new word.
			if (SEPARATORS.test(nextCharacter)) {
				return match;
			}

			// Only uppercase the identifier part (not the digits) for efficiency
			return identifier ? match.slice(0, -identifier.length) + toUpperCase(identifier) : match;
		}
		// When false: numbers do not create a word boundary.
		: match => match;

	return input
		.replaceAll(NUMBERS_AND_IDENTIFIER, transformNumericIdentifier)
		.replaceAll(
			SEPARATORS_AND_IDENTIFIER,
			(_, identifier) => toUpperCase(identifier),
		);
};
"""
# and the head of camelCase (lines 143-192 as is, closed by a `return`): other cases, so words can be rare.
SRC += """
export default function camelCase(input, options) {
	if (!(typeof input === 'string' || Array.isArray(input))) {
		throw new TypeError('Expected the input to be `string | string[]`');
	}

	options = {
		pascalCase: false,
		preserveConsecutiveUppercase: false,
		capitalizeAfterNumber: true,
		...options,
	};

	if (Array.isArray(input)) {
		input = input
			.map(element => element.trim())
			.filter(element => element.length > 0)
			.join('-');
	} else {
		input = input.trim();
	}

	if (input.length === 0) {
		return '';
	}

	// Preserve leading _ and $ as they have semantic meaning
	const leadingPrefix = input.match(/^[_$]*/)[0];
	input = input.slice(leadingPrefix.length);

	if (input.length === 0) {
		return leadingPrefix;
	}

	const toLowerCase = options.locale === false
		? string => string.toLowerCase()
		: string => string.toLocaleLowerCase(options.locale);

	const toUpperCase = options.locale === false
		? string => string.toUpperCase()
		: string => string.toLocaleUpperCase(options.locale);

	if (input.length === 1) {
		if (SEPARATORS.test(input)) {
			return leadingPrefix;
		}

		return leadingPrefix + (options.pascalCase
			? toUpperCase(input)
			: toLowerCase(input));
	}
	return input;
}
"""
SECTION = "capitalizeAfterNumber"
TEXTS = ["**When `false`:** Do not treat digits as word boundaries.", "Separators still create word boundaries."]


def _lines(text_id: str) -> list[int]:
    sources = [SourceText(path="index.js", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    reqs = [Requirement(id=f"DR-{n}", file="d.md", line=8 + n, kind="sentence", text=t, section=SECTION)
            for n, t in enumerate(TEXTS, 1)]  # fmt: skip
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=reqs, key_items=[], sources=sources))
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if text_id in c.evidence for r in c.evidence if r in code})


def test_doctests() -> None:
    assert doctest.testmod(flag_section).failed == 0


def test_the_false_paragraph_is_not_about_the_true_side() -> None:
    assert 8 not in _lines("DR-1") and 8 not in _lines("DR-2")  # `SEPARATORS.test(nextCharacter)`


def test_without_the_rule_both_land_on_the_true_sides_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "paragraph_flags", lambda reqs: {})
    assert 8 in _lines("DR-1") and 8 in _lines("DR-2")
