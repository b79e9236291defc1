"""The value a returned switch expression gives at the subject's literal the case's input states.

A switch expression's arm (C# `'V' => 5,`, Java `case 'V' -> 5;`) is a branch item with no statement under
it, so `_case_facts.sides` found no effect to compare: on Humanizer's `GetRomanNumeralCharValue`
(`return (c & ~0x20) switch { 'M' => 1000, … _ => 1 }`) a case at "`(c & ~0x20)` = `'V'`" could say "`5` is
not returned", "`null` is returned" or take the `10` of the `'X'` case, and nothing objected. The designer
reads the arm (`designer.offline.switch_arms`); this module reads the same arms to work out which one the
input takes: the first whose literal labels hold the subject's literal, or the default arm (`_`, `default`)
when none above it does. It decides only when the switch is the function's result (`return … switch`, or
an expression-bodied member `=> x switch`), every label up to the taken arm is a literal, and the taken
arm's value is a literal itself (an interpolated string or a call is a value a case may state worked out).

>>> src = ["static int V(char c)", "{", "    return c switch", "    {", "        'M' => 1000,", "        'V' => 5,",
...        "        _ => 1,", "    };", "}"]
>>> taken_value(6, src, "csharp", "`c` = `'V'`"), taken_value(5, src, "csharp", "`c` = `'V'`")
('5', '5')
>>> taken_value(7, src, "csharp", "`c` = `'A'`"), taken_value(7, src, "csharp", "`x` = `'A'`")
('1', None)
>>> tup = ["public static string T(this int input) =>", "    input switch", "    {", '        1 => "single",',
...        '        _ => $"{input}-tuple"', "    };"]
>>> taken_value(4, tup, "csharp", "`input` = `1`"), taken_value(5, tup, "csharp", "`input` = `42`")
('"single"', None)
>>> kept = ["    var d = c switch", "    {", "        'M' => 1000,", "        _ => 1,", "    };"]
>>> taken_value(3, kept, "csharp", "`c` = `'M'`") is None  # a local, not the function's result
True
>>> java = ["int v(char c) {", "  return switch (c) {", "    case 'M', 'm' -> 1000;", "    default -> 1;", "  };"]
>>> taken_value(4, java, "java", "`c` = `'m'`"), taken_value(4, java, "java", "`c` = `'Q'`")
('1000', '1')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks._literal_side import given, literal_values
from utspec.designer.offline.switch_arms import switch_arm

_SWITCH = re.compile(r"\bswitch\b")
#: A value a case can state as written: a number, a character or plain string (no interpolation), null, a boolean.
_LITERAL = re.compile(
    r"""^(?:'(?:[^'\\]|\\.)+'|"(?:[^"\\{}]|\\.)*"|-?\d+(?:\.\d+)?[LlFfDdMm]?|true|false|null)$"""
)


def _head(line: int, source: Sequence[str]) -> int | None:
    """The line (1-based) of the `switch` the arm on `line` belongs to: the nearest above it."""
    return next((n for n in range(line - 1, max(0, line - 60), -1) if _SWITCH.search(source[n - 1])), None)


def _expression_bodied(head: int, source: Sequence[str]) -> bool:
    """`=> input switch` over two lines: the member's body is the switch, so its value is the result."""
    text = source[head - 1].strip()
    before = next((source[n - 1].strip() for n in range(head - 1, 0, -1) if source[n - 1].strip()), "")
    return bool(re.match(r"^[\w.()&~|\s]+\s+switch\b", text)) and before.endswith("=>")


def taken_value(line: int, source: Sequence[str], language: str, case_input: str) -> str | None:
    """The literal the switch holding the arm on `line` returns at the input's subject literal (None: not sure)."""
    if not 1 <= line <= len(source):
        return None
    arm = switch_arm(source[line - 1], line, source, language)
    head = _head(line, source)
    if arm is None or head is None or not (arm.returned or _expression_bodied(head, source)):
        return None
    got = given(arm.subject, case_input)
    if got is None:
        return None
    for n in range(head + 1, len(source) + 1):
        text = source[n - 1]
        if text.strip().startswith("}") and n > head + 1:
            break
        other = switch_arm(text, n, source, language)
        if other is None or other.subject != arm.subject:
            continue
        values = literal_values(list(other.labels)) if other.labels else []
        if values is None:
            return None  # a pattern or constant label above the taken arm: which arm runs is not known here
        if not other.labels or got in values:
            return other.value if _LITERAL.match(other.value.strip()) else None
    return None


__all__ = ["taken_value"]
