"""An error message that states a limit its own guard does not test: `if n < 2: raise StatisticsError('n must be at least 1')`.

A raise's message is the code's own statement of the rule it enforces, written by the same hand as the design: "n must
be at least 1", "harmonic mean does not support negative values", "negative number (%d) not allowed", "must be
positive", "got more than 100 headers". When the comparison guarding the raise cuts the numbers elsewhere (`n < 2`
refuses 1; `x <= 0` refuses 0, which is not negative; `num < 1` refuses 0) one of the two is wrong, and only a person
can say which: CPython's statistics (quantiles, harmonic_mean) and robfig/cron's `mustParseInt` in the question corpus
(planted edits that changed the operator or the number and left the message).

Read: a branch that raises, whose condition has exactly one ordering comparison of a name with a number on the side the
message bounds (a lower bound: `<` / `<=`; an upper one: `>` / `>=`), and whose message (a string literal, or a name
assigned one string in the same file: `errmsg`) states one bound: "at least N", "N or more", "no less than N",
"(non-)negative", "positive", "at most N", "no more than N", "cannot be greater than N", "more than N". Numbers may be
words ("at least one data point"). Both sides are compared as whole numbers (`x <= 0` and "must be positive" agree); a
bound on an unknown name ("greater than Integer max value") or a range ("0.0 < p < 1.0") is not read. Pure function of
the checklist and the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from utspec.analyzers.effects import item_effects
from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.go_errors import as_raise

Side = Literal["lower", "upper"]

_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10}  # fmt: skip
_N = r"(?P<n>-?\d+(?:\.\d+)?|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b"
#: (pattern, side, inclusive): the message's allowed bound.
_BOUNDS: tuple[tuple[re.Pattern[str], Side, bool], ...] = (
    (re.compile(r"\bat least " + _N), "lower", True),
    (re.compile(r"\b(?:equal (?:to )?or greater than|greater than or equal to|no less than|not less than) " + _N), "lower", True),
    (re.compile(_N + r" or (?:more|greater|above)\b"), "lower", True),
    (re.compile(r"\bat most " + _N), "upper", True),
    (re.compile(r"\b(?:less than or equal to|no more than|not more than|no greater than) " + _N), "upper", True),
    (re.compile(r"\b(?:cannot|can ?not|must not|may not|can no longer|should not)\s+(?:be |contain |have |exceed )?(?:more|greater) than " + _N), "upper", True),
    (re.compile(r"\b(?:got |has |have |contains? )?more than " + _N), "upper", True),
)  # fmt: skip
_COMPARISON = re.compile(
    r"^\s*\(?\s*(?P<l>[A-Za-z_$][\w$.\[\]()]*|-?\d+(?:\.\d+)?)\s*(?P<op><=|>=|<|>)\s*(?P<r>[A-Za-z_$][\w$.\[\]()]*|-?\d+(?:\.\d+)?)\s*\)?\s*$"
)
_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}
#: What a refusing comparison lets through: `n < 2` lets `n >= 2` through.
_LETS_THROUGH = {"<": ">=", "<=": ">", ">": "<=", ">=": "<"}
_STRING = re.compile(r"""^\s*[rbfu]?(['"])(?P<s>.*)\1\s*$""", re.S)


@dataclass(frozen=True)
class MessageLimit:
    item: ChecklistItem
    """The branch that raises."""
    term: str
    """Its comparison (`n < 2`)."""
    message: str
    """The message as written (`n must be at least 1`)."""
    said: str
    """The message's bound on the comparison's subject, shown (`n >= 1`)."""
    code: str
    """What the comparison lets through, shown (`n >= 2`)."""
    value: str
    """The whole number on which the two disagree (`1`)."""
    refused: bool
    """True when the comparison refuses that number (the message allows it); False when it lets it through."""


def message_bound(message: str) -> tuple[Side, float, bool] | None:
    """The one bound a message states: (side, number, inclusive), or None for none or several.

    >>> message_bound("n must be at least 1")
    ('lower', 1.0, True)
    >>> message_bound("harmonic mean does not support negative values")
    ('lower', 0.0, True)
    >>> message_bound("Weighted sum must be positive")
    ('lower', 0.0, False)
    >>> message_bound("got more than 100 headers")
    ('upper', 100.0, True)
    >>> message_bound("p must be in the range 0.0 < p < 1.0") is None
    True
    """
    low = message.lower()
    found: set[tuple[Side, float, bool]] = set()
    for pattern, side, inclusive in _BOUNDS:
        if (m := pattern.search(low)) is not None:
            n = m.group("n")
            found.add((side, float(_WORDS.get(n, n)), inclusive))
            break  # the first form read is the message's (`cannot be more than` also reads as `more than`)
    if re.search(r"(?<![\w-])non-?negative|\bnegative\b", low):
        found.add(("lower", 0.0, True))
    elif re.search(r"(?<![\w-])positive\b", low) and not re.search(r"non-?positive", low):
        found.add(("lower", 0.0, False))
    if "<" in low or ">" in low or len(found) != 1:
        return None
    return found.pop()


def _whole(side: Side, n: float, inclusive: bool) -> float:
    """A bound as the first (lower) or last (upper) whole number it lets through."""
    if inclusive:
        return n
    return n + 1 if side == "lower" else n - 1


def _message(item: ChecklistItem, sources: dict[str, list[str]]) -> str | None:
    effects = [e for e in item_effects(item) if e.kind in ("raise", "return", "reraise")]
    e = (
        as_raise(effects[0]) if effects else None
    )  # Go: `return 0, fmt.Errorf("negative number …")` is the raise
    if e is None or e.kind != "raise":
        return None
    args = (e.args or "").strip()
    if m := _STRING.match(args):
        return m.group("s")
    if re.fullmatch(
        r"[A-Za-z_]\w*", args
    ):  # `raise StatisticsError(errmsg)`: the one string that name is given
        lines = sources.get(item.file, [])[: item.line]
        said = [m.group("s") for line in lines
                if (m := re.match(rf"\s*{re.escape(args)}\s*=\s*(?P<q>['\"])(?P<s>[^'\"]*)(?P=q)\s*$", line))]  # fmt: skip
        return said[-1] if len(said) == 1 else None
    return e.message  # a formatted message (`fmt.Errorf("negative number (%d) not allowed: %s", …)`)


def message_limits(checklist: Sequence[ChecklistItem], sources: Sequence[SourceText]) -> list[MessageLimit]:
    """Every raising branch whose message states a bound its comparison does not cut at (see the module docstring).

    >>> from utspec.analyzers import analyze
    >>> src = [SourceText(path="s.py", text="def q(n):\\n    if n < 2:\\n        raise ValueError('n must be at least 1')\\n")]
    >>> [(m.term, m.said, m.code) for m in message_limits(analyze(src).items, src)]
    [('n < 2', 'n >= 1', 'n >= 2')]
    """
    lines = {s.path: s.text.split("\n") for s in sources}
    out: list[MessageLimit] = []
    seen: set[tuple[str, int]] = set()
    for it in checklist:
        if it.kind is not Kind.BRANCH or (it.file, it.line) in seen:
            continue
        message = _message(it, lines)
        bound = message_bound(message) if message else None
        if message is None or bound is None:
            continue
        side, said_n, said_incl = bound
        terms = []
        for term in re.split(r"\|\||\bor\b", it.text):
            m = _COMPARISON.match(term)
            if m is None:
                continue
            left, op, right = m.group("l"), m.group("op"), m.group("r")
            if re.fullmatch(r"-?\d+(?:\.\d+)?", left):
                left, op, right = right, _FLIP[op], left  # `0 > x` is `x < 0`
            if not re.fullmatch(r"-?\d+(?:\.\d+)?", right) or re.fullmatch(r"-?\d+(?:\.\d+)?", left):
                continue
            if (op in ("<", "<=")) == (side == "lower"):
                terms.append((term.strip(), op, float(right), left))
        if len(terms) != 1 or "&&" in it.text or re.search(r"\band\b", it.text):
            continue
        term, op, n, subject = terms[0]
        # the comparison refuses; what it lets through on that side: `n < 2` lets n >= 2 through
        code_incl = op in ("<", ">")
        if _whole(side, n, code_incl) == _whole(side, said_n, said_incl):
            continue
        seen.add((it.file, it.line))
        said, code = _whole(side, said_n, said_incl), _whole(side, n, code_incl)
        value = min(said, code) if side == "lower" else max(said, code)
        refused = code > said if side == "lower" else code < said
        # shown as written, not as whole numbers: `x <= 0` lets `x > 0` through (0.5 too), "negative" allows `x >= 0`
        said_op = (">=" if said_incl else ">") if side == "lower" else ("<=" if said_incl else "<")
        out.append(MessageLimit(it, term, message, f"{subject} {said_op} {_shown(said_n)}",
                                f"{subject} {_LETS_THROUGH[op]} {_shown(n)}", _shown(value), refused))  # fmt: skip
    return out


def _shown(n: float) -> str:
    return str(int(n)) if float(n).is_integer() else str(n)
