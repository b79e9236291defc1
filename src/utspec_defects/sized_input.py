"""Sized input moved so a cited guard that leaves the function fires (session 30): a wrong size, labelled by rule.

The designer states a collection's size as a phrase, not a value ("`buf` with 16 elements", 「要素数 16 の `buf`」).
No other operator writes a wrong size, so a check reading those phrases (the critic's sized-guard reading) had no
corpus figure. This operator moves the count of one such phrase to the nearest count that makes a length test of a
guard the case cites true ("要素数 16 の `buf`" -> "要素数 15 の `buf`" against `len(buf) != uuidLen`; "`items` with
100 elements" -> 101 against `len(items) > 100`).

**The rule for when the result is a defect** (plain text work on the case, the cited item and the source line;
nothing read from the critic): the guard's condition, evaluated here on the stated counts, is true at the new count,
and the guard's block begins with a statement that leaves (`return`, `raise`, `throw`, `panic(`). Then the run leaves
in that guard: a "passes every guard" input is false of itself, and a result stated for the old count is a result of
a run the input no longer makes. It is **no defect** (labelled, left out of the count) when the case's expected result
names what the guard leaves with (its returned expression or its exception, in backticks or by name): the result may
still be true. A count the labelling code cannot decide (a condition it cannot read, a block that does not plainly
leave) gives no mutant at all.

Read here (independent of the designer's and the critic's readers): `len(x)`, `x.length`, `x.Length`, `x.Count`,
`x.size()`, `x.Len()`, and a Go initialiser `n := len(x); n != C`, compared with an integer expression of literals
and constants the file assigns once (`const uuidLen = 16`, `static final int MAX = 4;`); conditions joined by `||`
(one true operand is enough) or `&&` (every operand must be read and true).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Mapping
from typing import Any

from utspec_defects.model import Inputs, Mutant, with_case
from utspec_defects.text import CODE_REF, concrete, ref_kind

#: "`buf` with 16 elements" (en) and 「要素数 16 の `buf`」 (ja): the designer's count phrases.
_PHRASE_EN = re.compile(r"`(?P<name>[A-Za-z_$][\w.$]*)` with (?P<n>\d+) elements?\b")
_PHRASE_JA = re.compile(r"要素数 ?(?P<n>\d+) ?の `(?P<name>[A-Za-z_$][\w.$]*)`")
_OPS: dict[str, Callable[[int, int], bool]] = {
    "===": operator.eq, "==": operator.eq, "!==": operator.ne, "!=": operator.ne,
    "<=": operator.le, ">=": operator.ge, "<": operator.lt, ">": operator.gt,
}  # fmt: skip
_FLIP = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "===": "===", "!=": "!=", "!==": "!=="}
_LEN = (
    r"(?:len\(\s*(?P<a>[\w.$]+)\s*\)|(?P<b>[\w.$]+?)\s*\.\s*(?:length|Length|Count|size\(\s*\)|Len\(\s*\)))"
)
_CMP = re.compile(rf"^{_LEN}\s*(?P<op>===|!==|==|!=|<=|>=|<|>)\s*(?P<rhs>[\w\s+*()-]+)$")
_CMP_REV = re.compile(rf"^(?P<rhs>[\w\s+*()-]+?)\s*(?P<op>===|!==|==|!=|<=|>=|<|>)\s*{_LEN}$")
_LOCAL = re.compile(r"^(?P<local>\w+)\s*(?P<op>===|!==|==|!=|<=|>=|<|>)\s*(?P<rhs>[\w\s+*()-]+)$")
_GO_INIT = re.compile(r"\bif\s+(?P<local>\w+)\s*:=\s*len\(\s*(?P<name>[\w.]+)\s*\)\s*;")
_LEAVES = re.compile(r"^(?:return\b|raise\b|throw\b|panic\()")
_ARITH = re.compile(r"^[\d\s+*()-]+$")


def phrases(text: str) -> list[tuple[str, int, re.Match[str]]]:
    """The count phrases of an input cell: (name, count, match).

    >>> [(n, k) for n, k, _ in phrases("Input that passes every guard of `f` in a.py: `xs` with 2 elements; `n` = `1`.")]
    [('xs', 2)]
    >>> [(n, k) for n, k, _ in phrases("a.go の `F` のガードをすべて通過する入力: 要素数 16 の `buf`。")]
    [('buf', 16)]
    """
    found = [*_PHRASE_EN.finditer(text), *_PHRASE_JA.finditer(text)]
    return [(m["name"], int(m["n"]), m) for m in sorted(found, key=lambda m: m.start())]


def constants(source: str) -> dict[str, int]:
    """Integer constants the file assigns exactly once (`NAME = 16`, `const NAME = 16`, `final int NAME = 16;`).

    >>> constants("const uuidLen = 16\\nvar x = 1\\nx = 2\\n")
    {'uuidLen': 16}
    >>> constants("private static final int MAX_LEN = 4;")
    {'MAX_LEN': 4}
    """
    seen: dict[str, list[int]] = {}
    for m in re.finditer(r"(?m)^\s*(?:[\w<>\[\]]+\s+)*(\w+)\s*:?=\s*(-?\d+)\s*;?\s*(?://.*|#.*)?$", source):
        seen.setdefault(m[1], []).append(int(m[2]))
    for m in re.finditer(r"(?m)^\s*(?:[\w<>\[\]]+\s+)*(\w+)\s*:?=(?!=)", source):  # any other assignment
        seen.setdefault(m[1], []).append(-(10**9))
    return {k: v[0] for k, v in seen.items() if len(v) == 2 and v[0] != -(10**9)}


def _number(expr: str, consts: Mapping[str, int]) -> int | None:
    """An integer expression of literals and constants (`2 * uuidLen + 4`), or None."""
    text = re.sub(r"[A-Za-z_]\w*", lambda m: str(consts[m[0]]) if m[0] in consts else "?", expr.strip())
    if not text or not _ARITH.match(text):
        return None
    try:
        value = eval(text, {"__builtins__": {}}, {})  # noqa: S307 - digits, spaces, + - * ( ) only (checked above)
    except (SyntaxError, TypeError, ZeroDivisionError):
        return None
    return value if isinstance(value, int) else None


def _split(cond: str) -> tuple[str, list[str]]:
    """("or"/"and", operands) of a condition joined at the top level by one kind of connective."""
    cond = cond.strip()
    while cond.startswith("(") and cond.endswith(")") and _balanced(cond[1:-1]):
        cond = cond[1:-1].strip()
    for word, pattern in (("or", r"\s*(?:\|\||\bor\b)\s*"), ("and", r"\s*(?:&&|\band\b)\s*")):
        parts, depth, last = [], 0, 0
        for m in re.finditer(rf"[()]|{pattern}", cond):
            tok = m.group(0)
            if tok == "(":
                depth += 1
            elif tok == ")":
                depth -= 1
            elif depth == 0:
                parts.append(cond[last : m.start()])
                last = m.end()
        if parts:
            return word, [*parts, cond[last:]]
    return "one", [cond]


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0


def _test(
    operand: str, sizes: Mapping[str, int], locals_: Mapping[str, str], consts: Mapping[str, int]
) -> bool | None:
    operand = operand.strip()
    while operand.startswith("(") and operand.endswith(")") and _balanced(operand[1:-1]):
        operand = operand[1:-1].strip()
    name, op, rhs = None, None, None
    if (m := _CMP.match(operand)) is not None:
        name, op, rhs = m["a"] or m["b"], m["op"], m["rhs"]
    elif (m := _CMP_REV.match(operand)) is not None:
        name, op, rhs = m["a"] or m["b"], _FLIP[m["op"]], m["rhs"]
    elif (m := _LOCAL.match(operand)) is not None and m["local"] in locals_:
        name, op, rhs = locals_[m["local"]], m["op"], m["rhs"]
    if name is None or op is None or rhs is None or name not in sizes:
        return None
    value = _number(rhs, consts)
    return None if value is None else _OPS[op](sizes[name], value)


def holds(cond: str, sizes: Mapping[str, int], line: str = "", source: str = "") -> bool | None:
    """Whether a guard's condition holds at the stated counts: True, False, or None (not decided by them).

    >>> holds("len(buf) != uuidLen", {"buf": 16}, source="const uuidLen = 16"), holds("len(buf) != 16", {"buf": 15})
    (False, True)
    >>> holds("buflen != uuidLen", {"buf": 1}, "if buflen := len(buf); buflen != uuidLen {", "const uuidLen = 16")
    True
    >>> holds("!x || x.length === 0", {"x": 0}), holds("!x || x.length === 0", {"x": 2})
    (True, None)
    >>> holds("len(s) > 2 and len(s) < 9", {"s": 5}), holds("s.length < 2", {"s": 1})
    (True, True)
    """
    consts = constants(source)
    locals_ = {m["local"]: m["name"] for m in _GO_INIT.finditer(line)}
    how, operands = _split(cond)
    truths = [_test(o, sizes, locals_, consts) for o in operands]
    if how == "or":
        return True if True in truths else (False if all(t is False for t in truths) else None)
    if how == "and":
        return False if False in truths else (True if all(t is True for t in truths) else None)
    return truths[0]


def leaving_statement(lines: list[str], line: int) -> str | None:
    """The statement that begins the block of the `if` on `line` (1-based), when it leaves: `return …`, `raise …`.

    >>> leaving_statement(["if len(xs) == 0:", "    return ''", "x = 1"], 1)
    "return ''"
    >>> leaving_statement(["if (s.length < 2) { return s; }"], 1), leaving_statement(["if a:", "    b = 1"], 1)
    ('return s;', None)
    """
    if not 0 < line <= len(lines):
        return None
    head = lines[line - 1]
    m = re.search(r"(?:\)\s*|:\s*|\{\s*)((?:return\b|raise\b|throw\b|panic\().*)$", head)
    if m and re.match(r"^\s*(?:if|else if|elif)\b", head.strip() + " "):
        return m.group(1).rstrip("} ").strip()
    for text in lines[line:]:
        s = text.strip()
        if not s or s in ("{",) or s.startswith(("//", "#", "/*", "*")):
            continue
        return s if _LEAVES.match(s) else None
    return None


#: A sentence that denies what it names: "does not return `x`", "is not raised", 「返さない」「実行されず」「送出されない」.
_DENIED = re.compile(r"\bnot\b|\bnever\b|\bno\b|ない|されず|せず", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=。)|(?<=[.;])\s+")


def _exit_named(stmt: str, expected: str) -> bool:
    """Whether a sentence of the expected result states what the guard leaves with (its returned expression or its
    exception) without denying it: then the result may still hold when the guard fires.

    >>> _exit_named("return text", "The function returns `text`."), _exit_named("return 1", "`1` を返さない。")
    (True, False)
    >>> _exit_named("raise ValueError('x')", "`ValueError` is raised."), _exit_named("throw new E()", "`E()` is raised.")
    (True, True)
    """
    body = re.sub(r"^(?:return|raise|throw|panic)\b\s*", "", stmt).rstrip(";").strip()
    body = re.sub(r"^new\s+", "", body)
    if body.startswith("(") and body.endswith(")") and not body.startswith("(None"):
        body = body[1:-1].strip()
    exc = re.match(r"([A-Z]\w*(?:Error|Exception))\b", body)
    for sentence in _SENTENCE.split(expected):
        named = bool(body) and f"`{body}`" in sentence or bool(exc and exc[1] in sentence)
        if named and not _DENIED.search(sentence):
            return True
    return False


def _reword(phrase: re.Match[str], n: int) -> str:
    text = phrase.group(0)
    if text.startswith("要素数"):
        return re.sub(r"\d+", str(n), text, count=1)
    return f"`{phrase['name']}` with {n} element{'' if n == 1 else 's'}"


def _candidates(n: int, values: list[int]) -> list[int]:
    """Counts to try, nearest to `n` first (the larger of two at the same distance first)."""
    near = {k for v in values for k in (v - 1, v, v + 1)} | {n - 1, n + 1, 0, 1}
    return sorted((k for k in near if k >= 0 and k != n), key=lambda k: (abs(k - n), -k))


def sized_input(inp: Inputs) -> list[Mutant]:
    """One mutant per case whose count phrase can be moved so that a cited leaving guard fires (module doc)."""
    out = []
    for case in inp.cases():
        if not concrete(case):
            continue
        stated = phrases(case.get("input") or "")
        if not stated:
            continue
        sizes = {name: n for name, n, _ in stated}
        made = _resize(inp, case, stated, sizes)
        if made is not None:
            out.append(made)
    return out


def _resize(inp: Inputs, case: Mapping[str, Any], stated: list[tuple[str, int, re.Match[str]]],
            sizes: dict[str, int]) -> Mutant | None:  # fmt: skip
    for ref in case.get("evidence", []):
        m = CODE_REF.match(ref)
        if m is None or ref_kind(ref) not in ("branch", "boundary"):
            continue
        item = inp.item(ref) or {}
        source = inp.sources.get(m["path"], "")
        lines = source.split("\n")
        line = int(m["line"])
        head = lines[line - 1] if 0 < line <= len(lines) else ""
        # A boundary carries one operand of its `if` (`len(a) == 0` of `len(a) == 0 && len(b) > 0`): the guard fires
        # on the whole condition, which the branch item of the same line holds.
        whole = inp.item(f"{m['path']}:{m['line']}:branch") or {}
        cond = str(whole.get("text") or item.get("text") or "")
        if not cond or holds(cond, sizes, head, source) is not False:
            continue  # unreadable, or already firing at the stated counts (the case is about the guard)
        stmt = leaving_statement(lines, line)
        if stmt is None:
            continue
        consts = constants(source)
        for name, n, phrase in stated:
            values = [
                v for v in (_number(x, consts) for x in re.findall(r"[\w\s+*()-]+", cond)) if v is not None
            ]
            for k in _candidates(n, values):
                if holds(cond, {**sizes, name: k}, head, source) is True:
                    text = str(case["input"])
                    new_input = text[: phrase.start()] + _reword(phrase, k) + text[phrase.end() :]
                    label = "the expected result names what the guard leaves with" if _exit_named(
                        stmt, str(case.get("expected") or "")) else ""  # fmt: skip
                    return Mutant(
                        "sized-input", case["id"], f"{case['id']}: {phrase.group(0)} -> {k} (fires {ref}: {cond})",
                        with_case(inp.spec, case["id"], input=new_input), "blocks", no_defect=label,
                    )  # fmt: skip
    return None


__all__ = ["constants", "holds", "leaving_statement", "phrases", "sized_input"]
