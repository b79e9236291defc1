"""A JavaScript worked example whose result ends with a literal one arm of a chain assigns, where the example's
arguments take another arm.

npm bytes 3.1.2 (bench/questions bytes-ja-js KT-3, bytes-C1): "bytes.format(1024) は '1KB' を返すこと" and the readme's
"`bytes.format(1024)` outputs `'1KB'`", against (a planted edit)

    if (mag >= map.pb) {
      unit = 'PB';
    …
    } else if (mag > map.kb) {
      unit = 'KB';
    } else {
      unit = 'B';
    }

The result '1KB' ends with 'KB', the longest of the chain's literals it ends with; running the function's body up to
the end of the chain (`utspec.analyzers.path_value`, with the module's constant objects: `map.kb` = 1024) for
value = 1024 assigns 'B'. The whole function (toFixed, a regular expression replace) is not evaluated: only which
arm the example's arguments take. A parameter the call leaves out is `undefined`. Gives up (None) whenever the run
cannot be worked out. Pure function of the text and the source texts.
"""

from __future__ import annotations

import ast
import operator
import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers.path_value import NOT_KNOWN, constants, literal, returned_value
from utspec.models import SourceText

_JS = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx")
_CALL = re.compile(r"(?<![\w$])(?:[A-Za-z_$][\w$]*\.)?(?P<name>[A-Za-z_$][\w$]*)\((?P<args>[^()]*)\)")
_RESULT = re.compile(r"(?:は|が|returns?|outputs?|gives|→|=>)\s*`?(?P<q>['\"])(?P<r>[^'\"\n]+)(?P=q)`?")
_ASSIGN = re.compile(r"^\s*(?P<name>[A-Za-z_$][\w$]*)\s*=\s*(?P<q>['\"])(?P<lit>[^'\"\n]*)(?P=q)\s*;?\s*$")
_OBJECT = re.compile(r"^(?:var|let|const)\s+(?P<name>[A-Za-z_$][\w$]*)\s*=\s*\{\s*$")
_KEY = re.compile(r"^\s*['\"]?(?P<key>[A-Za-z_$][\w$]*)['\"]?\s*:\s*(?P<v>.+?)\s*,?\s*$")
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.LShift: operator.lshift,
        ast.Pow: operator.pow}  # fmt: skip


@dataclass(frozen=True)
class WorkedArm:
    file: str
    line: int
    """The condition of the arm the example's result names (`} else if (mag > map.kb) {`)."""
    condition: str
    name: str
    """The name the chain assigns (`unit`)."""
    expected: str
    """The literal of the arm the result names (`KB`)."""
    actual: str
    """The literal the arguments' arm assigns (`B`)."""
    call: str
    result: str
    """The result as the text writes it (`1KB`)."""


def _number(expr: str) -> int | float | None:
    """A constant number expression of an object literal: `1 << 10`, `Math.pow(1024, 4)`, `60 * 1000`."""
    try:
        tree = ast.parse(expr.replace("Math.pow(", "pow("), mode="eval").body
    except SyntaxError:
        return None

    def ev(n: ast.expr) -> int | float:
        if isinstance(n, ast.Constant) and isinstance(n.value, (int, float)) and not isinstance(n.value, bool):
            return n.value
        if isinstance(n, ast.BinOp) and type(n.op) in _OPS:
            right = ev(n.right)
            if isinstance(n.op, (ast.LShift, ast.Pow)) and not 0 <= right <= 64:
                raise ValueError
            return _OPS[type(n.op)](ev(n.left), right)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "pow" and len(n.args) == 2:
            return ev(ast.BinOp(n.args[0], ast.Pow(), n.args[1]))
        raise ValueError

    try:
        return ev(tree)
    except (ValueError, TypeError):
        return None


def object_constants(lines: Sequence[str]) -> dict[str, object]:
    """`map.kb` = 1024 for a top-level `var map = {` … `kb: 1 << 10,` … `};` of numbers.

    >>> object_constants(["var map = {", "  b:  1,", "  kb: 1 << 10,", "  tb: Math.pow(1024, 4),", "};"])
    {'map.b': 1, 'map.kb': 1024, 'map.tb': 1099511627776}
    """
    out: dict[str, object] = {}
    name = None
    for line in lines:
        if name is None:
            if m := _OBJECT.match(line):
                name = m.group("name")
            continue
        if line.strip().startswith("}"):
            name = None
        elif (k := _KEY.match(line)) and (v := _number(k.group("v"))) is not None:
            out[f"{name}.{k.group('key')}"] = v
    return out


def _function(lines: list[str], name: str) -> tuple[list[str], list[int]] | None:
    """(parameters, the body's line numbers) of `function name(…) {` or `name = function (…) {`."""
    head = re.compile(rf"^\s*(?:(?:export\s+)?(?:async\s+)?function\s+{re.escape(name)}|(?:[\w$.]+\.)?{re.escape(name)}\s*=\s*function\s*\w*)\s*\((?P<p>[^()]*)\)\s*\{{\s*$")
    for n, line in enumerate(lines, start=1):
        if (m := head.match(line)) is None:
            continue
        depth = line.count("{") - line.count("}")
        body: list[int] = []
        for k in range(n, len(lines)):
            depth += lines[k].count("{") - lines[k].count("}")
            if depth <= 0:
                return [p.strip().split("=")[0].strip() for p in m.group("p").split(",") if p.strip()], body
            body.append(k + 1)
    return None


def worked_arm(text: str, sources: Sequence[SourceText]) -> WorkedArm | None:
    """The arm a worked example's result names when its arguments take another (see the module docstring).

    A statement may give several examples ("`bytes.format(1024)` outputs `'1KB'`; `bytes.format(1000)` outputs
    `'1000B'`"): each call with the result written after it, before the next call."""
    calls = list(_CALL.finditer(text))
    for i, m in enumerate(calls):
        stop = calls[i + 1].start() if i + 1 < len(calls) else len(text)
        r = _RESULT.search(text[:stop], m.end())
        if r is not None and (found := _arm(m, r.group("r"), sources)) is not None:
            return found
    return None


def _arm(m: re.Match[str], claimed: str, sources: Sequence[SourceText]) -> WorkedArm | None:
    args = [a.strip() for a in m.group("args").split(",") if a.strip()]
    values = [literal(a, "javascript") for a in args]
    if any(v is NOT_KNOWN for v in values):
        return None
    for src in sources:
        if not src.path.endswith(_JS):
            continue
        lines = src.text.split("\n")
        found = _function(lines, m.group("name"))
        if found is None or len(found[0]) < len(values):
            continue
        params, body = found
        arms: dict[str, list[tuple[int, str]]] = {}
        for n in body:
            if a := _ASSIGN.match(lines[n - 1]):
                arms.setdefault(a.group("name"), []).append((n, a.group("lit")))
        for name, assigned in arms.items():
            lits = {lit for _, lit in assigned if lit}
            ends = sorted((lit for lit in lits if claimed.endswith(lit)), key=len, reverse=True)
            if len(lits) < 2 or not ends:
                continue
            last = assigned[-1][0]
            base = lines[body[0] - 2].count("{") - lines[body[0] - 2].count("}")
            depth, end = base, last
            for n in body:  # the end of the top-level statement holding the chain's last assignment
                depth += lines[n - 1].count("{") - lines[n - 1].count("}")
                if n >= last and depth <= base:
                    end = n
                    break
            run = [lines[n - 1] for n in body if n <= end] + [f"  return {name};"]
            env = {**constants(lines, "javascript"), **object_constants(lines),
                   **dict(zip(params, [*values, *[None] * (len(params) - len(values))], strict=True))}  # fmt: skip
            got = returned_value(run, "javascript", env)
            if not isinstance(got, str) or got not in lits or got == ends[0]:
                continue
            at = next(n for n, lit in assigned if lit == ends[0])
            cond = next((k for k in range(at - 1, body[0] - 1, -1) if re.search(r"\bif\s*\(|\belse\b", lines[k - 1])), at)
            return WorkedArm(src.path, cond, lines[cond - 1].strip(), name, ends[0], got, m.group(0), claimed)
    return None
