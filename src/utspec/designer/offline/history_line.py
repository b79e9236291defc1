"""A statement in the past tense tells history, not what the code must do.

Design documents taken from real projects keep their changelog prose beside the rules: "0.1.0 は
チェックディジットが合わない番号を「個人事業主だから」として有効扱いにしていました。", "``T1234567890123`` も、
本物の番号の1桁の打ち間違いも、どちらも有効を返していた。", "This function used to return valid=True ...".
Their words are the code's words (有効, 番号, valid), so the match put them on today's branches, where a
reviewer reads a past behaviour as a requirement. A sentence that ends in a Japanese past form (ていた,
ていました, でした, だった, かった) or says "used to" / "previously" / "formerly" links nowhere and gets no
case of its own, like a licence line.
"""

from __future__ import annotations

import re

_PAST_JA = re.compile(
    r"(?:ていた|でいた|ていました|でいました|でした|だった|かった|ませんでした)[。．.]?\s*$"
)
_PAST_EN = re.compile(r"\b(?:used to|previously|formerly)\b", re.IGNORECASE)


def tells_history(text: str) -> bool:
    """Whether a statement is about the past.

    >>> tells_history("0.1.0 は無効な番号を有効扱いにしていました。"), tells_history("無効な番号は拒否する。")
    (True, False)
    >>> tells_history("This function used to accept typos."), tells_history("The value is returned.")
    (True, False)
    >>> tells_history("在庫が足りない場合は受注しない。")
    False
    """
    return bool(_PAST_JA.search(text.strip()) or _PAST_EN.search(text))
