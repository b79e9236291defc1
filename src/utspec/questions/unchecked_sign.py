"""A key item claiming a guard on a value's sign where the code reads the value and never tests its sign.

go-retryablehttp 0.7.1 reads `resp.Header["Retry-After"]`, parses it with `strconv.ParseInt` and
returns `time.Second * time.Duration(sleep)`: a header of `-5` gives a negative wait. The key item
"A negative Retry-After value is ignored" claims a filter the code lacks. Nothing in the code is a
condition about the sign to link the key item to, so the anchoring found the header's line and
cited the key item as evidence.

The shape: a key item says a negative value of a subject is treated specially (ignored, rejected,
an error, clamped; 無視, エラー, 例外); the subject is a string literal or identifier of the code
(`"Retry-After"`, `retry_after`, `retryAfter`, compared without case, `-` or `_`); within each
function that reads it, the names the value flows into (assignments whose right side names the
value) are never compared with zero nor passed through anything that drops a sign (`max(0, …)`,
`abs`, an unsigned parse, a digits-only pattern). Then the key item is contradicted at the first
line that uses the value unchecked. A subject read nowhere, or read in a function that tests its
sign, is no contradiction. Pure functions of the key item's text and the source texts.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from utspec.models import SourceText

#: A negative value as a key item writes it.
_NEGATIVE = re.compile(
    r"\bnegative\b|\bless\s+than\s+(?:zero|0)\b|\bbelow\s+(?:zero|0)\b|負の|負数|負値|マイナス(?:の|値)", re.I
)
#: Special treatment: the value is dropped, refused, an error, or clamped.
_TREATED = re.compile(
    r"\b(?:ignored|ignores|rejected|rejects|discarded|disregarded|refused|invalid|raises?|throws?|errors?|"
    r"clamped|treated\s+as\s+(?:zero|0)|not\s+used)\b|(?<![\w.])[A-Z]\w*(?:Error|Exception)\b|"
    r"無視|拒否|破棄|エラー|例外|送出|スロー|不正|使用されない|使われない|採用されない|0\s*(?:とみな|として扱|に丸め|に切り上げ|にな)",
    re.I,
)
#: Words of a key item that are never its subject.
_GENERIC = frozenset(
    "a an the is are be value values negative number numbers zero when if given set to of on in and or with "
    "ignored rejected discarded raises raise error errors invalid treated as not used header response request".split()
)
_TOKEN = re.compile(r"[A-Za-z][\w-]*[A-Za-z0-9]")
#: The code's names and string literals (`"Retry-After"`, `retry_after`, `self.retryAfter`).
_CODE_NAME = re.compile(r"""["']([A-Za-z][\w-]*)["']|(?<![\w$])([A-Za-z_$][\w$]*)""")
_DEF = re.compile(
    r"^(?P<ind>\s*)(?:(?:export|public|private|protected|static|async|override)\s+)*(?:def|func|function)\b"
)
#: Assignment targets: `a, b := …`, `if a, ok := …;`, `const a = …`, `a = …`, `a: int = …`.
_NAME = r"(?:(?:self|this)\.)?[A-Za-z_$][\w$]*"
_ASSIGN = re.compile(
    rf"^\s*(?:if\s+|(?:const|let|var)\s+)?(?P<t>{_NAME}(?:\s*,\s*{_NAME})*)\s*(?::\s*[\w\[\].]+\s*)?(?::=|=(?!=))(?P<rhs>.*)$"
)
#: A comparison with zero, or a call that drops a sign (an unsigned parse, a digits-only pattern).
_SIGN_TEST = re.compile(
    r"[<>]=?\s*-?0(?:\.0+)?(?![\w.])|(?<![\w.])-?0(?:\.0+)?\s*[<>]=?|(?:<|>=)\s*1(?![\w.])|"
    r"\b(?:max|Math\.max)\(\s*0\b|\b(?:max|Math\.max)\([^()]*,\s*0(?:\.0+)?\s*\)|\babs\(|\bAbs\(|ParseUint|isdigit|isnumeric|\[0-9\]\+|\\d\+|\bSign\(|\bsign\(|isNegative|signbit",
)
_COMMENT = re.compile(r"^\s*(?://|#|\*|/\*|--)")


@dataclass(frozen=True)
class UncheckedSign:
    subject: str
    """The subject as the code writes it (`Retry-After`)."""
    file: str
    read: int
    """The line that reads the subject."""
    used: int
    """The first statement using the value unchecked (a return, a call, an assignment from it; not a condition)."""
    code: str
    """That line, as written."""


def _norm(s: str) -> str:
    return re.sub(r"[-_\s]", "", s).lower()


def negative_claim(text: str) -> bool:
    """Whether a key item says a negative value is treated specially.

    >>> negative_claim("A negative Retry-After value is ignored")
    True
    >>> negative_claim("負の Retry-After は無視されること")
    True
    >>> negative_claim("stop_max_attempt_number に負の値を指定すると ValueError が送出されること")
    True
    >>> negative_claim("Retry-After が負の値の場合は 0 とみなすこと")
    True
    >>> negative_claim("A negative delay is used as given"), negative_claim("A 429 response is ignored")
    (False, False)
    """
    t = unicodedata.normalize("NFKC", text)
    return bool(_NEGATIVE.search(t) and _TREATED.search(t))


def subjects(text: str) -> list[str]:
    """The key item's candidate subjects, normalised: its specific words and adjacent pairs of them.

    >>> subjects("A negative Retry-After value is ignored")
    ['retryafter']
    >>> subjects("A negative max delay raises ValueError")
    ['max', 'delay', 'maxdelay']
    """
    words = [w for w in _TOKEN.findall(unicodedata.normalize("NFKC", text))
             if w.lower() not in _GENERIC and not re.search(r"(?:Error|Exception)$", w)]  # fmt: skip
    out = [_norm(w) for w in words] + [_norm(a + b) for a, b in zip(words, words[1:])]
    return [w for w in dict.fromkeys(out) if len(w) >= 3]


#: The name a definition line defines: `def harmonic_mean(`, `func (p Parser) Parse(`, `function foo(`.
_DEFINED = re.compile(r"\b(?:def|func|function)\s+(?:\([^()]*\)\s*)?(?P<name>[A-Za-z_$][\w$]*)")


def _defined_name(line: str) -> str | None:
    """The function a definition line defines, or None for any other line.

    >>> _defined_name("def harmonic_mean(data, weights=None):"), _defined_name("func (p Parser) Parse(spec string) {")
    ('harmonic_mean', 'Parse')
    >>> _defined_name("    retry_after = headers.get('Retry-After')") is None
    True
    """
    if not _DEF.match(line):
        return None
    m = _DEFINED.search(line)
    return m.group("name") if m else None


def _function(lines: Sequence[str], n: int) -> tuple[int, int]:
    """The 1-based span of the function holding line `n` (the whole file when none is found)."""
    start, indent = 1, ""
    for k in range(n, 0, -1):
        if m := _DEF.match(lines[k - 1]):
            start, indent = k, m.group("ind")
            break
    else:
        return 1, len(lines)
    for k in range(start + 1, len(lines) + 1):
        line = lines[k - 1]
        if (
            line.strip()
            and len(line) - len(line.lstrip()) <= len(indent)
            and not re.match(r"^\s*[})\]]", line)
        ):
            return start, k - 1
    return start, len(lines)


def _mentions(line: str, names: set[str]) -> bool:
    return any(re.search(rf"(?<![\w$.]){re.escape(v)}(?![\w$])", line) for v in names)


def _targets(m: re.Match[str]) -> set[str]:
    return {t.strip() for t in m.group("t").split(",")}


@dataclass(frozen=True)
class Flow:
    tested: int = 0
    """The first line testing the value's sign (0: none)."""
    used: tuple[int, str] | None = None
    """The first statement using the value before any test: (line, text)."""


def _flow(lines: Sequence[str], span: range, names: set[str], read: int) -> Flow:
    """Where the value is tested and first used over `span`, adding the names it is assigned to as it goes.

    An assignment whose right side opens a parenthesis it closes lines later (`self._x = (` … `)`) assigns
    what those lines name.
    """
    used: tuple[int, str] | None = None
    pending: set[str] = set()
    for k in span:
        line = lines[k - 1]
        if _COMMENT.match(line):
            continue
        touches = k == read or _mentions(line, names)
        if touches and _SIGN_TEST.search(line):
            return Flow(k, used)
        m = _ASSIGN.match(line)
        if m is not None and m.group("rhs").count("(") > m.group("rhs").count(")"):
            pending = _targets(m)  # `self._stop_max_attempt_number = (`: the value comes on the next lines
        elif pending and re.match(r"^\s*\)", line):
            pending = set()
        if k <= read or not touches:
            continue
        if m is not None and _mentions(m.group("rhs"), names):
            names |= _targets(m)
            continue  # a conversion of the value (`strconv.ParseInt(s[0], …)`) is where it is read, not yet used
        if pending:
            names |= pending
        if used is None and not re.match(r"^\s*(?:if|elif|else|while|for|switch|case)\b", line):
            used = (k, line.strip())
    return Flow(0, used)


def _followed(lines: Sequence[str], read: int, subject: str) -> Flow:
    """Where the value read at `read` has its sign tested, and where it is first used.

    The value is followed through its function; once it is stored in an attribute (`self._x`,
    `this.x`) every method may read it, so the whole file is followed too.
    """
    start, end = _function(lines, read)
    names: set[str] = set()
    if (m := _ASSIGN.match(lines[read - 1])) is not None:
        names = _targets(m)
    elif _DEF.match(lines[read - 1]):
        names = {subject}  # a parameter: its name is the value
    local = _flow(lines, range(start, end + 1), names, read)
    if local.tested or not any("." in n for n in names):
        return local
    whole = range(1, len(lines) + 1)
    for _ in range(2):  # twice: a name assigned below its first use (methods in any order)
        if (later := _flow(lines, whole, names, read)).tested:
            return Flow(later.tested, local.used)
    return local


def unchecked_sign(text: str, sources: Sequence[SourceText]) -> UncheckedSign | None:
    """Where the code uses the subject's value with no sign test, when the key item claims a negative is handled."""
    if not negative_claim(text):
        return None
    found: list[UncheckedSign] = []
    for path, _, n, hit, flow in _subject_reads(text, sources):
        if flow.tested:
            return None  # one place that reads the subject tests its sign: the claim may be about it
        if flow.used is not None:
            found.append(UncheckedSign(hit, path, n, flow.used[0], flow.used[1]))
    return found[0] if found else None


def _subject_reads(
    text: str, sources: Sequence[SourceText]
) -> Iterator[tuple[str, list[str], int, str, Flow]]:
    """Each line that reads a subject the text names: (path, the file's lines, line, the name read, its flow)."""
    wanted = set(subjects(text))
    for src in sources:
        lines = src.text.split("\n")
        for n, line in enumerate(lines, start=1):
            if _COMMENT.match(line):
                continue
            hit = next((a or b for a, b in _CODE_NAME.findall(line) if _norm(a or b) in wanted), None)
            if hit is not None and hit == _defined_name(line):
                continue  # "harmonic_mean に負の値…" names the function, whose name holds no value (statistics' KT-4)
            if hit is not None:
                yield src.path, lines, n, hit, _followed(lines, n, hit)


#: A raise expected (`ValueError`, 例外, 送出, raise, throw), as against "is ignored".
_RAISE = re.compile(
    r"(?<![\w.])[A-Z]\w*(?:Error|Exception)\b|\b(?:raise[sd]?|throws?|thrown)\b|例外|送出|スロー", re.I
)
_EXIT = re.compile(r"^\s*(?:raise|throw|return|panic|break|continue)\b")


@dataclass(frozen=True)
class ClampedSign:
    file: str
    line: int
    """The condition testing the value's sign."""
    assignment: str
    """What its body does instead of raising (`result = 0`)."""


def _clamp(lines: Sequence[str], k: int) -> str | None:
    """The first statement of the block under the condition at line `k` when every one assigns, else None."""
    head = lines[k - 1]
    indent = len(head) - len(head.lstrip())
    body: list[str] = []
    for line in lines[k:]:
        if not line.strip() or re.match(r"^\s*}\s*$", line):
            if body and line.strip():
                break
            continue
        if len(line) - len(line.lstrip()) <= indent:
            break
        body.append(line.strip())
    if not body or any(_EXIT.match(b) or not _ASSIGN.match(b) for b in body):
        return None
    return body[0].rstrip(";")


def clamped_sign(text: str, sources: Sequence[SourceText]) -> ClampedSign | None:
    """Where the code clamps the subject's negative value, when the key item expects a raise for it.

    retrying's "wait_incrementing_increment に負の値を指定すると ValueError が送出されること": the increment flows
    through `self._wait_incrementing_increment` into incrementing_sleep's `result`, and `if result < 0:
    result = 0` corrects it; nothing raises. Only a condition whose block assigns and does nothing else.
    """
    if not (negative_claim(text) and _RAISE.search(unicodedata.normalize("NFKC", text))):
        return None
    for path, lines, _, _, flow in _subject_reads(text, sources):
        if flow.tested:
            done = _clamp(lines, flow.tested)
            return ClampedSign(path, flow.tested, done) if done else None
    return None
