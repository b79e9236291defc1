"""A conditional expression's value on the case's side, against "the expression yields `V`" / 「式の値は `V` になる」.

A branch item can be the condition of a conditional expression that is no assignment:
`throw new CheckDigitException("Invalid Code length=%,d", code == null ? 0 : code.length());`
(Commons Validator's IBANCheckDigit). The designer states the arm on the case's side ("式の値は `0`
になる" for `code` = `null`). `_claims` read nothing there, so "`1` になる" or "`0` にならない" was no
claim and contradicted nothing (`_conditional` reads only an assigned conditional).

Here the sentence is read for the expression's value, and the arm the case's side takes
(`facts.ternary_arms`, the reading the designer states from) is compared with it: another literal, the
other arm, or the arm said not to be the value, is a contradiction. An arm that is no literal
(`code.length()`) refutes only a statement of the other arm.

>>> said("式の値は `0` になる。"), said("the expression yields `'s'`"), said("式の値は `0` にならない。")
((('0',), ()), (("'s'",), ()), ((), ('0',)))
>>> arm_hit("0", "code.length()", ("1",), (), "java"), arm_hit("0", "code.length()", ("0",), (), "java")
('other', None)
>>> arm_hit("0", "code.length()", (), ("0",), "java"), arm_hit("code.length()", "0", ("0",), (), "java")
('not', 'wrong-side')
>>> arm_hit("code.length()", "0", ("5",), (), "java") is None  # an expression arm: only the other arm refutes
True
"""

from __future__ import annotations

import re

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._worked_return import refuted
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.facts import ternary_arms
from utspec.messages import Catalog
from utspec.models import Kind

_YIELDS = re.compile(
    r"\bthe expression (yields|does not yield|doesn't yield|never yields)\s+(`[^`\n]+`)|"
    r"式の値(?:は|が)\s*(`[^`\n]+`)\s*に(ならない|なる|なります|なりません)", re.IGNORECASE,
)  # fmt: skip


def said(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(values the expression is said to yield, values it is said not to yield)."""
    yes: list[str] = []
    no: list[str] = []
    for m in _YIELDS.finditer(text):
        verb, value = (m.group(1), m.group(2)) if m.group(2) else (m.group(4), m.group(3))
        (no if re.search(r"not|n't|never|ない|ません", verb) else yes).append(value.strip("`"))
    return tuple(yes), tuple(no)


def _same(a: str, b: str) -> bool:
    return re.sub(r"\s+", "", a.strip("`")) == re.sub(r"\s+", "", b.strip("`"))


def _inner(arm: str) -> str:
    """An arm without what precedes the parenthesis it opens in: `int(digit) * (2 if … else 1)` gives the arm
    `digit) * (2` to the reader of `(… if … else …)`, whose own value is `2`.

    >>> _inner("digit) * (2"), _inner("f(x)"), _inner("(a + b"), _inner("code.length())")
    ('2', 'f(x)', 'a + b', 'code.length())')
    """
    opened: list[int] = []
    for i, ch in enumerate(arm):
        if ch == "(":
            opened.append(i)
        elif ch == ")" and opened:
            opened.pop()
    return arm[opened[-1] + 1 :].strip() if opened else arm


def _balanced(arm: str) -> str:
    """An arm without the closing parentheses of the call it sits in (`code.length())` of `f(x, c ? 0 : code.length())`).

    >>> _balanced("code.length())"), _balanced("(a + b)")
    ('code.length()', '(a + b)')
    """
    while arm.endswith(")") and arm.count(")") > arm.count("("):
        arm = arm[:-1].rstrip()
    return arm


def statement_text(lines: list[str], at: int) -> str:
    """The parenthesised statement around line `at` (0-based) on one line: a conditional expression written over
    several lines (daichodo's `checker = (⏎ validate_registration_number⏎ if cleaned.startswith("T")⏎ else …⏎ )`).

    >>> statement_text(["x = 1", "checker = (", "    a", '    if c.startswith("T")', "    else b", ")", "y"], 2)
    'checker = ( a if c.startswith("T") else b )'
    >>> statement_text(["x = 1", "y = a if c else b"], 1)
    'y = a if c else b'

    A conditional expression broken after its `?` or before its `:` goes on too (the JDK's UUID.parse4Nibbles:
    `return (ch1 | ch2) > 0xff ?⏎ -1 : ns[ch1] << 12;`):

    >>> statement_text(["return (a | b) > 0xff ?", "        -1 : ns[a];"], 0)
    'return (a | b) > 0xff ? -1 : ns[a];'
    """
    start = at
    while start > 0 and at - start < 3 and lines[start - 1].rstrip().endswith(("(", "=")):
        start -= 1
    end = at
    while (
        end + 1 < len(lines)
        and end - at < 4
        and (_depth(lines[start : end + 1]) > 0 or _open_arm(lines, end))
    ):
        end += 1
    return " ".join(x.strip() for x in lines[start : end + 1])


def _open_arm(lines: list[str], end: int) -> bool:
    """Whether line `end` leaves a conditional expression's arms to the next line (`… ?` or a next line `: …`)."""
    nxt = lines[end + 1].lstrip() if end + 1 < len(lines) else ""
    return (
        lines[end].rstrip().endswith(("?", ":"))
        and not lines[end].rstrip().endswith("::")
        and (not lines[end].rstrip().endswith(":") or "?" in lines[end])
        or nxt.startswith(("? ", ": "))
    )


def _depth(lines: list[str]) -> int:
    text = " ".join(lines)
    return text.count("(") - text.count(")")


def as_value(line: str, cond: str) -> str:
    """`line` with a call whose first argument is the conditional read as a value (`= (c ? a : b)`).

    ts-dedent's `let strings = Array.from(typeof templ === 'string' ? [templ] : templ);`: the designer states
    "The expression yields `[templ]`", and the arm is the call's argument, which `ternary_arms` reads only
    after `=`, `return`, `,` or `(` standing alone.

    >>> as_value("  x = Array.from(typeof t === 'string' ? [t] : t);", "typeof t === 'string'")
    "  x = Array.from = (typeof t === 'string' ? [t] : t);"
    >>> as_value("  return a ? b : c;", "a")
    '  return a ? b : c;'
    """
    at = line.find(cond)
    if at > 0 and re.search(r"[\w$.]\($", line[:at]):
        return line[: at - 1] + " = (" + line[at:]
    return line


def arm_hit(now: str, other: str, yes: tuple[str, ...], no: tuple[str, ...], language: str) -> str | None:
    """'not' (the side's arm said not to be the value), 'wrong-side' (the other arm said), 'other' (another literal)."""
    if any(_same(v, now) for v in no):
        return "not"
    if not yes or any(_same(v, now) for v in yes):
        return None
    if any(_same(v, other) for v in yes) and not _same(now, other):
        return "wrong-side"
    if all(refuted(v, now, language) for v in yes):
        return "other"
    return None


def arm_hits(inp: ReviewInput, all_sides: list[Side], expected: str, msg: Catalog) -> list[str]:
    """Each cited branch whose conditional expression's arm on the case's side is not what the result says."""
    yes, no = said(expected)
    if not yes and not no:
        return []
    out: list[str] = []
    for s in all_sides:
        if s.fires is None or s.item.kind not in (Kind.BRANCH, Kind.BOUNDARY):
            continue
        lines = next((x.text.split("\n") for x in inp.sources if x.path == s.item.file), [])
        if not 1 <= s.item.line <= len(lines):
            continue
        arms = ternary_arms(as_value(lines[s.item.line - 1], s.item.text), s.item.text)
        arms = arms or ternary_arms(statement_text(lines, s.item.line - 1), s.item.text)
        if arms is None:
            continue
        now, other = (_balanced(_inner(a)) for a in (arms if s.fires else arms[::-1]))
        if (kind := arm_hit(now, other, yes, no, s.item.language)) is not None:
            out.append(msg(f"semantic_paths.code_arm_{kind.replace('-', '_')}", ref=s.item.id, cond=s.item.text,
                           value=now, said=(yes or no)[0]))  # fmt: skip
    return out


__all__ = ["arm_hit", "arm_hits", "as_value", "said", "statement_text"]
