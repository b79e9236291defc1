"""Go defaults: a constructor's composite literal, the constants it reads, and `time.Duration` values.

cenkalti/backoff's `NewExponentialBackOff()` builds `&ExponentialBackOff{Multiplier: DefaultMultiplier,
MaxInterval: DefaultMaxInterval, …}` from `const (DefaultMultiplier = 1.5; DefaultMaxInterval = 30 * time.Second)`.
Go has no parameter defaults or options objects: a type's defaults are what its `New…` constructor puts in the
literal it returns, so "ExponentialBackOff の Multiplier の既定値は 2" was never compared with anything, and a
design table giving `DefaultMaxInterval` as `60 * time.Second` was never compared with the constant either
(`N * time.Second` is no plain number). Here:

- `duration_seconds`: `30 * time.Second`, `time.Millisecond * 500`, `time.Minute` -> seconds;
- `go_constants`: the names a file's `const` lines and `const (…)` blocks set, with their expressions;
- `constructor_defaults`: the keys of composite literals inside a function named `New…` / `Default…`, each with
  its expression read through the file's constants.

Pure functions of one source text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from utspec.models import SourceText

_SECONDS = {
    "Nanosecond": 1e-9,
    "Microsecond": 1e-6,
    "Millisecond": 1e-3,
    "Second": 1.0,
    "Minute": 60.0,
    "Hour": 3600.0,
}
_UNIT = "|".join(_SECONDS)
_DURATION = re.compile(
    rf"^(?:(?P<n>\d+(?:\.\d+)?)\s*\*\s*time\.(?P<u>{_UNIT})|time\.(?P<u2>{_UNIT})\s*\*\s*(?P<n2>\d+(?:\.\d+)?)|time\.(?P<u3>{_UNIT}))$"
)
_CONST_LINE = re.compile(
    r"^\s*(?:const\s+)?(?P<name>[A-Za-z_]\w*)\s*(?:[A-Za-z_][\w.]*\s*)?=\s*(?P<v>[^=]+?)\s*(?://.*)?$"
)
_FUNC = re.compile(r"^func\s+(?:\([^)]*\)\s*)?(?P<name>\w+)\s*\(")
_LITERAL_START = re.compile(r"&?[A-Z]\w*(?:\.[A-Z]\w*)?\{\s*(?://.*)?$")
_KEY = re.compile(r"^\s*(?P<key>[A-Z]\w*)\s*:\s*(?P<v>[^,]+?)\s*,\s*(?://.*)?$")


def duration_seconds(expr: str) -> float | None:
    """The seconds a Go duration expression of a literal and one `time` unit holds, or None.

    >>> duration_seconds("30 * time.Second"), duration_seconds("500 * time.Millisecond"), duration_seconds("time.Minute")
    (30.0, 0.5, 60.0)
    >>> duration_seconds("15 * time.Minute"), duration_seconds("30 * x") is None
    (900.0, True)
    """
    m = _DURATION.match(expr.strip())
    if m is None:
        return None
    n = m.group("n") or m.group("n2") or "1"
    unit = m.group("u") or m.group("u2") or m.group("u3")
    return float(n) * _SECONDS[unit]


def go_constants(src: SourceText) -> dict[str, tuple[str, int]]:
    """Name -> (expression, line) for every name a Go file's `const` lines and blocks set once.

    >>> go = "const (\\n\\tDefaultMultiplier = 1.5\\n\\tDefaultMaxInterval = 30 * time.Second\\n)\\nconst Stop time.Duration = -1\\n"
    >>> sorted(go_constants(SourceText(path="e.go", text=go)).items())
    [('DefaultMaxInterval', ('30 * time.Second', 3)), ('DefaultMultiplier', ('1.5', 2)), ('Stop', ('-1', 5))]
    """
    if not src.path.endswith(".go"):
        return {}
    seen: dict[str, list[tuple[str, int]]] = {}
    block = False
    for n, line in enumerate(src.text.split("\n"), start=1):
        stripped = line.strip()
        if re.match(r"const\s*\($", stripped):
            block = True
            continue
        if block and stripped.startswith(")"):
            block = False
            continue
        if (block or stripped.startswith("const ")) and (m := _CONST_LINE.match(line)):
            seen.setdefault(m.group("name"), []).append((m.group("v").strip(), n))
    return {k: v[0] for k, v in seen.items() if len(v) == 1}


@dataclass(frozen=True)
class GoDefault:
    key: str
    """The field the literal sets (`Multiplier`)."""
    expr: str
    """Its value, read through the file's constants (`1.5`, `30 * time.Second`)."""
    line: int
    text: str


def constructor_defaults(src: SourceText) -> list[GoDefault]:
    """The keys of the composite literals a `New…` / `Default…` function builds, with their values.

    >>> go = ("const DefaultMultiplier = 1.5\\n\\nfunc NewExponentialBackOff() *ExponentialBackOff {\\n"
    ...       "\\tb := &ExponentialBackOff{\\n\\t\\tMultiplier: DefaultMultiplier,\\n\\t\\tClock: SystemClock,\\n\\t}\\n\\treturn b\\n}\\n")
    >>> [(d.key, d.expr, d.line) for d in constructor_defaults(SourceText(path="e.go", text=go))]
    [('Multiplier', '1.5', 5), ('Clock', 'SystemClock', 6)]
    """
    if not src.path.endswith(".go"):
        return []
    consts = go_constants(src)
    out: list[GoDefault] = []
    inside = False
    depth = 0
    for n, line in enumerate(src.text.split("\n"), start=1):
        if m := _FUNC.match(line):
            inside = bool(re.match(r"(?:New|Default)[A-Z0-9]?", m.group("name")))
            depth = 0
            continue
        if line.startswith("}"):
            inside = False
            continue
        if not inside:
            continue
        if _LITERAL_START.search(line):
            depth += 1
            continue
        if depth and line.strip().startswith("}"):
            depth -= 1
            continue
        if depth == 1 and (k := _KEY.match(line)):
            expr = k.group("v").strip()
            out.append(GoDefault(k.group("key"), consts.get(expr, (expr, 0))[0], n, line.strip()))
    return out
