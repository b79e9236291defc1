"""A design statement that makes no claim a case could check links nowhere.

Design documents taken from real projects carry prose around their rules: the author's stance ("Fortunately
Json.NET has a solution to deal with reading and writing custom dates"), advice to the reader ("If you want to use
this format … then change the `DateFormatHandling` setting", "…については次のルールを参照してください。"), what a
thing is ("PRVersion represents a PreRelease Version", "Json.NET also has the `DateTimeZoneHandling` setting.") and
what a rule is good for ("**読みやすさが向上**: 文章構造が明確になり理解しやすい"). Their words are the code's words,
so the word match put them on cases, where a reviewer reads them as evidence for a behaviour they never state (issue
12: "a wrong link puts evidence on the wrong case").

Each kind is recognised by its shape; a statement about the project's own tests ("…のテストは現在 `tests/test_validate.py`
にある。") is a fifth, a pointer to another text or the method's author ("See Knuth 4.5.2 algorithm B.") a sixth. Advice, identity and benefit lines still count as claims when they also carry
what a case checks: a value, a condition on the code, an error or an outcome ("Use X to show days as the largest
unit" is advice and a claim). Stance is never rescued: "Technically this is invalid JSON …" judges the format, it
states nothing the code does. Japanese text is read through the anchoring module's morphological analyser (a request
is a verb in て-form followed by くださる in the imperative, not the characters ください anywhere).
"""

from __future__ import annotations

import re
from typing import Literal

from utspec.anchoring.japanese import morphemes

#: Why a statement states nothing to check (a closed list: each is one shape below).
NoClaim = Literal["commentary", "advice", "identity", "benefit", "project", "reference"]

#: A pointer to another text or who devised the method: "See Knuth 4.5.2 algorithm B.", "The algorithm is due to
#: Josef Stein (1961)." (commons-math's gcd Javadoc, which gave a question nobody could answer). A section number
#: or a year is no value of the code, so only a condition, an error or an outcome rescues such a line.
_REFERENCE_EN = re.compile(
    r"^\W*(?:see(?:\s+also)?|refer to|cf\.)\s+(?!(?:below|above)\b)|"
    r"\b(?:algorithm|method|technique|approach|idea|formula)\s+(?:is|was)\s+(?:due to|invented by|devised by|"
    r"proposed by)\s+(?-i:[A-Z])",
    re.IGNORECASE,
)

#: The project's own tests, by a test file or the test suite: "拒否の分岐のテストは現在 `tests/test_validate.py` にある。",
#: "More examples … are available in the package test suite". Where the tests live is no behaviour of the code, whatever
#: words of the code it repeats (reject, branch), so it is never rescued.
_PROJECT = re.compile(
    r"\btest suite\b|(?<![\w.])tests?/[\w./-]+|\btest_\w+\.py\b|\b\w+_test\.go\b|\b\w+\.(?:test|spec)\.[jt]sx?\b|"
    r"(?<![\w.])test\.py\b",
    re.IGNORECASE,
)

#: The author's stance or an apology opening the sentence; "Useful when …", "This is because …"; a guess.
_COMMENTARY_EN = re.compile(
    r"^\W*(?:fortunately|unfortunately|luckily|thankfully|technically|basically|ideally|interestingly|obviously|"
    r"sadly|hopefully|surprisingly|honestly|sorry)\b|^\W*(?:useful|handy|helpful)\s+(?:when|for|if)\b|"
    r"^\W*this is (?:because|inherent|why)\b|"
    # the author's guess: "it is likely that accents … will not be handled correctly" (titlecase's Limitations)
    r"\bit is (?:likely|possible|probable|unlikely) that\b|"
    # how mature the API is: "Function `to_arabic` and `to_arabic_numbers` are almost stable." (a degree word: a
    # "stable sort" is a claim)
    r"\b(?:almost|mostly|fairly|reasonably|relatively|quite|not yet)\s+stable\b",
    re.IGNORECASE,
)
#: The reader's wish or a pointer for the reader: "If you want …", "Simply pass …", "Have a look at …".
_ADVICE_EN = re.compile(
    r"\byou\s+(?:want|wish|would like|prefer|may want|might want)\b|\b(?:have|take)\s+a\s+look\b|"
    r"^\W*(?:simply\s+[a-z]+|just\s+(?:pass|use|call|add|set|run|import|put|copy|install|change|write))\b|\(\s*recommended\s*\)",
    re.IGNORECASE,
)
#: What a thing is, not what it does: "X represents Y", "X is one of …", "X is a … version of Y", "X provides an
#: implementation of Y", "X also has the Y setting", "Used internally", "for internal use only", what it may be used
#: for.
_IDENTITY_EN = re.compile(
    r"^\W*(?:(?:the|a|an|this)\s+)?(?:(?:package|class|type|struct|module)\s+)?`?[\w.]+`?"
    r"(?:\s+(?:class|struct|package|type|interface|module|enum|field|setting|option))?\s+"
    r"(?:represents|is one of|is an?\s+(?:[\w-]+\s+){0,3}(?:version|variant|wrapper|flavou?r) of|"
    r"provides an?\s+(?:[\w-]+\s+)?implementation|also has (?:a|an|the)\s+[`\w\s]{0,40}?(?:setting|option)\b|"
    r"has an? solution\b)|\bused internally\b|\bfor internal use(?: only)?\b|"
    # what it is for, or that something else exists: "X may be employed to create …", "there is an alternative …"
    r"\b(?:may|can|could) be (?:employed|used) (?:to|for)\b|\bthere (?:is|are) (?:an?\s+)?(?:alternative|other)\b",
    re.IGNORECASE,
)
#: What a rule makes easier or better (English): "makes it easier to read", "improves readability".
_BENEFIT_EN = re.compile(
    r"\b(?:makes? (?:it )?easier|easier to|improves? (?:the )?(?:readability|clarity))\b", re.I
)

#: The English shapes, in the order they are tried.
_SHAPES_EN: tuple[tuple[NoClaim, re.Pattern[str]], ...] = (
    ("advice", _ADVICE_EN),
    ("identity", _IDENTITY_EN),
    ("benefit", _BENEFIT_EN),
)

#: The reader's own condition ("If you want to use this format,"): no condition on the code.
_READER_CLAUSE = re.compile(r"\b(?:if|when|whenever|unless)\s+you\b[^,.;:]*", re.IGNORECASE)
#: What a case checks, in English: a literal value, a condition, an error, an outcome.
_VALUE_EN = re.compile(
    r"\d|\"[^\"]+\"|“|(?<!\w)'[^']+'(?!\w)|\b(?:true|false|null|nil|none|empty|zero)\b", re.I
)
_CONDITION_EN = re.compile(
    r"\b(?:if|when|whenever|unless|otherwise|only|must|at (?:least|most)|greater|less|more than|fewer|exceeds?|"
    r"between)\b",
    re.IGNORECASE,
)
_ERROR_EN = re.compile(
    r"\b(?:errors?|exceptions?|throws?|thrown|raises?|raised|panics?|fails?|failed|invalid|rejects?|rejected)\b|"
    r"[a-z](?:Error|Exception)\b",
    re.IGNORECASE,
)
_OUTCOME_EN = re.compile(
    r"\b(?:returns?|returned|yields?|produces?|emits?|prints?|writes?|written|converts?|converted|"
    r"removes?|removed|deletes?|deleted|inserts?|inserted|appends?|appended|adds?|added|truncates?|truncated|"
    r"rounds?|rounded|ignores?|ignored|skips?|skipped|replaces?|replaced|treats?|treated)\b",
    re.IGNORECASE,
)

_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
#: Dictionary forms that state what a case checks, in Japanese: a condition, an error, an outcome.
_CLAIM_JA = frozenset(
    """場合 時 とき 以上 以下 未満 超 超える 超過 のみ 必須 エラー 例外 不正 無効 失敗 拒否 送出 返す 戻す 返却 戻り値
    変換 削除 追加 無視 置換 記録 登録 加算 減算 切り捨てる 切り捨て 切り上げ 四捨五入 判定 許可 除く 出力 報告 空""".split()
)
#: Dictionary forms saying what a rule is good for: 向上, 防ぐ, 明確 (the ease suffix やすい is read by its part of
#: speech).
_BENEFIT_JA = frozenset({"向上", "防ぐ", "明確", "便利", "支援"})
_QUOTED_JA = re.compile(r"「[^」]+」|[0-9０-９]")


#: A link's target or an address: "[Unidecode](https://github.com/avian2/unidecode)" names no value.
_LINK = re.compile(r"\]\([^)]*\)|https?://\S+")


def _claims_en(text: str) -> bool:
    code_side = _READER_CLAUSE.sub(" ", _LINK.sub("]", text))
    return any(p.search(code_side) for p in (_VALUE_EN, _CONDITION_EN, _ERROR_EN, _OUTCOME_EN))


def _claims_ja(words: tuple[tuple[str, str, str, str, str], ...], text: str) -> bool:
    if _QUOTED_JA.search(text):
        return True
    for surface, pos, _sub, form, lemma in words:
        if lemma in _CLAIM_JA or surface in _CLAIM_JA:
            return True
        if pos == "助動詞" and lemma == "だ" and form.startswith("仮定形"):  # 空文字なら: a condition
            return True
        if pos == "助詞" and surface == "ば":  # …すれば
            return True
    return False


def _shape_ja(words: tuple[tuple[str, str, str, str, str], ...]) -> NoClaim | None:
    lemmas = [w[4] for w in words]
    for i, (surface, pos, _sub, form, lemma) in enumerate(words):
        # 参照してください / ご確認ください: a request to the reader (くださる in the imperative after て or ご…).
        if lemma in {"くださる", "下さる"} and form.startswith("命令形"):
            return "advice"
        if surface in {"すみません", "申し訳"} or lemma == "残念":
            return "commentary"
        # …が予想されるためです。: the sentence gives a reason, it states no behaviour.
        if (
            lemma == "ため"
            and i + 1 < len(words)
            and words[i + 1][1] == "助動詞"
            and all(w[1] in {"助動詞", "補助記号", "空白"} for w in words[i + 1 :])
        ):
            return "commentary"
        # 読みやすい, 理解しやすい: the ease suffix after a verb.
        if pos == "接尾辞" and lemma in {"やすい", "にくい"} and i and words[i - 1][1] == "動詞":
            return "benefit"
    if any(lemma in _BENEFIT_JA for lemma in lemmas):
        return "benefit"
    if "推奨" in lemmas or "お勧め" in lemmas or "おすすめ" in lemmas:
        return "advice"
    return None


def no_claim(text: str) -> NoClaim | None:
    """Why a design statement states nothing a case could check, or None when it makes a claim.

    >>> no_claim("Fortunately Json.NET has a solution to deal with reading and writing custom dates: JsonConverters.")
    'commentary'
    >>> no_claim("Simply pass the JsonConverter you wish to use to the Json.NET serializer.")
    'advice'
    >>> no_claim("PRVersion represents a PreRelease Version"), no_claim("Throws `NullPointerException` if `delimiter` is `null`")
    ('identity', None)
    >>> no_claim("**読みやすさが向上**: 文章構造が明確になり理解しやすい"), no_claim("30kgを超える荷物は配送できない（InvalidWeightError）。")
    ('benefit', None)
    >>> no_claim("箇条書き間の`。`の有無の統一については次のルールを参照してください。")
    'advice'
    >>> no_claim("文字列の取得は最後に`toString`で文字列に変換してください。") is None  # advice with an outcome: a claim
    True
    """
    if _COMMENTARY_EN.search(text):
        return "commentary"
    if _PROJECT.search(text):
        return "project"
    if _REFERENCE_EN.search(text):
        code_side = _LINK.sub("]", text)
        if not any(p.search(code_side) for p in (_CONDITION_EN, _ERROR_EN, _OUTCOME_EN)):
            return "reference"
    shape: NoClaim | None = None
    rest = text  # the words outside the shape's own phrase ("for internal use only" holds no condition)
    for kind, pattern in _SHAPES_EN:
        if m := pattern.search(text):
            # the reader's own clause ("If you want …") is dropped by `_claims_en`, so advice keeps its words
            shape, rest = kind, text if kind == "advice" else text[: m.start()] + " " + text[m.end() :]
            break
    words = morphemes(text) if _JAPANESE.search(text) else ()
    if words and shape is None:
        shape = _shape_ja(words)
        if shape == "commentary":
            return shape
    if shape is None:
        return None
    if _claims_en(rest) or (words and _claims_ja(words, text)):
        return None
    return shape
