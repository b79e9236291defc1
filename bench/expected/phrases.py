"""Phrase lists of the expected-results benchmark, written before the designer was tuned.

Imports nothing of utspec: the classifier must not share the designer's vocabulary.

An expected result "names a concrete observable" when it matches one of OBSERVABLE (an exception
type, a returned value, a row of a named table, a call made or not made, output written, a
concrete value in code quotes that a test can assert on) and none of HEDGES. A HEDGE is a phrase
that lets any behaviour pass (or restates what the code runs instead of what a test sees).
"""

from __future__ import annotations

import re

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

#: Regexes for a concrete observable (any one suffices).
OBSERVABLE: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.I)
    for p in (
        # an exception type named in code quotes, raised / thrown / propagated / not raised
        r"`[\w.]*(?:Error|Exception|Exc|Panic|panic)\w*`",
        r"`panic\(",
        # a returned or produced value in code quotes
        r"\breturns? `[^`]+`",
        r"\breturns? (?:nothing|no value|without a value|`None`|`null`|`nil`|`undefined`)",
        r"`[^`]+` (?:を|が)返",
        r"値を返さない",
        # a value a generator hands out (added in session 15, when the designer first stated `yield`s: a
        # yielded value is the generator's output, as checkable as a returned one)
        r"\byields? `[^`]+`",
        r"`[^`]+` を yield",
        r"\bnothing (?:more )?is yielded\b|それ以上 yield されない",
        # rows of a named table
        r"\brows? (?:\w+ )*(?:in|into|of|from) `?\w[\w.]*`?",
        r"`?\w[\w.]*`? (?:has|gains|keeps|loses) (?:one|no|\d+) (?:new )?rows?",
        r"\bno row",
        r"(?:行|レコード)(?:が|を)?(?:\d+|1|一|追加|挿入|更新|削除|選択|変わらない|されない)",
        r"`\w[\w.]*`\s*(?:に|から|の)\s*(?:\d+\s*)?(?:行|レコード)",
        # calls made or not made
        r"`[\w.]+(?:\(.*?\))?` is (?:not )?called",
        r"\bcalls? `[\w.]+",
        r"`[\w.]+(?:\(.*?\))?` (?:が|は)(?:呼ばれ|呼び出され|1回呼ばれ)",
        r"呼ばれない",
        # output produced
        r"\b(?:prints?|writes?|logs?|outputs?) `",
        r"`[^`]+` (?:is|are) (?:printed|written|logged|output)",
        r"`[^`]+` (?:が|を)(?:出力|表示|ログ)",
        # loop control (an observable count of iterations / items processed)
        r"\b(?:iteration|element|item)s? (?:\w+ )*(?:is|are) skipped",
        r"\bno (?:item|element|iteration)s? (?:is |are )?processed",
        r"\b(?:zero|0|no) iterations?",
        r"スキップされ",
        r"(?:0|ゼロ)\s*回",
        r"処理される要素はない",
        # a value a test can assert on: `name` == / is / becomes `value`
        r"`[^`]+` (?:==|is|equals|becomes|stays) `[^`]+`",
        r"`[^`]+` (?:が|は) `[^`]+` (?:になる|のまま|である)",
    )
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


def is_observable(text: str) -> bool:
    """Whether `text` names a concrete observable and hedges nowhere."""
    if is_hedge(text):
        return False
    return any(p.search(text) for p in OBSERVABLE + RAISED_BY_SYNTAX)
