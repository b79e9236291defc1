"""A trailing comment does not hide an assignment from the critic (yamllint's empty_lines.py, session 15)."""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """def check(conf, line):
    if line.start == line.end and line.end < len(line.buffer):
        blank_lines = 0
        start = line.start
        while start >= 1 and line.buffer[start - 1] == '\\n':
            blank_lines += 1
            start -= 1

        max = conf['max']
        if start == 0:
            blank_lines += 1  # first line doesn't have a preceding newline
            max = conf['max-start']

        if blank_lines > max:
            yield LintProblem(line.line_no, 1, 'too many blank lines')
"""


def test_the_designers_own_case_is_not_refuted_by_the_loops_assignment(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"empty_lines.py": SRC})
    at_zero = [c for c in spec["cases"] if c["perspective"].startswith("`start == 0` at 0")]
    assert at_zero and "`blank_lines` becomes `blank_lines + 1`" in at_zero[0]["expected"]
    refuted = [q["id"] for q in spec.get("open_questions", []) if "expected-contradicts-code" in q["id"]]
    assert refuted == []
