"""Evidence references: how a test case says where it comes from, and whether that holds.

Grammar (case-sensitive, whitespace around a ref is ignored):

    ref       := key_item | requirement | answer | item | line
    key_item  := "KT-" digits                  e.g. KT-2    a developer's key test item
    requirement := "DR-" digits                e.g. DR-3    a design statement (file:line in the trace)
    answer    := "ANS-" digits                 e.g. ANS-1   a person's answer to an open question
    item      := path ":" line ":" kind ["#" n] e.g. src/order.py:42:branch
    line      := path ":" line                 e.g. src/order.py:42  every checklist item on that line

`path` is the file as utspec shows it (relative to the config's folder, `/`-separated); `kind` is a
checklist kind (`branch`, `raise`, `sql_condition`, ...). `#n` tells apart two items of one kind on
one line. A ref resolves when the thing it names exists in this run's inputs; a bare `path:line`
resolves when that line exists in a source file, and cites every checklist item on it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from utspec.messages import Said, said
from utspec.models import Answer, ChecklistItem, KeyItem, Kind, Requirement, SourceText

_KT = re.compile(r"^KT-(\d+)$")
_DR = re.compile(r"^DR-(\d+)$")
_ANS = re.compile(r"^ANS-(\d+)$")
_ITEM = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<kind>[a-z_]+)(?:#(?P<n>\d+))?$")
_LINE = re.compile(r"^(?P<path>.+?):(?P<line>\d+)$")
_KINDS = {k.value for k in Kind}


@dataclass(frozen=True)
class Resolution:
    ref: str
    ok: bool
    reason: str = ""
    items: tuple[str, ...] = ()
    """Checklist item ids the ref cites (empty for KT/DR refs)."""
    said: Said | None = None
    """Why it does not resolve, to be said in the output's language (`reason` is its English)."""


def _unresolved(ref: str, key: str, **args: object) -> Resolution:
    s = said(f"evidence.{key}", **args)
    return Resolution(ref, False, s.en, said=s)


@dataclass
class EvidenceIndex:
    """Everything a ref can point at, indexed once per run."""

    items: dict[str, ChecklistItem] = field(default_factory=dict)
    by_line: dict[tuple[str, int], list[str]] = field(default_factory=dict)
    line_counts: dict[str, int] = field(default_factory=dict)
    requirements: dict[str, Requirement] = field(default_factory=dict)
    key_items: dict[str, KeyItem] = field(default_factory=dict)
    answers: dict[str, Answer] = field(default_factory=dict)

    @classmethod
    def build(
        cls,
        items: Iterable[ChecklistItem],
        requirements: Iterable[Requirement],
        key_items: Iterable[KeyItem],
        sources: Iterable[SourceText] = (),
        answers: Iterable[Answer] = (),
    ) -> EvidenceIndex:
        idx = cls()
        for it in items:
            idx.items[it.id] = it
            idx.by_line.setdefault((it.file, it.line), []).append(it.id)
        for s in sources:
            idx.line_counts[s.path] = s.text.count("\n") + (0 if s.text.endswith("\n") else 1)
        idx.requirements = {r.id: r for r in requirements}
        idx.key_items = {k.id: k for k in key_items}
        idx.answers = {a.id: a for a in answers}
        return idx

    def resolve(self, ref: str) -> Resolution:
        ref = ref.strip()
        if not ref:
            return _unresolved(ref, "empty")
        if _KT.match(ref):
            return Resolution(ref, True) if ref in self.key_items else _unresolved(ref, "no_key_item")
        if _DR.match(ref):
            return Resolution(ref, True) if ref in self.requirements else _unresolved(ref, "no_requirement")
        if _ANS.match(ref):
            return Resolution(ref, True) if ref in self.answers else _unresolved(ref, "no_answer")
        if m := _ITEM.match(ref):
            if m["kind"] not in _KINDS:
                return _unresolved(ref, "unknown_kind", kind=repr(m["kind"]))
            if ref in self.items:
                return Resolution(ref, True, items=(ref,))
            return _unresolved(ref, "no_item")
        if m := _LINE.match(ref):
            path, line = m["path"], int(m["line"])
            cited = tuple(self.by_line.get((path, line), ()))
            if cited or 1 <= line <= self.line_counts.get(path, 0):
                return Resolution(ref, True, items=cited)
            if path in self.line_counts:
                return _unresolved(ref, "past_end", line=line, path=path)
            return _unresolved(ref, "not_source")
        return _unresolved(ref, "not_ref")

    def cited_items(self, refs: Sequence[str]) -> set[str]:
        out: set[str] = set()
        for r in refs:
            out.update(self.resolve(r).items)
        return out
