"""Likely answers to a literal question, when names in the code imply them.

`status IN (3, 5)` next to `PENDING_PAYMENT = 3` and `PENDING_SHIPMENT = 5` (a constant, an enum
member, a Java enum constant `PENDING_PAYMENT(3)`) suggests "3 = pending payment, 5 = pending
shipment". A name is nearby when it is defined in the decision's own file, when the decision's
condition uses it, or when it belongs to a class or enum whose name shares a word with the subject
(`OrderStatus.PENDING_PAYMENT` for `status`). A choice is offered only when every value has exactly
one such name: a guess from half the values, or from two names for one value, is no choice.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import ChecklistItem, SourceText
from utspec.questions.literals import Decision, show, words

_OWNER = re.compile(r"\b(?:class|enum|interface|object|type)\s+([A-Za-z_]\w*)")
_ASSIGN = re.compile(
    r"^\s*(?:(?:public|private|protected|internal|static|final|const|readonly|export|var|let)\s+)*"
    r"(?:[\w<>\[\]]+\s+)?(?P<name>_?[A-Z][A-Za-z0-9_]*)\s*(?::\s*\w+\s*)?(?:=|:=)\s*(?P<v>-?\d+|\"[^\"\n]{1,6}\"|'[^'\n]{1,6}')"
    r"\s*[,;]?\s*(?:#.*|//.*)?$"
)
_ENUM_CALL = re.compile(r"^\s*(?P<name>[A-Z][A-Z0-9_]+)\s*\(\s*(?P<v>-?\d+|\"[^\"\n]{1,6}\")\s*[,)]")


@dataclass(frozen=True)
class Named:
    name: str
    value: str
    file: str
    owner: str
    line: int = 0
    """Where it is defined (0: not known, e.g. a constant known only from a checklist item)."""


def named_values(sources: Sequence[SourceText], checklist: Sequence[ChecklistItem] = ()) -> list[Named]:
    """Every `NAME = literal` (and Java-style `NAME(literal)`) definition of the run, with its class or enum."""
    out: list[Named] = []
    for src in sources:
        owner = ""
        for n, line in enumerate(src.text.split("\n"), start=1):
            if m := _OWNER.search(line):
                owner = m.group(1)
            m2 = _ASSIGN.match(line) or _ENUM_CALL.match(line)
            if m2:
                out.append(Named(m2.group("name"), m2.group("v"), src.path, owner, n))
    for it in checklist:
        for c in it.constants or []:
            if isinstance(c.value, int | float) and not isinstance(c.value, bool):
                out.append(Named(c.name.split(".")[-1], show(c.value), c.defined_at.rsplit(":", 1)[0], ""))
    return out


def human(name: str) -> str:
    """`PENDING_PAYMENT` -> "pending payment", `PendingPayment` -> "pending payment"."""
    return " ".join(words(name))


def choices(decision: Decision, values: Sequence[str], named: Sequence[Named]) -> list[str]:
    """Likely answers ("3 = pending payment (`PENDING_PAYMENT`), 5 = …"), or [] when names do not imply them."""
    subject_words = set(words(decision.subject))
    used = {n.split(".")[-1] for n in decision.names if n} | (
        {decision.constant.split(".")[-1]} if decision.constant else set()
    )
    by_value: dict[str, set[str]] = defaultdict(set)
    for n in named:
        near = n.file == decision.item.file or n.name in used or bool(subject_words & set(words(n.owner)))
        if near:
            by_value[n.value].add(n.name)
    parts = []
    for v in values:
        names = by_value.get(v, set())
        if len(names) != 1:
            return []
        (name,) = names
        parts.append((v, name))
    if not parts:
        return []
    return [", ".join(f"{v} = {human(n)} (`{n}`)" for v, n in parts)]
