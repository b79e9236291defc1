"""Bytes literals a condition matches data against: a wire-format token, so a code however it reads.

`magic != b'\\037\\213'` (gzip's magic number), `fname.endswith(b'.gz')`, `line[:4] == b'HTTP'`: a
Python bytes literal in an equality or a prefix / suffix test is a token of a format someone else
defines (a magic number, a terminator, a protocol keyword). Unlike a `str` literal, which may be a
word of the program's own (`status == 'shipped'` names its meaning), bytes are matched against data
read from outside, so every non-empty one is a value a reader has to know the meaning of. The empty
bytes (`b''`: end of input) and one NUL byte (`b'\\000'`: a terminator) are trivial, as empty and null are.

Pure function of a branch's condition text; `utspec.questions.literals` makes it a decision.
"""

from __future__ import annotations

import re

_SUBJECT = r"[A-Za-z_][\w.]*(?:\[[^\]]*\])*(?:\(\))?"
_BYTES = r"[bB][rR]?(?:'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\")"
_EQ = re.compile(
    rf"(?P<subj>{_SUBJECT})\s*(?:==|!=)\s*(?P<v>{_BYTES})|(?P<v2>{_BYTES})\s*(?:==|!=)\s*(?P<subj2>{_SUBJECT})"
)
_AFFIX = re.compile(rf"(?P<subj>{_SUBJECT})\s*\.\s*(?:startswith|endswith)\(\s*(?P<v>{_BYTES})\s*\)")
_EMPTY = re.compile(r"^[bB][rR]?(?:'(?:\\x00|\\0+)?'|\"(?:\\x00|\\0+)?\")$")


def bytes_compared(condition: str) -> tuple[str, tuple[str, ...]] | None:
    """(subject, values as written) of the first subject a condition matches against bytes literals, or None.

    >>> bytes_compared("magic != b'\\\\037\\\\213'")
    ('magic', ("b'\\\\037\\\\213'",))
    >>> bytes_compared("fname.endswith(b'.gz')")
    ('fname', ("b'.gz'",))
    >>> bytes_compared("magic == b''") is None, bytes_compared("not s or s==b'\\\\000'") is None  # trivial
    (True, True)
    >>> bytes_compared("status == 'shipped'") is None  # a str literal: `literals` decides
    True
    """
    found: list[tuple[str, str]] = []
    for m in _EQ.finditer(condition):
        found.append((m.group("subj") or m.group("subj2"), m.group("v") or m.group("v2")))
    found += [(m.group("subj"), m.group("v")) for m in _AFFIX.finditer(condition)]
    found = [(s, v) for s, v in found if not _EMPTY.match(v)]
    if not found:
        return None
    subject = found[0][0]
    return subject, tuple(dict.fromkeys(v for s, v in found if s == subject))
