"""The normal path passes a Go guard written with an `if` initialiser against a constant (bound_guard.py).

go-uuid's `FormatUUID` (`if buflen := len(buf); buflen != uuidLen { return "", … }`, `const uuidLen = 16`) gave the
normal path "`buf` with 1 element", an input that leaves at that guard. A hand-written function of the same shape.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from utspec.analyzers import go_consts
from utspec.designer.offline import bound_guard

from ._one_file_run import spec_of

GO = """package uuid

import "fmt"

const uuidLen = 16

func Format(buf []byte) (string, error) {
	if buflen := len(buf); buflen != uuidLen {
		return "", fmt.Errorf("wrong length (%d)", buflen)
	}
	return fmt.Sprintf("%x", buf), nil
}
"""


def _normal_input(tmp_path: Path) -> str:
    cases = spec_of(tmp_path, {"u.go": GO})["cases"]
    return next(c["input"] for c in cases if "passes every guard" in c["input"])


def test_doctests() -> None:
    assert doctest.testmod(bound_guard).failed == 0
    assert doctest.testmod(go_consts).failed == 0


def test_normal_path_takes_the_tested_count(tmp_path: Path) -> None:
    found = _normal_input(tmp_path)
    assert "`buf` with 16 elements" in found, found


@pytest.mark.parametrize("off", ["initialiser", "constant"])
def test_without_the_binding_the_input_leaves_at_the_guard(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, off: str
) -> None:
    if off == "initialiser":
        monkeypatch.setattr(bound_guard, "_GO_INIT", bound_guard.re.compile(r"(?!)"))
    else:
        monkeypatch.setattr(go_consts, "package_consts", lambda lines: [])
    assert "`buf` with 16 elements" not in _normal_input(tmp_path)
