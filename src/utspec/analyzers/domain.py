"""Values a compared operand can take: no negative lengths or counts, no `indexOf` below -1, and a
step that follows the operand's type (an integer literal compared with a float steps by 0.01).

Pure functions over a boundary item and its file's text; `utspec.analyzers.checklist` applies
`fit_domain` to every boundary so the designer and the critic see the same on/off points.

>>> operand_of("len(items) > 100", 100)
'len(items)'
>>> measure("len(items)"), measure("s.indexOf(x)"), measure("weight")
('count', 'index', None)
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Literal

from utspec.analyzers.boundary import parse_number
from utspec.models import ChecklistItem, Kind

_OPS = re.compile(r"(?<![<>=!])(===|!==|<=|>=|==|!=|<>|<|>)(?![<>=])")
_COUNT = re.compile(
    r"^(?:len|count|cap)\((.+)\)$|\.(?:length|Length|Count|size\(\)|count\(\)|Count\(\)|len\(\)|length\(\))$"
)
_INDEX = re.compile(
    r"\.(?:indexOf|lastIndexOf|IndexOf|LastIndexOf|findIndex|search|find)\(|^strings\.Index\w*\("
)
Measure = Literal["count", "index"]


def operand_of(text: str, value: float | int | None) -> str | None:
    """The non-literal side of the comparison with `value` in `text` (a boundary's text)."""
    parts = _OPS.split(text)
    operands = [p.strip() for p in parts[0::2]]
    for left, right in zip(operands, operands[1:], strict=False):
        lv, rv = parse_number(left), parse_number(right)
        if rv is not None and lv is None and (value is None or rv == value):
            return left
        if lv is not None and rv is None and (value is None or lv == value):
            return right
    return None


def measure(operand: str | None) -> Measure | None:
    """`count` for lengths and counts (never negative), `index` for index searches (never below -1)."""
    if not operand:
        return None
    if _COUNT.search(operand):
        return "count"
    if _INDEX.search(operand):
        return "index"
    return None


def counted(operand: str) -> str | None:
    """The collection a count operand measures: `len(items)` -> `items`, `xs.length` -> `xs`."""
    m = _COUNT.search(operand)
    if m is None:
        return None
    return m.group(1) if m.group(1) else operand[: m.start()]


_FLOAT_WORDS = re.compile(
    r"\b(?:float|double|decimal|Decimal|BigDecimal|float32|float64|Double|Float|real)\b"
)


def declared_type(name: str, lines: list[str], upto: int) -> str | None:
    """The type written next to `name` in a declaration at or above line `upto` (1-based), if any."""
    root = re.escape(name.split(".")[-1])
    pats = (
        rf"\b{root}\s*:\s*([\w.\[\]|]+)",  # Python / TypeScript annotation
        rf"\b([\w.<>\[\]]+)\s+{root}\s*[,)=;]",  # Java / C# declaration
        rf"\b{root}\s+(\[\]\w+|\*?\w+)\s*[,)]",  # Go parameter
    )
    for line in reversed(lines[: max(upto, 0)]):
        for p in pats:
            if m := re.search(p, line):
                return m.group(1)
    return None


def is_float_type(type_text: str | None) -> bool:
    return bool(type_text) and _FLOAT_WORDS.search(type_text or "") is not None


def fit_domain(item: ChecklistItem, lines: list[str]) -> ChecklistItem:
    """The boundary with values its operand cannot take removed, stepped by the operand's type."""
    if item.kind is not Kind.BOUNDARY or not item.test_values or item.value is None:
        return item
    operand = operand_of(item.text, item.value)
    values = list(item.test_values)
    if isinstance(item.value, int) and operand and re.fullmatch(r"[\w.]+", operand):
        if is_float_type(declared_type(operand, lines, item.line)):
            step = Decimal("0.01")
            v = Decimal(item.value)
            values = [float(v + (Decimal(t) - v) * step) if t != item.value else t for t in values]
    kind = measure(operand)
    floor = 0 if kind == "count" else -1 if kind == "index" else None
    if floor is not None:
        values = [v for v in values if v >= floor]
    if values == item.test_values:
        return item
    return item.model_copy(update={"test_values": values})
