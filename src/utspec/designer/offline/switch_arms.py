"""An arm of a switch expression (Java `case 'M' -> 1000;`, C# `'M' => 1000,`): a value mapping, not a condition.

Humanizer's `GetRomanNumeralCharValue` returns `(c & ~0x20) switch { 'M' => 1000, … _ => 1 }`; each arm became
"`'M' => 1000,` holds" with the input "Values for which `'M' => 1000,` is true" and a question asking what a test
should observe, seven times. The arm says it: when the subject is `'M'`, the switch is `1000`, and a switch that
is returned makes that the function's result. The case names the subject's value (a plain name takes the label;
a default arm takes a value no other arm names, when one can be chosen) and states the arm's value as the
function's return, the local it sets, or the exception it throws.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

#: `case 'M', 'm' -> 1000;` / `default -> 1;` (Java) and `'M' or 'm' => 1000,` / `_ => 1,` (C#).
_JAVA_ARM = re.compile(r"^(?:case\s+(?P<labels>.+?)|(?P<default>default))\s*->\s*(?P<value>.+?);?\s*$")
_CS_ARM = re.compile(r"^(?P<labels>.+?)\s*=>\s*(?P<value>.+?),?\s*$")
#: The head of the switch an arm belongs to: `return switch (c) {`, `x = c switch`, `return (c & ~0x20) switch`.
_JAVA_HEAD = re.compile(
    r"^\s*(?P<use>return\b|(?:[\w<>\[\]]+\s+)?(?P<name>\w+)\s*=)?\s*switch\s*\((?P<subject>.+)\)\s*\{?\s*$"
)
_CS_HEAD = re.compile(
    r"^\s*(?P<use>return\b|(?:[\w<>\[\]]+\s+)?(?P<name>\w+)\s*=)?\s*(?P<subject>.+?)\s+switch\s*\{?\s*$"
)
_LITERAL = re.compile(
    r"""^(?:'(?:[^'\\]|\\.)+'|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?[LlFfDdMm]?|true|false|null)$"""
)


@dataclass(frozen=True)
class Arm:
    """One arm: the switch's subject, the arm's labels (empty for the default), its value, and what uses the value."""

    subject: str
    labels: tuple[str, ...]
    value: str
    returned: bool
    assigned: str | None
    others: tuple[str, ...]  # every other arm's labels: a default arm's input avoids them


def _arm(text: str, language: str) -> tuple[tuple[str, ...], str] | None:
    text = text.strip()
    if language == "java":
        m = _JAVA_ARM.match(text)
        if m is None:
            return None
        labels = () if m.group("default") else tuple(s.strip() for s in m.group("labels").split(","))
        return labels, m.group("value").strip()
    if language == "csharp":
        m = _CS_ARM.match(text)
        if m is None or "(" in m.group("labels") and not _LITERAL.match(m.group("labels")):
            return None  # a lambda, not an arm
        raw = m.group("labels").strip()
        labels = () if raw == "_" else tuple(s.strip() for s in re.split(r"\s+or\s+", raw))
        return labels, m.group("value").strip()
    return None


def switch_arm(text: str, line: int, lines: Sequence[str], language: str) -> Arm | None:
    """The arm `text` on `line` (1-based), with its switch's head found above it; None when it is no arm.

    >>> src = ["int v(char c) {", "  return switch (c) {", "    case 'M' -> 1000;", "    default -> 1;", "  };"]
    >>> switch_arm("case 'M' -> 1000;", 3, src, "java")
    Arm(subject='c', labels=("'M'",), value='1000', returned=True, assigned=None, others=())
    >>> switch_arm("default -> 1;", 4, src, "java").others
    ("'M'",)
    >>> cs = ["  var d = (c & ~0x20) switch", "  {", "    'M' or 'm' => 1000,", "    _ => 1,", "  };"]
    >>> switch_arm("'M' or 'm' => 1000,", 3, cs, "csharp")
    Arm(subject='(c & ~0x20)', labels=("'M'", "'m'"), value='1000', returned=False, assigned='d', others=())
    >>> switch_arm("x => x + 1,", 1, ["  var f = list.Select(", "    x => x + 1,"], "csharp") is None
    True
    """
    arm = _arm(text, language)
    if arm is None:
        return None
    head = _JAVA_HEAD if language == "java" else _CS_HEAD
    for n in range(line - 1, max(0, line - 60), -1):
        m = head.match(lines[n - 1])
        if m is None:
            continue
        end = next(
            (k for k in range(n + 1, len(lines) + 1) if lines[k - 1].strip().startswith("}")), len(lines)
        )
        others = tuple(lab for k in range(n + 1, end) if k != line and (o := _arm(lines[k - 1], language))
                       for lab in o[0])  # fmt: skip
        return Arm(
            m.group("subject").strip(), arm[0], arm[1], m.group("use") == "return", m.group("name"), others
        )
    return None


def default_value(others: Sequence[str]) -> str | None:
    """A value no other arm names: a character or number next to theirs, a string none of them is; None otherwise.

    >>> default_value(["'M'", "'D'"]), default_value(["1", "2"]), default_value(['"a"']), default_value(["Color.Red"])
    ("'A'", '3', '"zzz"', None)
    """
    if others and all(re.fullmatch(r"'[^'\\]'", o) for o in others):
        return next(f"'{c}'" for c in "ABZQ" if f"'{c}'" not in others)
    if others and all(re.fullmatch(r"-?\d+", o) for o in others):
        return str(max(int(o) for o in others) + 1)
    if others and all(re.fullmatch(r'"[^"]*"', o) for o in others):
        return next(f'"{s}"' for s in ("zzz", "unknown", "other") if f'"{s}"' not in others)
    return None


__all__ = ["Arm", "default_value", "switch_arm"]
