"""A local set from one parameter through a same-file helper is given as that parameter (fixed_point.py).

pyhumps' `s = _is_none(str_or_iter)` gave inputs on `s`, which no caller sets; `_is_none("A")` is `"A"`, so the case
is `decamelize("A")`, and its result is checkable: the function returns `"A"`. Fails with the rule switched off.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of
from utspec.designer.offline import fixed_point, local_inputs

_PY = '''import re
from collections.abc import Mapping


def _is_none(_in):
    """Determine if the input is None."""
    return "" if _in is None else re.sub(r"\\s+", "", str(_in))


def dekebabize(str_or_iter):
    if isinstance(str_or_iter, (list, Mapping)):
        return [str_or_iter]
    s = _is_none(str_or_iter)
    if s.isnumeric():
        return str_or_iter
    return s.replace("-", "_")
'''


def _cases(tmp_path: Path) -> list[dict]:
    return spec_of(tmp_path, {"humps.py": _PY})["cases"]


def test_the_local_is_given_as_the_parameter_and_the_result_is_a_value(tmp_path: Path) -> None:
    numeric = next(c for c in _cases(tmp_path) if "isnumeric" in c["perspective"])
    assert numeric["input"].startswith("`str_or_iter` = `")
    assert "(`s` is then `" in numeric["input"]
    assert "(the value of `str_or_iter` for this input)" in numeric["expected"]


def test_the_normal_path_names_the_parameter_once(tmp_path: Path) -> None:
    normal = next(c for c in _cases(tmp_path) if "passes every guard" in c["input"])
    assert normal["input"].count("`str_or_iter`") == 1, normal["input"]
    assert '(the value of `s.replace("-", "_")` for this input)' in normal["expected"]


def test_switched_off_the_input_sets_the_local(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local_inputs, "fixed_point", lambda *a: None)
    numeric = next(c for c in _cases(tmp_path) if "isnumeric" in c["perspective"])
    assert numeric["input"].startswith("`s` = `")


def test_a_value_the_helper_changes_is_not_read_back() -> None:
    lines = _PY.split("\n")
    assert fixed_point.fixed_point('`s` = `"5"`', lines, 14, "dekebabize", "python") == (
        "str_or_iter",
        '"5"',
        "s",
    )
    assert fixed_point.fixed_point('`s` = `" 5"`', lines, 14, "dekebabize", "python") is None


def test_a_number_local_set_by_float_is_given_as_the_parameter() -> None:
    # humanize's `bytes_ = float(value)`: the boundary case at `bytes_` = 0 is the call `naturalsize(0)`.
    src = [
        "def naturalsize(value, gnu=False):",
        "    bytes_ = float(value)",
        "    if bytes_ == 1 and not gnu:",
    ]
    assert fixed_point.fixed_point("`bytes_` = `0`", src, 3, "naturalsize", "python") == (
        "value",
        "0",
        "bytes_",
    )
    said = local_inputs.parameter_phrase(
        "`bytes_` = `0`", src, 3, "naturalsize", "python", lambda *a: "|".join(a)
    )
    assert said == "value|0|bytes_|0"
