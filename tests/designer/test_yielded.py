"""A generator's `yield` is what a test of its branch reads (yamllint's rules, session 15)."""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of
from utspec.analyzers.effects import statement_effect

# yamllint 1.35.1 rules/line_length.py and empty_lines.py, cut down to the shapes.
SRC = """def check(conf, line):
    if line.end - line.start > conf['max']:
        conf['allow'] |= conf['inline']
        if conf['allow']:
            start = line.start
            if line.buffer.find(' ', start, line.end) == -1:
                return

        yield LintProblem(line.line_no, conf['max'] + 1,
                          'line too long (%d > %d characters)' %
                          (line.end - line.start, conf['max']))


def blanks(conf, line, blank_lines):
    if blank_lines > conf['max']:
        yield LintProblem(line.line_no, 1, f'too many blank lines ({blank_lines})')
"""


def test_a_yield_is_an_effect_and_yield_from_is_not_stated() -> None:
    e = statement_effect("yield LintProblem(n, 1, 'too many blank lines')")
    assert (e.kind, e.name, e.message) == ("yield", "LintProblem", "too many blank lines")
    assert statement_effect("yield from other(x)").kind == "unknown"


def test_each_branch_states_what_its_generator_yields(tmp_path: Path) -> None:
    cases = {c["perspective"]: c for c in spec_of(tmp_path, {"rules.py": SRC})["cases"]}
    first = cases["`line.end - line.start > conf['max']` holds"]["expected"]
    # the block's first statement shows nothing; the multi-line `yield` ending the block is read whole
    assert "yields `LintProblem(line.line_no, conf['max'] + 1, 'line too long (%d > %d characters)'" in first
    assert "yields `LintProblem(line.line_no, 1, f'too many blank lines ({blank_lines})')`" in (
        cases["`blank_lines > conf['max']` holds"]["expected"]
    )


def test_japanese_says_yield_too(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"rules.py": SRC}, language="ja")
    assert any("`LintProblem(line.line_no, 1, f'too many blank lines ({blank_lines})')` を yield する" in c["expected"]
               for c in spec["cases"])  # fmt: skip


def test_a_return_in_a_generator_ends_it(tmp_path: Path) -> None:
    cases = {c["perspective"]: c for c in spec_of(tmp_path, {"rules.py": SRC})["cases"]}
    on = next(c for p, c in cases.items() if "== -1` at -1" in p)["expected"]
    off = next(c for p, c in cases.items() if "== -1` at 0" in p)["expected"]
    assert on == "The generator ends: nothing more is yielded."
    assert off == "The generator does not end at line 6."


def test_a_plain_function_still_returns(tmp_path: Path) -> None:
    src = "def f(x):\n    if x == -1:\n        return\n    print(x)\n"
    expected = [c["expected"] for c in spec_of(tmp_path, {"f.py": src})["cases"]]
    assert "The function returns without a value." in expected
