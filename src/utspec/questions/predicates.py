"""A function that returns its condition: `return reply >= 400 && reply < 450;` decides by returning.

`FTPReply.isNegativeTransient(550)` has no `if`: the condition the analyzers record for line 15 is
the returned expression itself, so the value's verdict is the condition's truth (`true` / `false`),
not a statement the walk reaches later. Pure function of one source line and the condition text.
"""

from __future__ import annotations

import re

from utspec.anchoring import Anchor, anchors
from utspec.questions.literals import words
from utspec.questions.set_conflicts import loose

#: `return <expr>` (optionally wrapped in parentheses, ending in `;`), Python/Java/JS/TS/Go/C#.
_RETURN = re.compile(r"^\s*return\s+(?P<e>.+?)\s*;?\s*$")


def _squash(text: str) -> str:
    return re.sub(r"\s+|^\(+|\)+$", "", text)


def returns_condition(line: str, condition: str) -> bool:
    """Whether `line` returns exactly `condition` (spacing and outer parentheses aside).

    >>> returns_condition("        return reply >= 400 && reply < 450;", "reply >= 400 && reply < 450")
    True
    >>> returns_condition("    return (code >= 200) and (code < 300)", "(code >= 200) and (code < 300)")
    True
    >>> returns_condition("        if (reply >= 400) {", "reply >= 400")
    False
    >>> returns_condition("    return isOk(reply) && reply < 450;", "reply < 450")
    False
    """
    m = _RETURN.match(line)
    return m is not None and bool(condition.strip()) and _squash(m.group("e")) == _squash(condition)


#: A predicate's verb, not what it tells (`isNegativeTransient` tells negative and transient).
_VERBS = frozenset({"is", "has", "can", "should", "must", "get", "check", "ok"})


def named_by(symbol: str, claim: frozenset[Anchor]) -> bool:
    """Whether a claim names what a predicate function tells: every word of its name but the verb.

    A function returning its condition answers one question, the one its name asks; a claim that
    does not ask it ("226 は肯定完了応答") is not evaluated through `isProtectedReplyCode`.

    >>> c = anchors("応答コード 550 は一時的な否定応答と判定されること")
    >>> named_by("FTPReply.isNegativeTransient", c), named_by("FTPReply.isProtectedReplyCode", c)
    (True, False)
    >>> named_by("Response.ok", anchors("A 307 redirect keeps the POST method"))
    False
    """
    name = symbol.split(".")[-1].lstrip("#_")
    ws = [w for w in words(name) if w not in _VERBS and len(w) > 1]
    return bool(ws) and all(any(loose(a, claim) for a in anchors(w)) for w in ws)
