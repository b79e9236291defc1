"""A key item that names a string literal a condition compares with: "連体化の「の」の連続はエラーにならない".

textlint-rule-no-doubled-joshi's `token.pos_detail_1 === "連体化"` shares one content word (連体) with the key
item, which is not footing (`key_item_footing._footing` wants two words or a specific anchor), so the key item was asked
as "in no design or code", while the designer's linker had cited it on the very case of that condition. A
string the code compares with, written verbatim in the key item, is as specific as an identifier: the key item
is about that condition.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind

#: A string literal in a condition (the quotes of every language the analyzers read).
_STRING = re.compile(r"""(?:"([^"\\\n]+)"|'([^'\\\n]+)'|`([^`$\\\n]+)`)""")
#: Too short to name one thing: single letters, short ASCII words (`"a"`, `"id"`), one kana.
_MIN_ASCII, _MIN_CJK = 4, 2
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def _specific(value: str) -> bool:
    """A literal long enough to name something (`"連体化"`, `"Basic"`), not a letter or a separator.

    >>> [_specific(v) for v in ("連体化", "を", "Basic", "id", " ", "    ")]
    [True, False, True, False, False, False]
    """
    v = value.strip()
    if not v or not any(c.isalnum() for c in v):
        return False
    return len(v) >= (_MIN_CJK if _CJK.search(v) else _MIN_ASCII)


def quoted_refs(text: str, checklist: Sequence[ChecklistItem]) -> tuple[str, ...]:
    """The conditions (at most 3) comparing with a string literal the key item writes verbatim.

    >>> item = ChecklistItem(id="a.ts:51:branch", kind=Kind.BRANCH, file="a.ts", line=51, end_line=53,
    ...     language="typescript", text='token.pos_detail_1 === "連体化"')
    >>> quoted_refs("strict が false のとき、連体化の「の」の連続はエラーにならないこと", [item])
    ('a.ts:51:branch',)
    >>> quoted_refs("「の」の連続はエラーにならないこと", [item])
    ()
    """
    refs: list[str] = []
    for item in checklist:
        if item.kind not in (Kind.BRANCH, Kind.BOUNDARY, Kind.LOOP):
            continue
        for m in _STRING.finditer(item.text):
            value = next(g for g in m.groups() if g is not None)
            if _specific(value) and value in text and item.id not in refs:
                refs.append(item.id)
    return tuple(refs[:3])


__all__ = ["quoted_refs"]
