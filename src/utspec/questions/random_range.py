"""A range a text states for a function's random draw, against the bounds the code draws from.

backoff's docstring "Jitter the value across the full range (0 to value)." (its section is
`full_jitter(value)`) and the key item "full_jitter(10) returns a wait anywhere between 0 and 10
seconds", against `return random.uniform(value / 2, value)`: the draw never goes below half the
value. Jitter is where retry libraries draw at random, and no comparison in the code says where the
draw starts, so neither the limits nor the key-item walk see it.

The text side: a function named (its section heading `name(…)`, a call `name(10)` or `name` in
backticks) and a range "(A to B)", "between A and B", "from A to B", "A から B" whose ends are numbers
or names. The code side: the one `uniform`/`randint`/`randrange` call (Python's `random`, also
`rand.`/`secrets.`) in that function's body, two arguments. The ends are compared as written
(spaces aside) and, when the text calls the function with numbers, as values with the parameters
bound (`value / 2` is 5 for `full_jitter(10)`). Pure functions of the texts.
"""

from __future__ import annotations

import ast
import operator
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_END = r"-?\d+(?:\.\d+)?|[A-Za-z_]\w*"
_RANGE = re.compile(
    rf"(?:\(|\bbetween\s+|\bfrom\s+|\brange\s+)\s*(?P<a>{_END})\s*(?:to|through|and|-|–)\s*(?P<b>{_END})(?![\w(])"
    rf"|(?<![\w.])(?P<c>{_END})\s*から\s*(?P<d>{_END})(?![\w(])",
    re.I,
)
_DRAW = re.compile(
    r"\b(?:random|rand|secrets|rng)\.(?:uniform|randint|randrange)\(\s*(?P<lo>[^,()]+(?:\([^()]*\))?[^,()]*)\s*,\s*(?P<hi>[^,()]+(?:\([^()]*\))?[^,()]*)\)"
)
_DEF = re.compile(r"^(?P<ind>\s*)(?:async\s+)?def\s+(?P<name>\w+)\s*\((?P<params>[^)]*)\)")
_OPS: dict[type, Callable[[float, float], float]] = {ast.Add: operator.add, ast.Sub: operator.sub,
                                                     ast.Mult: operator.mul, ast.Div: operator.truediv}  # fmt: skip
_WORDS = frozenset({"to", "and", "the", "a", "an", "zero"})


@dataclass(frozen=True)
class RangeClaim:
    function: str
    stated: tuple[str, str]
    """The range's ends as the text writes them."""
    file: str
    line: int
    code: str
    """The draw as the code writes it (`random.uniform(value / 2, value)`)."""
    drawn: tuple[str, str]
    """The code's ends, evaluated for the text's call when it gives one (`5`, `10`)."""


def _value(expr: str, bound: dict[str, float]) -> float | None:
    """The value of a small arithmetic expression over numbers and the bound names, else None."""

    def ev(n: ast.AST) -> float | None:
        if isinstance(n, ast.Constant) and isinstance(n.value, int | float):
            return float(n.value)
        if isinstance(n, ast.Name):
            return bound.get(n.id)
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub) and (v := ev(n.operand)) is not None:
            return -v
        if isinstance(n, ast.BinOp) and type(n.op) in _OPS:
            a, b = ev(n.left), ev(n.right)
            if a is not None and b is not None and not (isinstance(n.op, ast.Div) and b == 0):
                return _OPS[type(n.op)](a, b)
        return None

    try:
        return ev(ast.parse(expr.strip(), mode="eval").body)
    except SyntaxError:
        return None


def stated_range(text: str) -> tuple[str, str] | None:
    """The range a text states, as written.

    >>> stated_range("Jitter the value across the full range (0 to value).")
    ('0', 'value')
    >>> stated_range("full_jitter(10) returns a wait anywhere between 0 and 10 seconds")
    ('0', '10')
    >>> stated_range("待ち時間は 0 から wait_jitter_max までの乱数")
    ('0', 'wait_jitter_max')
    >>> stated_range("Retries 3 times") is None
    True
    """
    for m in _RANGE.finditer(unicodedata.normalize("NFKC", text)):
        a, b = (m.group("a"), m.group("b")) if m.group("a") else (m.group("c"), m.group("d"))
        if a.lower() not in _WORDS and b.lower() not in _WORDS:
            return a, b
    return None


def _functions(src: SourceText) -> dict[str, tuple[int, int, list[str]]]:
    lines = src.text.split("\n")
    out: dict[str, tuple[int, int, list[str]]] = {}
    for n, line in enumerate(lines, start=1):
        if m := _DEF.match(line):
            end = len(lines)
            for k in range(n + 1, len(lines) + 1):
                s = lines[k - 1]
                if s.strip() and len(s) - len(s.lstrip()) <= len(m.group("ind")):
                    end = k - 1
                    break
            params = [p.split("=")[0].split(":")[0].strip().lstrip("*") for p in m.group("params").split(",")]
            out.setdefault(m.group("name"), (n, end, [p for p in params if p and p not in ("self", "cls")]))
    return out


def _named(text: str, section: str | None, names: set[str]) -> tuple[str, list[float]] | None:
    """The function a text is about (a call, a backticked name, its section's heading) and the numbers it calls it with."""
    for m in re.finditer(r"(?<![\w.])(\w+)\(([^()]*)\)", text):
        if m.group(1) in names:
            args = [a.strip() for a in m.group(2).split(",") if a.strip()]
            nums = [float(a) for a in args if re.fullmatch(r"-?\d+(?:\.\d+)?", a)]
            return m.group(1), nums if len(nums) == len(args) else []
    for f in re.findall(r"`(\w+)`", text):
        if f in names:
            return f, []
    head = re.match(r"\s*`?(\w+)\s*\(", section or "")
    if head and head.group(1) in names:
        return head.group(1), []
    return None


def _same(stated: str, drawn: str, bound: dict[str, float]) -> bool:
    if re.sub(r"\s+", "", stated) == re.sub(r"\s+", "", drawn):
        return True
    a, b = _value(stated, bound), _value(drawn, bound)
    return a is not None and b is not None and abs(a - b) < 1e-9


def range_claim(text: str, sources: Sequence[SourceText], section: str | None = None) -> RangeClaim | None:
    """The draw of the function a text names when its bounds differ from the range the text states."""
    rng = stated_range(text)
    if rng is None:
        return None
    for src in sources:
        funcs = _functions(src)
        found = _named(text, section, set(funcs))
        if found is None:
            continue
        name, args = found
        start, end, params = funcs[name]
        body = src.text.split("\n")[start - 1 : end]
        draws = [(start + i, m) for i, line in enumerate(body) for m in _DRAW.finditer(line)]
        if len(draws) != 1:
            return None
        line, m = draws[0]
        bound = dict(zip(params, args, strict=False)) if len(args) == len(params) else {}
        lo, hi = m.group("lo").strip(), m.group("hi").strip()
        if _same(rng[0], lo, bound) and _same(rng[1], hi, bound):
            return None
        if (
            not bound
            and not all(re.fullmatch(_END, e) for e in (lo, hi, *rng))
            and not (_same(rng[1], hi, bound) or _same(rng[0], lo, bound))
        ):
            return None  # neither end agrees and nothing is evaluated: probably another range  # fmt: skip
        shown = tuple(
            str(_fmt(_value(e, bound))) if bound and _value(e, bound) is not None else e for e in (lo, hi)
        )
        return RangeClaim(name, rng, src.path, line, m.group(0), (shown[0], shown[1]))
    return None


def _fmt(v: float | None) -> str:
    return "" if v is None else (str(int(v)) if float(v).is_integer() else str(v))
