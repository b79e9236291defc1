"""Worked examples' arguments as the argument search's first candidates (designer.offline.example_values).

japanmesh's `toCode(lat, lng, level)` arm cases gave `level` only; no value the search made up was a point in Japan,
so every run threw "invalid location". The key items call `toCode(35.70078, 139.71475, 80000)`; those values are
tried first. `toCoordinate(code)`, which no key item calls, takes the mesh codes other functions' examples pass
for their `code`. Each test fails without the examples.
"""

from __future__ import annotations

from utspec.designer.offline.argument_search import search
from utspec.designer.offline.example_values import example_values
from utspec.models import ChecklistItem, Kind

_SRC = """function toCode(lat, lng, level) {
    if (lat < 20.0 || lat > 46.0 || lng < 122.0 || lng > 154.0) {
        throw new Error("invalid location");
    }
    switch (level) {
        case 80000:
            return "" + Math.floor(lat * 1.5) + Math.floor(lng - 100);
        default:
            return "?";
    }
}
function toCorner(code) {
    if (!/^[0-9]+$/.test(code)) {
        throw new Error("invalid code");
    }
    if (code.length >= 4) {
        return [Number(code.slice(2, 4)) + 100, Number(code.slice(0, 2)) / 1.5];
    }
    return [];
}
function getLevel(code) {
    return code.length;
}
module.exports = { toCode, toCorner, getLevel };
"""
_SOURCES = {"m.js": _SRC.split("\n")}
_KEY_ITEMS = ["toCode(35.70078, 139.71475, 80000) は '5339' を返す", "getLevel('533945') は 6 を返す",
              "getLevel('5339') は 4 を返す"]  # fmt: skip


def _item(line: int, end: int, symbol: str, text: str) -> ChecklistItem:
    return ChecklistItem(id=f"m.js:{line}:branch", kind=Kind.BRANCH, file="m.js", line=line, end_line=end,
                         language="javascript", symbol=symbol, text=text)  # fmt: skip


_ITEMS = [_item(2, 4, "toCode", "lat < 20.0"), _item(13, 15, "toCorner", "x"), _item(22, 22, "getLevel", "x")]
_EXAMPLES = example_values(_KEY_ITEMS, _ITEMS, _SOURCES)


def test_the_examples_bind_by_the_called_function_s_parameters() -> None:
    assert _EXAMPLES == {"lat": ("35.70078",), "lng": ("139.71475",), "level": ("80000",), "code": ("'533945'", "'5339'")}


def test_an_arm_s_case_takes_the_example_s_point() -> None:
    arm = _item(6, 7, "toCode", "case 80000")
    found = search(_SOURCES, arm, "`level` = `80000`.", examples=_EXAMPLES)
    assert found is not None and found.args == (("lat", "35.70078"), ("lng", "139.71475"), ("level", "80000"))
    assert search(_SOURCES, arm, "`level` = `80000`.") is None


def test_a_counted_input_takes_an_example_of_that_count() -> None:
    # "`code` with 4 elements": `'5339'`, not `'533945'`; the side is run (a letter string would be refused)
    branch = _item(16, 18, "toCorner", "code.length >= 4")
    found = search(_SOURCES, branch, "`code` with 4 elements.", examples=_EXAMPLES)
    assert found is not None and found.args == (("code", '"5339"'),)
    assert search(_SOURCES, branch, "`code` with 4 elements.") is None
