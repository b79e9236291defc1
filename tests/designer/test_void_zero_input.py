"""tsc's compiled default parameter `if (width === void 0)`: the input names `undefined`, which `void 0` is.

japanmesh's `if (level === void 0) { level = …; }` cases said "`level === void 0` が真になる値（コードに値を選ぶ手掛かりと
なるリテラルがない）": the value reader knew `undefined` as a literal, not `void 0`.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

JS = """function pad(s, width) {
    if (width === void 0) { width = 8; }
    if (s === undefined) {
        throw new TypeError('s is required');
    }
    return s.padStart(width);
}
module.exports = { pad };
"""


def test_void_0_is_given_as_undefined(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"m.js": JS})["cases"]
    case = next(c for c in cases if c["perspective"] == "`width === void 0` holds")
    # `s.padStart(width)` makes `s` a string (values._kind), so the case gives it and its result is worked out.
    assert case["input"] == '`width` = `undefined`; `s` = `"abc"`.'
    assert case["expected"] == 'The function returns `"     abc"` (the value of `s.padStart(width)` for this input).'
