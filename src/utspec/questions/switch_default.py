"""A value no `case` of a switch names, said to be ignored, where the switch's `default:` throws.

npm cookie 0.6.0 (bench/questions cookie-ja-js KT-16): "priority に 'urgent' などの未定義の値を指定すると、Priority
属性を付けずに無視すること" against

    switch (priority) {
      case 'low': …
      case 'medium': …
      case 'high': …
      default:
        throw new TypeError('option priority is invalid')
    }

The text names the switch's subject and a quoted value none of its case labels is (compared without case), and says
the value is ignored or raises nothing (無視, "is ignored", "does not throw"); the `default:` body throws. Pure
function of the text and the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText
from utspec.questions.negated_raise import negated_raise

_SWITCH = re.compile(r"\bswitch\s*\(?\s*(?P<subj>[A-Za-z_$][\w$.]*)\s*\)?\s*\{")
_CASE = re.compile(r"^\s*case\s+(?P<labels>.+?)\s*:")
_DEFAULT = re.compile(r"^\s*default\s*:")
_THROW = re.compile(r"\b(?:throw|raise|panic)\b")
_IGNORED = re.compile(r"無視(?!され(?:ず|ない)|しない)|何もしない|(?<!not )\bignored?\b|\bskipped\b|\bhas\s+no\s+effect\b", re.I)
_QUOTED = re.compile(r"'([^'\n]+)'|\"([^\"\n]+)\"")


@dataclass(frozen=True)
class SwitchDefault:
    subject: str
    value: str
    file: str
    switch_line: int
    switch: str
    line: int
    """The throw in the `default:` body."""
    statement: str


def _parts(lines: list[str], n: int) -> tuple[set[str], int | None]:
    """The case labels (lower case, unquoted) of the switch opening on line n, and the line its `default:` throws on."""
    labels: set[str] = set()
    depth, in_default, thrown = 0, False, None
    for k in range(n - 1, min(len(lines), n + 300)):
        text = lines[k]
        if k > n - 1 and (c := _CASE.match(text)):
            labels |= {x.strip().strip("'\"`").lower() for x in c.group("labels").split(",")}
            in_default = False
        elif k > n - 1 and _DEFAULT.match(text):
            in_default = True
        elif in_default and thrown is None and _THROW.search(text):
            thrown = k + 1
        depth += text.count("{") - text.count("}")
        if depth <= 0:
            break
    return labels, thrown


def switch_default(text: str, sources: Sequence[SourceText]) -> SwitchDefault | None:
    """The `default:` throw a value said ignored reaches, or None (see the module docstring).

    >>> js = "switch (priority) {\\n  case 'low':\\n    s += 'L'\\n    break\\n  default:\\n    throw new TypeError('bad')\\n}\\n"
    >>> d = switch_default("priority に 'urgent' を指定すると無視すること", [SourceText(path="i.js", text=js)])
    >>> (d.value, d.line)
    ('urgent', 6)
    >>> switch_default("priority に 'urgent' を指定すると TypeError", [SourceText(path="i.js", text=js)]) is None
    True
    """
    if not (_IGNORED.search(text) or negated_raise(text)):
        return None
    quoted = [next(g for g in m.groups() if g is not None) for m in _QUOTED.finditer(text)]
    for src in sources:
        lines = src.text.split("\n")
        for n, line in enumerate(lines, start=1):
            m = _SWITCH.search(line)
            if m is None:
                continue
            subject = m.group("subj").split(".")[-1]
            if len(subject) < 3 or not re.search(rf"(?<![\w$]){re.escape(subject)}(?![\w$])", text, re.I):
                continue
            labels, thrown = _parts(lines, n)
            # the value given is the first one the text quotes ("'urgent'"; a later one is a result: 'Priority=High')
            if thrown is not None and labels and quoted and quoted[0].lower() not in labels:
                return SwitchDefault(subject, quoted[0], src.path, n, line.strip(), thrown, lines[thrown - 1].strip())
    return None
