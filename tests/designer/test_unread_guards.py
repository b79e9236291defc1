"""A normal-path value is said to pass every guard only when each guard on its name is read false (unread_guards).

japanmesh's `getCodes` normal path said `level` = `126`, which fails `AREA_MESH_LEVELS.includes(level) === false`:
the constant is computed, nothing read that guard, and the value was claimed to pass it. Each test fails with the
rule switched off.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.designer.offline import main_path

from ._one_file_run import spec_of

_COMPUTED = """LEVELS = tuple(m * 2 for m in (1, 2, 3))


def get(code, level):
    if level not in LEVELS:
        raise ValueError("bad level")
    if level > 100:
        raise ValueError("too big")
    return code * level
"""


def _normal_input(tmp_path: Path, text: str) -> str:
    spec = spec_of(tmp_path, {"get.py": text})
    return next(c["input"] for c in spec["cases"] if c["input"].startswith("Input that passes every guard"))


def test_a_value_an_unread_guard_may_take_is_not_claimed(tmp_path: Path) -> None:
    assert _normal_input(tmp_path, _COMPUTED) == (
        "Input that passes every guard of `get` in src/get.py: "
        "`level` for which `level not in LEVELS` is false (no value is shown to pass it)."
    )


def test_a_value_a_read_guard_takes_is_not_claimed(tmp_path: Path) -> None:
    # `(2, 4, 6)` is read: 100 takes `level not in LEVELS`, and `normal_values` found no better value
    said = _normal_input(tmp_path, _COMPUTED.replace("tuple(m * 2 for m in (1, 2, 3))", "(2, 4, 6)"))
    assert "`level` = `100`" not in said


def test_a_value_every_guard_is_read_false_for_stays(tmp_path: Path) -> None:
    said = _normal_input(tmp_path, _COMPUTED.replace("if level not in LEVELS:", "if level < 0:"))
    assert "`level` = `100`" in said or "`level` = `0`" in said, said


def test_switched_off_the_value_is_claimed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_path, "unread_guards", lambda values, *_: values)
    assert "`level` = `100`" in _normal_input(tmp_path, _COMPUTED)
