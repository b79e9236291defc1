"""What the code does on a case's own path: the cited items, the side of each boundary, the effects that fire.

A case cites checklist items. Which of their effects the case should observe depends on its side:

- a raise, early return or handler it cites fires (the case cites the statement itself);
- a boundary fires when its condition holds at the case's value (read from the input, else the
  perspective, among the boundary's own test values), so 100 and 101 of `len(items) > 100` land on
  opposite sides; a negated condition (`not`, `!`) fires when the comparison fails;
- a branch fires when the case also cites a statement inside it, or when its input states the
  condition's truth ("Values for which `kana` is true", "`kana` = `True`" for the condition `kana`), or,
  when the input says nothing readable, when the case's perspective is "`c` holds" for its own condition
  (`_perspective_side`); otherwise its side is unknown (the normal path cites every branch and fires none);
- the case is on the *main path* when nothing it cites ends the function early: every guard it cites
  is off (or it cites two or more guards of unknown side, the normal-path shape), and a handler it
  cites swallows; then the function's final `return` is what the case gets (`final_return`);
- an SQL write's table is what it writes (a failing write is its own case, so no side is assumed).

Everything here is computed from the checklist's data (operator, value, test values, effects) and
the case's input and perspective, never from its expected result.
"""

from __future__ import annotations

import operator as op
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from utspec.analyzers.effects import effects_of
from utspec.codetext import no_space
from utspec.critic.checks._caught_earlier import caught_earlier
from utspec.critic.checks._double_boundary import double_holds
from utspec.critic.checks._equals_side import equals_side
from utspec.critic.checks._guard_side import guard_side
from utspec.critic.checks._host_side import host_side
from utspec.critic.checks._literal_side import literal_side
from utspec.critic.checks._negated_line import around_negation
from utspec.critic.checks._numbers import numbers_in, same_number
from utspec.critic.checks._operand_truths import operand_truths
from utspec.critic.checks._operand_value import compared_side, operand_value
from utspec.critic.checks._perspective_side import perspective_side
from utspec.critic.checks._settled_side import settled_side
from utspec.critic.checks._sized_side import sized_side
from utspec.critic.checks._stated_count import stated_count
from utspec.critic.checks._switch_side import switch_side
from utspec.critic.checks._unheld import unheld
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem, ItemEffect, Kind, TestCase

_OPS: dict[str, Callable[[float, float], bool]] = {
    ">": op.gt, ">=": op.ge, "<": op.lt, "<=": op.le, "==": op.eq, "===": op.eq, "!=": op.ne, "!==": op.ne,
    "<>": op.ne, "=": op.eq,
}  # fmt: skip
_NEGATED = re.compile(r"^\s*(?:not\s|!\s*\(|!(?!=)|NOT\s)")


def cited_items(inp: ReviewInput, case: TestCase) -> list[ChecklistItem]:
    """The checklist items a case cites (directly or through a bare `path:line`), in checklist order."""
    ids = inp.index.cited_items(case.evidence)
    pool = inp.checklist if inp.citable is None else inp.citable
    return [i for i in pool if i.id in ids]


def cited_refs(case: TestCase, prefix: tuple[str, ...] = ("DR-", "KT-", "ANS-")) -> list[str]:
    return [r.strip().strip("`") for r in case.evidence if r.strip().strip("`").startswith(prefix)]


def holds(item: ChecklistItem, value: float) -> bool | None:
    """Whether a boundary's comparison holds at `value` (None: no operator or value to compare)."""
    fn = _OPS.get((item.operator or "").strip())
    if fn is None or item.value is None:
        return None
    # An int bound stays an int: Python compares int with float exactly, and `2**60 + 1` as a float is `2**60`.
    return fn(value, item.value if isinstance(item.value, int) else float(item.value))


def negated(item: ChecklistItem) -> bool:
    """A condition written as the negation of its comparison (`not (x > 5)`, `!(x > 5)`)."""
    return bool(_NEGATED.match(item.text))


_IDENT = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")
_CALLS = frozenset({"len", "length", "size", "count", "sizeof", "abs", "int", "float", "str"})


def _operand_names(item: ChecklistItem) -> list[str]:
    """The names the compared side of a boundary uses, longest first (`cur.fetchone`, `items`)."""
    # The compared side, not a literal before it: `0 <= percent <= 100` compares `percent` (`_operand_value`).
    left = (
        compared_side(item.text)
        if re.match(r"\s*[-+\d.]", item.text)
        else re.split(r"[<>!=]=?=?|\bin\b", item.text, maxsplit=1)[0]
    )
    # A measuring word is left out only where it measures (`len(items)`, `items.length`): a variable named
    # `count` (commons-lang's `count == 1`) is the operand, and the input's "(length 1)" of another argument
    # was read as its value.
    names = [m.group(0) for m in _IDENT.finditer(left) if m.group(0).lower() != "not" and not (
        m.group(0).lower() in _CALLS and (left[: m.start()].endswith(".") or re.match(r"\s*\(", left[m.end():])))]  # fmt: skip
    return sorted(names, key=len, reverse=True)


def _number_after(text: str, start: int) -> float | None:
    return next(iter(numbers_in(text[start : start + 60])), None)


def stated_value(text: str, name: str) -> float | None:
    """The number an input sets `name` to in so many words (`` `name` = `0` ``), before any looser reading.

    go-units' `if seconds := int(d.Seconds()); seconds < 1` gets the input "`seconds := int(d.Seconds());
    seconds` returns `1` (test double); `seconds` = `0`": the number after the first `seconds` is the
    double's 1, not the 0 the input sets.

    >>> stated_value("`seconds := f(); seconds` returns `1` (test double); `seconds` = `0`.", "seconds")
    0.0
    >>> stated_value("`items` with 101 elements", "items") is None
    True
    """
    m = re.search(rf"`{re.escape(name)}`\s*(?:=|に|を)\s*`([^`\n]+)`", text)
    return next(iter(numbers_in(m.group(1))), None) if m else None


def case_value(case: TestCase, item: ChecklistItem) -> float | None:
    """The value a case gives a boundary's operand, read from its input; None when the input does not say.

    The number right after the operand's name counts ("`items` with 101 elements", "`total` = `1007`");
    else the input's only number; else the one test value of the boundary the input names. The
    perspective is not read: it quotes the condition, whose own literal is no input.
    """
    if (whole := operand_value(case.input, item.text)) is not None:  # `x%100` = `11`: not 100 after `x`
        return whole
    if (
        count := stated_count(case.input, item.text, item.value)
    ) is not None:  # "要素数 0 の `list(…days=1…)`"
        return count
    # `cur.fetchone()[0]` returns `1`: an index or empty call after the name is part of it, not its value.
    text = re.sub(r"\(\)|\[\d+\]", lambda m: " " * len(m.group(0)), case.input)
    for name in _operand_names(item):
        if (v := stated_value(case.input, name)) is not None:
            return v
        # A word of its own: commons-io's `n` was found in "`input.read(byteArray, 0, …)`" and read as 0.
        for m in re.finditer(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text):
            if re.match(r"\s*[-+*/%]\s*[\w(]", text[m.end() :]):
                continue  # `index + 11`: the name inside an expression, the number an operand, not its value
            if (v := _number_after(text, m.end())) is not None:
                return v
    found = set(numbers_in(text))
    if len(found) == 1:
        return found.pop()
    values = [float(v) for v in item.test_values or []]
    named = {v for n in found for v in values if same_number(n, v)}
    return named.pop() if len(named) == 1 else None


@dataclass(frozen=True)
class Side:
    """One cited item and whether its effects fire on the case's path (None: the side is unknown)."""

    item: ChecklistItem
    fires: bool | None
    value: float | None = None
    """The boundary value the side was evaluated at."""
    guard: ChecklistItem | None = None
    """The boundary that decided the side (the item itself for a boundary)."""

    @property
    def effects(self) -> list[ItemEffect]:
        return effects_of(self.item)


_STATED_TRUTH = re.compile(r"`([^`\n]+)`\s*(?:is|が|は)\s*(true|false|真|偽)", re.IGNORECASE)
_BOOL_WORDS = {"true": True, "false": False}


def stated_side(case: TestCase, item: ChecklistItem, source: Sequence[str] = ()) -> bool | None:
    """Whether a branch's condition holds on the case, as its input states it (None: the input does not say).

    The input may state the condition's truth ("Values for which `kana` is true", "`kana` が真になる値"), give
    a bare-name condition (`kana`, `not kana`, `!member`) a boolean ("`kana` = `True`"), give the compared
    side of an equality or literal membership a literal (`_literal_side`: "`prefecture` = `"沖縄県"`"), or
    give the names of any condition values it can be evaluated at (`_guard_side`, with the item's `source`), or
    give a `switch` subject the literal of a `case` label (`_switch_side`).

    >>> b = ChecklistItem(id="a.py:3:branch", kind=Kind.BRANCH, file="a.py", line=3, end_line=4, language="python",
    ...     text="not kana")
    >>> def case(text): return TestCase(id="TC-001", perspective="p", category="normal", preconditions="-",
    ...                                 input=text, expected="x")
    >>> stated_side(case("`kana` = `True`."), b), stated_side(case("`not kana` が真になる値"), b)
    (False, True)
    """
    cond = no_space(item.text)
    for m in _STATED_TRUTH.finditer(case.input):
        if no_space(m.group(1)) == cond:
            return m.group(2).lower() in ("true", "真")
    if cond in unheld(case.input):
        return False  # "Input for which `not self.parts` does not hold" (`_unheld`)
    if (by_operands := operand_truths(item.text, case.input)) is not None:
        return by_operands  # "`A` is true and `B` is false" for `A and B` (`_operand_truths`)
    if (by_literal := literal_side(item.text, case.input)) is not None:
        return by_literal
    if (by_parts := equals_side(item.text, case.input)) is not None:
        return by_parts  # `"99".equals(check)`, literal comparisons joined by || / && (`_equals_side`)
    if source and (by_label := switch_side(item.text, item.line, source, case.input)) is not None:
        return by_label
    if (by_size := sized_side(item.text, case.input, item.language)) is not None:
        return by_size  # `if replacements:` with "`replacements` with 1 element" (`_sized_side`)
    if source and (evaluated := guard_side(item.text, item.line, item.symbol, case.input, source,
                                           item.language)) is not None:  # fmt: skip
        return evaluated
    bare = re.fullmatch(r"\s*(not\s+|!\s*)?([A-Za-z_$][\w.$]*)\s*", item.text)
    if bare is None:
        return None
    name = re.escape(bare.group(2))
    given = re.search(
        rf"(?<![\w.$])`?{name}`?\s*(?:=|==|:|に|を)\s*`?(true|false)`?(?![\w])", case.input, re.IGNORECASE
    )
    if given is None:
        return None
    return _BOOL_WORDS[given.group(1).lower()] != bool(bare.group(1))


def _ends(item: ChecklistItem) -> bool:
    """Whether the branch's first statement ends the function (a return or a raise)."""
    return any(e.kind in ("return", "raise") for e in effects_of(item)[:1])


def _inside(stmt: ChecklistItem, branch: ChecklistItem) -> bool:
    return stmt.file == branch.file and branch.line < stmt.line <= max(branch.end_line, branch.line + 1)


def _negated_on_line(item: ChecklistItem, sources: Mapping[str, str] | None) -> bool:
    """The boundary's comparison written under a `not ( … )` on its line (`_negated_line`)."""
    lines = (sources or {}).get(item.file, "").split("\n")
    return 1 <= item.line <= len(lines) and around_negation(item.text, lines[item.line - 1])


def sides(items: list[ChecklistItem], case: TestCase, sources: Mapping[str, str] | None = None) -> list[Side]:
    """Each cited item with the side the case is on (see the module docstring); `sources` by path, when given,
    let a branch's condition be evaluated at the case's input (`_guard_side`)."""
    out: list[Side] = []
    stmts = [i for i in items if i.kind in (Kind.RAISE, Kind.EARLY_RETURN)]
    # A boundary evaluated at the case's value decides the side of everything it guards: a case at
    # 100 that still cites the `raise` of `> 100` does not make the raise happen.
    decided: dict[tuple[str, int], Side] = {}
    # The normal path's shape (`_main_path.on_main_path`): cited branches that end the function, on two or more
    # lines (`a == null || a.isEmpty()` gives two branch items on one line: one guard).
    normal_shape = len({(i.file, i.line) for i in items if i.kind is Kind.BRANCH and _ends(i)}) >= 2
    for item in items:
        if item.kind is Kind.BOUNDARY and (v := case_value(case, item)) is not None:
            h = holds(item, v)
            if h is not None:
                fires: bool | None = h != (negated(item) or _negated_on_line(item, sources))
                if isinstance(v, (int, float)) and (settled := settled_side(item, v, sources)) is not None:
                    fires = settled  # `=== 303 || (=== 302 && …)` at 303: the line's whole `if` runs
                elif (host := host_side(item, case.input, sources)) is not None:
                    fires = (
                        host  # `age < 18 or banned` at 18 with `banned` = `True`: the other operand runs it
                    )
                if isinstance(v, (int, float)) and caught_earlier(item, v, items, sources):
                    fires = None  # an earlier cited block catches the value and leaves (`_caught_earlier`)
                decided[(item.file, item.line)] = Side(item, fires, v, item)
        elif (
            item.kind is Kind.BOUNDARY
            and not _negated_on_line(item, sources)
            and (held := double_holds(item, case.input, sources)) is not None
        ):
            decided[(item.file, item.line)] = Side(item, held, None, item)  # `pos = bech.rfind("1")` stubbed
    for item in items:
        guard = next((b for b in decided.values() if b.item.file == item.file and b.item.line <= item.line
                      and (item.line == b.item.line or (item.effect or item.text) == b.item.effect)), None)  # fmt: skip
        off = next((b for b in items if b.kind is Kind.BRANCH and _inside(item, b)
                    and (d := decided.get((b.file, b.line))) is not None and d.fires is False), None)  # fmt: skip
        if item.kind is Kind.BOUNDARY:
            out.append(decided.get((item.file, item.line), Side(item, None)))
        elif guard is not None and item.kind in (Kind.RAISE, Kind.EARLY_RETURN, Kind.BRANCH):
            out.append(Side(item, guard.fires, guard.value, guard.item))
        elif off is not None and item.kind in (Kind.RAISE, Kind.EARLY_RETURN):
            # smtplib's `raise SMTPDataError` at the end of `if code != 250:`'s block, cited by the case at 250: the
            # block does not run, so neither does the raise (a cited statement otherwise fires).
            at = decided[(off.file, off.line)]
            out.append(Side(item, False, at.value, at.item))
        elif item.kind in (Kind.RAISE, Kind.EARLY_RETURN, Kind.HANDLER):
            out.append(Side(item, True))
        elif item.kind is Kind.BRANCH:
            source = (sources or {}).get(item.file, "").split("\n") if sources else ()
            side = True if any(_inside(s, item) for s in stmts) else stated_side(case, item, source)
            if side is None:
                # "`c` holds" (with the designer's "(line N)" when it names this line): the case's own title
                side = perspective_side(case.perspective, item.text, item.line)
            if side and normal_shape and _ends(item) and stated_side(case, item) is None:
                # Evaluated on: a case shaped as the normal path takes none of its guards, so its input is not
                # the path it is about (a designer's input that misses a guard); that is no contradiction to report.
                side = None
            out.append(Side(item, side))
        else:
            out.append(Side(item, None))
    # The statement first: a finding names the line that raises, not the condition above it.
    return sorted(out, key=lambda s: _ORDER.get(s.item.kind, 9))


_ORDER = {Kind.RAISE: 0, Kind.EARLY_RETURN: 1, Kind.HANDLER: 2, Kind.BOUNDARY: 3, Kind.BRANCH: 4}
