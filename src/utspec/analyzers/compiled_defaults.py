"""Default parameters as Babel and TypeScript compile them for old engines: which parameters a function has.

The author of npm `wareki` wrote `function (value = Date.now(), opts = {})`; the package ships Babel's output, whose
parameter list is empty:

    function _default() {
      var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : Date.now();

so `signature.parameters` found none, and everything that binds a case's input to the function's parameters (the
normal run, a worked example's call) had nothing to bind. TypeScript's ES5 output keeps the names and moves the
default into the body: `if (value === void 0) { value = Date.now(); }`, which `parameter_defaults` did not see.

Only the exact shapes the compilers emit count (the same index in all three places, `undefined` / `void 0`); a
hand-written `arguments.length > 1` check is the author's. The lines' branches stay on the checklist: "省略すると現在時刻
を使う" (wareki's design) and "level 未指定時は…" (japanmesh's DR-30) are claims about exactly those branches, and
dropping them (tried in session 27) lost those links.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

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


def leading_defaults(body: Sequence[str]) -> list[tuple[str, str]]:
    """(parameter, default) of the compiled default-parameter lines that open a function body, in order.

    Babel's function has an empty parameter list (`function _default()`): these lines are where its parameters are
    declared. Blank lines and the body's opening brace are passed over; the first other statement ends them.

    >>> leading_defaults(["function _default() {",
    ...     "  var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : Date.now();",
    ...     "  var opts = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};",
    ...     "  var d = new Date(value);", "  var x = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : 1;"])
    [('value', 'Date.now()'), ('opts', '{}')]
    """
    out: list[tuple[str, str]] = []
    for text in body:
        stripped = text.strip()
        if not stripped or stripped.endswith("{") and not out and "arguments" not in stripped:
            continue
        if (found := compiled_default(text)) is None:
            break
        out.append(found)
    return out


_VOID_0 = re.compile(r"(?<![\w$.])void\s+0(?![\w$])")


def void_zero_as_undefined(cond: str, language: str) -> str:
    """`cond` with compiled code's `void 0` spelled `undefined`, which it is, so value readers pick `undefined`.

    tsc's `if (width === void 0)` said "Values for which `width === void 0` is true (the code names no literal to choose
    them from)": the reader knows `undefined` as a literal, not `void 0`.

    >>> void_zero_as_undefined("width === void 0", "typescript"), void_zero_as_undefined("x == void 0", "python")
    ('width === undefined', 'x == void 0')
    """
    return _VOID_0.sub("undefined", cond) if language in ("javascript", "typescript", "tsx") else cond
