"""Compare what people wrote (design, key items) with what the code says, word by word.

A deliberately small, explainable matcher, not a semantic model: it must be the same on every
run, and a reviewer must be able to see why it linked (or refused to link) two texts.

- English words are split on snake_case and camelCase, lower-cased, de-pluralised and cut to a
  six-letter stem, so "registration", "registered" and `register_order` share `regist`.
- Japanese text yields its katakana runs and kanji runs (and their kanji bigrams).
- A few synonym groups map condition words to one token: "missing", "empty", `None`, 必須 and
  未入力 all mean the same thing to a test.
- Generic words ("an error occurs", "succeeds", "case") say nothing about *what* is tested and
  never count as an anchor.

The seed's lesson drives `anchor()`: the key item "an error occurs when the email is missing" must
not attach to `email_conn_string` just because both contain "email". All of an item's content words
(two thirds, for long items) have to meet in one place: one design statement or one line of code.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from utspec.models import Requirement, SourceText

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*|\d+(?:\.\d+)?|[\u30a0-\u30ffー]+|[\u4e00-\u9fff々]+")
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")

_STEM_LEN = 6

#: Synonym groups: every member maps to the group's token (`~name`).
_GROUPS: dict[str, tuple[str, ...]] = {
    "~missing": ("missing", "empty", "blank", "none", "null", "required", "require", "omitted", "absent",
                 "未入力", "空", "必須", "未指定", "未設定", "なし"),
    "~duplicate": ("duplicate", "duplicated", "exists", "exist", "existing", "already", "重複", "既存", "登録済"),
    "~invalid": ("invalid", "malformed", "wrong", "illegal", "bad", "不正", "誤り"),
    "~limit": ("limit", "maximum", "max", "exceed", "exceeds", "over", "above", "upper", "上限", "超過", "最大"),
    "~minimum": ("minimum", "min", "below", "under", "lower", "下限", "最小", "未満"),
    "~send": ("send", "sent", "sending", "deliver", "送信"),
    "~register": ("register", "registration", "registered", "登録"),
}  # fmt: skip

#: Words that carry no subject: they say how a test ends, not what it tests.
_GENERIC = frozenset(
    """a an the is are was were be been being it its this that these those of to in on at by for from
    with without and or not no nor but if when whenever then than so as can cannot could should shall
    must will would may might do does did done has have had there here which who what where how all any
    each every some such case cases test tests tested testing occur occurs occurred happen happens
    normal normally success successful successfully succeed succeeds succeeded error errors fail fails
    failed failure correct correctly properly appropriate appropriately work works expected result
    results value values given returns return returned ok true false one two also only just check
    checks checked verify verified ensure 正常 正常系 異常 異常系 場合 こと エラー 確認 処理 成功 失敗""".split()
)

#: Japanese words for common English column names, so a Japanese design can explain `status IN (3, 5)`.
_GLOSSARY: dict[str, tuple[str, ...]] = {
    "status": ("ステータス", "状態"),
    "type": ("種別", "区分", "タイプ"),
    "kind": ("種別", "区分"),
    "category": ("区分", "カテゴリ"),
    "code": ("コード",),
    "flag": ("フラグ",),
    "role": ("ロール", "権限"),
    "level": ("レベル",),
}


def _stem(word: str) -> str:
    w = word.lower()
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w[:_STEM_LEN]


_GROUP_OF: dict[str, str] = {}
for _token, _members in _GROUPS.items():
    for _m in _members:
        _GROUP_OF[_m if not _m.isascii() else _stem(_m)] = _token


def _raw_words(text: str) -> Iterable[str]:
    for m in _WORD.finditer(text):
        w = m.group(0)
        if w[0].isascii() and w[0].isalpha():
            yield from _CAMEL.findall(w)
        else:
            yield w


def terms(text: str, *, keep_generic: bool = False) -> set[str]:
    """The comparable terms of a text: stems, Japanese runs and synonym-group tokens."""
    out: set[str] = set()
    for w in _raw_words(text):
        if w.isascii():
            if w.isdigit() or not keep_generic and w.lower() in _GENERIC:
                continue
            s = _stem(w)
            if len(s) < 2:
                continue
            out.add(_GROUP_OF.get(s, s))
        else:
            if not keep_generic and w in _GENERIC:
                continue
            out.add(_GROUP_OF.get(w, w))
            # Kanji compounds: bigrams let 注文登録 meet 登録 and 注文.
            if len(w) > 2 and all("\u4e00" <= c <= "\u9fff" for c in w):
                for i in range(len(w) - 1):
                    out.add(_GROUP_OF.get(w[i : i + 2], w[i : i + 2]))
            for member, token in _GROUP_OF.items():
                if not member.isascii() and member in w:
                    out.add(token)
    return out


@dataclass(frozen=True)
class Unit:
    """One place an anchor can be found: a design statement or a line of code."""

    ref: str
    text: str


def anchor_units(requirements: Iterable[Requirement], sources: Iterable[SourceText]) -> list[Unit]:
    """Where a key item may find its footing: design statements (not headings) and non-blank source lines."""
    units = [Unit(r.id, r.text) for r in requirements if r.kind != "heading"]
    for src in sources:
        for n, line in enumerate(src.text.split("\n"), start=1):
            if line.strip():
                units.append(Unit(f"{src.path}:{n}", line))
    return units


@dataclass(frozen=True)
class Anchor:
    unit: Unit | None
    matched: frozenset[str]
    wanted: frozenset[str]

    @property
    def found(self) -> bool:
        return self.unit is not None


def required_share(n: int) -> int:
    """How many of n content terms must meet in one unit: all up to two, two thirds beyond."""
    return n if n <= 2 else -(-2 * n // 3)


def anchor(text: str, units: Sequence[Unit]) -> Anchor:
    """Find the unit that shares enough of `text`'s content terms, preferring the most shared, then the first."""
    wanted = frozenset(terms(text))
    if not wanted:
        return Anchor(None, frozenset(), wanted)
    need = required_share(len(wanted))
    best: tuple[int, int] | None = None
    best_unit: Unit | None = None
    best_match: frozenset[str] = frozenset()
    for i, unit in enumerate(units):
        matched = wanted & terms(unit.text)
        if len(matched) >= need and (best is None or (len(matched), -i) > best):
            best, best_unit, best_match = (len(matched), -i), unit, frozenset(matched)
    return Anchor(best_unit, best_match, wanted)


def overlap(a: str, b: str) -> int:
    """How many content terms two texts share."""
    return len(terms(a) & terms(b))


def mentions_number(text: str, value: str) -> bool:
    """Whether `value` (e.g. "3", "'A'") appears in `text` as a whole token, quotes optional.

    Token edges are ASCII-only: in Japanese text a digit sits right next to kana (ステータス3は).
    """
    v = value.strip("'\"")
    if not v:
        return False
    pattern = rf"(?<![A-Za-z0-9_.]){re.escape(v)}(?![A-Za-z0-9_]|\.\d)" if v[0].isalnum() else re.escape(v)
    return re.search(pattern, text, flags=re.IGNORECASE) is not None


def names_identifier(text: str, identifier: str) -> bool:
    """Whether a text names an identifier (by stem, or a Japanese glossary equivalent)."""
    last = identifier.split(".")[-1]
    words = {_stem(w) for w in _CAMEL.findall(last)} - {""}
    have = terms(text, keep_generic=True)
    if words and words <= have:
        return True
    return any(ja in text for w in _CAMEL.findall(last) for ja in _GLOSSARY.get(w.lower(), ()))
