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

from utspec.codetext import split_top_level
from utspec.models import Requirement, SourceText

_LIT = r"-?\d+|None|null|nil"
#: "X will be either the actual value or 0 if unknown", "X is either … or -1 when …".
_EITHER_EN = re.compile(
    rf"(?P<subj>[A-Za-z_][\w]*)\*?`?\s+(?:will\s+be|is|are)\s+either\s+[^.;]{{1,80}}?\s+or\s+[`'\"]*(?P<lit>{_LIT})[`'\"]*(?:\s+(?:if|when)\b|\s*(?:[.;]|$))"
)
#: "X は実際の値か、不明な場合は 0", "X は…または、判定できないときは -1".
_EITHER_JA = re.compile(
    rf"(?P<subj>[A-Za-z_]\w*)\*?`?\s*は[^。]{{1,60}}?(?:か|または)、?\s*(?:不明|判定できない|取得できない|わからない)(?:な|の)?(?:場合|とき)は?\s*[`'\"]*(?P<lit>{_LIT})"
)
#: A record's fields in order, as a design lists them: "(``filetype``, ``framerate``, ``nchannels``, …)".
_FIELDS = re.compile(r"\((?P<f>(?:\s*`{0,2}[A-Za-z_]\w*`{0,2}\s*,){2,}\s*`{0,2}[A-Za-z_]\w*`{0,2}\s*)\)")
_RETURN = re.compile(r"^\s*return\s+\(?(?P<v>.+?)\)?\s*;?\s*(?:#.*|//.*)?$")
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


def record_fields(text: str) -> list[str]:
    """The field names a design sentence lists in parentheses, in order ([] when none).

    >>> record_fields("they return a namedtuple, containing five attributes: (``filetype``, ``framerate``, ``nchannels``, ``nframes``, ``sampwidth``).")
    ['filetype', 'framerate', 'nchannels', 'nframes', 'sampwidth']
    """
    m = _FIELDS.search(text)
    return [f.strip().strip("`") for f in m.group("f").split(",")] if m else []


def _field_of(subject: str, fields: Sequence[str]) -> int | None:
    """The position of the field a subject names: the same word, or the field ending in the subject's last word
    (*frames* is `nframes`, *sampling_rate* is `framerate`); None unless exactly one."""
    word = _last_word(subject)
    hits = [
        i
        for i, f in enumerate(fields)
        if f.lower() == subject.lower() or (len(word) >= 4 and f.lower().endswith(word))
    ]
    return hits[0] if len(hits) == 1 else None


def _returned_at(line: str, size: int, pos: int) -> str | None:
    """The literal a `return a, b, c` of `size` parts puts at `pos`, when it is a sentinel-like literal."""
    m = _RETURN.match(line)
    if m is None:
        return None
    parts = split_top_level(m.group("v"))
    if len(parts) != size:
        return None
    value = parts[pos].strip()
    # only what stands for "unknown": a returned 1 channel is a count, not a sentinel
    return value if value in ("-1", "0") or value.lower() in _NONE else None


def sentinel_conflicts(
    requirements: Sequence[Requirement], sources: Sequence[SourceText]
) -> list[SentinelConflict]:
    """Assignments of another sentinel to a subject the design gives one sentinel for "unknown", and returned
    records that put another sentinel in that subject's field (sndhdr's `return '8svx', 0, 1, 0, 8` where the
    design says frames are "either the number of frames or -1" and lists the record's fields in order)."""
    out: list[SentinelConflict] = []
    fields = next(
        (f for r in requirements if r.kind != "heading" and len(f := record_fields(r.text)) >= 3), []
    )
    for r in requirements:
        if r.kind == "heading":
            continue
        for subject, lit in stated_sentinels(r.text):
            word = _last_word(subject)
            pos = _field_of(subject, fields)
            for src in sources:
                for n, line in enumerate(src.text.split("\n"), start=1):
                    m = _ASSIGN.match(line)
                    if m and _last_word(m.group("name")) == word and _norm(m.group("v")) != _norm(lit):
                        out.append(SentinelConflict(r, subject, lit, src.path, n, line.strip(), m.group("v")))
                    elif (
                        pos is not None
                        and (v := _returned_at(line, len(fields), pos)) is not None
                        and _norm(v) != _norm(lit)
                    ):
                        out.append(SentinelConflict(r, subject, lit, src.path, n, line.strip(), v))
    return out
