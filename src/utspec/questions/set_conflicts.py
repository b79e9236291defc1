"""A design and the code listing different members for one set, or different names for one value.

- **Sets**: the design lists the codes of a thing ("`afterStatusCodes`: `413`, `429`, `503`", "a
  status code 301, 302, 303, 307 or 308") and the code binds that thing to another list
  (`retryAfterStatusCodes = [413, 429]`). Members missing on either side are the conflict.
- **Values of a column**: a design names the values a SQL column takes ("`BASE TABLE`, `VIEW`,
  `FOREIGN`") and the code's `CASE … END AS table_type` produces another one where the design's
  value is part of it (`'FOREIGN TABLE'`): the design's `FOREIGN` is that value, written otherwise.

Precision first: a statement is about a set only when it names the set's name (as code) or every
word of it, and lists at least two numbers of which at least one is also in the code's list; a
column's values conflict only when the design shares another value with the code's CASE (so the
statement is about that very mapping) and the differing values are one part of the other.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from utspec.anchoring import Anchor, anchors
from utspec.models import Requirement, SourceText
from utspec.questions.code_values import CodeSet
from utspec.questions.explained import content_words, word_forms

_NUMBER = re.compile(r"(?<![\w.])\d{2,}(?![\w.])")
_QUOTED = re.compile(r"`([^`\n]{1,40})`|'([^'\n]{1,40})'|\"([^\"\n]{1,40})\"")
_CODE_WORD = re.compile(r"^[A-Z][A-Z0-9_]*(?: [A-Z][A-Z0-9_]*)*$")
_AS_COLUMN = re.compile(r"\bEND\b.*?\bAS\b\s+\w+\s*\)?\s*(?:AS\s+(?P<col>[A-Za-z_]\w*))?", re.I)
_THEN = re.compile(r"\b(?:THEN|ELSE)\s+'(?P<v>[^'\n]+)'", re.I)


def loose(a: Anchor, near: Iterable[Anchor]) -> bool:
    """Whether a word anchor stands among `near`, allowing the stems' tails to differ
    ("retried" is `retri`, "retry" is `retry`; "statuses" is `statuse`, "status" is `statu`)."""
    keys = [b.key for b in near if b.kind == a.kind]
    if a.key in keys:
        return True
    if a.kind != "word" or len(a.key) < 4:
        return False
    head = a.key.rstrip("iye")
    return any(
        len(k) >= 4 and (k.rstrip("iye") == head or k.startswith(a.key) or a.key.startswith(k)) for k in keys
    )


def names_thing(names: Sequence[str], text: str) -> bool:
    """Whether a statement names one of `names` as code, or every content word of one of them."""
    found = anchors(text)
    idents = {a.key for a in found if a.kind == "ident"}
    for name in names:
        if name.lower() in idents or name.split(".")[-1].lower() in idents:
            return True
    for name in names:
        words = content_words(name.split(".")[-1])
        if len(words) >= 2 and all(any(loose(w, found) for w in word_forms(p)) for p in words):
            return True
    return False


@dataclass(frozen=True)
class SetConflict:
    code: CodeSet
    req: Requirement
    design: tuple[str, ...]
    missing: tuple[str, ...]
    """Listed by the design, absent from the code."""
    extra: tuple[str, ...]
    """In the code, not listed by the design."""


def set_conflicts(code_sets: Sequence[CodeSet], requirements: Sequence[Requirement]) -> list[SetConflict]:
    """Statements listing other members than the code's list of the same thing (see the module docstring).

    A statement that agrees with the list (the same members) settles it: no conflict for that list.
    """
    out = []
    for cs in code_sets:
        found = []
        agrees = False
        for r in requirements:
            if r.kind == "heading" or not names_thing(cs.names, r.text):
                continue
            listed = tuple(dict.fromkeys(_NUMBER.findall(unicodedata.normalize("NFKC", r.text))))
            if len(listed) < 2 or not set(listed) & set(cs.values):
                continue
            if set(listed) == set(cs.values):
                agrees = True
                continue
            missing = tuple(v for v in listed if v not in cs.values)
            extra = tuple(v for v in cs.values if v not in listed)
            found.append(SetConflict(cs, r, listed, missing, extra))
        if not agrees:
            out.extend(found)
    return out


@dataclass(frozen=True)
class ColumnValues:
    column: str
    values: tuple[tuple[str, int], ...]
    """Each value the CASE produces, with its line."""
    file: str


def case_outputs(src: SourceText) -> list[ColumnValues]:
    """The string values each `CASE … END … AS column` of a SQL text produces, with their lines."""
    out = []
    pending: list[tuple[str, int]] = []
    for n, line in enumerate(src.text.split("\n"), start=1):
        pending += [(m.group("v"), n) for m in _THEN.finditer(line)]
        if re.search(r"\bEND\b", line, re.I):
            col = None
            for k in range(n, min(n + 2, len(src.text.split("\n"))) + 1):
                m = re.search(r"\bAS\s+(?P<col>[A-Za-z_]\w*)\s*,?\s*$", src.text.split("\n")[k - 1], re.I)
                if m:
                    col = m.group("col")
                    break
            if col and pending:
                out.append(ColumnValues(col, tuple(pending), src.path))
            pending = []
    return out


def _design_values(text: str) -> list[str]:
    return [v for m in _QUOTED.finditer(text) if _CODE_WORD.match(v := next(g for g in m.groups() if g))]


@dataclass(frozen=True)
class ValueConflict:
    column: ColumnValues
    req: Requirement
    design: str
    code: str
    line: int


def part_of(a: str, b: str) -> bool:
    """Whether the words of `a` are a proper, leading or trailing part of `b`'s (`FOREIGN` of `FOREIGN TABLE`)."""
    wa, wb = a.split(), b.split()
    return len(wa) < len(wb) and (wb[: len(wa)] == wa or wb[-len(wa) :] == wa)


def value_conflicts(
    columns: Sequence[ColumnValues], requirements: Sequence[Requirement]
) -> list[ValueConflict]:
    """Design values of a column written otherwise than the code's CASE produces them (see the module docstring)."""
    out = []
    for col in columns:
        code = {v for v, _ in col.values}
        for r in requirements:
            if r.kind == "heading" or Anchor("ident", col.column.lower()) not in anchors(r.text):
                continue
            design = _design_values(r.text)
            if not set(design) & code:
                continue
            for d in design:
                if d in code:
                    continue
                near = [(v, n) for v, n in col.values if v not in design and (part_of(d, v) or part_of(v, d))]
                if len(near) == 1:
                    out.append(ValueConflict(col, r, d, near[0][0], near[0][1]))
    return out
