"""The final `else` of an equality chain, for a sentence about the values "other than" the chain's (design text).

python-stdnum's `validate` writes `if len(number) == 10: … elif len(number) == 13: … else: raise InvalidLength()`,
and its design says "Any length other than 10 or 13 raises `InvalidLength`". The statement shares its words with
both equality tests, so the place-finding of `key_items.contradiction` cannot choose one (and neither is the
place): the values it excludes are exactly the chain's, so it is about the `else`. With the raise there replaced by
`return None` (the corpus' injected bug) the design and the code disagree at that line.

Read from the checklist alone (design statements are read without the sources): the chain's first `if` spans
its `elif`s and its `else`, so an outcome item after the last equality's block and still inside the first's span
is in the `else`. Every test must compare one operand (the same text) with a literal, the literals must be the
sentence's, and each later test must lie inside the first's span.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind

_OTHER_EN = re.compile(r"\bother than\s+(?P<v>-?\d+(?:\s*(?:,|, or|or|and|, and)\s*-?\d+)*)", re.IGNORECASE)
_OTHER_JA = re.compile(r"(?P<v>-?\d+(?:\s*(?:、|,|と|または|か)\s*-?\d+)*)\s*(?:桁|文字|個|件)?\s*以外")
_EQUALS = re.compile(r"^(?P<x>.+?)\s*===?\s*(?P<n>-?\d+)$")
_SENTENCE = re.compile(r"(?<=[.。])\s+|(?<=。)")
_OUTCOMES = (Kind.RAISE, Kind.EARLY_RETURN)


def _excluded(sentence: str) -> frozenset[int]:
    m = _OTHER_EN.search(sentence) or _OTHER_JA.search(sentence)
    return frozenset(int(n) for n in re.findall(r"-?\d+", m.group("v"))) if m else frozenset()


def chain_else(text: str, checklist: Sequence[ChecklistItem]) -> tuple[str, ChecklistItem] | None:
    """(the sentence, the first outcome item of the chain's `else`) for a sentence naming the values other than an
    equality chain's, or None.

    >>> def it(ref, kind, text="", end=None):
    ...     line = int(ref.split(":")[1])
    ...     return ChecklistItem(id=ref, kind=kind, file="i.py", line=line, end_line=end or line, symbol="validate",
    ...                          text=text, language="python")
    >>> items = [it("i.py:99:branch", Kind.BRANCH, "len(number) == 10", 107), it("i.py:101:raise", Kind.RAISE, "raise B()"),
    ...          it("i.py:102:branch", Kind.BRANCH, "len(number) == 13", 105), it("i.py:105:raise", Kind.RAISE, "raise C()"),
    ...          it("i.py:107:raise", Kind.RAISE, "raise InvalidLength()")]
    >>> sentence, place = chain_else("It checks the length. Any length other than 10 or 13 raises `InvalidLength`.", items)
    >>> sentence, place.id
    ('Any length other than 10 or 13 raises `InvalidLength`.', 'i.py:107:raise')
    >>> chain_else("Any length other than 10 or 12 raises `InvalidLength`.", items) is None
    True
    """
    for sentence in _SENTENCE.split(text):
        values = _excluded(sentence)
        if not values:
            continue
        tests: dict[tuple[str, str | None, str], list[tuple[int, ChecklistItem]]] = {}
        for i in checklist:
            if i.kind is Kind.BRANCH and (m := _EQUALS.match(" ".join(i.text.split()))):
                tests.setdefault((i.file, i.symbol, m["x"]), []).append((int(m["n"]), i))
        for chain in tests.values():
            if frozenset(n for n, _ in chain) != values or len(chain) != len(values):
                continue
            ordered = sorted((i for _, i in chain), key=lambda i: i.line)
            first, last = ordered[0], ordered[-1]
            if any(not first.line < i.line <= first.end_line for i in ordered[1:]):
                continue
            inside = [
                i for i in checklist
                if i.file == first.file and i.kind in _OUTCOMES and last.end_line < i.line <= first.end_line
            ]  # fmt: skip
            if inside:
                return sentence.strip(), min(inside, key=lambda i: (i.line, i.kind is not Kind.EARLY_RETURN))
    return None
