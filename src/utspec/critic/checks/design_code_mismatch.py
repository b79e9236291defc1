"""design-code-mismatch: the design states one number for a thing, the code compares it with another.

Design "an order has at most 100 items", code `len(items) > 50`: one of them is wrong and only a
person can say which, so this is a question naming both places and both numbers, never a
finding the designer could "fix" by choosing a side (the seed: code is not automatically the
specification, and a conflict is itself something to review).

Precision over recall. A code number is one compared with an ordering operator (`>`, `<=`, a SQL
`amount >= 1000`) or a numeric configuration value; equality codes (`status IN (3, 5)`) are
unexplained-literal's business. A design number belongs to a thing only when it stands next to
the thing's word ("100 items", "items: at most 100"). The code agrees when the number is the
literal or one of its on/off points (`> 100` agrees with "at most 100" and with "101 or more").
A code number is questioned only when some statement gives its thing another number, no
statement agrees with it, and that statement's number agrees with no other code number for the
same thing (a design may state several limits on one thing). Once a person has said which side
holds (`ANS-n`, an answer to this question), it is not asked again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.answers.effects import MISMATCH_PREFIX, answers_to
from utspec.critic.checks._numbers import contains_number, numbers_in, show
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Finding, Kind, OpenQuestion, Requirement, Severity
from utspec.terms import terms

RULE_ID = "design-code-mismatch"
SEVERITY = Severity.ADVISORY  # the registry needs one; the check only ever asks a question
SUMMARY = "The design states a number for an identifier that differs from the code's literal: ask a person."

_ORDERING = frozenset({"<", "<=", ">", ">="})
#: Words in an identifier that say how it is measured, not what it is (`len(items)`, `MAX_ITEMS`).
DEFAULT_MEASURE_WORDS: tuple[str, ...] = (
    "len", "length", "size", "count", "cnt", "num", "number", "max", "min", "maximum", "minimum", "limit",
    "total", "self", "this", "cls", "get", "value", "val",
)  # fmt: skip
#: Units say how much, not of what: "20 characters" is the name's length, `timeoutSeconds` is the timeout.
DEFAULT_UNIT_WORDS: tuple[str, ...] = (
    "byte", "bytes", "kb", "mb", "gb", "times", "characters", "chars", "digits", "letters",
)  # fmt: skip
#: Units too, and ones a count never has: `len(items)` is not "5000 yen", whatever else the statement says about items.
DEFAULT_NON_COUNT_UNITS: tuple[str, ...] = (
    "ms", "msec", "millisecond", "milliseconds", "sec", "secs", "second", "seconds", "minute", "minutes",
    "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years", "percent", "pct",
    "yen", "usd", "eur",
)  # fmt: skip
#: Identifier words that make the compared value a count.
_COUNTING = frozenset({"len", "length", "size", "count", "cnt", "num", "number"})
#: How many words may stand between a number and its thing ("100 order items", "items must not exceed 100").
DEFAULT_WINDOW_AFTER = 2
DEFAULT_WINDOW_BEFORE = 4

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SPLIT = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")
_TOKEN = re.compile(r"\d[\d,]*(?:\.\d+)?|[A-Za-z_][A-Za-z0-9_]*|[\u3040-\u30ff\u4e00-\u9fff々ー]+")


@dataclass(frozen=True)
class _CodeNumber:
    item: ChecklistItem
    label: str
    """The identifier's own words, for the question (`items`, `retry`)."""
    things: frozenset[str]
    is_count: bool
    value: float
    agrees: tuple[float, ...]


def _words(names: Sequence[str], measure: frozenset[str]) -> list[str]:
    """The words of the last identifier that names a thing: `user.age` is about age, not users in general."""
    for n in reversed(names):
        if words := [w for w in _SPLIT.findall(n) if w.lower() not in measure]:
            return list(dict.fromkeys(words))
    return []


def _code_numbers(checklist: Sequence[ChecklistItem], measure: frozenset[str]) -> list[_CodeNumber]:
    out = []
    for it in checklist:
        if it.kind is Kind.BOUNDARY and it.operator in _ORDERING and it.value is not None:
            value, names = float(it.value), _IDENT.findall(it.text)
            agrees = tuple(float(v) for v in it.test_values or [it.value])
        elif it.kind is Kind.SQL_CONDITION and (it.op or "") in _ORDERING and it.column and len(it.values or []) == 1:
            nums = list(numbers_in(str((it.values or [None])[0])))
            if len(nums) != 1:
                continue
            value, names = nums[0], [it.column.split(".")[-1]]
            agrees = (value - 1, value, value + 1) if value.is_integer() else (value,)
        elif it.kind is Kind.CONFIG and it.symbol and len(it.values or []) == 1:
            raw = (it.values or [None])[0]
            if isinstance(raw, bool) or not isinstance(raw, int | float):
                continue
            value, names = float(raw), [it.symbol.split(".")[-1]]
            # A configured limit is read as inclusive or exclusive depending on the code using it.
            agrees = (value - 1, value, value + 1) if value.is_integer() else (value,)
        else:
            continue
        words = _words(names, measure)
        is_count = any(w.lower() in _COUNTING for n in names for w in _SPLIT.findall(n))
        if is_count and value in (0.0, 1.0):
            continue  # `len(items) > 0` asks "any at all?", it is not a limit a design would state
        if things := frozenset(terms(" ".join(words))):
            out.append(_CodeNumber(it, " ".join(words), things, is_count, value, agrees))
    return out


@dataclass(frozen=True)
class _Stated:
    req: Requirement
    value: float
    things: frozenset[str]
    unit: str | None


def _stated(req: Requirement, before: int, after: int, units: frozenset[str]) -> list[_Stated]:
    """Each number of a statement with the thing it counts and its unit.

    The first content word after the number is what it counts ("100 items", "3 retries"); a
    number with none, or only a unit ("items must not exceed 100", "the timeout is 60 seconds"),
    borrows the content words before it.
    """
    tokens = _TOKEN.findall(req.text)
    out = []
    for i, tok in enumerate(tokens):
        nums = list(numbers_in(tok)) if tok[0].isdigit() else []
        if not nums:
            continue
        unit = tokens[i + 1].lower() if i + 1 < len(tokens) and tokens[i + 1].lower() in units else None
        following = [t for t in tokens[i + 1 : i + 1 + after] if t.lower() not in units]
        counted = next((t for t in following if not t[0].isdigit() and terms(t)), None)
        if counted is not None:
            out.append(_Stated(req, nums[0], frozenset(terms(counted)), unit))
            continue
        near = [t for t in tokens[max(0, i - before) : i] if not t[0].isdigit() and t.lower() not in units]
        out.append(_Stated(req, nums[0], frozenset(terms(" ".join(near))), unit))
    return out


def check(
    inp: ReviewInput,
    *,
    measure_words: Sequence[str] = DEFAULT_MEASURE_WORDS,
    unit_words: Sequence[str] = DEFAULT_UNIT_WORDS,
    non_count_units: Sequence[str] = DEFAULT_NON_COUNT_UNITS,
    window_before: int = DEFAULT_WINDOW_BEFORE,
    window_after: int = DEFAULT_WINDOW_AFTER,
) -> list[Finding | OpenQuestion]:
    units = frozenset(w.lower() for w in (*unit_words, *non_count_units))
    not_counts = frozenset(w.lower() for w in non_count_units)
    code = _code_numbers(inp.checklist, frozenset(w.lower() for w in measure_words) | units)
    if not code:
        return []
    stated = [
        st for req in inp.requirements if req.kind != "heading"
        for st in _stated(req, window_before, window_after, units)
    ]  # fmt: skip
    out: list[Finding | OpenQuestion] = []
    for c in code:
        about = [st for st in stated if c.things & st.things and not (c.is_count and st.unit in not_counts)]
        if not about or any(contains_number(c.agrees, st.value) for st in about):
            continue
        # A number another comparison of the same thing agrees with is that comparison's limit, not this one's.
        others = [o for o in code if o is not c and o.things & c.things]
        differing = [st for st in about if not any(contains_number(o.agrees, st.value) for o in others)]
        if not differing:
            continue
        if answers_to(inp.answers, f"{MISMATCH_PREFIX}{c.item.id}"):
            continue
        where = f"{c.item.file}:{c.item.line}"
        msg = Catalog(inp.language)
        said = msg("sep.clause").join(
            msg("critic.mismatch_said", ref=st.req.id, locator=st.req.locator, value=show(st.value),
                text=st.req.text)
            for st in differing
        )  # fmt: skip
        question = msg("critic.mismatch", label=c.label, said=said, where=where, value=show(c.value), code=c.item.text)
        out.append(
            OpenQuestion(
                id=f"Q-{RULE_ID}:{c.item.id}",
                question=question,
                refs=[c.item.id, *dict.fromkeys(st.req.id for st in differing)],
            )
        )
    return out
