"""Replace secrets in text with stable placeholders before anything leaves the process.

Design docs, code and key-item files routinely carry connection strings and keys (the seed's
`email_conn_string`). Three kinds of detection run over every text:

1. utspec's own detectors (`utspec.llm.secret_patterns`), most specific first, in whatever quoting
   the text has *after* the prompt builders encoded it (JSON's `\\"x\\"` included);
2. detect-secrets' detectors (`utspec.llm.secret_library`), which know many vendors' token shapes;
3. a sweep of every secret value already found, wherever it appears again without the context
   that gave it away: a SQL literal in a checklist's `values`, a question quoting a literal.

The same secret gets the same placeholder for the life of a `Redactor` (one run), so a model can
still tell two secrets apart and a replay key does not depend on the secret itself.

>>> r = Redactor(library=False)
>>> r.redact("endpoint=https://x.communication.azure.com/;accesskey=bm90LWEtcmVhbC1rZXk=")
'[REDACTED:conn-string:1]'
>>> r = Redactor(library=False)
>>> r.redact("password=hunter2 and again password=hunter2")
'password=[REDACTED:password:1] and again password=[REDACTED:password:1]'
>>> r.redact('{"q": "SELECT 1 WHERE pw = \\'hunter2\\'", "values": ["hunter2"]}')
'{"q": "SELECT 1 WHERE pw = \\'[REDACTED:password:1]\\'", "values": ["[REDACTED:password:1]"]}'
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from utspec.llm.secret_patterns import DETECTORS, Detector, SecretKind, looks_like_reference

__all__ = ["Redactor", "SecretKind", "input_texts", "shannon_entropy"]

_TOKEN = re.compile(r"(?<![A-Za-z0-9+/=_\-])[A-Za-z0-9+/=_\-]{20,}(?![A-Za-z0-9+/=_\-])")
_SNAKE_OR_KEBAB = re.compile(r"^[A-Za-z]+(?:[_\-][A-Za-z0-9]+)+$")
_CAMEL = re.compile(r"^[A-Za-z][a-z]+(?:[A-Z][a-z]+|[0-9]+)*$")
_PATH_SEGMENT = re.compile(r"^[A-Za-z]?[a-z0-9_\-]*$")
#: A keyword argument as documentation writes it: `stop_max_delay=10000`, `wait_random_min=1000`, `jitter=None`.
_SETTING = re.compile(
    r"^(?P<name>[A-Za-z_][A-Za-z0-9_]*)=(?P<value>[0-9]{1,10}(?:\.[0-9]+)?|[A-Za-z][A-Za-z0-9_]*)$"
)
_PLACEHOLDER = re.compile(r"(\[REDACTED:[a-z\-]+:\d+\])")
#: A secret shorter than this is replaced only where its context names it, not swept everywhere:
#: a three-letter "password" would otherwise take every `abc` out of the prompt.
MIN_SWEPT = 4


class Redactor:
    """Find secrets and replace them with `[REDACTED:<kind>:<n>]`, numbered per kind in order of first sight.

    Args:
        high_entropy: also replace long random-looking tokens that no pattern names.
        entropy_ratio: a token counts as random when its Shannon entropy reaches this share of the
            most a string of its length can have (log2 of the length, capped at 64 symbols). A fixed
            bits-per-character cut-off does not work: a random 20-character key has about 3.8 bits,
            a 41-character snake_case name about 4.1. At 0.8, random base64 and alphanumeric tokens
            of 20+ characters are caught (>99% in a simulation) and hex (git SHAs, UUIDs) is not.
        min_token_len: shortest token the entropy check considers.
        library: also run detect-secrets' detectors (off in doctests and micro-benchmarks only).
    """

    def __init__(
        self,
        *,
        high_entropy: bool = True,
        entropy_ratio: float = 0.8,
        min_token_len: int = 20,
        library: bool = True,
    ) -> None:
        self._high_entropy = high_entropy
        self._entropy_ratio = entropy_ratio
        self._min_token_len = min_token_len
        self._library = library
        self._placeholders: dict[tuple[SecretKind, str], str] = {}
        self._known: dict[str, str] = {}
        self._sweep: re.Pattern[str] | None = None
        self._per_kind: Counter[str] = Counter()
        self._learned: set[int] = set()
        self._named: set[str] = set()  # found by a pattern or detect-secrets, not by entropy alone

    def redact(self, text: str) -> str:
        """Return `text` with every secret found replaced; placeholders already there are left alone."""
        return self._redact(text, entropy=self._high_entropy)

    def learn(self, texts: Iterable[str]) -> None:
        """Find the secrets in `texts` without rewriting them, so `redact_known` and the sweep know them.

        A run learns its inputs (design, code, key items) before it writes anything, so a secret
        that reaches an artifact out of context (a checklist value, a question) is still replaced.
        """
        for text in texts:
            digest = hash(text)
            if digest in self._learned:  # a run shows the same sources every round: read them once
                continue
            self._learned.add(digest)
            self._redact(text, entropy=self._high_entropy)

    def redact_known(self, text: str) -> str:
        """Replace only the secrets already found, wherever they appear; never number a new one.

        For artifacts and logs: a test input the model invented (`password = "wrong-pass"`) is not
        one of the user's secrets and stays readable, while every planted value is gone.
        """
        return _outside_placeholders(self._swept, text)

    def artifact_scrub(self, documented: Iterable[str]) -> Callable[[str], str]:
        """Return `redact_known` for the run's own artifacts, sparing the documented values among its finds.

        `documented` are the values the inputs state as a call's result (`documented_results`). One is
        spared only when nothing but the entropy check found it: a value any pattern or detect-secrets
        named (a password, a vendor key) stays replaced even where a sentence says a call returns it.
        Model requests never use this: they are redacted afresh, entropy included (`redact_final`).
        """
        spared = {
            value
            for value in documented
            if value not in self._named and self._known.get(value, "").startswith("[REDACTED:high-entropy:")
        }
        if not spared:
            return self.redact_known
        kept = {secret: found for secret, found in self._known.items() if secret not in spared}
        if not kept:
            return lambda text: text
        sweep = _sweep_pattern(kept)
        return lambda text: _outside_placeholders(
            lambda part: sweep.sub(lambda m: kept[_unescape(m.group(0), kept)], part), text
        )

    def redact_final(self, text: str) -> str:
        """Redact `text`, then check it once more in the encoding it leaves in (a JSON string).

        The transport JSON-encodes each message; a secret whose quotes only the encoded form shows
        must not slip through because the patterns ran before that encoding.
        """
        out = self.redact(text)
        encoded = json.dumps(out, ensure_ascii=False)
        again = self._redact(encoded, entropy=False)
        if again == encoded:
            return out
        try:
            decoded = json.loads(again)
        except ValueError:  # a replacement cut an escape in half: send the redacted encoded form
            return again
        return decoded if isinstance(decoded, str) else again

    def redact_messages(self, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Return copies of chat messages with every text content redacted.

        Every message is read once before any is rewritten, so a value named a secret in one place
        (the source) is replaced in every other (the checklist block above it, another message).
        """
        self.learn(_texts(messages))
        return [self._redact_message(message) for message in messages]

    def counts(self) -> dict[str, int]:
        """Return how many distinct secrets of each kind were replaced so far."""
        return dict(self._per_kind)

    def _redact(self, text: str, *, entropy: bool) -> str:
        original = text
        for detector in DETECTORS:
            text = _outside_placeholders(self._bound(detector), text)
        view = _unescaped_view(original)
        if view != original:  # learn what the escapes hid; the sweep below replaces it in place
            for detector in DETECTORS:
                _outside_placeholders(self._bound(detector), view)
        if self._library:
            self._learn_library(view)
        if entropy:
            text = _outside_placeholders(self._random_tokens, text)
        return _outside_placeholders(self._swept, text)

    def _bound(self, detector: Detector) -> Callable[[str], str]:
        def run(part: str) -> str:
            return detector(part, self._placeholder)

        return run

    def _learn_library(self, text: str) -> None:
        from utspec.llm.secret_library import library_secrets

        for kind, value in library_secrets(text):
            if not looks_like_reference(value):
                self._placeholder(kind, value)

    def _redact_message(self, message: dict[str, Any]) -> dict[str, Any]:
        out = dict(message)
        content = message.get("content")
        if isinstance(content, str):
            out["content"] = self.redact_final(content)
        elif isinstance(content, list):  # multi-part content: only text parts carry input text
            out["content"] = [
                {**part, "text": self.redact_final(part["text"])}
                if isinstance(part, dict) and isinstance(part.get("text"), str)
                else part
                for part in content
            ]
        return out

    def _placeholder(self, kind: SecretKind, secret: str, same_as: str | None = None) -> str:
        if kind != "high-entropy":
            self._named.add(secret)
        found = self._known.get(secret) or self._placeholders.get((kind, secret)) or same_as
        if found is None:
            self._per_kind[kind] += 1
            found = f"[REDACTED:{kind}:{self._per_kind[kind]}]"
            self._placeholders[(kind, secret)] = found
        if secret not in self._known and len(secret) >= MIN_SWEPT:
            self._known[secret] = found
            self._sweep = None
        return found

    def _swept(self, text: str) -> str:
        if not self._known:
            return text
        if self._sweep is None:
            self._sweep = _sweep_pattern(self._known)
        return self._sweep.sub(lambda m: self._known[_unescape(m.group(0), self._known)], text)

    def _random_tokens(self, text: str) -> str:
        return _TOKEN.sub(self._random_token, text)

    def _random_token(self, match: re.Match[str]) -> str:
        token = match.group(0)
        if len(token) < self._min_token_len or not _looks_random(token, self._entropy_ratio):
            return token
        return self._placeholder("high-entropy", token)


def input_texts(*groups: Iterable[Any]) -> list[str]:
    """Return the `text` of every input (requirements, key items, sources) for `Redactor.learn`."""
    return [item.text for group in groups for item in group if isinstance(getattr(item, "text", None), str)]


def _texts(messages: list[dict[str, Any]]) -> Iterable[str]:
    for message in messages:
        content = message.get("content")
        if isinstance(content, str):
            yield content
        elif isinstance(content, list):
            yield from (p["text"] for p in content if isinstance(p, dict) and isinstance(p.get("text"), str))


def _outside_placeholders(detector: Callable[[str], str], text: str) -> str:
    # A placeholder must never be read as a secret (`[REDACTED:api-key:1]` looks like
    # `api-key: 1`), so that redacting twice changes nothing.
    parts = _PLACEHOLDER.split(text)
    return "".join(part if i % 2 else detector(part) for i, part in enumerate(parts))


_UNICODE_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")
_ESCAPED_QUOTE = re.compile(r"\\+([\"'])")


def _unescaped_view(text: str) -> str:
    """Return `text` with JSON's escapes undone, however deep (only read, never sent)."""
    if "\\" not in text:
        return text
    text = _UNICODE_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), text)
    return _ESCAPED_QUOTE.sub(r"\1", text).replace("\\n", "\n")


def _escaped(secret: str) -> str:
    return json.dumps(secret, ensure_ascii=False)[1:-1]


def _sweep_pattern(known: dict[str, str]) -> re.Pattern[str]:
    forms = {form for secret in known for form in (secret, _escaped(secret))}
    alternatives = "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))
    # Whole values only: `hunter2` goes, `hunter2x` (another word) is not cut in half.
    # `\uff1ahunter2` (ASCII-escaped JSON) ends its escape in a letter: that is still a boundary.
    return re.compile(rf"(?:(?<![A-Za-z0-9_])|(?<=\\u[0-9a-fA-F]{{4}}))(?:{alternatives})(?![A-Za-z0-9_])")


def _unescape(found: str, known: dict[str, str]) -> str:
    if found in known:
        return found
    return next(secret for secret in known if _escaped(secret) == found)


def _looks_random(token: str, entropy_ratio: float) -> bool:
    if not (any(c.isdigit() for c in token) and any(c.isalpha() for c in token)):
        return False
    if _is_identifier(token) or _is_setting(token) or _is_arithmetic(token):
        return False
    if "/" in token and all(_is_path_segment(segment) for segment in token.split("/")):
        return False  # src/utspec/checklist_v2, docs/api/getUserById2: paths, where base64 mixes cases
    return shannon_entropy(token) >= entropy_ratio * math.log2(min(len(token), 64))


def _is_identifier(token: str) -> bool:
    # test_case_001_rejects_empty, getUserById2FromCache: long, mixed, and plainly not random.
    # Random text almost never keeps to these shapes (no two capitals in a row, words of letters).
    return (
        bool(_CAMEL.match(token))
        or (bool(_SNAKE_OR_KEBAB.match(token)) and sum(c.isdigit() for c in token) < 4)
        or _worded(token)
    )


#: The parts of an identifier: an acronym before a word (`RSA` of `RSAEncryption`), a word, an acronym, digits.
_PARTS = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")

#: Acronyms that carry their number (`MD5`, `SHA256`, `UTF8`): one word of a name, not a short part and digits.
#: pg-protocol's `authenticationMD5Password` (parts `MD` and `5`) was scrubbed from the drafted spec as
#: `[REDACTED:high-entropy:1]`, and the review then blocked the clean draft for a value the code does not give.
#: Only these exact runs: merging every capitals-then-digits run doubles how many random tokens pass as names.
_NUMBERED_ACRONYM = re.compile(
    r"MD[245]|SHA(?:1|224|256|384|512)|UTF(?:8|16|32)|CRC(?:16|32|64)|AES(?:128|192|256)|X509|IPV[46]|BASE(?:32|64)"
)


def _worded(token: str) -> bool:
    """Whether a token is made of words, acronyms and numbers, as names are (`sha256WithRSAEncryption`,
    `MaxRetries3TimesWith500ms`, `base64UrlEncodeV2Buffer`).

    These were sent and written to the trace as `[REDACTED:high-entropy:n]` (two capitals in a row
    or digits inside fail `_CAMEL`). Random text changes case or class every one or two characters:
    its parts average under 3 characters and many letter parts are 1-2 long. A name's parts average
    3 or more with at most a quarter of its letter parts that short. Of 20,000 random alphanumeric
    and 20,000 base64url tokens of 20-48 characters, under 0.1% pass (session 14 simulation); vendor
    key shapes are found by their own patterns before this is asked (`secret_patterns`, detect-secrets).
    """
    if not re.fullmatch(r"[A-Za-z0-9_\-]+", token):
        return False  # `+`, `/` and `=` are base64's, never a name's
    parts = _PARTS.findall(_NUMBERED_ACRONYM.sub("Acronym", token))
    letters = [p for p in parts if not p.isdigit()]
    if not letters:
        return False
    short = sum(1 for p in letters if len(p) <= 2)
    return sum(map(len, parts)) / len(parts) >= 3.0 and short * 4 <= len(letters)


def _is_setting(token: str) -> bool:
    # retrying's "`stop_max_delay=10000` を指定すると…" was sent, and written to the trace, as
    # [REDACTED:high-entropy:1]: a name and a short number (or a word) joined by `=` is a setting.
    # Base64's `=` is padding at the end, never between a name and a value.
    m = _SETTING.match(token)
    if m is None:
        return False
    name, value = m.group("name"), m.group("value")
    return (_is_identifier(name) or name.isalpha()) and (
        value[0].isdigit() or _is_identifier(value) or value.isalpha()
    )


def _is_arithmetic(token: str) -> bool:
    """Whether a token is code arithmetic on a name (`abbrevMarkerLength+1`, `offset-2`).

    Commons Lang's `offset <= abbrevMarkerLength+1` reached a question as `offset <= [REDACTED:high-entropy:1]`:
    `+` is base64's, so the name was never read as words. A name and a small number joined by one operator is not.

    >>> _is_arithmetic("abbrevMarkerLength+1"), _is_arithmetic("offset-2"), _is_arithmetic("aGVsbG8+d29ybGQ9")
    (True, True, False)
    """
    m = re.fullmatch(r"(?P<name>[A-Za-z_]\w*)[+\-*/](?P<n>\d{1,4})", token)
    return m is not None and _is_identifier(m.group("name"))


def _is_path_segment(segment: str) -> bool:
    return len(segment) < 8 or bool(_PATH_SEGMENT.match(segment)) or _is_identifier(segment)


def shannon_entropy(text: str) -> float:
    """Return the Shannon entropy of `text` in bits per character."""
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())
