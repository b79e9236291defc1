"""Text to anchors: the specific things two texts must share to be about the same test.

An anchor is (kind, key). Kinds, from most to least specific:

- `exception`: an exception type (`ValueError`, `OutOfStockException`), lower-cased;
- `message`: a quoted string of four or more characters ("email is required", 「危険物引当」), or a
  quoted symbol of one to three marks (`"@" not in email` and 「@」のないメールアドレス: the one thing
  that tells this check from the other checks of the same field);
- `ident`: a whole identifier with inner structure (`max_length`, `retry.methods`, `isBlank`);
- `number`: a literal value, unit and number format removed (`5,000円`, `５０００`, `30kg` -> 5000, 5000, 30);
- `outcome`: set by callers that read a statement's outcome (the designer's "the main path succeeds");
- `subject_value`: set by callers that pair a thing with the value it is tested at (`weight@0`:
  the designer's boundary cases and the statements naming both);
- `word`: an English word part (identifiers split on snake and camel case, cut to a stem) or a
  Japanese content word (SudachiPy's normalised form), plus the English concept of each Japanese
  word the glossary knows (例外 -> exception), so Japanese designs meet English code.

Generic words ("error", "succeeds", こと, 場合) are never anchors: they say how a test ends, not what it is about.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from utspec.anchoring.anchor import Anchor as Anchor
from utspec.anchoring.anchor import AnchorKind as AnchorKind
from utspec.anchoring.dates import without_dates
from utspec.anchoring.glossary import en_synonyms, ja_to_en, phrases
from utspec.anchoring.ja_ratio import ratio_keys
from utspec.anchoring.japanese import content_words
from utspec.anchoring.symbols import named_marks, quoted_marks

_QUOTED = re.compile(r'"([^"\n]{4,}?)"|\'([^\'\n]{4,}?)\'|「([^」\n]{2,}?)」|“([^”\n]{4,}?)”')
_NUMBER = re.compile(r"(?<![A-Za-z_\d.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")
#: NaN is a value like a number literal: "returns `NaN`" meets `isNaN(year)`, `math.isnan(x)`, `float("nan")`.
_NAN = re.compile(r"(?<![A-Za-z])(?:is_?)?nan(?![a-z])", re.IGNORECASE)
_EXCEPTION = re.compile(r"(?:Error|Exception|Exit|Interrupt|Warning)$")
_CODE_SPAN = re.compile(r"`([^`\n]+)`")
_HYPHENATED = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z][A-Za-z0-9]*)+")
_JA_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff々ー]+")

#: English words that say nothing about *what* is tested.
GENERIC_EN = frozenset(
    """a an the is are was were be been being it its this that these those of to in on at by for from with without
    and or not no nor but if when whenever then than so as can cannot could should shall must will would may might
    do does did done has have had there here which who what where how all any each every some such case cases test
    tests tested testing occur occurs occurred happen happens normal normally success successful successfully
    succeed succeeds succeeded error errors fail fails failed failure correct correctly properly appropriate
    appropriately work works expected result results value values given return returns returned ok true false one
    two also only just check checks checked verify verified ensure self this new let const var final
    static public private int str string bool void get set use used using type eg ie re""".split()
)

_STEM_LEN = 7


def stem(word: str) -> str:
    """A crude English stem: lower case, plural and -ed/-ing cut, at most seven letters."""
    w = word.lower()
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    for suffix in ("ing", "ed"):
        if len(w) > len(suffix) + 3 and w.endswith(suffix):
            w = w[: -len(suffix)]
            break
    return w[:_STEM_LEN]


def _number_key(whole: str, frac: str | None) -> str:
    value = whole.replace(",", "") + (frac or "")
    if "." in value:
        value = value.rstrip("0").rstrip(".")
    return value.lstrip("0") or "0"


def _english(token: str, out: set[Anchor]) -> None:
    parts = [p for p in _CAMEL.findall(token.replace(".", "_")) if p]
    structured = "_" in token.strip("_") or "." in token or len(parts) > 1
    if _EXCEPTION.search(token) and token[0].isupper():
        out.add(Anchor("exception", token.split(".")[-1].lower()))
    if structured:
        out.add(Anchor("ident", token.lower()))
        if "." in token:
            out.add(Anchor("ident", token.split(".")[-1].lower()))
    synonyms = en_synonyms()
    if (concept := synonyms.get(token.lower())) is not None:
        out.add(Anchor("word", "@" + concept))
    for p in parts:
        if (concept := synonyms.get(p.lower())) is not None:
            out.add(Anchor("word", "@" + concept))
        if len(p) < 3 or p.lower() in GENERIC_EN:
            continue
        out.add(Anchor("word", stem(p)))


def _concept(en: str, out: set[Anchor]) -> None:
    """Add the anchor of an English glossary word: its synonym concept if it has one, else its stem."""
    if (concept := en_synonyms().get(en.lower())) is not None:
        out.add(Anchor("word", "@" + concept))
    elif en not in GENERIC_EN:
        out.add(Anchor("word", stem(en)))


#: Code and prose that test for absence: `not email`, `!prefecture`, `x is None`, `== null`, "no items".
_ABSENT = re.compile(
    r"`\s*(?:not\s+|!)[A-Za-z_][\w.]*(?:\(\))?\s*`|\bis\s+None\b|[!=]==?\s*(?:null|undefined|None|nil|\"\"|'')|"
    r"\.(?:isEmpty|isBlank)\(\)|\blen\([^)]*\)\s*==\s*0\b|\.length\s*===?\s*0\b|\b(?:no|without|zero)\s+[a-z]+|"
    r"(?<![\d.,])0\s*(?:件|個|行|文字)"  # 明細0件, 0文字: none at all
)


def _japanese(run: str, out: set[Anchor]) -> None:
    glossary = ja_to_en()
    for surface, norm in content_words(run):
        concepts = [en for form in (surface, norm) for en in glossary.get(form, ())]
        # A glossary word counts once, as its concept: 会員 and `member` are one anchor, not two.
        for en in concepts:
            _concept(en, out)
        if not concepts:
            out.add(Anchor("word", norm))
    # Glossary phrases inside the run, longest first and never overlapping: メールアドレス is `email`,
    # not also メール (`mail`) and アドレス (`address`).
    rest = run
    for phrase in phrases():
        if phrase in rest:
            for en in glossary[phrase]:
                _concept(en, out)
            rest = rest.replace(phrase, "\0")


@lru_cache(maxsize=65536)
def anchors(text: str) -> frozenset[Anchor]:
    """Every anchor of a text (design statement, key item, case or code line).

    >>> {Anchor("exception", "valueerror"), Anchor("ident", "max_length"), Anchor("number", "5000")} <= anchors(
    ...     "`max_length` over 5,000円 raises ValueError")
    True
    >>> Anchor("message", "@") in anchors('if "@" not in email:') & anchors("「@」のないメールアドレスが拒否されること")
    True
    >>> Anchor("number", "nan") in anchors("if (isNaN(year)) {") & anchors("'abc' を渡すと NaN を返す")
    True
    """
    text = unicodedata.normalize("NFKC", text)
    out: set[Anchor] = set()
    for m in _QUOTED.finditer(text):
        body = next(g for g in m.groups() if g is not None).strip()
        if len(body) >= 2:
            out.add(Anchor("message", body.lower()))
    out |= quoted_marks(text)  # "@", 「-」: a quoted mark alone is a message (symbols.py)
    out |= named_marks(text)  # ハイフン, "commas": a mark named in words is the same message
    # A date is one value: its parts are no numbers and its 年/月/日 no words (dates.py).
    undated, dates = without_dates(text)
    out.update(Anchor("number", d) for d in dates)
    for m in _NUMBER.finditer(undated):
        value = m.group(1).replace(",", "") + (m.group(2) or "")
        if (ratio := ratio_keys(value, text[m.end() :])) is not None:
            out.update(
                Anchor("number", _number_key(k, None)) for k in ratio
            )  # 1割引: 0.1 and 0.9 (ja_ratio.py)
            continue
        out.add(Anchor("number", _number_key(m.group(1), m.group(2))))
    if _NAN.search(undated):
        out.add(Anchor("number", "nan"))
    for m in _IDENT.finditer(text):
        _english(m.group(0), out)
    for span in _CODE_SPAN.finditer(text):
        # A name written as code (`separator`, `entities`) is an identifier even without inner structure.
        for m in _IDENT.finditer(span.group(1)):
            if len(m.group(0)) >= 3 and m.group(0).lower() not in GENERIC_EN:
                out.add(Anchor("ident", m.group(0).lower()))
    for m in _HYPHENATED.finditer(text):
        # `Retry-After` and `X-RateLimit-Reset` are spelled retryAfter and rateLimitReset in code.
        parts = [p for p in m.group(0).split("-") if p]
        if parts and parts[0].lower() == "x":
            parts = parts[1:]
        if len(parts) > 1:
            out.add(Anchor("ident", "".join(parts).lower()))
    for m in _JA_RUN.finditer(undated):
        _japanese(m.group(0), out)
    if _ABSENT.search(text):
        out.add(Anchor("word", "@missing"))
    return frozenset(out)


def normalise(text: str) -> str:
    """The form messages are compared in: NFKC, lower case, whitespace collapsed."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).lower()
