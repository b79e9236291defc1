"""What a key item claims: the value(s) it names and the outcome it expects for them.

"A 404 response is retried" claims that the value 404 leads to a retry (a *positive* outcome);
"POST リクエストは 503 でも再試行されないこと" that 503 (with POST) leads to none (*negative*);
"HTTP/1.0 の場合は接続を拒否すること" that HTTP/1.0 leads to an *error*. The values are the literals a
person would type into a test: numbers that are not amounts with a unit ("2 回", "5 seconds"), quoted
strings, protocol tokens (`HTTP/1.0`) and upper-case code words (`TRACE`, `ECONNABORTED`). A value
the text negates ("NONE 以外", "other than 200") is no value: the claim is about every other one.

Pure functions of the text (EN and JA); `utspec.questions.flow` evaluates a claim against the code.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

from utspec.anchoring import Anchor, anchors

Polarity = Literal["positive", "negative", "error"]

# Checked in this order: a negative predicate contains a positive stem ("is not retried", "再試行されない"),
# and an error is an outcome of its own ("接続を拒否すること").
_NEGATIVE = [
    re.compile(
        r"\b(?:is|are|was|were|be|gets?)\s+not\s+\w+|\b(?:isn't|aren't|doesn't|does\s+not|do\s+not|never)\b"
        r"|^\s*no\s+(?:retry|redirect|retries)\b",
        re.I,
    ),  # fmt: skip
    re.compile(r"(?:され|れ|さ|し|なら|含まれ|表示され|開け|でき|行われ|送られ|返さ)ない(?:こと)?[。.]?\s*$"),
]
_ERROR_EN = re.compile(
    r"\b(?:raises?|raised|throws?|thrown|rejects|reject|refuses|fails\s+with)\b|\b(?:is|are|gets?)\s+(?:rejected|refused)\b",
    re.I,
)
_ERROR_JA = re.compile(
    r"(?:エラー|例外|拒否|送出|失敗)(?:に|と)?(?:なる|する|され|を返)|拒否|(?:発生|送出)する(?:こと)?[。.]?\s*$"
)
#: An exception named with "になる" / "が発生する": an error ("IOException になること", "wave.Error が発生すること").
_EXCEPTION_JA = re.compile(
    r"(?:Error|Exception|error_\w+)\s*(?:に|と)(?:なる|なり)|(?:Error|Exception|error_\w+)\s*が(?:発生|送出)"
)
#: Where an English claim's own outcome ends and its condition begins ("… is rejected when …").
_SUBORDINATE_EN = re.compile(r"\b(?:when|whenever|if|unless|once|because|after|while)\b", re.I)
_POSITIVE = [
    re.compile(
        r"\b(?:is|are|gets?)\s+(?:retried|followed|accepted|kept|included|listed|shown|skipped|opened|written|"
        r"allowed|resolved|read|sent|used|redirected)\b|\b(?:keeps|opens|succeeds|accepts)\b",
        re.I,
    ),
    re.compile(
        r"(?:再試行される|再試行する|開ける|開く|開かれる|書き込まれる|含まれる|表示される|受け付けられる|成功する|送られる|送信される"
        r"|リダイレクトされる|追従する|と判定される|と判断される|とみなされる)(?:こと)?[。.]?\s*$"
    ),  # fmt: skip
]
#: A number that counts or measures something ("2 回", "5 seconds", "10 MB"), not a value to decide on.
_UNIT_AFTER = re.compile(
    r"^\s*(?:[A-Za-z]+\s+(?=(?:lines|times|bytes|items|recipients|retries|attempts|characters|seconds|minutes)\b))?(?:回|秒|分|時間|日|件|個|行|人|バイト|文字|倍|ミリ秒|ms\b|s\b|secs?\b|seconds?\b|minutes?\b|hours?\b|days?\b|"
    r"times\b|attempts\b|retries\b|bytes?\b|kb\b|mb\b|gb\b|%|x\b|consecutive\b|recipients?\b|lines?\b)",
    re.I,
)
#: What a value is negated by ("NONE 以外", "other than 200", "except 501").
#: ... and a value or a range said not to be ("0〜7 の整数でないとき": every value outside 0 to 7).
_NEGATED_AFTER = re.compile(
    r"^\s*[`'\"]?\s*(?:(?:[〜~～-]\s*-?\d+(?:\.\d+)?\s*)?(?:の\s*[^\s、。,]{1,6}?\s*)?(?:でない|ではない|じゃない)|以外|を除)"
)
_NEGATED_BEFORE = re.compile(
    r"(?:other\s+than|except(?:\s+for)?|not|besides|but)\s+(?:an?\s+)?[`'\"]?$", re.I
)
_NUMBER = re.compile(r"(?<![\w.:/-])-?\d+(?:\.\d+)?(?![\w.]|\s*[:：]\s*\d)")
_QUOTED = re.compile(r"'([^'\n]{1,40})'|\"([^\"\n]{1,40})\"|“([^”\n]{1,40})”|`([^`\n]{1,40})`")
#: A header's value ("Retry-After: 2"): a setting, not a code the claim decides on.
_HEADER_BEFORE = re.compile(r"\b[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)+:\s*$")
_PROTOCOL = re.compile(r"\b[A-Z]{2,8}/\d(?:\.\d)?\b")
_CODE_WORD = re.compile(r"(?<![\w-])[A-Z][A-Z_]{2,}(?: [A-Z][A-Z_]{1,})*(?![\w-])")
#: Upper-case words that are prose, not codes ("HTTP request", "OK").
_NOT_CODES = frozenset(
    {"HTTP", "HTTPS", "URL", "API", "JSON", "XML", "SQL", "OK", "TLS", "SSL", "FTP", "SMTP", "DNS", "IO"}
)


@dataclass(frozen=True)
class Claim:
    values: tuple[str, ...]
    """Literal values, as a test would write them: `404`, `'rw'`, `'HTTP/1.0'` (strings quoted)."""
    polarity: Polarity | None
    anchors: frozenset[Anchor]
    """The text's anchors (what its words and names can meet in code)."""


def polarity(text: str) -> Polarity | None:
    """The outcome a claim expects: positive, negative, error, or None when its words do not say.

    English is read in its main clause only ("login tries the next mechanism when one is rejected"
    expects no error); Japanese at its predicate (the end), where negative and positive are told apart.
    """
    t = unicodedata.normalize("NFKC", text)
    main = _SUBORDINATE_EN.split(t, maxsplit=1)[0]
    if _ERROR_EN.search(main) or _EXCEPTION_JA.search(t):
        return "error"
    if any(p.search(main if i == 0 else t) for i, p in enumerate(_NEGATIVE)):
        return "negative"
    if _ERROR_JA.search(t):
        return "error"
    if any(p.search(main if i == 0 else t) for i, p in enumerate(_POSITIVE)):
        return "positive"
    return None


def _negated(text: str, start: int, end: int) -> bool:
    return bool(_NEGATED_AFTER.match(text[end:]) or _NEGATED_BEFORE.search(text[:start]))


def values(text: str) -> tuple[str, ...]:
    """The literal values a claim names (see the module docstring); () when one of them is negated."""
    t = unicodedata.normalize("NFKC", text)
    out: list[str] = []
    spans: list[tuple[int, int]] = []
    for m in _QUOTED.finditer(t):
        body = next(g for g in m.groups() if g is not None)
        if _negated(t, m.start(), m.end()):
            return ()
        spans.append(m.span())
        if " " in body:  # a status line "HTTP/2.0 200 OK": its protocol token and numbers
            out += [f"'{p}'" for p in _PROTOCOL.findall(body)] + re.findall(r"(?<![\w./])\d+(?![\w.])", body)
        elif re.fullmatch(r"-?\d+(?:\.\d+)?", body):
            out.append(body)
        elif not re.fullmatch(r"[A-Za-z_][\w.]*\(.*\)|[a-z_]+[A-Z_]\w*", body):  # not a call or an identifier
            out.append(f"'{body}'")
    inside = lambda i: any(a <= i < b for a, b in spans)  # noqa: E731
    for m in _PROTOCOL.finditer(t):
        if not inside(m.start()):
            out.append(f"'{m.group(0)}'")
            spans.append(m.span())
    for m in _CODE_WORD.finditer(t):
        if inside(m.start()) or m.group(0) in _NOT_CODES:
            continue
        if _negated(t, m.start(), m.end()):
            return ()
        out.append(f"'{m.group(0)}'")
    for m in _NUMBER.finditer(t):
        if inside(m.start()) or _UNIT_AFTER.match(t[m.end() :]) or _HEADER_BEFORE.search(t[: m.start()]):
            continue
        if _negated(t, m.start(), m.end()):
            return ()
        out.append(m.group(0))
    return tuple(dict.fromkeys(out))


def negates_a_number(text: str) -> bool:
    """Whether the text says a number or a range is *not* the case ("0〜7 の整数でないとき", "other than 200"): it is
    about every other value, so a place testing those numbers holds on the side the text does not describe.

    >>> negates_a_number("`mode` が 0〜7 の整数でないときは ValueError"), negates_a_number("mode が 8 のときは ValueError")
    (True, False)
    """
    t = unicodedata.normalize("NFKC", text)
    return any(_negated(t, m.start(), m.end()) for m in _NUMBER.finditer(t))


def claim(text: str) -> Claim:
    """A key item's claim: its values, the outcome it expects, and its anchors.

    >>> c = claim("A 404 response is retried")
    >>> (c.values, c.polarity)
    (('404',), 'positive')
    >>> (claim("POST リクエストは 503 でも再試行されないこと").values, claim("POST リクエストは 503 でも再試行されないこと").polarity)
    (("'POST'", '503'), 'negative')
    """
    return Claim(values(text), polarity(text), anchors(text))
