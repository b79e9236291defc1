"""A string a field takes that the design's list of that field's strings leaves out.

sndhdr (bench/questions sndhdr-ja-py, sndhdr-C3): "The last item in the tuple, *bits_per_sample*, will either be the
sample size in bits or ``'A'`` for A-LAW or ``'U'`` for u-LAW." against test_au's

    if encoding == 1:
        sample_bits = 'U'
    …
    else:
        sample_bits = '?'

The sentence names a field and lists the strings it may hold; an assignment of a string literal to the variable of
the same words (`sample_bits` for *bits_per_sample*: the same words in another order, "per" aside) that the list
leaves out is a disagreement at that assignment (an A-law file gets '?', not 'A'). Only a sentence that lists at least
two strings as the field's whole set ("either … or", "one of"). Pure functions of the texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import Requirement, SourceText

#: The field a sentence is about: `*bits_per_sample*`, ``` ``sampwidth`` ```.
_SUBJECT = re.compile(r"(?:\*|``?)(?P<name>[A-Za-z_][A-Za-z0-9_]*)(?:\*|``?)")
#: A string the sentence lists for it, quoted as code: ``` ``'A'`` ```, `` `'U'` ``.
_LISTED = re.compile(r"``?'(?P<s>[^'`\n]{1,12})'``?")
#: The list is the field's whole set ("will either be … or …", "one of the strings"), not examples of it (sunau's "A
#: *mode* of 'r' returns …, while a *mode* of 'w' or 'wb' …", where 'rb' is accepted too).
_EXHAUSTIVE = re.compile(r"\beither\b|\bone of\b|いずれか|のどれか", re.I)
_ASSIGN = re.compile(r"^\s*(?P<name>[A-Za-z_$][\w$]*)\s*=\s*'(?P<s>[^'\n]{0,12})'\s*;?\s*(?:#.*|//.*)?$")


@dataclass(frozen=True)
class ListedCodeConflict:
    req: Requirement
    subject: str
    listed: tuple[str, ...]
    file: str
    line: int
    statement: str
    value: str


def _words(name: str) -> frozenset[str]:
    parts = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name).lower().split("_")
    return frozenset(p for p in parts if p and p != "per")


def listed_code_conflicts(
    requirements: Sequence[Requirement], sources: Sequence[SourceText]
) -> list[ListedCodeConflict]:
    """Each assignment of a string the field's listed strings leave out.

    >>> src = SourceText(path="s.py", text="    if e == 1:\\n        sample_bits = 'U'\\n    else:\\n        sample_bits = '?'\\n")
    >>> r = Requirement(id="DR-1", file="d.md", line=3, kind="sentence",
    ...                 text="The last item, *bits_per_sample*, will either be the size or ``'A'`` for A-LAW or ``'U'`` for u-LAW.")
    >>> [(c.line, c.value, c.listed) for c in listed_code_conflicts([r], [src])]
    [(4, '?', ('A', 'U'))]
    """
    assigned = [
        (src.path, n, line.strip(), m.group("name"), m.group("s"))
        for src in sources
        for n, line in enumerate(src.text.split("\n"), start=1)
        if (m := _ASSIGN.match(line))
    ]
    out = []
    for r in requirements:
        for sentence in re.split(r"(?<=[.。])\s+", r.text):
            subject = _SUBJECT.search(sentence)
            listed = tuple(dict.fromkeys(m.group("s") for m in _LISTED.finditer(sentence)))
            if subject is None or len(listed) < 2 or not _EXHAUSTIVE.search(sentence):
                continue
            words = _words(subject.group("name"))
            for file, n, statement, name, value in assigned:
                if _words(name) == words and value not in listed:
                    out.append(
                        ListedCodeConflict(r, subject.group("name"), listed, file, n, statement, value)
                    )
    return out


__all__ = ["ListedCodeConflict", "listed_code_conflicts"]
