"""A design statement that restricts a function's argument to listed values, and the function's membership
test listing others (issue 13, design-code conflicts: "a code set member").

sunau's reference says of `AU_write.setcomptype(type, name)`: "Only 'NONE' and 'ULAW' are supported on
output." and the code tests `type in ('NONE', 'ULAW', 'ALAW')`. `set_conflicts` reads lists of numbers
bound to a name; a membership test written inline with strings, inside the function the statement
names, was never compared. Precision first: the statement names the function as code, says the list
is exhaustive ("only", "one of", だけ, のみ), quotes the values, and shares at least one with the test.
Pure function of design statements and checklist items.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.anchoring import anchors
from utspec.models import ChecklistItem, Kind, Requirement
from utspec.questions.code_values import CodeSet
from utspec.questions.set_conflicts import SetConflict

_ONLY = re.compile(r"\bonly\b|\bone of\b|だけ|のみ", re.I)
_IN_TEST = re.compile(r"^(?P<s>[A-Za-z_][\w.]*)\s+(?:not\s+)?in\s+[(\[{](?P<vals>[^()\[\]{}]*)[)\]}]\s*$")
_STRING = re.compile(r"'([^'\n]{1,40})'|\"([^\"\n]{1,40})\"|`([^`'\"\s]{1,40})`")
#: Where the restricted list ends: the sentence (a dot inside `G.711` is no end).
_SENTENCE_END = re.compile(r"\.(?:\s|$)|。")


def _strings(text: str) -> list[str]:
    text = text.replace("``", "")  # reST's ``'NONE'``: the quotes inside are the value's
    return list(dict.fromkeys(next(g for g in m.groups() if g is not None) for m in _STRING.finditer(text)))


def _restricted(text: str) -> list[str]:
    """The quoted values of the sentence that says the list is exhaustive ([] if none).

    >>> _restricted("Set the compression type. Only ``'NONE'`` and ``'ULAW'`` are supported on output (G.711).")
    ['NONE', 'ULAW']
    >>> _restricted("Supported compression types are 'ULAW', 'ALAW' and 'NONE'.")
    []
    """
    m = _ONLY.search(text)
    if m is None:
        return []
    start = max((e.end() for e in _SENTENCE_END.finditer(text, 0, m.start())), default=0)
    end = _SENTENCE_END.search(text, m.end())
    sentence = text[start : end.start() if end else len(text)]
    return _strings(sentence)


def only_member_conflicts(
    requirements: Sequence[Requirement], checklist: Sequence[ChecklistItem]
) -> list[SetConflict]:
    """Membership tests whose strings differ from the ones a statement naming their function restricts to
    (tests/questions/test_only_members.py)."""
    out: list[SetConflict] = []
    for it in checklist:
        m = _IN_TEST.match(it.text.strip()) if it.kind is Kind.BRANCH and it.symbol else None
        if m is None:
            continue
        values = _strings(m.group("vals"))
        if len(values) < 2 or len(values) != len([v for v in m.group("vals").split(",") if v.strip()]):
            continue  # only a list of string literals (a name inside is resolved elsewhere)
        function = (it.symbol or "").rsplit(".", 1)[-1]
        for r in requirements:
            if r.kind == "heading" or function.lower() not in {
                a.key for a in anchors(r.text) if a.kind == "ident"
            }:
                continue
            listed = _restricted(r.text)
            if not set(listed) & set(values) or set(listed) == set(values):
                continue
            missing = tuple(v for v in listed if v not in values)
            extra = tuple(v for v in values if v not in listed)
            code = CodeSet((f"{function}({m.group('s')})",), tuple(values), it.file, it.line, it.text)
            out.append(SetConflict(code, r, tuple(listed), missing, extra))
    return out
