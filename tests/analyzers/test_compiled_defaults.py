"""Compiled TypeScript's default parameter line, `if (code === void 0) { code = null; }`, is read by the path walk.

japanmesh's `getCodes` starts with two such lines: the walk could read neither `void 0` nor a one-line `if` with
braces, and gave up before the first guard. Switched off (the old one-line pattern), the walk gives no value.
"""

from __future__ import annotations

import re

import pytest

from utspec.analyzers import path_value
from utspec.analyzers.path_value import NOT_KNOWN, returned_value

_BODY = [
    "        if (code === void 0) { code = null; }",
    "        if (code === null) {",
    "            return 'all';",
    "        }",
    "        return code + '!';",
]


@pytest.mark.parametrize(("env", "want"), [({"code": "53"}, "53!"), ({"code": None}, "all")])
def test_the_default_line_is_read(env: dict, want: str) -> None:
    assert returned_value(_BODY, "javascript", env) == want


def test_void_0_is_undefined() -> None:
    assert path_value.value_of("x === void 0", {"x": None}, "typescript") is True


def test_switched_off_the_braced_one_line_if_is_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(path_value, "_ONE_LINE_IF", re.compile(r"^if\s*\((.+)\)\s*([^{}]+;)()$"))
    assert returned_value(_BODY, "javascript", {"code": "53"}) is NOT_KNOWN
