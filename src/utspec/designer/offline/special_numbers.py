"""Values for conditions on the special numbers: NaN and the infinities.

kansuji's `if (typeof n === "number" && isNaN(n)) throw new TypeError(…)` was drafted with `n` = `1`, which is no
NaN and throws nothing, and `if (n === Infinity) throw …` with "a value for which `n === Infinity` is true (the code
names no literal)": `Infinity` is a value the code names, spelled as a name. Each is the value a tester types:
`NaN` / `Infinity` / `-Infinity` in JavaScript and TypeScript, `float("nan")` / `float("inf")` in Python; a plain
`1` for the false side.
"""

from __future__ import annotations

import re

_NAN_TEST = re.compile(r"^(?:Number\.isNaN|isNaN|math\.isnan|numpy\.isnan|np\.isnan|Double\.isNaN|double\.IsNaN)"
                       r"\(\s*([\w.]+)\s*\)$")  # fmt: skip
_INF = r"(-)?\s*(?:Infinity|Number\.(?:POSITIVE|NEGATIVE)_INFINITY|math\.inf|float\(\s*['\"](?:inf|infinity)['\"]\s*\))"
_INF_TEST = re.compile(rf"^([\w.]+)\s*(===?|!==?)\s*{_INF}$|^{_INF}\s*(===?|!==?)\s*([\w.]+)$")


def _spelled(kind: str, language: str) -> str:
    python = language == "python"
    return {"nan": 'float("nan")' if python else "NaN", "inf": 'float("inf")' if python else "Infinity",
            "-inf": 'float("-inf")' if python else "-Infinity"}[kind]  # fmt: skip


def special_number(cond: str, want: bool, language: str) -> tuple[str, str] | None:
    """(name, value) making `cond` evaluate to `want` when it tests NaN or an infinity; else None.

    >>> special_number("isNaN(n)", True, "javascript"), special_number("math.isnan(x)", True, "python")
    (('n', 'NaN'), ('x', 'float("nan")'))
    >>> special_number("n === Infinity", True, "javascript"), special_number("n === -Infinity", True, "javascript")
    (('n', 'Infinity'), ('n', '-Infinity'))
    >>> special_number("n !== Infinity", True, "javascript"), special_number("isNaN(n)", False, "javascript")
    (('n', '1'), ('n', '1'))
    >>> special_number('x == float("inf")', True, "python"), special_number("n === 1", True, "javascript")
    (('x', 'float("inf")'), None)
    """
    c = cond.strip()
    if m := _NAN_TEST.match(c):
        return m.group(1), _spelled("nan", language) if want else "1"
    if m := _INF_TEST.match(c):
        name, op, minus = (
            (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(6), m.group(5), m.group(4))
        )
        negative = bool(minus) or "NEGATIVE" in c
        equal = op in ("==", "===")
        return name, _spelled("-inf" if negative else "inf", language) if want == equal else "1"
    return None


__all__ = ["special_number"]
