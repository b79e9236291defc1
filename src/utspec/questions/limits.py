"""Numbers a design states for a thing, with their unit and the direction of the limit.

"An order has at most 100 items", "30kg を超える場合", "30 or more", "未満", "`MAX_WEIGHT_KG` は 30":
each number comes out with the words around it (as anchors, so Japanese meets English code through
the glossary), its unit, and where it cuts the number line. A limit's *cut* is where the allowed
side ends: "more than 30" and `> 30` both cut after 30; "30 or more" and `>= 30` cut before 30; for
whole numbers `> 29` and `>= 30` are one cut. A design and a code comparison agree on a limit when
their cuts are the same; they disagree when the number or the direction differs ("more than 30"
against `> 25`, "30 or more" against `> 30`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

from utspec.anchoring import Anchor, anchors
from utspec.questions.not_quantities import not_quantity
from utspec.questions.object_key import object_key

Direction = Literal["gt", "ge", "lt", "le"]

# English direction words before the number, and after it ("30 or more").
_EN_BEFORE: list[tuple[re.Pattern[str], Direction]] = [
    # "greater than or equal to 200" before "greater than" (which would read as `>`)
    (re.compile(r"\b(?:more|greater|larger|higher|longer)\s+than\s+or\s+equal\s+to\s*$", re.I), "ge"),
    (re.compile(r"\b(?:less|fewer|smaller|lower|shorter)\s+than\s+or\s+equal\s+to\s*$", re.I), "le"),
    (re.compile(r"\b(?:more|greater|larger|longer|higher|heavier|later)\s+than\s*$|\b(?:over|above|exceeds?|exceeding|beyond)\s*$", re.I), "gt"),
    (re.compile(r"\b(?:at\s+least|no\s+less\s+than|not\s+less\s+than|no\s+fewer\s+than|minimum(?:\s+of)?|min\.?)\s*$", re.I), "ge"),
    (re.compile(r"\b(?:at\s+most|up\s+to|no\s+more\s+than|not\s+more\s+than|not\s+exceed(?:ing)?|must\s+not\s+exceed|maximum(?:\s+of)?|max\.?|within|until)\s*$", re.I), "le"),
    (re.compile(r"\b(?:less|fewer|smaller|shorter|lower|lighter|earlier)\s+than\s*$|\b(?:under|below)\s*$", re.I), "lt"),
]  # fmt: skip
_EN_AFTER: list[tuple[re.Pattern[str], Direction]] = [
    (re.compile(r"^\s*(?:or|and)\s+(?:more|greater|above|higher|longer|over|later)\b", re.I), "ge"),
    (re.compile(r"^\s*(?:or|and)\s+(?:less|fewer|below|under|lower|shorter|earlier)\b", re.I), "le"),
]  # fmt: skip
# Japanese: the direction follows the number and its unit (30kg を超える, 100件以下, 18歳未満).
_JA_AFTER: list[tuple[re.Pattern[str], Direction]] = [
    (re.compile(r"^\s*(?:を)?\s*(?:超える|超えた|超過|超|より大きい|より多い|より長い|より重い)"), "gt"),
    (re.compile(r"^\s*以上"), "ge"),
    (re.compile(r"^\s*(?:以下|まで|以内)"), "le"),
    (re.compile(r"^\s*(?:未満|より小さい|より少ない|より短い|より軽い|に満たない)"), "lt"),
]  # fmt: skip

_NUMBER = re.compile(r"(?<![A-Za-z_\d.])(-?\d{1,3}(?:,\d{3})+|-?\d+)(\.\d+)?")
_UNIT = re.compile(
    r"^\s*(kg|g|mg|t|km|m|cm|mm|ms|msec|milliseconds?|s|secs?|seconds?|minutes?|mins?|hours?|days?|weeks?|months?|"
    r"years?|%|percent|yen|円|件|個|点|回|文字|桁|歳|日|時間|分|秒|か月|ヶ月|ヵ月|年|バイト|bytes?|kb|mb|gb|items?|"
    r"characters?|chars|digits|times|attempts|lines?|人|名|行|枚|本|冊|"
    # Any katakana word right after a number is its counter or unit in Japanese (ポイント, パーセント,
    # ミリ秒's ミリ, メートル): "10,000ポイント以上" lost its 以上 behind an unlisted unit.
    r"[ァ-ヺー]{2,}(?:秒)?)(?![A-Za-z])",
    re.I,
)
#: Units a count of things never has: `len(items)` is not "5000 yen".
NON_COUNT_UNITS = frozenset(
    "kg g mg t km m cm mm ms msec millisecond milliseconds s sec secs second seconds minute minutes min mins hour hours "
    "day days week weeks month months year years % percent yen 円 歳 日 時間 分 秒 か月 ヶ月 ヵ月 年".split()
)
#: "codes beginning with a 4", "a 5xx error", "4 で始まるコード": every three-digit code with that first digit.
_PREFIX_RANGE = [
    re.compile(
        r"\b(?:codes?|repl(?:y|ies)|responses?|status(?:es)?)\s+(?:beginning|starting|that\s+(?:begin|start)s?)\s+with\s+(?:an?\s+)?[`'\"]?(?P<d>[1-9])\b",
        re.I,
    ),
    re.compile(r"(?<![\w.])(?P<d>[1-9])(?:xx|XX)(?![\w])"),
    re.compile(r"(?<![\d.])[`'\"]?(?P<d>[1-9])[`'\"]?\s*(?:で始まる|から始まる)"),
]
#: What follows a number whose meaning is given: "0 means no retries", "1 = One retry", "0 は無制限を意味".
_MEANING = re.compile(
    r"^[`'\"]?\s*(?:means?\b|stands\s+for\b|=\s*[A-Za-z]|は[^。]*(?:を意味|を表)|:\s*[A-Za-z])", re.I
)
#: A definition list's key: "`limit`: `2`", "RetryMax: …" (the key names what every number of the line is about).
_KEY_LEAD = re.compile(r"^\s*(?:[-*]\s*)?`?(?P<key>[A-Za-z_$][\w$.]*)(?:\([^)]*\))?`?\s*[:：]\s")
_CLAUSE = re.compile(r"[。；;．]|(?<=[a-z\)])\.\s|、(?=[^、]{6,})|,\s+(?:and|but|or|while)\b|:\s")
_WINDOW = 48
_RANGE = re.compile(
    r"(?<![A-Za-z0-9_.])(\d[\d,]*(?:\.\d+)?)\s*(?:[a-zA-Z%円件個歳]+\s*)?(?:～|〜|~|–|—|-|\.\.|から|to|through|thru)\s*(\d[\d,]*(?:\.\d+)?)",
)


@dataclass(frozen=True)
class Stated:
    """A number a statement gives, with the anchors of the words around it."""

    value: float
    unit: str | None
    direction: Direction | None
    near: frozenset[Anchor]
    """Anchors of the words in the number's clause (at most a window either side)."""
    limit_word: bool = False
    """A word of limits stands near it ("limit", "maximum", 上限): the number is a limit even without a direction."""
    meaning: bool = False
    """The statement gives the number's meaning ("0 means no retries", "1 = One retry"), not a value or limit."""
    prefix: bool = False
    """One end of a range of three-digit codes named by their first digit ("codes beginning with a 4", "5xx")."""
    setting: str | None = None
    """The name the number is set to in a keyword setting (`wait_random_max=2000`): the number is that name's."""

    @property
    def is_limit(self) -> bool:
        """Whether the number reads as a limit: a direction, a unit, or a word of limits near it."""
        return self.direction is not None or self.unit is not None or self.limit_word


#: `wait_exponential_max=` right before a number: an example's keyword setting (retrying's readme).
_SETTING_BEFORE = re.compile(r"(?<![\w$])(?P<name>[A-Za-z_$][\w$]*)\s*=\s*$")


def _direction(before: str, after: str) -> Direction | None:
    for pattern, d in _EN_AFTER + _JA_AFTER:
        if pattern.search(after):
            return d
    for pattern, d in _EN_BEFORE:
        if pattern.search(before):
            return d
    return None


def stated(text: str) -> list[Stated]:
    """Every number of a design statement with its unit, its direction and the anchors near it.

    >>> [(s.value, s.unit, s.direction) for s in stated("30kg を超える場合は E003 とする")]
    [(30.0, 'kg', 'gt')]
    >>> [(s.value, s.unit, s.direction) for s in stated("残高が10,000ポイント以上の会員")]
    [(10000.0, 'ポイント', 'ge')]
    >>> [(s.value, s.setting) for s in stated("`wait_random_min=1000, wait_random_max=2000` を指定すると")]
    [(1000.0, 'wait_random_min'), (2000.0, 'wait_random_max')]
    """
    text = unicodedata.normalize("NFKC", text)
    out = []
    bounds = [0] + [m.end() for m in _CLAUSE.finditer(text)] + [len(text)]
    # "1 to 5", "1～47", "1から5まで": the low end is an inclusive lower limit, the high end an upper one.
    ends: dict[int, Direction] = {}
    for r in _RANGE.finditer(text):
        ends[r.start(1)], ends[r.start(2)] = "ge", "le"
    lead = _KEY_LEAD.match(text)
    keyed = (
        frozenset(a for a in anchors(f"`{lead.group('key')}`") if a.kind in ("word", "ident"))
        if lead
        else frozenset()
    )
    prefixed = {m.start("d"): int(m.group("d")) for p in _PREFIX_RANGE for m in p.finditer(text)}
    for m in _NUMBER.finditer(text):
        start, end = m.span()
        if start and text[start - 1].isalpha() and text[start - 1].isascii():
            continue
        if start in prefixed:
            out.extend(_prefix_range(text, prefixed[start], start, bounds, keyed))
            continue  # `E003`, `item2`: a name, not a number (its digits still count as a code elsewhere)
        if not_quantity(text, start, end):
            continue  # "ISO 9362", "5〜6 文字目": a document's name, a position
        lo = max(b for b in bounds if b <= start)
        hi = min(b for b in bounds if b >= end)
        rest = text[end:hi]
        unit_m = _UNIT.match(rest)
        unit = unit_m.group(1).lower() if unit_m else None
        after = rest[unit_m.end() :] if unit_m else rest
        direction = _direction(text[lo:start], after) or ends.get(start)
        before_text = text[max(lo, start - _WINDOW) : start]
        after_text = text[end : min(hi, end + _WINDOW)]
        near = anchors(f"{before_text} {after_text}")
        value = float((m.group(1) + (m.group(2) or "")).replace(",", ""))
        limit_word = bool(
            {Anchor("word", "@limit"), Anchor("word", "@minimum"), Anchor("word", "limit")} & near
        )
        near_kept = frozenset(a for a in near if a.kind in ("word", "ident")) | keyed
        meaning = bool(_MEANING.match(text[end:hi]))
        setting = _SETTING_BEFORE.search(text[lo:start])
        # `{ pointsPerUnique: 1, pointsPerRepeat: 0.5 }`: the key before the colon owns the number (object_key)
        key = setting.group("name") if setting else object_key(text, start)
        out.append(Stated(value, unit, direction, near_kept, limit_word, meaning, setting=key))  # fmt: skip
    return out


def _prefix_range(
    text: str, digit: int, start: int, bounds: list[int], keyed: frozenset[Anchor]
) -> list[Stated]:
    """ "codes beginning with a 4": the three-digit codes 400 to 499, as a lower and an upper limit."""
    lo = max(b for b in bounds if b <= start)
    hi = min(b for b in bounds if b > start)
    near = frozenset(
        a
        for a in anchors(text[max(lo, start - _WINDOW) : min(hi, start + _WINDOW)])
        if a.kind in ("word", "ident")
    )
    near |= keyed
    return [
        Stated(digit * 100.0, None, "ge", near, prefix=True),
        Stated(digit * 100.0 + 99, None, "le", near, prefix=True),
    ]


def cut(value: float, direction: Direction, whole: bool) -> tuple[float, bool]:
    """Where a limit splits the numbers: (point, point-is-on-the-upper-side).

    For whole numbers every cut is written as "after n" ((n, False)): `>= 30` is `> 29`.
    """
    upper = direction in ("ge", "lt")  # `>= 30` and `< 30`: 30 is on the upper side
    if whole and upper and float(value).is_integer():
        return (value - 1, False)
    return (value, upper)


_CODE_DIRECTIONS: dict[str, Direction] = {">": "gt", ">=": "ge", "<": "lt", "<=": "le"}


def code_direction(operator: str) -> Direction | None:
    return _CODE_DIRECTIONS.get(operator)
