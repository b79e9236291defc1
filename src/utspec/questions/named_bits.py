"""A bit tested through a named constant: `flag & FEXTRA` decides on FEXTRA's value, a code.

gzip reads its header flags with `if flag & FEXTRA:` … `if flag & FHCRC:`; the flags are defined by
one tuple assignment, `FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16`. A bit test with a
literal (`flags & 0x04`) is read by `decision_shapes`; with a name, the analyzers attach no constant
(a tuple assignment defines none for them) and the condition was asked nothing. Each such test is a
code decision asked by the constant's name and value, as `tgtype & 1` is in SQL: bits are codes
however small.

- `unpacked`: upper-case names bound together to literals (`A, B = 1, 2`, Python and Go), defined once;
- `named_bit`: the subject and constant name of `subject & NAME` tested for truth (no comparison
  after it: `x & MASK == MASK` is a comparison the analyzers' boundary item decides).

Pure functions of source and condition texts; `utspec.questions.literals` makes them decisions.
"""

from __future__ import annotations

import re

from utspec.codetext import split_top_level
from utspec.models import SourceText
from utspec.questions.const_alias import Constant

_LITERAL = re.compile(r"^(?:-?\d+(?:\.\d+)?|0[xX][0-9a-fA-F]+|0[bB][01]+|'[^'\n]*'|\"[^\"\n]*\")$")
#: `FTEXT, FHCRC, FEXTRA = 1, 2, 4` (Python), `const A, B = 1, 2` (Go)
_TUPLE = re.compile(
    r"^\s*(?:const\s+|var\s+)?(?P<names>_*[A-Z][A-Z0-9_]*(?:\s*,\s*_*[A-Z][A-Z0-9_]*)+)\s*(?:[A-Za-z]\w*\s*)?=\s*(?P<values>[^=#/]+?)\s*(?:#.*|//.*)?$"
)
_SUBJECT = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[[^\]]*\]|\(\))*"
_BIT = re.compile(
    rf"(?P<subj>{_SUBJECT})\s*&\s*(?P<name>_*[A-Z][A-Z0-9_]*)\b(?!\s*\)?\s*(?:[=!<>]=?|===|!==|\())"
)


def unpacked(source: SourceText) -> dict[str, Constant]:
    """Upper-case names bound together to literals by one tuple assignment, each defined once in the file.

    >>> sorted((k, c.values) for k, c in unpacked(SourceText(path="g.py", text="FTEXT, FHCRC = 1, 2\\n")).items())
    [('FHCRC', ('2',)), ('FTEXT', ('1',))]
    >>> unpacked(SourceText(path="g.py", text="A, B = 1, 2\\nA, B = 3, 4\\n"))
    {}
    """
    seen: dict[str, list[Constant]] = {}
    for n, line in enumerate(source.text.split("\n"), start=1):
        m = _TUPLE.match(line)
        if m is None:
            continue
        names = [x.strip() for x in m.group("names").split(",")]
        values = [x.strip() for x in split_top_level(m.group("values").strip().strip("()"))]
        if len(names) != len(values) or not all(_LITERAL.match(v) for v in values):
            continue
        for name, value in zip(names, values, strict=True):
            seen.setdefault(name, []).append(Constant(name, (value,), False, f"{source.path}:{n}"))
    return {k: v[0] for k, v in seen.items() if len(v) == 1}


def named_bit(condition: str) -> tuple[str, str] | None:
    """(subject, constant name) of a bit test with a named mask tested for truth, or None.

    >>> named_bit("flag & FEXTRA"), named_bit("(self.flags & O_NONBLOCK) and ok")
    (('flag', 'FEXTRA'), ('self.flags', 'O_NONBLOCK'))
    >>> named_bit("flags & MASK == MASK") is None, named_bit("flags & 4") is None
    (True, True)
    """
    m = _BIT.search(condition)
    return (m.group("subj"), m.group("name")) if m else None
