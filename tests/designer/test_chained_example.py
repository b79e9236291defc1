"""A worked example that calls a method on a constructed value is a case with that call as its input (issue 12:
concrete inputs).

jpdatetime 1.5.0 (PyPI, Apache-2.0): "`jpdatetime(2024, 10, 30).strftime("%G年%m月%d日")` は `"令和06年10月30日"` を返す"
was read as no example at all (the call reader stopped at `jpdatetime(…)`, a class it does not list as a function), so
the case's input was an open question "no path in the code leads there", though `strftime` is right there.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

PY = '''\
class Stamp:
    def __init__(self, year):
        self.year = year

    def label(self, fmt):
        if fmt == "%Y":
            return str(self.year)
        return "R" + str(self.year - 2018)
'''

DESIGN = '# Stamp\n\n- `Stamp(2024).label("%R")` は `"R6"` を返す。\n'


def test_a_method_on_a_constructed_value_is_the_examples_call(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"stamp.py": PY}, design=DESIGN, language="ja")["cases"]
    example = [c for c in cases if "DR-2" in c["evidence"]]
    # ruleid: the example's input is its call, not a question
    assert example and example[0]["input"].startswith('`Stamp(2024).label("%R")` を呼ぶ'), [
        (c["perspective"], c["input"], c["evidence"]) for c in cases]
    assert '"R6"' in example[0]["expected"]
