"""An `isinstance` test of an abstract base held true takes a builtin instance of it.

pyhumps's `isinstance(str_or_iter, Mapping)` and statistics' `isinstance(x, (numbers.Real, Decimal))` said "Values
for which … is true (the code names no literal to choose them from)". Each test fails with the rule switched off.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import instance_values
from utspec.designer.offline.values import Where, examples
from utspec.messages import Catalog

_SRC = [
    "def _process_keys(str_or_iter, fn):",
    "    if isinstance(str_or_iter, Mapping):",
    "        return {fn(k): v for k, v in str_or_iter.items()}",
    "    if isinstance(str_or_iter, (numbers.Real, Decimal)):",
    "        return str_or_iter",
]


def _at(cond: str, want: bool, line: int) -> list[str]:
    return examples(cond, want, Where(_SRC, line, "python"), Catalog("en"))


def test_a_mapping_is_a_dict() -> None:
    assert _at("isinstance(str_or_iter, Mapping)", True, 2) == ['`str_or_iter` = `{"a": 1}`']


def test_a_real_number_is_a_float() -> None:
    assert _at("isinstance(str_or_iter, (numbers.Real, Decimal))", True, 4) == ["`str_or_iter` = `1.5`"]


def test_the_false_side_of_an_abstract_base_stays_unknown() -> None:
    assert not any("str_or_iter" in g for g in _at("isinstance(str_or_iter, Mapping)", False, 2))


def test_switched_off_no_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(instance_values, "abstract_instance", lambda _t: None)
    assert _at("isinstance(str_or_iter, Mapping)", True, 2) == []
