"""A limit the design states against a named bound, where the code compares with the other strictness.

retrying's docstring "Stop after the previous attempt >= stop_max_attempt_number" (translated: "前回の試行回数が
stop_max_attempt_number 以上になったら停止する") against `return previous_attempt_number >
self._stop_max_attempt_number`: the bound is a name, not a number, so the number-based limits
(`utspec.questions.limits`) never see it, and at the bound itself the two disagree (the 7th attempt
stops by the design and is retried by the code).

The bound may be an expression in backticks ("less than `abbrevMarker.length + 1`") that the code holds in a local
(`final int minAbbrevWidth = abbrevMarkerLength + 1;` with `abbrevMarkerLength = abbrevMarker.length();`): a compared
name is read through the locals it is defined by (Commons Lang's `maxWidth <= minAbbrevWidth`, `local_alias`).

The design side: a name (snake_case, camelCase or in backticks) with a direction word right after it
(以上, 以下, 未満, を超える) or right before it ("at least", "greater than or equal to", "more than", `>=`).
The code side: a comparison with that name (compared without `self.`/`this.`, leading underscores
and case) on one side. When the statement names a function the sources define, only that function's
comparisons count; otherwise the name must be compared in one place only. A conflict is the same side
(above, or below) with the other strictness; opposite sides are left alone (a loop's guard `if
attempt < limit: retry` says the same as "stop at limit or more"). Pure functions of the texts.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import Requirement, SourceText
from utspec.questions.limits import Direction
from utspec.questions.local_alias import aliases, bound_key, resolved

_IDENT = r"`?(?P<name>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)`?"  # `Integer.MAX_VALUE` whole
#: A direction right after the name (Japanese) or right before it (English, an operator).
_JA_AFTER: list[tuple[str, Direction]] = [(r"\s*(?:を)?\s*(?:超える|超えた|超過|より大きい|より多い)", "gt"),
                                        (r"\s*以上", "ge"), (r"\s*以下", "le"),
                                        (r"\s*(?:未満|より小さい|より少ない|に満たない)", "lt")]  # fmt: skip
_EN_BEFORE: list[tuple[str, Direction]] = [
    # "no more than" is at most, "no less than" at least (read before "more than" / "less than")
    (r"(?:no|not)\s+(?:more|greater|larger|higher)\s+than\s*", "le"),
    (r"(?:no|not)\s+(?:less|fewer|smaller|lower)\s+than\s*", "ge"),
    (r"(?:(?:greater|more|larger|higher)\s+than\s+or\s+equal\s+to|at\s+least|>=|≥)\s*", "ge"),
    (r"(?:(?:less|fewer|smaller|lower)\s+than\s+or\s+equal\s+to|at\s+most|<=|≤)\s*", "le"),
    (r"(?:(?:greater|more|larger|higher)\s+than|exceeds?|>)\s*", "gt"),
    (r"(?:(?:less|fewer|smaller|lower)\s+than|<)\s*", "lt"),
]
_FLIP: dict[str, Direction] = {">": "lt", ">=": "le", "<": "gt", "<=": "ge"}
_OP: dict[str, Direction] = {">": "gt", ">=": "ge", "<": "lt", "<=": "le"}
_COMPARE = re.compile(r"(?P<a>[\w$.]+(?:\([^()]*\))?)\s*(?P<op><=|>=|<(?![<=])|>(?![>=]))\s*(?P<b>[\w$.]+)")
_DEF = re.compile(
    r"^(?P<ind>\s*)(?:(?:export|public|private|protected|static|async)\s+)*(?:def|func|function)\s+(?:\([^)]*\)\s*)?(?P<name>[\w$]+)"
)
_WORDS = frozenset({"the", "and", "or", "a", "an", "is", "be", "to", "of", "value", "number"})
#: A bound written as an expression in backticks: `abbrevMarker.length + 1`.
_EXPR = r"`(?P<name>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?\s*[+-]\s*\d+)`"


@dataclass(frozen=True)
class BoundConflict:
    req: Requirement
    bound: str
    """The name as the design writes it."""
    design: Direction
    file: str
    line: int
    code: str
    """The comparison as the code writes it."""
    actual: Direction


def _key(name: str) -> str:
    return re.sub(r"^(?:self|this)\.", "", name).lstrip("_").lower()


def stated_bounds(text: str) -> list[tuple[str, Direction]]:
    """The names a statement bounds something by, with the direction.

    >>> stated_bounds("前回の試行回数が stop_max_attempt_number 以上になったら停止する。")
    [('stop_max_attempt_number', 'ge')]
    >>> stated_bounds("Stop after the previous attempt >= stop_max_attempt_number.")
    [('stop_max_attempt_number', 'ge')]
    >>> stated_bounds("Retries stop when the count is more than `maxRetries`.")
    [('maxRetries', 'gt')]
    >>> stated_bounds("The value is 3 or more.")
    []
    >>> stated_bounds("IllegalArgumentException if size is greater than Integer.MAX_VALUE")
    [('Integer.MAX_VALUE', 'gt')]
    >>> stated_bounds("Arrays can have no more than Integer.MAX_VALUE entries")
    [('Integer.MAX_VALUE', 'le')]
    >>> stated_bounds("If `maxWidth` is less than `abbrevMarker.length + 1`, throw an `IllegalArgumentException`.")
    [('abbrevMarker.length + 1', 'lt')]
    """
    t = unicodedata.normalize("NFKC", text)
    out: list[tuple[str, Direction]] = []
    exprs = list(re.finditer(_EXPR, t))
    inside = [
        (e.start(), e.end()) for e in exprs
    ]  # `abbrevMarker.length` of an expression is not a bound itself
    for m in [*exprs, *(i for i in re.finditer(_IDENT, t) if not any(a <= i.start() < b for a, b in inside))]:
        name = m.group("name")
        if name.lower() in _WORDS or not (
            "_" in name.strip("_") or re.search(r"[a-z][A-Z]", name) or m.group(0).startswith("`")
        ):
            continue
        after, before = t[m.end() :], t[: m.start()]
        for pat, d in _JA_AFTER:
            if re.match(pat, after):
                out.append((name, d))
                break
        else:
            for pat, d in _EN_BEFORE:
                if re.search(rf"(?:^|\W){pat}$", before, re.I):
                    out.append((name, d))
                    break
    return out


def _functions(text: str) -> dict[str, tuple[int, int]]:
    """Function name -> its 1-based line span (from its definition to the line before the next at its indent)."""
    lines = text.split("\n")
    out: dict[str, tuple[int, int]] = {}
    for n, line in enumerate(lines, start=1):
        if m := _DEF.match(line):
            end = len(lines)
            for k in range(n + 1, len(lines) + 1):
                s = lines[k - 1]
                if (
                    s.strip()
                    and len(s) - len(s.lstrip()) <= len(m.group("ind"))
                    and not re.match(r"^\s*[})\]]", s)
                ):
                    end = k - 1
                    break
            out.setdefault(m.group("name"), (n, end))
    return out


def _operand(line: str, m: re.Match[str], side: str) -> bool:
    """Whether the bound on `side` of a comparison is not what is compared: it is checked against a number
    (`threshold >= 1` validates the bound itself) or is an operand of arithmetic (`this.threshold * total`)."""
    other = m.group("b" if side == "a" else "a")
    if re.fullmatch(r"-?\d+(?:\.\d+)?", other):
        return True
    before, after = line[: m.start(side)], line[m.end(side) :]
    return bool(re.match(r"\s*[*/%+-](?![+-])", after) or re.search(r"(?<![+-])[*/%+-]\s*$", before))


def _comparisons(
    src: SourceText, bound: str, span: tuple[int, int] | None
) -> list[tuple[int, str, Direction]]:
    """(line, text, direction of the other side against the bound) of every comparison with the bound (a local
    defined by the bound's expression is the bound: `local_alias`)."""
    out = []
    held = aliases(src.text)
    for n, line in enumerate(src.text.split("\n"), start=1):
        if span is not None and not span[0] <= n <= span[1]:
            continue
        if line.lstrip().startswith(("//", "#", "/*", "*", "--")):
            continue  # a comment's formula (`// 1. \`failures / total > threshold\``) compares nothing
        for m in _COMPARE.finditer(line):
            a, b, op = _key(m.group("a")), _key(m.group("b")), m.group("op")
            a, b = (bound if resolved(x, held) == bound else x for x in (a, b))
            if b == bound and a != bound and not _operand(line, m, "b"):
                out.append((n, m.group(0), _OP[op]))
            elif a == bound and b != bound and not _operand(line, m, "a"):
                out.append((n, m.group(0), _FLIP[op]))
    return out


def named_bound_conflicts(
    requirements: Sequence[Requirement], sources: Sequence[SourceText]
) -> list[BoundConflict]:
    """Design statements bounding by a name that the code compares with the other strictness."""
    out: list[BoundConflict] = []
    for r in requirements:
        if r.kind == "heading":
            continue
        for name, d in stated_bounds(r.text):
            named = [f for f in re.findall(r"`([\w$]+)`", r.text) if f != name]
            found: list[tuple[str, int, str, Direction]] = []
            for src in sources:
                spans = _functions(src.text)
                scopes: list[tuple[int, int] | None] = [spans[f] for f in named if f in spans]
                for span in scopes or [None]:
                    found += [
                        (src.path, n, code, a)
                        for n, code, a in _comparisons(src, bound_key(_key(name)), span)
                    ]
            if len(found) != 1 and not any(
                f in spans for src in sources for spans in [_functions(src.text)] for f in named
            ):
                continue  # compared in several places and the statement names none of their functions
            for file, line, code, actual in found:
                same_side = {d, actual} <= {"gt", "ge"} or {d, actual} <= {"lt", "le"}
                if same_side and d != actual:
                    out.append(BoundConflict(r, name, d, file, line, code, actual))
    return out
