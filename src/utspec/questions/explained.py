"""Whether a text explains a literal decision: it names the value together with the decision's subject.

Both sides go through the anchoring module (`utspec.anchoring.anchors`), so a number is found in
its written forms (`5,000円`, `５０００`, `30kg`) and a subject in its names: the identifier, its
words (`status_code`: status and code), a synonym, or a Japanese word the glossary maps to it
(ステータス for `status`, 種別 for `kind`/`type`). A design table row carries its header
("status=3 | meaning=…"), so a table headed `ランク` explains `rank` when the glossary knows it.

A number written only as the end of a range ("1～47", "1 through 5") states a range, not what one
code means: it explains a limit, never a code (`prefCode === 47` is not explained by "1～47").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from utspec.anchoring import Anchor, anchors, stem
from utspec.anchoring.extract import GENERIC_EN
from utspec.anchoring.glossary import en_synonyms
from utspec.questions.leading_digit import class_end, leading_digits
from utspec.questions.limits import code_direction, cut, stated
from utspec.questions.literals import MEASURE_WORDS, Decision, label, words

_RANGE = re.compile(
    r"(\d[\d,]*(?:\.\d+)?)\s*(?:～|〜|~|–|—|--|-|\.\.|から|to|through|thru)\s*(\d[\d,]*(?:\.\d+)?)", re.I
)


def _number_key(value: str) -> str | None:
    """The anchoring module's key for a numeric literal (`-2` -> `2`: a sign is prose there), or None."""
    v = value.lstrip("-+")
    if not re.fullmatch(r"\d+(?:\.\d+)?", v):
        return None
    if "." in v:
        v = v.rstrip("0").rstrip(".")
    return v.lstrip("0") or "0"


def _range_ends(text: str) -> set[str]:
    """The numbers a text writes as the ends of a range (`1～47`, `400--499`, `1 through 5`).

    >>> sorted(_range_ends("error_temp 400--499; 1--5 の範囲"))
    ['1', '400', '499', '5']
    """
    out: set[str] = set()
    for m in _RANGE.finditer(unicodedata.normalize("NFKC", text)):
        for g in m.groups():
            if (k := _number_key(g.replace(",", ""))) is not None:
                out.add(k)
    return out


def names_value(text: str, value: str, *, as_code: bool) -> bool:
    """Whether `text` writes `value` (a number in any written form, or a quoted code's body as a whole token)."""
    key = _number_key(value)
    if key is not None:
        if Anchor("number", key) not in anchors(text):
            return False
        if not as_code:
            return True
        # A code is named when the number stands for itself, not only as the end of a range.
        ends = _range_ends(text)
        if key not in ends:
            return True
        norm = unicodedata.normalize("NFKC", text)
        bare = _RANGE.sub(" ", norm)
        return Anchor("number", key) in anchors(bare)
    body = value.strip("'\"")
    if not body:
        return False
    return re.search(rf"(?<![\w]){re.escape(body)}(?![\w])", unicodedata.normalize("NFKC", text)) is not None


def word_forms(word: str) -> frozenset[Anchor]:
    """The anchors a text may name one word of an identifier by: its stem or its synonym concept."""
    out = {Anchor("word", stem(word))}
    if (concept := en_synonyms().get(word)) is not None:
        out.add(Anchor("word", "@" + concept))
    return frozenset(out)


def _unglue(w: str) -> list[str]:
    """`maxchallenge` (from `_MAXCHALLENGE`) is max + challenge."""
    for prefix in ("max", "min", "default"):
        if w.startswith(prefix) and len(w) - len(prefix) >= 4:
            return [prefix, w[len(prefix) :]]
    return [w]


def content_words(name: str) -> list[str]:
    """The words of a name that say what it is (`len(items)`: items; `MAX_RETRIES`: retries)."""
    lab = label(name)
    parts = [p for w in words(lab) for p in _unglue(w)]
    content = [
        w for w in parts if w not in MEASURE_WORDS | {"default"} and len(w) >= 3 and w not in GENERIC_EN
    ]
    return content or [w for w in words(lab) if len(w) >= 3 and w not in GENERIC_EN]


def name_forms(name: str) -> tuple[Anchor, tuple[frozenset[Anchor], ...]]:
    """How a text may name an identifier: the identifier itself, or every content word of it."""
    return Anchor("ident", label(name).lower()), tuple(word_forms(w) for w in content_words(name))


_ASCII_WORD = re.compile(r"[A-Za-z]+")


def _compound(word: str, text: str) -> bool:
    """Whether two neighbouring words of `text` shorten into `word` (`sampwidth`: "sample width", `framerate`)."""
    if len(word) < 6:
        return False
    ws = [w.lower() for w in _ASCII_WORD.findall(text)]
    for a, b in zip(ws, ws[1:], strict=False):
        for k in range(3, len(a) + 1):
            if word.startswith(a[:k]):
                rest = word[k:]
                if len(rest) >= 3 and (b == rest or b.startswith(rest) or rest.startswith(b) and len(b) >= 3):
                    return True
    return False


def names_subject(text: str, names: Iterable[str]) -> bool:
    """Whether `text` names one of `names` (by identifier, by all its words, or by a glossary word)."""
    have = anchors(text)
    for n in names:
        if not n:
            continue
        ident, parts = name_forms(n)
        if ident in have:
            return True
        if parts and all(p & have for p in parts):
            return True
        content = content_words(n)
        if len(content) == 1 and _compound(content[0], text):
            return True
    return False


def explains(text: str, decision: Decision, value: str, context: str = "", also: Sequence[str] = ()) -> bool:
    """Whether one statement explains one value of a decision.

    `context` is where the statement stands (its section heading): it may name the subject
    ("## Order status codes" above a table of codes) but never the value.
    """
    if not names_value(text, value, as_code=decision.shape != "limit"):
        return by_leading_digit(text, decision, value, context, also)
    if names_subject(f"{context} {text}" if context else text, decision.names or (decision.subject,)):
        return True
    # The value with what its branch raises ("`Infinity` raises `TypeError`" for `if (n === Infinity) throw new
    # TypeError(…)`): the statement says what happens at that value, which is what a question would ask.
    # The value must stand for itself there, not as the end of a range ("1--5 の範囲の数字で始まらない応答" about
    # error_proto does not explain ftplib's `len(parts) != 5` before `raise error_proto(resp)`).
    if also and names_value(text, value, as_code=True) and names_subject(text, tuple(also)):
        return True
    # A limit stated with its direction at the very place the code cuts ("orders of 1000 or more"
    # for `total < 1000`, "2000gを超える" for `weight_g > 2000`) explains it even in other words.
    return decision.shape == "limit" and same_cut(text, decision, value)


def by_leading_digit(
    text: str, decision: Decision, value: str, context: str = "", also: Sequence[str] = ()
) -> bool:
    """Whether `text` explains `value` as an end of a first-digit class it states ("All codes beginning with
    a 5" for `reply >= 500`, "400--499" for `c == '4'`), about the decision's subject, its function, or
    what the branch raises (`also`: `error_temp` for `c == '4'`).
    """
    digits = leading_digits(text)
    # a limit cuts at a class's ends (`reply >= 500`); a code tested alone is a first digit (`c == '4'`)
    single = len(value.strip("'\"")) == 1
    if not digits or single != (decision.shape == "code") or not class_end(value, digits):
        return False
    where = f"{context} {text}" if context else text
    function = label(decision.item.symbol or "")
    names = (*(decision.names or (decision.subject,)), *also)
    return names_subject(where, names) or (
        len(function) >= 4 and Anchor("ident", function.lower()) in anchors(where)
    )


def same_cut(text: str, decision: Decision, value: str) -> bool:
    """Whether `text` states `value` as a limit that cuts where the decision's comparison does."""
    ops = dict(zip(decision.values, decision.ops, strict=False))
    op = ops.get(value)
    direction = code_direction(op) if op else None
    if direction is None:
        return False
    try:
        v = float(value)
    except ValueError:
        return False
    whole = v.is_integer()
    want = cut(v, direction, whole)
    return any(
        st.direction is not None and st.value == v and cut(st.value, st.direction, whole) == want
        for st in stated(text)
    )
