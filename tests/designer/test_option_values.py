"""An option set to a string or a number (or left to its destructuring default) keeps a key item off the cases
that need it at another value, and off a raise whose message lists the value as allowed (option_values.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.models import KeyItem, SourceText

# cli-truncate 5.2.0's index.js as committed in the linking corpus (MIT): `if (space)` on lines 124, 133 and 159,
# inside `position === 'start'` (117), `'middle'` (132) and `'end'` (152); `const {position = 'end', ...} = options;`;
# line 167 throws "Expected `options.position` to be either `start`, `middle` or `end`".
SRC = (Path(__file__).resolve().parents[2] / "bench" / "linking" / "projects" / "cli-truncate-js" / "input" / "source"
       / "index.js").read_text(encoding="utf-8")  # fmt: skip


def _lines(kt: str, src: str = SRC) -> list[int]:
    """The source lines of the cases the drafted spec links KT-1 (`kt`) to, for `src` as `index.js`."""
    sources = [SourceText(path="index.js", text=src)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(
        checklist=checklist, requirements=[], key_items=[KeyItem(id="KT-1", file="k.md", line=1, text=kt)],
        sources=sources,
    ))  # fmt: skip
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if "KT-1" in c.evidence for r in c.evidence if r in code})


MIDDLE = "cliTruncate('unicorns', 7, {position: 'middle', space: true}) returns 'uni … s'"
DEFAULT = "cliTruncate('unicorns', 5, {space: true}) returns 'uni …'"
START = "cliTruncate('unicorn', 4, {position: 'start'}) returns '…orn'"


def test_the_set_value_chooses_the_nested_flag() -> None:
    assert _lines(MIDDLE) == [133]


def test_without_the_path_check_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "path_contradicts", lambda *a: False)
    assert _lines(MIDDLE) != [133]


def test_an_option_left_out_takes_its_default() -> None:
    assert _lines(DEFAULT) == [159]


def test_without_defaults_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "option_defaults", lambda sources: {})
    assert _lines(DEFAULT) != [159]


def test_an_allowed_value_is_not_about_the_raise_listing_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # The case testing `position === 'start'` decides first (value_tested); without it, the message still does.
    assert 167 not in _lines(START)
    monkeypatch.setattr(linking, "value_tested", lambda *a: False)
    assert 167 not in _lines(START)


def test_without_the_allowed_list_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "value_tested", lambda *a: False)
    monkeypatch.setattr(linking, "lists_as_allowed", lambda *a: False)
    # "… returns '…orn'" says nothing of failing: returned_not_raised.py keeps it off the raise too; off as well.
    monkeypatch.setattr(linking, "says_only_returned", lambda text: False)
    assert 167 in _lines(START)


PREFER = "cliTruncate('unicorns rainbow dragons', 20, {position: 'start', preferTruncationOnSpace: true}) returns '…rainbow dragons'"


def test_a_flag_inside_the_set_value_wins_over_the_enclosing_if() -> None:
    assert _lines(PREFER) == [118, 121]


def test_without_innermost_the_two_tie(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "_innermost", lambda cases, items, ctx: cases)
    assert _lines(PREFER) != [118, 121]


# pretty-ms 10.0.0's index.js as committed in the linking corpus (MIT): `if (typeof options.unitCount === 'number')`
# on line 194.
PRETTY = (Path(__file__).resolve().parents[2] / "bench" / "linking" / "projects" / "pretty-ms-js" / "input" / "source"
          / "index.js").read_text(encoding="utf-8")  # fmt: skip
UNITS = "prettyMilliseconds(4200000, {unitCount: 1}) returns '1h'"


def _pretty_lines(kt: str) -> list[int]:
    return _lines(kt, PRETTY)


def test_a_number_option_lands_on_its_type_test() -> None:
    assert 194 in _pretty_lines(UNITS)


def test_without_value_tests_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "value_tested", lambda *a: False)
    assert 194 not in _pretty_lines(UNITS)
