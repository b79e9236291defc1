"""Which path a case is on when a dependency may fail, and what its expected result states about it.

A case about a handler or an SQL write is on the *failure path* when its preconditions or input
make something fail (a test double raises, the database rejects the INSERT) and on the *success
path* when they say every dependency behaves. The code items such a case cites are the same on both
paths, so only the case's own setup tells the two apart; `expected-contradicts-path` compares it
with what the expected result states. Pure functions of text (EN and JA), no checklist access.

>>> failure_setup("The database rejects the INSERT on `orders` (a test double raises the driver's error).")
True
>>> failure_setup("Every dependency called in the try block succeeds (test doubles)."), failure_setup("`orders` holds rows.")
(False, None)
>>> failure_setup("None: the checklist lists no external call or database access.")
False
>>> failure_outcome("The database error reaches the caller; `orders` gains no row.")
'reaches the caller'
>>> failure_outcome("One row is inserted into `orders`.") is None
True
"""

from __future__ import annotations

import re

from utspec.messages import sentence_pattern

_CODE = re.compile(r"`[^`\n]+`")
_QUOTED = re.compile(r'"[^"\n]*"|“[^”\n]*”|「[^」\n]*」|『[^』\n]*』')
_CLAUSE = re.compile(r";|。|、|[.:](?:\s|$)|\n")
_NEGATION = re.compile(
    r"\b(?:not|no|never|nothing|without)\b|n't\b|ない|ず[、。にで]?|せず|されず|ません|なし", re.I
)

#: A setup that makes something fail (a double raising, a rejected write, a key that already exists).
_FAILS = re.compile(
    r"\b(?:rais(?:es|ed|ing)|throws?|thrown|rejects?|rejected|fails?|failed|failing|times? out|timed out|refuses?|"
    r"is (?:unavailable|down|unreachable)|returns an error|errors?\b(?! message)|violat\w*|duplicate|already)|"
    r"例外|エラー|失敗|拒否|送出|スロー|タイムアウト|接続でき|重複|既に存在|制約違反",
    re.I,
)  # fmt: skip
#: A setup that says every dependency behaves.
_SUCCEEDS = re.compile(
    r"\b(?:succeeds?|succeeded|behaves? normally|behave as expected|works? normally|returns? normally|"
    r"completes? (?:normally|successfully))\b|正常に(?:動作|応答|終了|完了)|成功する",
    re.I,
)  # fmt: skip
#: The designer's precondition of a normal path in a run with no dependency (either language).
_NO_DOUBLE = sentence_pattern("pre.no_dependency")
#: An expected result that states the failure outcome: the error reaching (or kept from) the caller,
#: no row written, a rollback.
_FAILURE_OUTCOME = re.compile(
    r"\b(?:reaches|propagates to|is re-?raised to|is rethrown to|escapes to) the caller|"
    r"\b(?:does not|doesn't|never) (?:reach|propagate to) the caller|"
    r"\bis (?:caught|swallowed|suppressed)\b|\bgains? no rows?\b|"
    r"\bno rows? (?:is|are) (?:inserted|written|updated|deleted|added|changed)\b|\bis rolled back\b|"
    r"呼び出し元(?:に|へ)(?:そのまま)?(?:送出|伝わ|伝播)|伝わらない|捕捉され|握りつぶ|ロールバック|"
    r"(?:追加|挿入|更新|削除|書き込ま)れない",
    re.I,
)  # fmt: skip
#: The claim that an error does not reach the caller (a swallow).
_CONTAINED = re.compile(
    r"\b(?:does not|doesn't|never) (?:reach|propagate to|escape to) the caller|\bis (?:caught|swallowed|suppressed)\b|"
    r"呼び出し元(?:に|へ)(?:は)?(?:伝わらない|送出されない)|握りつぶ",
    re.I,
)  # fmt: skip


def _bare(text: str) -> str:
    """`text` with code spans and quotes blanked: their words are values, not the sentence's own."""
    blank = _CODE.sub(lambda m: " " * len(m.group(0)), text)
    return _QUOTED.sub(lambda m: " " * len(m.group(0)), blank)


def clauses(text: str) -> list[str]:
    """The clauses of `text`, split outside code spans and quotes."""
    hidden = _bare(text)
    out, start = [], 0
    for m in _CLAUSE.finditer(hidden):
        out.append(text[start : m.start()])
        start = m.end()
    out.append(text[start:])
    return [c for c in out if c.strip()]


def failure_setup(text: str) -> bool | None:
    """Whether a case's preconditions and input make something fail (True), say all goes well (False), or neither.

    A failure named in a negated clause ("the mailer does not fail") is no failure.
    """
    failed = succeeded = False
    for clause in clauses(text):
        bare = _bare(clause)
        if _FAILS.search(bare) and not _NEGATION.search(bare):
            failed = True
        elif _SUCCEEDS.search(bare) or (_FAILS.search(bare) and _NEGATION.search(bare)):
            succeeded = True
    if failed:
        return True
    # "None: the checklist lists no external call …" (a run calling nothing the rules call external): nothing is set up to fail, as
    # "Every dependency behaves normally" said of the same normal path before (designer/offline/no_dependency.py).
    return False if succeeded or _NO_DOUBLE.search(text) else None


def failure_outcome(expected: str) -> str | None:
    """The words of an expected result that state the failure outcome, or None."""
    m = _FAILURE_OUTCOME.search(_bare(expected))
    return expected[m.start() : m.end()] if m else None


def states_contained(expected: str) -> bool:
    """The expected result says a caught error does not reach the caller."""
    return bool(_CONTAINED.search(_bare(expected)))


def _names(callee: str) -> list[str]:
    """How a sentence may name a callee: `logging.info`, `info`."""
    tail = callee.rsplit(".", 1)[-1]
    return list(dict.fromkeys([callee, tail])) if len(tail) > 2 else [callee]


def mentions(expected: str, callee: str) -> list[tuple[str, bool]]:
    """(clause, negated) for each clause of `expected` that names `callee` in a code span."""
    out = []
    for clause in clauses(expected):
        spans = [s.strip("`").split("(")[0] for s in _CODE.findall(clause)]
        if any(s in _names(callee) or s == callee for s in spans):
            out.append((clause.strip(), bool(_NEGATION.search(_bare(clause)))))
    return out
