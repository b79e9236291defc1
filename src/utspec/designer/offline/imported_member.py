"""A number a condition reads from a constant object of another module of the run (`constants_1.MESH.LEVEL_10000.LEVEL`).

japanmesh's `if (level === constants_1.MESH.LEVEL_10000.LEVEL)` after `const constants_1 = require("./constants")`
said "`level === constants_1.MESH.LEVEL_10000.LEVEL` が真になる値（コードに値を選ぶ手掛かりとなるリテラルがない）":
the literal `10000` is written in `constants/index.js` (`exports.MESH = { LEVEL_10000: { LEVEL: 10000, … } }`),
a file of the same run. The member path is followed through the nested object literals; the object must be
assigned once among the run's other files of the language (`exports.MESH = {` or `export const MESH = {`), and
the member must be a number or a small arithmetic of two (`constant_members`), else no value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.constant_members import _number, _uncommented
from utspec.codetext import split_top_level

_PATH = re.compile(r"([A-Za-z_$][\w$]*)((?:\.[A-Za-z_$][\w$]*)+)")


def _imported(alias: str, lines: Sequence[str]) -> bool:
    """Whether the file binds `alias` to a module (`const c_1 = require("./c")`, `import * as c from './c'`)."""
    a = re.escape(alias)
    required = re.compile(
        rf"\b(?:var|let|const)\s+{a}\s*=\s*(?:__importStar\()?require\(\s*['\"][^'\"]+['\"]\s*\)"
    )
    star = re.compile(rf"\bimport\s+\*\s+as\s+{a}\s+from\s+['\"][^'\"]+['\"]")
    return any(required.search(t) or star.search(t) for t in lines)


def _object_text(lines: Sequence[str], start: int) -> str:
    """The `{ … }` text of the object literal that opens on line `start` (comments left out)."""
    depth, body = 0, []
    for text in lines[start:]:
        code = _uncommented(text)
        body.append(code)
        depth += code.count("{") - code.count("}")
        if depth <= 0:
            break
    joined = " ".join(body)
    return joined[joined.find("{") : joined.rfind("}") + 1]


def _member(obj: str, key: str) -> str | None:
    """The initializer of `key` in the object literal text `obj`, or None."""
    k = re.escape(key)
    for entry in split_top_level(obj[1:-1], "([{", ")]}"):
        if found := re.fullmatch(rf"\s*(?:{k}|['\"]{k}['\"])\s*:\s*(.+?)\s*", entry, re.S):
            return found.group(1)
    return None


def imported_member(expr: str, lines: Sequence[str], others: Sequence[Sequence[str]]) -> int | float | None:
    """The number `expr` names through an imported module's constant object, or None.

    >>> mod = ["exports.MESH = {", "    LEVEL_80000: {", "        LEVEL: 80000,", "        DIGIT: 4, // digits",
    ...        "    },", "    LEVEL_10000: { LEVEL: 10000, DIGIT: 6 },", "};"]
    >>> src = ['const constants_1 = require("./constants");']
    >>> imported_member("constants_1.MESH.LEVEL_80000.DIGIT", src, [mod])
    4
    >>> imported_member("constants_1.MESH.LEVEL_10000.LEVEL", src, [mod])
    10000
    >>> imported_member("constants_1.MESH.LEVEL_5000.LEVEL", src, [mod]) is None  # no such member
    True
    >>> imported_member("other.MESH.LEVEL_80000.DIGIT", src, [mod]) is None  # not an imported module
    True
    """
    m = _PATH.fullmatch(expr.strip())
    if m is None or not _imported(m.group(1), lines):
        return None
    top, *rest = m.group(2)[1:].split(".")
    if not rest:
        return None
    opener = re.compile(rf"^\s*(?:exports\.{re.escape(top)}|export\s+const\s+{re.escape(top)})\s*=\s*\{{")
    found = [(o, n) for o in others for n, text in enumerate(o) if opener.match(text)]
    if len(found) != 1:
        return None
    value: str | None = _object_text(*found[0])
    for key in rest:
        if value is None or not value.startswith("{"):
            return None
        value = _member(value, key)
    return None if value is None else _number(value)


__all__ = ["imported_member"]
