"""Locals computed inside the function are no inputs: the case names the parameter value (local_inputs.py).

A hand-written function of the shape of kanjize's `number2kanji` (`thousands, c_num = divmod(number, 1000)`,
a remainder, a boolean local from a comparison). Before the rule the boundary case said "`thousands` = `9`;
`number` = `1`" (with `number` = 1, `thousands` is 0) and `if is_negative:` asked for "values for which
`is_negative` is true".
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from utspec.designer.offline import local_inputs

from ._one_file_run import cases_of

PY = '''def kanji(number: int) -> str:
    thousands, c_num = divmod(number, 1000)
    if thousands > 9:
        raise ValueError("too big")
    rest = number % 10
    if rest == 0:
        return "round"
    is_negative = number < 0
    if is_negative:
        return "negative"
    return "other"
'''


def test_doctests() -> None:
    assert doctest.testmod(local_inputs).failed == 0


def test_divmod_boundary_names_the_parameter(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "k.py", PY)
    off = cases["`thousands > 9` at 9 (off the condition)"]
    on = cases["`thousands > 9` at 10 (on the condition)"]
    assert off["input"] == "`number` = `9000` (`thousands` is then `9`).", off
    assert on["input"] == "`number` = `10000` (`thousands` is then `10`).", on


def test_remainder_names_the_parameter_and_leaves_an_impossible_value(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "k.py", PY)
    assert cases["`rest == 0` at 0 (on the condition)"]["input"] == "`number` = `0` (`rest` is then `0`)."
    # No `number` gives a Python remainder of -1 by 10: left as it was, not turned into a wrong parameter value.
    assert cases["`rest == 0` at -1 (off the condition)"]["input"] == "`rest` = `-1`."


def test_bool_local_is_tested_as_its_comparison(tmp_path: Path) -> None:
    case = cases_of(tmp_path, "k.py", PY)["`is_negative` holds"]
    assert case["input"] == "`number` = `-1`.", case


@pytest.mark.parametrize("off", ["parameter_phrase", "bool_local_condition"])
def test_without_the_rule_a_local_is_proposed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, off: str) -> None:
    from utspec.designer.offline import assembly, boundary_cases, case_inputs

    if off == "parameter_phrase":
        for module in (boundary_cases, case_inputs):
            monkeypatch.setattr(module, "parameter_phrase", lambda phrase, *a, **k: phrase)
    else:
        monkeypatch.setattr(case_inputs, "bool_local_condition", lambda *a, **k: None)
        # argument_search would find `number` from the local's value by running: off too, to see this rule alone
        monkeypatch.setattr(assembly, "searched_input", lambda d, *a, **k: d)
    cases = cases_of(tmp_path, "k.py", PY)
    if off == "parameter_phrase":
        assert "`thousands` = `9`" in cases["`thousands > 9` at 9 (off the condition)"]["input"]
    else:
        assert "`number`" not in cases["`is_negative` holds"]["input"]
