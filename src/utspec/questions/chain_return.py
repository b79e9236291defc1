"""A key item naming a value and the name or string returned for it, against a chain of returning conditions.

google/uuid's `Variant` is a `switch` of bit-mask cases that each return a constant, `default: return
Reserved`; "A UUID whose byte 8 is 0xc0 has the Reserved variant" names `Reserved`, returned only by the
default, but `(0xc0 & 0xe0) == 0xc0` is true first and returns `Microsoft`. `Version.String` returns
`fmt.Sprintf("BAD_VERSION_%d", v)` under `v > 15` and `fmt.Sprintf("VERSION_%d", v)` after it; "Version 15 の
String() は BAD_VERSION_15 を返すこと" is met by the first format at 15, whose condition is false at 15. The
walk (`utspec.questions.flow`) compares outcomes (error, true, a value), not which name comes back.

The shape: a function whose top-level `if` / `case` (and `default`, and the unconditional `return` after
them) each return at once; the key item names a returned value R of that chain (an identifier, a string
literal, or a format string's result such as `BAD_VERSION_15`) and a number V (decimal or hex; a number
written inside the compared subject, the 8 of `uuid[8]`, is not its value; a format's `%d` gives V). The
conditions are evaluated in order at V (`subject op number`, `(subject & mask) op number`, `case number`
under `switch subject`); when every condition before the first true one is decided, the return reached is
compared with R. Any condition that cannot be evaluated stops it (no verdict). Pure functions of text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_NUM = r"(?:0[xX][0-9a-fA-F]+|\d+)"
_OPS = {"==": lambda a, b: a == b, "!=": lambda a, b: a != b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
        "<": lambda a, b: a < b, "<=": lambda a, b: a <= b}  # fmt: skip
_COND = re.compile(
    rf"^\(?\s*(?P<subj>[\w.\[\]]+?)\s*(?:&\s*(?P<mask>{_NUM})\s*\)?)?\s*(?P<op>==|!=|>=|<=|>|<)\s*(?P<n>{_NUM})\s*$"
)
_IF = re.compile(r"^(?P<ind>\s*)(?:\}\s*else\s+)?(?:if|elif|else\s+if)\s*\(?(?P<c>.*?)\)?\s*(?:\{|:)\s*$")
_CASE = re.compile(r"^(?P<ind>\s*)case\s+(?P<c>.+?)\s*:\s*$")
_DEFAULT = re.compile(r"^(?P<ind>\s*)default\s*:\s*$")
_SWITCH = re.compile(r"^\s*switch\s*(?P<s>[^{]*?)\s*\{\s*$")
_RETURN = re.compile(r"^\s*return\s+(?P<v>.+?);?\s*$")
_DEF = re.compile(r"^\s*(?:(?:export|public|private|protected|static|async)\s+)*(?:def|func|function)\b")
_FORMAT = re.compile(
    r"""^(?:fmt\.Sprintf|String\.format|sprintf)\(\s*"(?P<f>[^"]*)"\s*,\s*(?:int\()?(?P<a>\w+)\)?\s*\)$"""
)


@dataclass(frozen=True)
class Entry:
    line: int
    condition: str | None
    """None: `default`, or the return after the chain."""
    returned: str


@dataclass(frozen=True)
class ChainReturn:
    file: str
    line: int
    """The condition that decides at the value (or the last one passed, for the return after the chain)."""
    condition: str
    value: str
    """The key item's value, as written."""
    expected: str
    actual: str
    """The return reached at the value, rendered (`Microsoft`, `VERSION_15`)."""
    returned_at: int


def _int(s: str) -> int:
    return int(s, 16) if s.lower().startswith("0x") else int(s)


def chains(text: str) -> list[list[Entry]]:
    """Each function's chain of returning conditions, in order (only when every entry returns at once)."""
    lines = text.split("\n")
    out: list[list[Entry]] = []
    starts = [k for k, line in enumerate(lines) if _DEF.match(line)]
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(lines)
        chain: list[Entry] = []
        subject = ""
        consumed = -1
        for k in range(start + 1, end):
            line = lines[k]
            if k == consumed:
                continue  # the return of the entry above
            if (sw := _SWITCH.match(line)) is not None:
                subject = sw.group("s")
                continue
            head = _IF.match(line) or _CASE.match(line)
            cond: str | None = None
            if head is not None:
                cond = head.group("c").strip()
                if _CASE.match(line) and subject:
                    cond = f"{subject} == {cond}"
            elif not _DEFAULT.match(line):
                if (r := _RETURN.match(line)) is not None and chain:
                    chain.append(Entry(k + 1, None, r.group("v")))  # the return after the chain
                    break
                continue
            nxt = lines[k + 1] if k + 1 < end else ""
            if (r := _RETURN.match(nxt)) is None:
                chain = []
                break  # a condition that does more than return: no chain
            chain.append(Entry(k + 1, cond, r.group("v")))
            consumed = k + 1
        if len(chain) >= 2:
            out.append(chain)
    return out


def _render(returned: str, value: int) -> str:
    if (m := _FORMAT.match(returned)) is not None:
        return re.sub(r"%[dv]", str(value), m.group("f"))
    return returned.strip().strip('"').strip("'")


def _truth(condition: str, value: int) -> bool | None:
    m = _COND.match(condition.strip())
    if m is None:
        return None
    x = value & _int(m.group("mask")) if m.group("mask") else value
    return bool(_OPS[m.group("op")](x, _int(m.group("n"))))


def _values(text: str, chain: Sequence[Entry], named: str) -> list[int]:
    """The key item's numbers that are not written inside a compared subject (`uuid[8]`'s 8)."""
    inside = {
        n
        for e in chain
        if e.condition and (m := _COND.match(e.condition))
        for n in re.findall(r"\d+", m.group("subj"))
    }
    found = [v for v in re.findall(rf"(?<![\w.]){_NUM}(?![\w.])", text) if v not in inside]
    for e in chain:  # a format's result names its own value: BAD_VERSION_15 is 15 through "BAD_VERSION_%d"
        if (m := _FORMAT.match(e.returned)) is not None:
            pattern = re.escape(m.group("f")).replace("%d", r"(\d+)").replace("%v", r"(\d+)")
            if (hit := re.fullmatch(pattern, named)) is not None:
                return [int(hit.group(1))]
    return [_int(v) for v in dict.fromkeys(found)]


def _named(text: str, chain: Sequence[Entry]) -> str | None:
    """The one returned value of the chain the text names (a whole word; a format by its result)."""
    found = set()
    for e in chain:
        if (m := _FORMAT.match(e.returned)) is not None:
            pattern = re.escape(m.group("f")).replace("%d", r"\d+").replace("%v", r"\d+")
            found |= {h for h in re.findall(rf"(?<![\w]){pattern}(?![\w])", text)}
        elif re.search(rf"(?<![\w]){re.escape(_render(e.returned, 0))}(?![\w])", text) and re.fullmatch(
            r"['\"]?\w+['\"]?", e.returned
        ):
            found.add(_render(e.returned, 0))
    return found.pop() if len(found) == 1 else None


def chain_return(text: str, sources: Sequence[SourceText]) -> ChainReturn | None:
    """Where a chain of returning conditions returns another value than the one the key item names for its value."""
    verdicts: list[ChainReturn] = []
    for src in sources:
        for chain in chains(src.text):
            named = _named(text, chain)
            if named is None:
                continue
            values = _values(text, chain, named)
            if len(values) != 1:
                continue
            v = values[0]
            reached: Entry | None = None
            passed: Entry | None = None
            for e in chain:
                if e.condition is None:
                    reached = e
                    break
                t = _truth(e.condition, v)
                if t is None:
                    break
                if t:
                    reached = e
                    break
                passed = e
            if reached is None:
                continue
            actual = _render(reached.returned, v)
            if actual == named:
                return None  # the chain agrees with the key item
            decided = reached if reached.condition is not None else passed
            if decided is None or decided.condition is None:
                continue
            written = next(
                (w for w in re.findall(rf"(?<![\w.]){_NUM}(?![\w.])", text) if _int(w) == v), str(v)
            )
            verdicts.append(
                ChainReturn(src.path, decided.line, decided.condition, written, named, actual, reached.line)
            )
    return verdicts[0] if len(verdicts) == 1 else None
