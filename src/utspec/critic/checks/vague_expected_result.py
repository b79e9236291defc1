"""vague-expected-result: an expected result that names nothing a test could observe.

Built on structure first. A result is checkable when it names an observable:

- a value: a code span, a quoted string or message (「…」 too), a number, `None`/`null`/`true`/`false`,
  an exception type (`ValueError`), an error or status code;
- or an observation of something named: a verb a test can check (returned, raised/thrown,
  inserted/updated/deleted/stored, sent/called, displayed/output/logged; 返される, 送出, 登録, 表示…)
  together with what it is about, when that is not a generic word ("the order id is returned",
  "the mail is sent"; not "the result is returned", "an error is displayed", 処理が完了する);
- or a stated absence of a kind of observable ("no exception is raised", "nothing is returned",
  例外は送出されない).

A result with none of them cannot fail, so it is reported; so is a blank or placeholder cell. The
phrase lexicon (EN/JA: "works correctly", 適切に, "as expected") is the secondary signal: it names
the reason in the finding, and it flags a result whose only observable is an observation of a
generic thing. A result that hands the decision to a person (an open question `Q-…`, "a person
names the observable") is left to the question it points at.

Every list is a parameter so the rule-file layer can replace it; matching is case-insensitive.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, Severity

RULE_ID = "vague-expected-result"
SEVERITY = Severity.ADVISORY
SUMMARY = (
    "An expected result decides nothing (blank, 'works correctly', 'an error occurs' with no error named)."
)

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
    # コード E-102, エラーコード: 404; not "ソースコードの通り", "コードが返す値" (\w would take any kana).
    r"\b(?:code|status)\s*[:=]?\s*[A-Za-z0-9_-]*\d|\b[45]\d\d\b|(?<!ソース)コード\s*[:：=]?\s*[A-Za-z0-9][\w-]*",
)

#: What makes a result concrete besides a named error: a number, a null or boolean value.
DEFAULT_CONCRETE: tuple[str, ...] = (
    *DEFAULT_NAMED_ERROR,
    r"(?<![A-Za-z_])\d+",
    r"(?-i:\b(?:None|null|nil|true|false|True|False|NULL)\b)",
    # A count in words is a value too ("zero iterations", "one row").
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|single|empty)\b",
)

#: A cell holding one of these (after trimming) was never filled in.
DEFAULT_PLACEHOLDERS: tuple[str, ...] = (
    "", "-", "–", "—", "n/a", "na", "tbd", "tbc", "todo", "?", "...", "…", "未定",
)  # fmt: skip


#: Verbs of an observation a test can make (regexes).
DEFAULT_OBSERVATIONS: tuple[str, ...] = (
    r"\b(?:is|are|was|were|gets?|be|been)\s+(?:not\s+)?(?:\w+ly\s+)?(?:returned|raised|thrown|inserted|updated|deleted|"
    r"removed|stored|saved|written|persisted|created|sent|called|invoked|displayed|shown|printed|output|logged|"
    r"emitted|published|recorded|redirected|set|cleared|reset|incremented|decremented|added|appended|registered)\b",
    r"\b(?:returns|raises|throws|inserts|updates|deletes|removes|stores|saves|writes|creates|sends|calls|invokes|"
    r"displays|shows|prints|outputs|logs|emits|publishes|records|redirects|sets|contains|equals|holds)\b",
    r"返[さされるす]|戻[りる]|送出|スロー|挿入|更新|削除|登録|保存|作成|送信|呼[ばび]|表示|出力|記録|設定|追加|書き込",
)
#: Stated absences of a kind of observable: checkable (regexes).
DEFAULT_ABSENCES: tuple[str, ...] = (
    r"\bno\s+(?:other\s+|further\s+)?(?:exception|error|row|record|call|output|log|mail|message|change|write|"
    r"request|event)s?\b",
    r"\bnothing\s+is\s+(?:returned|output|written|logged|sent|inserted|printed|raised|thrown|changed)",
    r"\b(?:is|are)\s+not\s+(?:called|sent|raised|thrown|inserted|updated|deleted|written|logged|output|printed|"
    r"returned|changed)",
    r"\b(?:returns|raises|throws)\s+nothing\b|\breturns?\s+without\s+a\s+value\b",
    r"(?:例外|エラー)(?:は|が|も)?(?:送出|発生|スロー)(?:されない|しない)|何も(?:返さ|出力|書き込|送信)|"
    r"(?:呼ばれ|送信され|挿入され|更新され|削除され|出力され|登録され|表示され)ない",
    # a generator's `return` (the designer's `generator_ends`): that no further item comes is what a test checks
    r"\bnothing\s+(?:more\s+|further\s+)?is\s+yielded\b|(?:それ以上|何も)\s*yield\s*されない",
)
#: Words that say nothing about *what* was observed (English; Japanese below).
GENERIC_WORDS = frozenset(
    """the a an one each every all any some this that these those it its they them exactly only also and or but
    result results value values output outputs response responses data error errors exception exceptions message
    messages process processing operation operations request requests function method system thing things
    something everything behaviour behavior outcome expected correct correctly appropriate appropriately proper
    properly right same normal normally successful successfully valid validly fine ok is are was were be been
    gets get not no with without of to in on for as by from into at then when after before returned raised
    thrown inserted updated deleted removed stored saved written persisted created sent called invoked displayed
    shown printed output logged emitted published recorded redirected set cleared reset added appended
    registered returns raises throws inserts updates deletes removes stores saves writes creates sends calls
    invokes displays shows prints outputs logs emits publishes records redirects sets contains equals holds
    incremented decremented handled processed completed done executed performed works work working
    should must will shall can may might would could whatever whichever code source design document
    documents specification specifications spec""".split()
)
"""Modal verbs say nothing about what is observed ("should be thrown"); the code, design and specification
are what a result must state, not what it may point to ("Whatever the code returns", "Same as the design")."""
GENERIC_JA = frozenset({"処理", "結果", "値", "エラー", "例外", "メッセージ", "エラーメッセージ", "データ", "正常",
                        "適切", "期待", "期待値", "想定", "仕様", "問題", "成功", "完了", "内容", "動作", "出力",
                        "表示", "登録", "更新", "削除", "挿入", "保存", "作成", "送信", "送出", "記録", "設定",
                        "追加", "正し", "正しい", "全て", "すべて", "こと", "もの", "コード", "ソースコード",
                        "設計書", "仕様書"})  # fmt: skip
#: A result that hands the decision to a person: the open question it points at is the finding.
DEFAULT_DEFERRALS: tuple[str, ...] = (r"\bQ-[\w:.\-/]+", r"\ba person names\b", r"人が(?:決め|指定)")

_JA_WORD = re.compile(r"[\u30a0-\u30ff]{2,}|[\u3400-\u9fff々]{2,}")


def specific_observation(text: str, observations: Sequence[str]) -> bool:
    """An observation verb in a clause that also names something specific (not only generic words)."""
    for clause in re.split(r"[;。、]|[.:](?:\s|$)", text):
        if not any(re.search(p, clause, flags=re.IGNORECASE) for p in observations):
            continue
        words = [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z]+", clause)]
        if any(w not in GENERIC_WORDS for w in words):
            return True
        if any(
            w not in GENERIC_JA and not any(g in w for g in ("エラー", "メッセージ"))
            for w in _JA_WORD.findall(clause)
        ):
            return True
    return False


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
    observations: Sequence[str] = DEFAULT_OBSERVATIONS,
    absences: Sequence[str] = DEFAULT_ABSENCES,
    deferrals: Sequence[str] = DEFAULT_DEFERRALS,
    severity: Severity = SEVERITY,
) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    out: list[Finding | OpenQuestion] = []
    blank = {p.casefold() for p in placeholders}
    for case in inp.spec.cases:
        text = case.expected.strip()
        if text.casefold() in blank:
            out.append(_finding(case.id, severity, msg("semantic.vague_blank", case=case.id, text=text)))
            continue
        if _first(deferrals, text) is not None:
            continue
        error = _first(unnamed_error, text)
        if _first(concrete, text) is not None:
            # A value is named; only an error left unnamed beside it is still vague (the lexicon's second say).
            if error is not None and _first(named_error, text) is None:
                out.append(
                    _finding(
                        case.id, severity, msg("semantic.vague_error", case=case.id, text=text, phrase=error)
                    )
                )
            continue
        if _first(absences, text) is not None:
            continue
        phrase = _first(vague, text) or _first(weak, text)
        if specific_observation(text, observations) and phrase is None and error is None:
            continue
        if error is not None:
            why = msg("semantic.vague_error", case=case.id, text=text, phrase=error)
        elif phrase is not None:
            why = msg("semantic.vague_phrase", case=case.id, text=text, phrase=phrase)
        else:
            why = msg("semantic.vague_none", case=case.id, text=text)
        out.append(_finding(case.id, severity, why))
    return out


def _finding(case_id: str, severity: Severity, message: str) -> Finding:
    return Finding(
        id=f"{RULE_ID}:{case_id}", rule=RULE_ID, severity=severity, message=message, refs=[case_id]
    )
