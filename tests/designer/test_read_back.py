"""A case's own value of a local wins over the normal path's read-back of an argument to that local (read_back.py).

pyhumps' `camelize` case "`s` with 0 elements" took `str_or_iter` = `"a"` (`s` is then `"a"`) from the normal path,
and, once the walk read the function through, said it returns `"a"`: the value of a non-empty `s`.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import worked
from utspec.designer.offline.worked import whole_input

_OWN = ["`s` with 0 elements."]
_NORMAL = ['`str_or_iter` = `"a"` (`s` is then `"a"`)', "`sep` = `1`"]


def test_the_read_back_to_the_case_s_own_local_is_left_out() -> None:
    assert whole_input(_OWN, _NORMAL) == ["`s` with 0 elements.", "`sep` = `1`"]


def test_switched_off_the_two_contradict_each_other(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(worked, "fixes_own_local", lambda phrase, subjects: False)
    assert whole_input(_OWN, _NORMAL) == ["`s` with 0 elements.", *_NORMAL]
