"""An outcome a key item says in words, read as the value it fixes, or None when the words do not fix one.

"強いパスワードと判定されること", "has('a') で 'a' は存在すると判定されること", "is considered valid" state what a
predicate returns without writing `true`. For a function that answers yes or no by its name (`is…`, `has…`,
`validate…`, `can…`, `includes`, `contains`) the words fix it: judged so → true; judged not so ("存在しないと判定",
"と判定されない", "is not considered …", "is considered invalid") → false. "4 と読まれる", "false と判定される": a
literal the judging or reading verb is said of is the result itself.

The same no-guess rule as inputs said in words (`questions.worded_input`): a judgement of a function whose name
does not say yes-or-no, two judgements, or a judgement negated twice fix nothing (None). Pure functions of the text.
"""

from __future__ import annotations

import ast
import re
from typing import Any

#: A function whose name answers yes or no (camelCase, snake_case or the bare verb).
#: (`isleap`, `isdigit`: Python's run-together names too; a result that is no boolean fixes nothing, `evaluated_call`)
_PREDICATE = re.compile(r"^(?:(?:is|has|can|validate|should)(?:[A-Z_a-z]|$)|includes$|contains$|exists$)")
#: Japanese: "X と判定される" (judged to be X), with the judgement negated after it ("と判定されない").
_JA_JUDGED = re.compile(
    r"(?:と|として)\s*(?:判定|判断|判別|認識|みなさ|見なさ|認め|扱わ)(?P<neg>されない|されず|られない|られず|れない)?"
)
#: Japanese: the judged predicate negated before the verb ("存在しないと判定", "有効でないと判定", "強くないと").
_JA_NEGATED_BEFORE = re.compile(
    r"(?:しない|でない|ではない|じゃない|くない|ない|できない|無効)\s*(?:と|として)\s*$"
)
#: English: "is considered / judged / treated as / recognized as …" (negated by "not"), its adjective after it.
_EN_JUDGED = re.compile(
    r"\b(?:is|are|be)\s+(?P<neg>not\s+)?(?:considered|judged|treated\s+as|recogni[sz]ed\s+as|deemed|accepted\s+as)"
    r"\s+(?:an?\s+|the\s+)?(?P<adj>[A-Za-z-]+)",
    re.I,
)
#: English adjectives that say "so" and "not so" of a yes-or-no answer; any other word after the verb fixes nothing
#: ("is considered an error" of `validate`: which answer that is depends on the function).
_EN_YES = frozenset({"valid", "legal", "acceptable", "correct", "present", "strong", "true", "truthy", "enabled", "active",
                     "supported", "allowed"})  # fmt: skip
_EN_NO = frozenset({"invalid", "illegal", "unacceptable", "incorrect", "absent", "missing", "weak", "false", "falsy",
                    "disabled", "inactive", "unsupported", "disallowed"})  # fmt: skip
#: The verbs of reading or judging a literal is said to undergo ("4 と読まれる", "false と判定される").
READ_VERBS = r"判定|読まれ|読み取られ|解釈さ|評価さ|みなさ|見なさ"
#: A literal the judging or reading verb is said of ("4 と読まれる", "false と判定される", "is read as 4").
_LITERAL_READ = re.compile(
    r"""(?<![\w.'"])`?(?P<v>'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|true|false|True|False|null|None|undefined)`?\s*"""
    r"(?:と|として)\s*(?:判定|読まれ|読み取られ|解釈|評価|みなさ|見なさ|扱わ)"
    r"""|\b(?:is|are)\s+(?:read|parsed|interpreted|evaluated)\s+as\s+`?(?P<w>'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|true|false|null|undefined)`?""",
)
_SPELLED = {"true": True, "false": False, "null": None, "none": None, "undefined": None}


def _literal(raw: str) -> Any:
    if raw.lower() in _SPELLED:
        return _SPELLED[raw.lower()]
    return ast.literal_eval(raw)


def worded_outcome(rest: str, function: str) -> tuple[Any, str] | None:
    """The value and its spelling that the words after a call state, or None (module docstring).

    >>> worded_outcome("で 'a' は存在すると判定されること", "has")
    (True, 'true')
    >>> worded_outcome("が存在しないと判定されること", "has"), worded_outcome(" is considered invalid", "isEmail")
    ((False, 'false'), (False, 'false'))
    >>> worded_outcome("は強いパスワードと判定されること", "format") is None
    True
    >>> worded_outcome("で 4 と読まれること", "fromRoman")
    (4, '4')
    """
    read = [m for m in _LITERAL_READ.finditer(rest)]
    if len(read) > 1:
        return None
    if read:
        raw = read[0].group("v") or read[0].group("w")
        try:
            return _literal(raw), raw
        except (ValueError, SyntaxError):
            return None
    if not _PREDICATE.match(function):
        return None  # a judgement of a function that does not answer yes or no fixes no value
    ja = list(_JA_JUDGED.finditer(rest))
    en = list(_EN_JUDGED.finditer(rest))
    if len(ja) + len(en) != 1:
        return None
    if ja:
        m = ja[0]
        negations = bool(m.group("neg")) + bool(_JA_NEGATED_BEFORE.search(rest[: m.start()] + "と"))
    else:
        m = en[0]
        adj = m.group("adj").lower()
        if adj not in _EN_YES | _EN_NO:
            return None
        negations = bool(m.group("neg")) + (adj in _EN_NO)
    if negations > 1:
        return None  # "存在しないと判定されない": negated twice, not read
    return (False, "false") if negations else (True, "true")


__all__ = ["worded_outcome"]
