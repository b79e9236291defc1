"""Default parameters as Babel and TypeScript compile them for old engines: no branch or boundary of the author's.

The author of npm `wareki` wrote `function (value = Date.now(), opts = {})`; the package ships Babel's output:

    function _default() {
      var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : Date.now();

A native default parameter makes no checklist item, but the compiled line made a boundary (`arguments.length > 0` at
0 and 1) and two branches, and the spec drafted four cases on them ("要素数 0 の `arguments`" → "`value` が
`Date.now()` になる") that test the compiler's scaffolding in words no reviewer of the author's code would sign.
TypeScript's ES5 output for the same parameter is `if (value === void 0) { value = Date.now(); }`.

Here those lines are read as what they compile: a parameter with its default. Only the exact shapes the compilers
emit count (the same index in all three places, `undefined` / `void 0`); a hand-written `arguments.length > 1`
check is the author's and stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.draft import Draft
from utspec.models import Kind

_NAME = r"[A-Za-z_$][\w$]*"
#: Babel: `var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : Date.now();`
_BABEL = re.compile(
    rf"^\s*(?:var|let|const)\s+(?P<name>{_NAME})\s*=\s*arguments\.length\s*>\s*(?P<n>\d+)\s*&&\s*"
    r"arguments\[(?P<n2>\d+)\]\s*!==\s*(?:undefined|void 0)\s*\?\s*arguments\[(?P<n3>\d+)\]\s*:\s*(?P<default>.+?);?\s*$"
)
#: TypeScript (ES5 target): `if (value === void 0) { value = Date.now(); }`
_TSC = re.compile(
    rf"^\s*if\s*\(\s*(?P<name>{_NAME})\s*===\s*void 0\s*\)\s*\{{\s*(?P=name)\s*=\s*(?P<default>.+?);?\s*\}}\s*$"
)
_KINDS = frozenset({Kind.BOUNDARY, Kind.BRANCH})


def compiled_default(line: str) -> tuple[str, str] | None:
    """(parameter, default) when `line` is a compiler's rendering of a default parameter, else None.

    >>> compiled_default("  var opts = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};")
    ('opts', '{}')
    >>> compiled_default("    if (sep === void 0) { sep = ','; }")
    ('sep', "','")
    >>> compiled_default("  var a = arguments.length > 1 && arguments[0] !== undefined ? arguments[0] : 1;") is None
    True
    >>> compiled_default("  if (arguments.length > 1) {") is None  # the author's own check
    True
    """
    if m := _BABEL.match(line):
        if not m.group("n") == m.group("n2") == m.group("n3"):
            return None
        return m.group("name"), m.group("default").strip()
    if m := _TSC.match(line):
        return m.group("name"), m.group("default").strip()
    return None


def without_compiled_defaults(drafts: list[Draft], text: str, language: str) -> list[Draft]:
    r"""`drafts` less the branches and boundaries on lines that only compile a default parameter (JS/TS).

    >>> text = "function f() {\n  var a = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : 1;\n}"
    >>> ds = [Draft(Kind.BOUNDARY, 2, 2, "arguments.length > 0"), Draft(Kind.CALL, 2, 2, "g()")]
    >>> [d.kind.value for d in without_compiled_defaults(ds, text, "javascript")]
    ['call']
    """
    if (
        language not in ("javascript", "typescript", "tsx")
        or "arguments.length" not in text
        and "void 0" not in text
    ):
        return drafts
    lines: Sequence[str] = text.split("\n")
    compiled = {
        d.line
        for d in drafts
        if d.kind in _KINDS and 0 < d.line <= len(lines) and compiled_default(lines[d.line - 1]) is not None
    }
    return [d for d in drafts if not (d.kind in _KINDS and d.line in compiled)] if compiled else drafts
