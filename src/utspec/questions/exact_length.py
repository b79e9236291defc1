"""A length the design requires exactly, where the code refuses only one side of it.

google/uuid's `FromBytes`: "Returns an error if the slice does not have a length of 16." The code tests
`if len(data) < 16 { return fmt.Errorf(…) }` (the corpus edit): a 17-byte slice is accepted, where a test written
from the design expects an error. The statement names one length with an error outcome ("does not have a length
of 16", "must be exactly 16 bytes", "長さが 16 でない場合はエラー"); the code compares a length (`len(x)`,
`x.length`, `x.size()`) with that number by `<`, `<=`, `>` or `>=`, and the condition's first effect is an error
(a raise, or a Go error return). Only when exactly one such comparison exists in the code and no length is tested
against the number with `!=` or `==` in the same file. Pure functions of texts and checklist items.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers.effects import item_effects
from utspec.models import ChecklistItem, Kind, Requirement, SourceText
from utspec.questions.go_errors import as_raise

_EXACT = [
    re.compile(
        r"(?:does\s+not|doesn't|do\s+not|don't)\s+have\s+(?:a\s+)?(?:length|size)\s+of\s+(?:exactly\s+)?(?P<n>\d+)",
        re.I,
    ),
    re.compile(
        r"(?:length|size)\s+(?:is\s+)?(?:not|other\s+than|different\s+from)\s+(?:exactly\s+)?(?P<n>\d+)\b",
        re.I,
    ),
    re.compile(r"must\s+be\s+exactly\s+(?P<n>\d+)\s+(?:bytes|characters|chars|items|elements|long)\b", re.I),
    re.compile(
        r"(?:長さ|サイズ|バイト数|文字数)が\s*(?P<n>\d+)\s*(?:バイト|文字|桁)?\s*(?:でない|以外|と異なる)"
    ),
]
_ERROR = re.compile(r"\b(?:errors?|raises?|throws?|exception|fails?)\b|エラー|例外|送出", re.I)
_LENGTH_CMP = re.compile(
    r"(?:\blen\(\s*[^()]+\)|[\w$.\]]+\.(?:length|size\(\)|Length|Count))\s*(?P<op><=|>=|<|>|!=|==|!==|===)\s*(?P<n>\d+)\b"
)


@dataclass(frozen=True)
class ExactLength:
    req: Requirement
    length: str
    item: ChecklistItem
    """The one-sided comparison."""
    op: str


def required_length(text: str) -> str | None:
    """The exact length a statement requires with an error outcome, or None.

    >>> required_length("Returns an error if the slice does not have a length of 16.")
    '16'
    >>> required_length("The slice has a length of 16.") is None
    True
    """
    t = unicodedata.normalize("NFKC", text)
    if not _ERROR.search(t):
        return None
    return next((m.group("n") for p in _EXACT if (m := p.search(t))), None)


def _errors(item: ChecklistItem) -> bool:
    first = next((as_raise(e) for e in item_effects(item) if e.kind in ("raise", "return")), None)
    return first is not None and first.kind == "raise"


def exact_length_conflicts(requirements: Sequence[Requirement], checklist: Sequence[ChecklistItem],
                           sources: Sequence[SourceText]) -> list[ExactLength]:  # fmt: skip
    """Statements requiring an exact length, against the one comparison of a length with it that refuses one side."""
    out: list[ExactLength] = []
    for r in requirements:
        if r.kind == "heading" or (n := required_length(r.text)) is None:
            continue
        one_sided: list[tuple[ChecklistItem, str]] = []
        exact_files: set[str] = set()
        for src in sources:
            for k, line in enumerate(src.text.split("\n"), start=1):
                for m in _LENGTH_CMP.finditer(line):
                    if m.group("n") != n:
                        continue
                    if m.group("op") in ("!=", "==", "!==", "==="):
                        exact_files.add(src.path)
                        continue
                    at = next(
                        (i for i in checklist if (i.file, i.line) == (src.path, k) and i.kind is Kind.BRANCH),
                        None,
                    )
                    if at is not None and _errors(at):
                        one_sided.append((at, m.group("op")))
        if len(one_sided) == 1 and one_sided[0][0].file not in exact_files:
            out.append(ExactLength(r, n, *one_sided[0]))
    return out
