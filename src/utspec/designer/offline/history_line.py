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
#: A release named as the time of a change: "Prior to Json.NET 4.5 dates were written …", "In version 0.4 the database
#: schema has changed …" (jsonnet-dates-cs, litequeue-py). Not "Changed in version 3.4: …", which states what holds now.
#: "From Json.NET 4.5 and onwards dates are written …" dates the change too (a **Note:** prefix allowed).
_RELEASE_EN = re.compile(
    r"^(?:\W*)(?:note\W*\s*)?(?:prior to\s+(?:[\w.]+\s+){0,2}v?\d+(?:\.\d+)+|in version\s+v?\d+(?:\.\d+)+\s+\w|"
    r"(?:from|since)\s+(?:[\w.]+\s+){0,2}v?\d+(?:\.\d+)+\s+(?:and\s+)?(?:onwards?|later|on)\b)",
    re.IGNORECASE,
)


def tells_history(text: str) -> bool:
    """Whether a statement is about the past.

    >>> tells_history("0.1.0 は無効な番号を有効扱いにしていました。"), tells_history("無効な番号は拒否する。")
    (True, False)
    >>> tells_history("This function used to accept typos."), tells_history("The value is returned.")
    (True, False)
    >>> tells_history("在庫が足りない場合は受注しない。")
    False
    >>> tells_history("Prior to Json.NET 4.5 dates were written using the Microsoft format.")
    True
    >>> tells_history("In version 0.4 the database schema has changed."), tells_history("In version 0.6:")
    (True, False)
    >>> tells_history("Changed in version 3.4: Any bytes-like object is now accepted.")
    False
    >>> tells_history("**Note:** From Json.NET 4.5 and onwards dates are written using the ISO 8601 format by default.")
    True
    >>> tells_history("From 1 to 99 the value is written in kanji.")
    False
    """
    return bool(_PAST_JA.search(text.strip()) or _PAST_EN.search(text) or _RELEASE_EN.search(text))
