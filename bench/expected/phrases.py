"""Phrase lists of the expected-results benchmark, written before the designer was tuned.

Imports nothing of utspec: the classifier must not share the designer's vocabulary.

An expected result "names a concrete observable" when it matches one of OBSERVABLE (an exception
type, a returned value, a row of a named table, a call made or not made, output written, a
concrete value in code quotes that a test can assert on) and none of HEDGES. A HEDGE is a phrase
that lets any behaviour pass (or restates what the code runs instead of what a test sees).
"""

from __future__ import annotations

import re

from expected.values import is_value

#: Phrases that make an expected result uncheckable, whatever else it says (case-insensitive).
HEDGES_EN: tuple[str, ...] = (
    "or is handled as the code states",
    "as the code states",
    "is executed",
    "are executed",
    "input that exercises",
    "those of the main path",
    "the behaviour stated in",
    "the outcome stated by",
    "holds:",
    "the guarded statements run",
    "processing continues",
    "exactly the expected rows",
    "the column values the input determines",
    "selected/affected",
    "behaves correctly",
    "works as expected",
    "as expected",
    "is handled appropriately",
    "is handled correctly",
    "name one before approval",
)
HEDGES_JA: tuple[str, ...] = (
    "コードの通りに処理される",
    "コードのとおり",
    "が実行される",
    "を実行する入力",
    "メインパスのとおり",
    "記載どおり",
    "記載の通り",
    "正しく動作",
    "期待通り",
    "期待どおり",
    "適切に処理",
    "処理が続行",
    "処理を継続",
)

#: Observables that need no value judged (any one suffices): an exception type, a panic, no value returned,
#: rows of a named table. Case-sensitive where a type is named: `last_exception` is a local, not a type.
OBSERVABLE: tuple[re.Pattern[str], ...] = (
    # an exception type named in code quotes (`ValueError`, `java.io.IOException`, `Exception`)
    re.compile(r"`(?:[A-Za-z_]\w*\.)*[A-Z]?\w*(?:Error|Exception)`"),
    re.compile(r"`panic(?:`|\()"),
    *(
        re.compile(p, re.I)
        for p in (
            r"\breturns? (?:nothing|no value|without a value)\b",
            r"値を返さない|値を返さずに終了",
            r"\bnothing (?:more )?is yielded\b|それ以上 yield されない",
            # rows of a named table
            r"\brows? (?:\w+ )*(?:in|into|of|from) `?\w[\w.]*`?",
            r"`?\w[\w.]*`? (?:has|gains|keeps|loses) (?:one|no|\d+) (?:new )?rows?",
            r"\bno row",
            r"(?:行|レコード)(?:が|を)?(?:\d+|1|一|追加|挿入|更新|削除|選択|変わらない|されない)",
            r"`\w[\w.]*`\s*(?:に|から|の)\s*(?:\d+\s*)?(?:行|レコード)",
            r"呼ばれない",
        )
    ),
)

#: Claims whose value decides (session 22, after the hand labels in bench/expected/labels/): a returned, yielded or
#: output value (`v`) counts only when it is a value a tester can write down (bench/expected/values.py); "does not
#: return `X` at line N" is no claim (it says which return is not taken, not what the function gives).
VALUE_CLAIMS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.I)
    for p in (
        r"(?<!not )(?<!n't )\breturns? `(?P<v>[^`]+)`",
        r"`(?P<v>[^`]+)` (?:を|が)返(?!さない|されない|らない)",
        r"(?<!expression )\byields? `(?P<v>[^`]+)`",
        r"`(?P<v>[^`]+)` を yield",
        r"\b(?:prints?|writes?|logs?|outputs?) `(?P<v>[^`]+)`",
        r"`(?P<v>[^`]+)` (?:is|are) (?:printed|written|logged|output)",
        r"`(?P<v>[^`]+)` (?:が|を)(?:出力|表示|ログ)",
    )
)

#: A call made or not made (`c`, the callee, with its arguments `a` when the sentence gives them): checkable when the
#: arguments are values; a method that fills a local collection (`wait_funcs.append`) is no collaborator's call.
CALL_CLAIMS: tuple[re.Pattern[str], ...] = (
    re.compile(
        r"`(?P<c>[\w.$\[\]]+)(?:\((?P<i>[^`]*)\))?` (?:is|are) (?:not )?called(?: with `(?P<a>[^`]*)`)?"
    ),
    re.compile(r"\bcalls? `(?P<c>[\w.$]+)(?:\((?P<i>[^`]*)\))?`(?: with `(?P<a>[^`]*)`)?"),
    re.compile(
        r"`(?P<c>[\w.$\[\]]+)(?:\((?P<i>[^`]*)\))?` (?:が|は)(?:1回)?(?:呼ばれ|呼び出され)(?:る|た)?(?:（引数 `(?P<a>[^`]*)`）)?"
    ),
)
_COLLECTION_METHOD = re.compile(r"\.(?:append|extend|insert|push|unshift|forEach|add|put|set)$")

#: A member of an object set to a value (`self.length` becomes `0`). A bare name is a local (or a parameter
#: reassigned): no test sees it, whatever its value.
STATE_CLAIMS: tuple[re.Pattern[str], ...] = (
    re.compile(r"`(?P<l>[^`]+)` (?:==|is|equals|becomes|stays) `(?P<v>[^`]+)`"),
    re.compile(r"`(?P<l>[^`]+)` (?:が|は) `(?P<v>[^`]+)` (?:になる|のまま|である)"),
)


#: An exception named by the syntax that raises it, whatever its suffix (`LineTooLong`, `BadStatusLine`,
#: `Abort`, Go's `ErrNotFound`): a capitalised class (or a module's member `pkg.Timeout`) said to be raised,
#: thrown or propagated, or not to be. Case-sensitive, unlike OBSERVABLE: a lower-case name (`e`, `attempt.get`)
#: is a variable or a call, not a type a test can name in `pytest.raises` / `assertThrows` (added 2026-12-05,
#: after the figure first counted only the `Error`/`Exception` suffix; hobs15).
RAISED_BY_SYNTAX: tuple[re.Pattern[str], ...] = (
    re.compile(
        r"`(?:[A-Za-z_]\w*\.)*[A-Z]\w*` (?:(?:with|carrying) [^.]*? )?(?:is|are) (?:not )?"
        r"(?:raised|thrown|re-raised|rethrown|propagated)\b"
    ),
    re.compile(r"`(?:[A-Za-z_]\w*\.)*[A-Z]\w*` (?:が|は)(?:送出|スロー)"),
)


def is_hedge(text: str) -> str | None:
    """The first hedge phrase in `text`, or None."""
    low = text.lower()
    for p in HEDGES_EN + HEDGES_JA:
        if p.lower() in low:
            return p
    return None


#: A result said of something no test sees (the value of an inner expression, a callback's return) or said under
#: a condition the case does not settle ("`True` if … holds, else `False`": which one the input gives is left open).
#: Found on the second labelled sample (session 22): a tuned rule, see bench/expected/labels/README.md.
_NOT_THE_CASES = re.compile(
    r"コールバックから|callback (?:passed|given) to|成り立てば|成り立たなければ|\bif `[^`]+` holds\b"
)


def _claims(text: str, given: str) -> bool:
    """Whether one value, call or state claim in `text` is checkable with the names `given` binds."""
    if _NOT_THE_CASES.search(text):
        return False
    if any(is_value(m.group("v"), given) for rx in VALUE_CLAIMS for m in rx.finditer(text)):
        return True
    for rx in CALL_CLAIMS:
        for m in rx.finditer(text):
            args = [a for a in (m.group("i"), m.group("a")) if a and a.strip()]
            if not _COLLECTION_METHOD.search(m.group("c")) and all(is_value(a, given) for a in args):
                return True
    return any(
        re.search(r"[.\[]|->", m.group("l")) and is_value(m.group("v"), given)
        for rx in STATE_CLAIMS
        for m in rx.finditer(text)
    )


def is_observable(text: str, given: str = "") -> bool:
    """Whether `text` names a concrete observable and hedges nowhere; `given` is the case's input, whose values
    make a returned name checkable ("returns `s`" with `s` = `""`)."""
    if is_hedge(text):
        return False
    return any(p.search(text) for p in OBSERVABLE + RAISED_BY_SYNTAX) or _claims(text, given)
