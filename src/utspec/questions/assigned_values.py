"""A value the code assigns case by case, against the value a key item expects for one case.

gzip writes its header's XFL byte from the compression level:

    if compresslevel == _COMPRESS_LEVEL_BEST:   # 9
        xfl = b'\\002'
    elif compresslevel == _COMPRESS_LEVEL_FAST:  # 1
        xfl = b'\\004'
    else:
        xfl = b'\\000'

"compresslevel 1 で書き込むと XFL バイトは 0 になること" names both names of such a chain (the subject
`compresslevel` and the assigned `xfl`) and two numbers: one the chain tests (1), the other the value
it expects `xfl` to get (0). The chain gives 4 for 1: the key item is contradicted at the `elif`.
The flow walk (`utspec.questions.flow`) ends at a return or raise and never reads such a mapping.

Read only when it is certain: an if/elif/else chain (Python) or if/else-if/else chain (C-like) whose
every branch is one assignment of the same name to a number (a one-byte bytes literal counts as its
byte), whose conditions compare one subject with a number or a constant defined in the file; the key
item names both the subject and the assigned name as written in code, names exactly two numbers, one
of them tested by the chain and the other not; and it is not negative. Pure functions of texts.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.claims import polarity
from utspec.questions.const_alias import constants
from utspec.questions.named_bits import unpacked

_IF = re.compile(
    r"^(?P<ind>\s*)(?:\}\s*)?(?P<kw>if|elif|else\s+if)\s*\(?\s*(?P<subj>[A-Za-z_$][\w$.]*)\s*===?\s*(?P<v>[\w.$]+)\s*\)?\s*[:{]\s*$"
)
_ELSE = re.compile(r"^\s*(?:\}\s*)?else\s*[:{]\s*$")
_ASSIGN = re.compile(r"^\s*(?P<name>[A-Za-z_$][\w$.]*)\s*=\s*(?P<v>[^=;]+?)\s*;?\s*(?:#.*|//.*)?$")
_NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")


@dataclass(frozen=True)
class Branch:
    line: int
    """The condition's line (the `else` line for the else branch)."""
    tested: str | None
    """The number the branch's condition tests (None for `else`)."""
    assigned: str
    text: str
    """The assignment as written."""


@dataclass(frozen=True)
class Chain:
    file: str
    subject: str
    name: str
    branches: tuple[Branch, ...]


def _number(expr: str, consts: dict[str, str]) -> str | None:
    e = consts.get(expr.strip(), expr.strip())
    if re.fullmatch(r"\d+", e):
        return str(int(e))
    if m := re.fullmatch(r"[bB]'\\(?:x(?P<h>[0-9a-fA-F]{2})|(?P<o>[0-7]{1,3}))'", e):
        return str(int(m.group("h"), 16) if m.group("h") else int(m.group("o"), 8))
    return None


def chains(src: SourceText) -> list[Chain]:
    """The assignment chains of one file (see the module docstring).

    >>> py = "BEST = 9\\nif level == BEST:\\n    xfl = b'\\\\002'\\nelif level == 1:\\n    xfl = 4\\nelse:\\n    xfl = 0\\n"
    >>> [(c.subject, c.name, [(b.tested, b.assigned) for b in c.branches]) for c in chains(SourceText(path="g.py", text=py))]
    [('level', 'xfl', [('9', '2'), ('1', '4'), (None, '0')])]
    """
    consts = {k: c.values[0] for k, c in {**constants(src), **unpacked(src)}.items() if not c.collection}
    lines = src.text.split("\n")
    out: list[Chain] = []
    n = 0
    while n < len(lines):
        m = _IF.match(lines[n])
        if m is None or m.group("kw") != "if":
            n += 1
            continue
        subject, k = m.group("subj"), n
        branches: list[Branch] = []
        name: str | None = None
        while k + 1 < len(lines):
            head = lines[k]
            cm, em = _IF.match(head), _ELSE.match(head)
            if cm is None and em is None:
                break
            if cm is not None and (cm.group("subj") != subject or (k > n and cm.group("kw") == "if")):
                break
            am = _ASSIGN.match(lines[k + 1])
            value = _number(am.group("v"), consts) if am else None
            tested = _number(cm.group("v"), consts) if cm else None
            if (
                am is None
                or value is None
                or (cm is not None and tested is None)
                or (name and am.group("name") != name)
            ):
                branches = []
                break
            name = am.group("name")
            branches.append(Branch(k + 1, tested, value, lines[k + 1].strip()))
            k += 2
            if em is not None:
                break
        if name and len(branches) >= 2:
            out.append(Chain(src.path, subject, name, tuple(branches)))
        n = max(k, n + 1)
    return out


def _names(text: str, name: str) -> bool:
    last = name.split(".")[-1]
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(last)}(?![A-Za-z0-9_])", text, re.I) is not None


def assigned_contradiction(
    text: str, checklist: Sequence[ChecklistItem], sources: Sequence[SourceText]
) -> tuple[ChecklistItem, str, str] | None:
    """(the deciding checklist item, expected, actual) when a chain assigns otherwise than the key item expects."""
    t = unicodedata.normalize("NFKC", text)
    if polarity(t) == "negative":
        return None
    numbers = [str(int(x)) for x in _NUMBER.findall(t)]
    if len(numbers) != 2:
        return None
    for src in sources:
        for c in chains(src):
            if not (_names(t, c.subject) and _names(t, c.name)):
                continue
            tested = {b.tested for b in c.branches if b.tested is not None}
            hit = [x for x in numbers if x in tested]
            if len(hit) != 1 or numbers[0] == numbers[1]:
                continue
            expected = next(x for x in numbers if x != hit[0])
            branch = next(b for b in c.branches if b.tested == hit[0])
            if branch.assigned == expected:
                continue
            item = next((i for i in checklist if i.file == c.file and i.line == branch.line
                         and i.kind in (Kind.BRANCH, Kind.BOUNDARY)), None)  # fmt: skip
            if item is not None:
                return item, f"{c.name.split('.')[-1]} = {expected}", branch.text
    return None
