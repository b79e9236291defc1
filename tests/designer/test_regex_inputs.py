"""An argument tested against a pattern of the file takes a value built from that pattern (ky-ts's retry timing)."""

from __future__ import annotations

import re
from pathlib import Path

from utspec.designer.offline.regex_inputs import example

from ._one_file_run import cases_of

# `const m = pattern.exec(value); if (m)` and `if (pattern.test(value))`, with a destructured argument as in ky.
TS = """const delayPattern = /^\\d+$/;
const datePattern = /^(?:Mon|Tue), (\\d{2}) (Jan|Feb) (\\d{4}) GMT$/;

export const parse = ({value, strict}: Header): number | undefined => {
  if (delayPattern.test(value)) {
    return 1;
  }
  const date = datePattern.exec(value);
  if (date) {
    return 2;
  }
  return undefined;
};
"""

PY = '''import re

CODE = re.compile(r"^[A-Z]{2}-\\d{3}$")


def check(code: str) -> str:
    if CODE.match(code):
        return "ok"
    return "bad"
'''


def _input(cases: dict[str, dict], start: str) -> str:
    return next(c["input"] for p, c in cases.items() if p.startswith(start))


def test_pattern_test_and_exec_local_take_a_matching_argument(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "timing.ts", TS)
    assert _input(cases, "`delayPattern.test(value)` holds") == '`value` = `"1"`.'
    assert _input(cases, "`date` holds") == '`value` = `"Mon, 11 Jan 1111 GMT"`.'


def test_python_compiled_pattern_gives_a_matching_argument(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "code.py", PY)
    value = re.search(r'`code` = `"([^"]*)"`', _input(cases, "`CODE.match(code)` holds"))
    assert value is not None and re.match(r"^[A-Z]{2}-\d{3}$", value.group(1))


def test_examples_match_or_miss_as_asked() -> None:
    for pattern in (r"^\d+$", r"^(a|bc)+-[^x]{2}$", r"^(?:\d{2}| \d) (\w+)\1$", r"[A-F0-9]{4}"):
        text = example(pattern, True)
        assert text is not None and re.search(pattern, text), pattern
        missed = example(pattern, False)
        assert missed is not None and not re.search(pattern, missed), pattern
    assert example(r"(?=x)y", True) is None  # a lookahead the built text cannot meet: nothing proposed
