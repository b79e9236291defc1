"""A conjunction whose operands each pick a value for one name states one value: the one they agree on (same_name.py)."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from utspec.designer.offline import same_name

from ._one_file_run import cases_of

PY = '''def kind(r: str) -> str:
    if r.islower() and r != "x":
        return "lower"
    if r.startswith("v") and r.endswith("z"):
        return "vz"
    return "other"
'''


def test_doctests() -> None:
    assert doctest.testmod(same_name).failed == 0


def test_the_deciding_operand_names_the_value(tmp_path: Path) -> None:
    case = cases_of(tmp_path, "k.py", PY)['`r.islower() and r != "x"` holds']
    assert case["input"] == '`r` = `"a"`.', case


def test_a_contradiction_no_candidate_resolves_stays_stated(tmp_path: Path) -> None:
    # Neither "v001" nor "abcz" passes both operands: both stay, rather than one silently wrong value.
    case = cases_of(tmp_path, "k.py", PY)['`r.startswith("v") and r.endswith("z")` holds']
    assert '`r` = `"v001"`' in case["input"] and '`r` = `"abcz"`' in case["input"], case


def test_without_the_rule_two_values_for_one_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.designer.offline import case_inputs

    monkeypatch.setattr(case_inputs, "one_per_name", lambda cond, want, phrases, *a: phrases)
    case = cases_of(tmp_path, "k.py", PY)['`r.islower() and r != "x"` holds']
    assert case["input"].count("`r` =") == 2, case
