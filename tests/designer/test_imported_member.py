"""A condition comparing with a member of another module's constant object takes that member's number.

japanmesh's `if (level === constants_1.MESH.LEVEL_10000.LEVEL)` after `var constants_1 = require("../constants")`
said "… が真になる値（コードに値を選ぶ手掛かりとなるリテラルがない）" though `constants/index.js` writes `LEVEL: 10000`.
Each test fails with the rule switched off.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import values
from utspec.designer.offline.values import Where, examples
from utspec.messages import Catalog

_CONSTANTS = [
    '"use strict";',
    "exports.MESH = {",
    "    // 第2次地域区画",
    "    LEVEL_10000: {",
    "        LEVEL: 10000,",
    "        DIGIT: 6,",
    "    },",
    "};",
]
_MESH = [
    'var constants_1 = require("../constants");',
    "function toCode(lat, lng, level) {",
    "    if (level === constants_1.MESH.LEVEL_10000.LEVEL) {",
    "        return 1;",
    "    }",
    "}",
]


def _at(cond: str, want: bool) -> list[str]:
    return examples(cond, want, Where(_MESH, 3, "javascript", None, (_CONSTANTS,)), Catalog("en"))


def test_the_imported_member_gives_the_value() -> None:
    assert _at("level === constants_1.MESH.LEVEL_10000.LEVEL", True) == ["`level` = `10000`"]
    assert _at("level === constants_1.MESH.LEVEL_10000.LEVEL", False) == ["`level` = `10001`"]


def test_a_module_not_in_the_run_gives_nothing() -> None:
    got = examples(
        "level === constants_1.MESH.LEVEL_10000.LEVEL", True, Where(_MESH, 3, "javascript"), Catalog("en")
    )
    assert not any("10000" in g for g in got)


def test_switched_off_no_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(values, "imported_member", lambda *_: None)
    assert not any("10000" in g for g in _at("level === constants_1.MESH.LEVEL_10000.LEVEL", True))


_SWITCH = [
    'var constants_1 = require("../constants");',
    "function digits(level) {",
    "    switch (level) {",
    "        case constants_1.MESH.LEVEL_10000.LEVEL:",
    "            return 6;",
    "    }",
    "}",
]


def test_a_case_label_read_from_another_module_gives_the_subject_s_value() -> None:
    where = Where(_SWITCH, 4, "javascript", None, (_CONSTANTS,))
    assert examples("case constants_1.MESH.LEVEL_10000.LEVEL", True, where, Catalog("en")) == [
        "`level` = `10000`"
    ]


def test_switched_off_the_case_label_gives_no_value(monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.designer.offline import relation_values

    monkeypatch.setattr(relation_values, "imported_member", lambda *_: None)
    where = Where(_SWITCH, 4, "javascript", None, (_CONSTANTS,))
    assert examples("case constants_1.MESH.LEVEL_10000.LEVEL", True, where, Catalog("en")) != [
        "`level` = `10000`"
    ]
