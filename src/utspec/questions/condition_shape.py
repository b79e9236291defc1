"""Between conditions that fit a key item equally, the one whose shape the key item names.

Two claims name a shape of condition without naming its operands:
- **empty** ("median に空のデータを渡すと…", "an empty spec string"): a test that a collection is empty —
  `not x`, `len(x) == 0`, `x.length === 0`, `len(x) < 1`, or `n == 0` / `n < 1` where the function set
  `n = len(…)` above it;
- **differ** ("weights の長さが data と異なるとき", "lengths differ", "do not match"): an inequality `!=`,
  `!==`, `<>`;
- **negative** ("truncate with a negative maxWidth", "負の値"): a sign test `x < 0`, `x <= -1`, `0 > x`.

statistics' `median` has `n == 0` (raise) and `n % 2 == 1` (return) for "median に空のデータ…": the words
fit both (neither names "empty" in code words), so no place was chosen and the wrong returned value went
unasked. Only when exactly one of the tied places has the shape.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence

from utspec.anchoring import Anchor

_DEF = re.compile(r"^\s*(?:(?:export|public|private|protected|static|async)\s+)*(?:def|func|function)\b")
_DIFFER = re.compile(
    r"\bdiffer(?:s|ent)?\b|\bmismatch(?:ed|es)?\b|\bdo(?:es)?\s+not\s+match\b|\bnot\s+the\s+same\b|異な|一致しな|違う|食い違"
)
_INEQUALITY = re.compile(r"!==?|<>")
_NEGATIVE = re.compile(r"\bnegative\b|負の|マイナスの", re.I)
#: `maxWidth < 0`, `n <= -1`, `0 > n` (a test that something is below zero; `x <= 0` also holds for 0).
_SIGN_TEST = re.compile(r"[\w.()]+\s*(?:<\s*0|<=\s*-1)(?![\d.])|(?<![\w.])0\s*>\s*[\w.]")
_LEN_NAME = r"(?:len\([^()]*\)|[\w.]+\.length|[\w.]+\.size\(\)|[\w.]+\.Count)"


def _lengths(lines: Sequence[str], line: int) -> set[str]:
    """Names the function holding `line` sets to a length above it (`n = len(data)`, `ld := len(data)`)."""
    out: set[str] = set()
    for k in range(line - 1, 0, -1):
        text = lines[k - 1]
        if m := re.match(rf"^\s*(?:(?:const|let|var)\s+)?(\w+)\s*(?::=|=(?!=))\s*{_LEN_NAME}\s*;?\s*$", text):
            out.add(m.group(1))
        if _DEF.match(text):
            break
    return out


def is_empty_test(condition: str, lengths: Collection[str] = ()) -> bool:
    """Whether a condition tests that something is empty (`lengths`: names holding a length).

    >>> is_empty_test("not counts"), is_empty_test("len(spec) == 0"), is_empty_test("n == 0", {"n"})
    (True, True, True)
    >>> is_empty_test("n == 0"), is_empty_test("n % 2 == 1", {"n"}), is_empty_test("not a or b")
    (False, False, False)
    """
    c = condition.strip()
    if re.fullmatch(r"(?:not\s+|!)\s*[\w.]+(?:\(\))?", c):
        return True
    m = re.fullmatch(rf"({_LEN_NAME}|\w+)\s*(?:===?\s*0|<\s*1)", c)
    return m is not None and (not re.fullmatch(r"\w+", m.group(1)) or m.group(1) in lengths)


def claims_empty(subject: frozenset[Anchor]) -> bool:
    return Anchor("word", "@missing") in subject


def claims_differ(text: str) -> bool:
    """Whether a claim says two things differ.

    >>> claims_differ("weights の長さが data と異なるとき"), claims_differ("the lengths differ"), claims_differ("same")
    (True, True, False)
    """
    return bool(_DIFFER.search(text))


def claims_negative(text: str) -> bool:
    """Whether a claim is about negative values.

    >>> claims_negative("truncate with a negative maxWidth throws"), claims_negative("負の値を渡すと"), claims_negative("a non-negative")
    (True, True, False)
    """
    return bool(_NEGATIVE.search(text)) and not re.search(r"non-?negative|負でない", text, re.I)


def is_sign_test(condition: str) -> bool:
    """Whether a condition tests that a value is below zero.

    >>> is_sign_test("maxWidth < 0"), is_sign_test("n <= -1"), is_sign_test("0 > n"), is_sign_test("x < 10")
    (True, True, True, False)
    """
    return bool(_SIGN_TEST.search(condition))


def shaped_group(text: str, subject: frozenset[Anchor], places: Sequence[tuple[str, str, int]],
                 sources: Mapping[str, Sequence[str]]) -> str | None:  # fmt: skip
    """The one group among `places` (group, condition text, line; group is `path:line`) of the shape the claim names."""
    if claims_empty(subject):
        found = {g for g, cond, line in places
                 if is_empty_test(cond, _lengths(sources.get(g.rsplit(":", 1)[0], ()), line))}  # fmt: skip
    elif claims_differ(text):
        found = {g for g, cond, _ in places if _INEQUALITY.search(cond)}
    elif claims_negative(text):
        found = {g for g, cond, _ in places if is_sign_test(cond)}
    else:
        return None
    return found.pop() if len(found) == 1 else None
