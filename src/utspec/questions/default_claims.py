"""A key item stating a default the code does not give: contradicted, asked with the code's default.

"The default numOfAttempts is 5" against `numOfAttempts: 10` in `const defaultOptions = {…}`; "Calendar()
の週の最初の曜日は既定で月曜日（0）" against `def __init__(self, firstweekday=6)`. The key item names the
default (default, 既定, デフォルト) and a literal; its subject is a name the code gives a default
(`utspec.questions.default_conflicts.code_defaults`: parameter defaults, options-object keys, keyed
fallbacks) or, when it names none, the one defaulted parameter of that literal's type in the function or
class it calls (`Calendar()`). Contradicted only when the code gives that name defaults of the same
type and none equals the key item's (as for the design in `default_conflicts`). Pure function of the
key item's text and the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText
from utspec.questions.default_conflicts import (
    CodeDefault,
    Value,
    code_defaults,
    comparable,
    extent,
    same_value,
    stated_defaults,
)
from utspec.questions.design_named_default import design_subject
from utspec.questions.parameter_default import parameter_defaults
from utspec.questions.unset_option import as_default

_DEFAULT = re.compile(r"\bdefault(?:s|ed)?\b|既定|デフォルト", re.I)
#: A call the key item writes: `Calendar()`, `open(name)`.
_CALLED = re.compile(r"(?<![\w$.])(?P<name>[A-Za-z_$][\w$]*)\s*\(")
_CONSTRUCTOR = re.compile(r"^\s*(?:def\s+__init__|constructor)\s*\(")
#: The end of a signature: `):` (Python), `) {` (JS/TS), `) -> T:`.
_SIGNATURE_END = re.compile(r"\)\s*(?:->[^:]*)?:\s*(?:#.*)?$|\)\s*(?::[^{]*)?\{\s*$")


@dataclass(frozen=True)
class DefaultClaim:
    name: str
    claimed: Value
    code: CodeDefault
    """The code's default of that name (the first of its type)."""


def _signature_lines(src: SourceText, name: str) -> tuple[int, int] | None:
    """The lines of the signature a call `name(…)` runs: the function's, or the constructor's of a class."""
    span = extent(src, name)
    if span is None:
        return None
    lines = src.text.split("\n")
    start = span[0]
    if lines[start - 1].lstrip().startswith("class "):
        init = next((n for n in range(span[0], span[1] + 1) if _CONSTRUCTOR.match(lines[n - 1])), None)
        if init is None:
            return None
        start = init
    end = next(
        (n for n in range(start, min(len(lines), start + 20) + 1) if _SIGNATURE_END.search(lines[n - 1])),
        start,
    )
    return start, end


def _called_subject(text: str, sources: Sequence[SourceText], every: list[CodeDefault]) -> list[str]:
    """The one defaulted parameter of each function or class the text calls (none when it has several)."""
    out = []
    for m in _CALLED.finditer(text):
        spans = [(s.path, e) for s in sources if (e := _signature_lines(s, m.group("name"))) is not None]
        inside = {d.name for d in every for p, (a, b) in spans if d.file == p and a <= d.line <= b}
        if len(inside) == 1:
            out.append(inside.pop())
    return out


def _in_called(text: str, sources: Sequence[SourceText], defaults: list[CodeDefault]) -> list[CodeDefault]:
    """The defaults among `defaults` that the signatures of the functions the text calls give (none called: [])."""
    spans = [(s.path, e) for m in _CALLED.finditer(text) for s in sources
             if (e := _signature_lines(s, m.group("name"))) is not None]  # fmt: skip
    return [d for d in defaults for p, (a, b) in spans if d.file == p and a <= d.line <= b]


def default_claim(
    text: str, sources: Sequence[SourceText], statements: Sequence[str] = ()
) -> DefaultClaim | None:
    """The default a key item states that the code's defaults of that name never give, or None.

    >>> src = SourceText(path="o.ts", text="const defaultOptions = {\\n  numOfAttempts: 10,\\n  jitter: 'none'\\n};\\n")
    >>> c = default_claim("The default numOfAttempts is 5", [src])
    >>> (c.name, c.claimed.shown(), c.code.value.shown(), c.code.line)
    ('numOfAttempts', '5', '10', 2)
    >>> default_claim("The default numOfAttempts is 10", [src]) is None
    True
    """
    text = as_default(
        text
    )  # "numOfAttempts を指定しない場合…" is a claim of its default (questions.unset_option)
    if not _DEFAULT.search(text):
        return None
    # a default that is another parameter (`minimumNumberOfCalls = size`) is no literal: only met by name below
    every = [d for s in sources for d in (*code_defaults(s), *parameter_defaults(s))]
    if not every:
        return None
    names = {d.name for d in every}
    stated = stated_defaults(text, names)
    if not stated:
        called = _called_subject(text, sources, every)
        stated = stated_defaults(text, names, called[0]) if len(called) == 1 else []
    if not stated and (said := design_subject(text, statements, names)) is not None:
        # "first delay defaults to 128 ms": the design's row for `initialDelay` says "first delay" (design_named_default)
        stated = stated_defaults(text, names, said)
    for name, value in stated:
        same = [d for d in every if d.name.lower() == name.lower() and comparable(d.value, value)]
        # "retry_call(f) … (tries defaults to -1)": retry_call's own `tries=3`, not retry's and the helper's `tries=-1`
        same = _in_called(text, sources, same) or same
        if same and not any(same_value(d.value, value) for d in same):
            return DefaultClaim(name, value, same[0])
        followed = [d for d in every if d.name.lower() == name.lower() and d.value.kind == "name"]
        if (
            not same
            and len(followed) == 1
            and not any(d.name.lower() == name.lower() for d in every if d not in followed)
        ):
            # "省略すると 1" where the code defaults it to another input, `= size` (questions.parameter_default)
            return DefaultClaim(name, value, followed[0])
    return None
