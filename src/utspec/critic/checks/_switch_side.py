"""A `case` label's side from the literal a case's input gives the `switch` (or `match`) subject.

A branch item of a `switch` is its label (`case 'years'`, `case 1`), without the subject, so
`_literal_side` could not read it: "`matchUnit` = `'years'`" left `case 'years'` undecided and a result
saying its `return n * y` does not happen passed. This module finds the subject on the nearest
`switch (…)` / `match …:` line above the label and compares the input's literal with the labels:

- equal to a label of this case, or of a label stacked right above it (`case 'years':` `case 'year':`
  share one body: control falls into the lower one), the case's body runs: True;
- equal to none, it does not run: False, but only where nothing can fall into it from the case
  above (the line before its first label is the `switch` line or ends a body with `break`,
  `return`, `throw` or `continue`; a Python `match` never falls through);
- `default`, a label that is no literal, a subject the input gives no literal: None.

>>> src = ["switch (unit) {", "  case 'years':", "  case 'year':", "    return n * y;", "  case 'mo':", "    return n * mo;",
...        "  default:", "    return NaN;", "}"]
>>> switch_side("case 'year'", 3, src, "`unit` = `'years'`"), switch_side("case 'mo'", 5, src, "`unit` = `'years'`")
(True, False)
>>> switch_side("case 'years'", 2, src, "`unit` = `'mo'`")
False
>>> falls = ["switch (k) {", "  case 1:", "    n += 1;", "  case 2:", "    n += 2;", "}"]
>>> switch_side("case 2", 4, falls, "`k` = `1`"), switch_side("case 2", 4, falls, "`k` = `2`")  # case 1 falls into it
(None, True)
>>> switch_side("default", 7, src, "`unit` = `'mo'`"), switch_side("case 'mo'", 5, src, "`n` = `1`")
(None, None)
>>> py = ["    match kind:", "        case 1:", "            a = 1", "        case 2 | 3:", "            a = 2"]
>>> switch_side("case 2 | 3", 4, py, "`kind` = `3`"), switch_side("case 1", 2, py, "`kind` = `3`")
(True, False)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import indent, split_top_level
from utspec.critic.checks._literal_side import given, literal_values

_LABEL = re.compile(r"^\s*case\s+(.+?)\s*(?:->|:)?\s*$")
_SUBJECT = re.compile(r"^\s*(?:switch\s*\((.+)\)\s*\{?|match\s+(.+?)\s*:)\s*$")
_ENDS = re.compile(r"(?:\bbreak\b|\breturn\b|\bthrow\b|\bcontinue\b|\braise\b).*;?\s*$")


def _labels(text: str) -> list[str] | None:
    """The compared values of a label (`case 'a', 'b'`, `case 2 | 3`), None when any is no literal."""
    m = _LABEL.match(text)
    if m is None:
        return None
    return literal_values(
        [p.strip() for chunk in split_top_level(m.group(1)) for p in chunk.split("|") if p.strip()]
    )


def switch_side(label: str, line: int, source: Sequence[str], case_input: str) -> bool | None:
    """Whether the body of the `case` at `line` runs for the subject's literal in the input (None: not sure)."""
    if not 1 <= line <= len(source) or _labels(label) is None:
        return None
    here = indent(source[line - 1])
    first, labels = line, list(_labels(label) or [])
    while (
        first > 1 and (above := _labels(source[first - 2])) is not None and indent(source[first - 2]) == here
    ):
        first, labels = first - 1, labels + above  # stacked labels share this body
    head = next((n for n in range(first - 1, 0, -1) if _SUBJECT.match(source[n - 1]) and indent(source[n - 1]) < here),
                None)  # fmt: skip
    if head is None:
        return None
    m = _SUBJECT.match(source[head - 1])
    assert m is not None
    value = given((m.group(1) or m.group(2)).strip(), case_input)
    if value is None:
        return None
    if value in labels:
        return True
    before = next((source[n - 1] for n in range(first - 1, head - 1, -1) if source[n - 1].strip()), "")
    python_match = m.group(2) is not None
    return False if python_match or head == first - 1 or _ENDS.search(before) else None
