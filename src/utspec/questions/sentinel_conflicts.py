"""A value the design reserves for "unknown" that the code spells otherwise.

sndhdr's documentation: "The *sampling_rate* will be either the actual value or ``0`` if unknown or difficult to
decode." `test_hcom` sets `rate = -1` when the divisor is 0: a test written from the design expects 0 there. The
statement names a subject and one sentinel literal (a number, None/null/nil); a line of code assigns that subject
(the last word of its name is the subject's last word: `rate` for *sampling_rate*) another sentinel-like literal
(-1, 0, None, null, nil). Pure functions of texts; the design-code-mismatch check asks the question.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import Requirement, SourceText

_LIT = r"-?\d+|None|null|nil"
#: "X will be either the actual value or 0 if unknown", "X is either … or -1 when …".
_EITHER_EN = re.compile(
    rf"(?P<subj>[A-Za-z_][\w]*)\*?`?\s+(?:will\s+be|is|are)\s+either\s+[^.;]{{1,80}}?\s+or\s+[`'\"]*(?P<lit>{_LIT})[`'\"]*\s+(?:if|when)\b"
)
#: "X は実際の値か、不明な場合は 0", "X は…または、判定できないときは -1".
_EITHER_JA = re.compile(
    rf"(?P<subj>[A-Za-z_]\w*)\*?`?\s*は[^。]{{1,60}}?(?:か|または)、?\s*(?:不明|判定できない|取得できない|わからない)(?:な|の)?(?:場合|とき)は?\s*[`'\"]*(?P<lit>{_LIT})"
)
_ASSIGN = re.compile(rf"^\s*(?P<name>[A-Za-z_$][\w$.]*)\s*:?=\s*(?P<v>{_LIT})\s*;?\s*(?:#.*|//.*)?$")
_NONE = {"none": "none", "null": "none", "nil": "none"}


@dataclass(frozen=True)
class SentinelConflict:
    req: Requirement
    subject: str
    """As the design writes it (`sampling_rate`)."""
    design: str
    """The sentinel the design names (`0`)."""
    file: str
    line: int
    code: str
    """The assignment (`rate = -1`)."""
    value: str


def _norm(v: str) -> str:
    return _NONE.get(v.lower(), v)


def _last_word(name: str) -> str:
    parts = [p for p in re.split(r"[_.$]|(?<=[a-z])(?=[A-Z])", name) if p]
    return parts[-1].lower() if parts else ""


def stated_sentinels(text: str) -> list[tuple[str, str]]:
    """(subject, sentinel) pairs a design sentence states.

    >>> stated_sentinels("The *sampling_rate* will be either the actual value or ``0`` if unknown or difficult to decode.")
    [('sampling_rate', '0')]
    """
    t = unicodedata.normalize("NFKC", text)
    return [(m.group("subj"), m.group("lit")) for p in (_EITHER_EN, _EITHER_JA) for m in p.finditer(t)]


def sentinel_conflicts(requirements: Sequence[Requirement], sources: Sequence[SourceText]) -> list[SentinelConflict]:
    """Assignments of another sentinel to a subject the design gives one sentinel for "unknown"."""
    out: list[SentinelConflict] = []
    for r in requirements:
        if r.kind == "heading":
            continue
        for subject, lit in stated_sentinels(r.text):
            word = _last_word(subject)
            for src in sources:
                for n, line in enumerate(src.text.split("\n"), start=1):
                    m = _ASSIGN.match(line)
                    if m and _last_word(m.group("name")) == word and _norm(m.group("v")) != _norm(lit):
                        out.append(SentinelConflict(r, subject, lit, src.path, n, line.strip(), m.group("v")))
    return out
