"""Which arm of a `switch` a path takes, and whether a `while` is skipped, for the path evaluator (issue 12).

The path evaluator (`path_value`) gave up at every `switch` and loop, so a case kept restating the code:
go-humanize's `Ordinal(21)` said "`suffix` becomes `"st"`" and "returns `strconv.Itoa(x) + suffix`", where a
reviewer checks "21st". A `switch` whose subject and labels have values picks one arm: that arm's statements run
(the path goes on after the switch unless the arm returns). A `while` whose condition is false on entry runs
nothing (base58's `while i:` at `i` = 0).

Deliberately narrow, and it gives up (the caller's `NotKnown`) rather than guess:
- a label it cannot evaluate before the matching one, a Go `switch init; subject`, a Go `fallthrough`;
- a C-family arm that falls through into the next (its statements end in neither `break` nor a way out);
- a `while` whose condition is true or unknown on entry (running the loop is not attempted).
Lines are the evaluator's `(indent, text)` pairs: closing braces already dropped, comments stripped.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.codetext import split_top_level  # `1, 2` -> ["1", "2"]: Go lists several values on one `case`

Line = tuple[int, str]

#: `switch x % 10 {` (Go), `switch (header.charCodeAt(i)) {` (C family); an empty subject is Go's `switch {`.
SWITCH = re.compile(r"^switch\b\s*(.*?)\s*\{\s*$")
#: `case 1:`, `case 1, 2:` (Go), `case 0x20: /* */`, `default:`; what follows the colon on the same line is a statement.
_CASE = re.compile(r"^(?:case\b\s*(.+?)|default)\s*:(?!:)\s*(.*)$")
#: `while i:` (Python), `while (acc > 0) {` (C family); not `do … while`.
WHILE = re.compile(r"^while\b\s*(.+?)\s*(?::|\{)?\s*$")
_BLOCK_COMMENT = re.compile(r"/\*.*?\*/")
_LEAVES = re.compile(r"^(?:return|throw|raise|panic)\b")


class NotKnown(Exception):
    """The arm (or whether the loop runs) cannot be told from the text."""


def _subject(text: str) -> str:
    """The switch's subject without the brackets a C-family `switch (x)` puts round it."""
    s = text.strip()
    if s.startswith("(") and s.endswith(")"):
        depth = 0
        for k, ch in enumerate(s):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and k < len(s) - 1:
                return s  # `(a) + (b)`: the brackets are not one pair round it all
        return s[1:-1].strip()
    return s


def switch_end(lines: Sequence[Line], i: int, end: int) -> int:
    """The index after the switch opened at `i`: its arms sit deeper, or at its own indent (gofmt's `case`)."""
    ind = lines[i][0]
    j = i + 1
    while j < end and (lines[j][0] > ind or (lines[j][0] == ind and _CASE.match(lines[j][1]))):
        j += 1
    return j


def chosen_arm(
    lines: list[Line], i: int, end: int, language: str, value: Callable[[str], object]
) -> tuple[list[Line], int]:
    """(the statements of the arm the switch at `i` takes, as lines; the index after the switch).

    `value` evaluates an expression with the path's names (raising when it cannot). No arm matching and no
    `default`: no statements. The statements come back as their own lines (one after a label's colon included),
    without the `break` that ends a C-family arm.

    >>> go = [(1, "switch x % 10 {"), (1, "case 1:"), (2, 'suffix = "st"'), (1, "case 2:"), (2, 'suffix = "nd"'),
    ...       (1, "return s")]
    >>> chosen_arm(go, 0, len(go), "go", lambda e: {"x % 10": 2, "1": 1, "2": 2}[e])
    ([(2, 'suffix = "nd"')], 5)
    >>> js = [(2, "switch (c) {"), (4, "case 0x20: /* */"), (6, "n = 1"), (6, "break"), (4, "default:"), (6, "n = 2"),
    ...       (6, "break")]
    >>> chosen_arm(js, 0, len(js), "javascript", lambda e: {"c": 7, "0x20": 32}[e])
    ([(6, 'n = 2')], 7)
    >>> chosen_arm(js[:3] + js[4:], 0, 6, "javascript", lambda e: {"c": 32, "0x20": 32}[e])  # falls through
    Traceback (most recent call last):
    utspec.analyzers.switch_walk.NotKnown: falls through
    """
    m = SWITCH.match(lines[i][1])
    if m is None or ";" in m.group(1):
        raise NotKnown("switch")  # Go's `switch v := f(); v {`: the init statement is not run here
    subject = _subject(m.group(1))
    stop = switch_end(lines, i, end)
    arms: list[tuple[list[str] | None, list[Line]]] = []  # (labels, or None for default; statements)
    for ind, text in lines[i + 1 : stop]:
        c = _CASE.match(text)
        if c is not None and (not arms or ind <= min(k for k, _ in lines[i + 1 : stop])):
            tail = _BLOCK_COMMENT.sub("", c.group(2)).strip()
            labels = split_top_level(c.group(1)) if c.group(1) else None
            arms.append((labels, [(ind + 1, tail)] if tail else []))
        elif arms:
            arms[-1][1].append((ind, text))
        else:
            raise NotKnown("statement before the first case")
    if language != "go":
        arms = _stacked(arms)
    pick = _pick(arms, subject, value)
    if pick is None:
        return [], stop
    body = arms[pick][1]
    if language == "go":
        return body, stop
    if body and body[-1][1].rstrip(";") == "break":
        return body[:-1], stop
    if body and _LEAVES.match(body[-1][1]):
        return body, stop
    if pick == len(arms) - 1:
        return body, stop
    raise NotKnown("falls through")


def _stacked(arms: list[tuple[list[str] | None, list[Line]]]) -> list[tuple[list[str] | None, list[Line]]]:
    """C-family labels with no statements of their own share the next arm's (`case 1: case 2: …`)."""
    out: list[tuple[list[str] | None, list[Line]]] = []
    waiting: list[str] = []
    for labels, body in arms:
        if labels is not None and not body:
            waiting += labels
            continue
        if labels is None:
            out.append((None, body))  # `case 1: default:` is the default: every label stacked on it is too
        else:
            out.append(([*waiting, *labels], body))
        waiting = []
    return out


def _pick(
    arms: list[tuple[list[str] | None, list[Line]]], subject: str, value: Callable[[str], object]
) -> int | None:
    """The index of the arm whose label equals the subject (a Go `switch {` label is a condition); else `default`'s."""
    want = value(subject) if subject else True
    for k, (labels, _body) in enumerate(arms):
        for label in labels or []:
            got = value(label)
            if bool(got) if not subject else got == want and isinstance(got, bool) == isinstance(want, bool):
                return k  # `1 == True` in Python: a label 1 does not match a true subject
    return next((k for k, (labels, _b) in enumerate(arms) if labels is None), None)


def loop_end(lines: Sequence[Line], i: int, end: int) -> int:
    """The index after the loop body that starts under the line at `i` (its lines sit deeper)."""
    j = i + 1
    while j < end and lines[j][0] > lines[i][0]:
        j += 1
    return j


def while_skipped(text: str, value: Callable[[str], object]) -> bool:
    """Whether the `while` on `text` runs its body zero times: its condition is false on entry.

    >>> while_skipped("while i:", lambda e: {"i": 0}[e]), while_skipped("while (acc > 0) {", lambda e: False)
    (True, True)
    >>> while_skipped("while i:", lambda e: 3)
    Traceback (most recent call last):
    utspec.analyzers.switch_walk.NotKnown: while i:
    """
    m = WHILE.match(text)
    if m is None:
        raise NotKnown(text)
    cond = _subject(m.group(1))
    if value(cond):
        raise NotKnown(text)  # the body runs: not worked out here
    return True


__all__ = ["SWITCH", "WHILE", "NotKnown", "chosen_arm", "loop_end", "switch_end", "while_skipped"]
