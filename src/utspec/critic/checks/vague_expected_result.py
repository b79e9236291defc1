"""vague-expected-result: an expected result that no test run could fail.

The seed's approved spec said "an error occurs" and "works correctly": a tester reading those
cannot tell a pass from a fail. Four kinds are flagged, in English and Japanese:

- a blank result (or a placeholder such as `-`, `TBD`);
- a phrase that decides nothing whatever surrounds it ("works correctly", "as expected", 適切に);
- an unnamed error ("an error occurs", エラーとなること) with no exception type, quoted message,
  code span or error code named;
- a weaker word ("correctly", 正常に, 正しく) when nothing concrete stands beside it (no named
  error, no number, no null or boolean value).

Advisory by default; a rule file may pass other phrase lists or make it blocking. Every list is a
parameter so the rule-file layer can replace it; matching is case-insensitive.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.review_input import ReviewInput
from utspec.models import Finding, OpenQuestion, Severity

RULE_ID = "vague-expected-result"
SEVERITY = Severity.ADVISORY
SUMMARY = "An expected result decides nothing (blank, 'works correctly', 'an error occurs' with no error named)."

#: Phrases vague wherever they stand (regexes).
DEFAULT_VAGUE: tuple[str, ...] = (
    r"\bworks? (?:correctly|properly|fine|normally|as (?:expected|intended|designed))\b",
    r"\bas (?:expected|intended|designed|specified)\b",
    r"\bappropriate(?:ly)?\b",
    r"\bwithout (?:any )?(?:problems?|issues?)\b",
    r"\bno (?:problems?|issues?)\b",
    r"\bbehaves? (?:correctly|properly|normally)\b",
    r"\bhandled (?:correctly|properly|gracefully)\b",
    r"適切[にな]",
    r"想定(?:通り|どおり)",
    r"期待(?:通り|どおり)",
    r"仕様(?:通り|どおり)",
    r"問題(?:ない|なく|がない)",
)

#: Words vague only when the result names nothing concrete (regexes).
DEFAULT_WEAK: tuple[str, ...] = (
    r"\bcorrectly\b",
    r"\bproperly\b",
    r"\bnormally\b",
    r"正常に",
    r"正常終了",
    r"正しく",
    # "The correct value" names none unless one stands beside it.
    r"\bthe (?:correct|expected|right|proper|appropriate) (?:value|result|output|response|total|data|message|"
    r"error(?: message)?)s?\b",
    r"\b(?:result|output|value|response|return value)s? (?:is|are) (?:correct|right|valid)\b",
    r"正しい(?:値|結果|メッセージ|エラー|データ|レスポンス)",
    r"期待(?:値|する値|される値|結果)(?:と一致|が返|を返|になる|どおり|通り)",
    r"成功すること",
    # Success of nothing in particular: what succeeded, and how would a tester see it?
    r"\b(?:it|the (?:operation|process(?:ing)?|request|call|function|method|action))\s+"
    r"(?:succeeds|is successful|completes(?:\s+(?:successfully|normally|without errors?))?)\b",
    r"\bprocessing (?:succeeds|completes)\b",
    r"(?:処理|操作|実行)が(?:成功|完了|正常終了)",
)

#: Unnamed errors: vague unless an error is named (regexes). "No (other) error occurs" decides: not matched.
DEFAULT_UNNAMED_ERROR: tuple[str, ...] = (
    r"(?<!no )(?<!not )(?<!no other )(?<!no further )\b(?:an? )?(?:error|exception|failure)s? "
    r"(?:occurs?|is (?:raised|thrown|returned|shown|displayed)|happens?)\b",
    r"\b(?:raises|throws|returns|gets|shows) an? (?:error|exception)\b",
    r"\b(?:it|the (?:call|request|function|method|process(?:ing)?)) fails\b",
    r"\bresults? in an? (?:error|exception|failure)\b",
    r"\berror (?:handling|processing) (?:is )?(?:performed|done|executed)\b",
    r"\ban? (?:error|warning) message is (?:displayed|shown|returned|output|logged|printed)\b",
    r"エラーメッセージが(?:表示|出力|返)",
    r"エラー(?:と|に)なる",
    r"エラーが(?:発生|出|返)(?!しない|ない|さない|らない)",
    r"例外(?:が|を)(?:発生|送出|スロー)(?!しない|されない)",
    r"異常終了(?!しない)",
    r"エラー(?:処理|終了)(?!しない|されない)",
)

#: What names an error: an exception type, a quoted message, a code span, an error or status code.
DEFAULT_NAMED_ERROR: tuple[str, ...] = (
    r"(?-i:\b[A-Z][A-Za-z0-9]*(?:Error|Exception|Fault|Failure)\b)",  # case matters: `ValueError`, not "error"
    r"\"[^\"]+\"|'[^']{2,}'|“[^”]+”|‘[^’]{2,}’|「[^」]+」|『[^』]+』",
    r"`[^`]+`",
    r"\b(?:code|status)\s*[:=]?\s*[A-Za-z0-9_-]*\d|\b[45]\d\d\b|コード\s*[:：=]?\s*\w+",
)

#: What makes a result concrete besides a named error: a number, a null or boolean value.
DEFAULT_CONCRETE: tuple[str, ...] = (
    *DEFAULT_NAMED_ERROR,
    r"(?<![A-Za-z_])\d+",
    r"(?-i:\b(?:None|null|nil|true|false|True|False|NULL)\b)",
)

#: A cell holding one of these (after trimming) was never filled in.
DEFAULT_PLACEHOLDERS: tuple[str, ...] = (
    "", "-", "–", "—", "n/a", "na", "tbd", "tbc", "todo", "?", "...", "…", "未定",
)  # fmt: skip


def _first(patterns: Sequence[str], text: str) -> str | None:
    for p in patterns:
        if m := re.search(p, text, flags=re.IGNORECASE):
            return m.group(0).strip()
    return None


def check(
    inp: ReviewInput,
    *,
    vague: Sequence[str] = DEFAULT_VAGUE,
    weak: Sequence[str] = DEFAULT_WEAK,
    unnamed_error: Sequence[str] = DEFAULT_UNNAMED_ERROR,
    named_error: Sequence[str] = DEFAULT_NAMED_ERROR,
    concrete: Sequence[str] = DEFAULT_CONCRETE,
    placeholders: Sequence[str] = DEFAULT_PLACEHOLDERS,
    severity: Severity = SEVERITY,
) -> list[Finding | OpenQuestion]:
    out: list[Finding | OpenQuestion] = []
    blank = {p.casefold() for p in placeholders}
    for case in inp.spec.cases:
        text = case.expected.strip()
        if text.casefold() in blank:
            why = "it is blank"
        elif phrase := _first(vague, text):
            why = f"{phrase!r} decides nothing"
        elif (phrase := _first(unnamed_error, text)) and _first(named_error, text) is None:
            why = f"{phrase!r} names no exception type, message or error code"
        elif (phrase := _first(weak, text)) and _first(concrete, text) is None:
            why = f"{phrase!r} names no observable value, message or state"
        else:
            continue
        out.append(
            Finding(
                id=f"{RULE_ID}:{case.id}",
                rule=RULE_ID,
                severity=severity,
                message=(
                    f"{case.id}'s expected result {text!r}: {why}. State what a tester observes: the value "
                    "returned, the exception type and message, or the rows and calls made."
                ),
                refs=[case.id],
            )
        )
    return out
