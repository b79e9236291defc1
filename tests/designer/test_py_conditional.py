"""Python's `A if cond else B` assigned or returned whole: the case names what takes the value (retrying's options)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

# The true arm stands before `if`: each option's default is the attribute's value when the argument is None.
# The case once said "the expression yields `100`", which no test reads; a test reads `self._delay`.
PY = """class Retrying:
    def __init__(self, delay=None, attempts=None):
        self._delay = 100 if delay is None else delay
        self._attempts = (
            5 if attempts is None else attempts
        )


def label(flag):
    return 'on' if flag else 'off'
"""


def _expected(tmp_path: Path) -> dict[str, str]:
    spec = spec_of(tmp_path, {"retry.py": PY})
    return {c["evidence"][0].split(":")[1]: c["expected"] for c in spec["cases"] if c["evidence"]}


def test_the_assigned_or_returned_conditional_names_its_target(tmp_path: Path) -> None:
    got = _expected(tmp_path)
    assert got["3"] == "`self._delay` becomes `100`.", got
    assert got["5"] == "`self._attempts` becomes `5`.", got
    assert got["10"] == "The function returns `'on'`.", got
