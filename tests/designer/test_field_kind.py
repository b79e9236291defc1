"""A receiver's field tested for truth takes a value of the kind its class gives it.

sunau's `if self._nframeswritten: raise Error(…)` said "Values for which `self._nframeswritten` is true (the code
names no literal to choose them from)" though the class sets it to `0` and only adds to it. Each test fails with the
rule switched off.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import values
from utspec.designer.offline.values import Where, examples
from utspec.messages import Catalog

_SUNAU = [
    "class Au_write:",
    "    def initfp(self, file):",
    "        self._file = file",
    "        self._nframeswritten = 0",
    "        self._opened = False",
    "    def setnchannels(self, nchannels):",
    "        if self._nframeswritten:",
    "            raise Error('cannot change parameters after starting to write')",
    "    def writeframesraw(self, data):",
    "        self._nframeswritten = self._nframeswritten + len(data)",
    "    def close(self):",
    "        if self._opened:",
    "            self._file.close()",
    "        if self._file:",
    "            pass",
]


def _at(cond: str, want: bool, line: int) -> list[str]:
    return examples(cond, want, Where(_SUNAU, line, "python"), Catalog("en"))


def test_a_counter_field_is_a_number() -> None:
    assert _at("self._nframeswritten", True, 7) == ["`self._nframeswritten` = `1`"]
    assert _at("self._nframeswritten", False, 7) == ["`self._nframeswritten` = `0`"]


def test_a_flag_field_is_a_boolean() -> None:
    assert _at("self._opened", True, 12) == ["`self._opened` = `True`"]


def test_a_field_assigned_an_argument_stays_unknown() -> None:
    assert _at("self._file", True, 14) == []


def test_switched_off_the_field_has_no_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(values, "field_kind", lambda *_: None)
    assert _at("self._nframeswritten", True, 7) == []
    assert _at("self._opened", True, 12) == []
