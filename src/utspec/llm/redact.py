"""Replace secrets in text with stable placeholders before anything is sent to a model.

Design docs, code and key-item files routinely carry connection strings and keys (the seed's
`email_conn_string`). Each detector is a small function from text to text; they run in a fixed
order, most specific first, so a connection string is named as one even though it also holds a
high-entropy key. The same secret gets the same placeholder for the life of a `Redactor` (one run),
so a model can still tell two secrets apart and a replay key does not depend on the secret itself.

>>> r = Redactor()
>>> r.redact("endpoint=https://x.communication.azure.com/;accesskey=bm90LWEtcmVhbC1rZXk=")
'[REDACTED:conn-string:1]'
>>> r.redact("password=hunter2 and again password=hunter2")
'password=[REDACTED:password:1] and again password=[REDACTED:password:1]'
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from typing import Any, Literal

SecretKind = Literal["private-key", "conn-string", "bearer", "api-key", "password", "high-entropy"]

_PRIVATE_KEY = re.compile(
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----",
    re.DOTALL,
)
# scheme://user:password@host/...: the whole URL goes, since user and host say what it unlocks.
_URL_WITH_CREDENTIALS = re.compile(r"\b[A-Za-z][A-Za-z0-9+.\-]*://[^\s/@:'\"]+:[^\s/@'\"]+@[^\s'\"<>`]+")
# key=value;key=value... (ADO.NET, ODBC, Azure storage / service bus / communication services).
_KV = r"[A-Za-z][A-Za-z0-9 _]{0,39}=[^;\s'\"`]*"
_KV_CONNECTION = re.compile(rf"(?:{_KV};)+{_KV};?")
_KV_SECRET_KEYS = frozenset(
    {
        "password", "pwd", "accountkey", "accesskey", "sharedaccesskey", "sharedaccesssignature",
        "secret", "clientsecret", "apikey", "token", "sig",
    }
)  # fmt: skip
_BEARER = re.compile(r"(?i)\b(bearer\s+)([A-Za-z0-9\-._~+/]{8,}=*)")
_API_KEYS = re.compile(
    r"\b(?:"
    r"sk-[A-Za-z0-9_\-]{20,}"  # OpenAI / Anthropic style
    r"|(?:AKIA|ASIA)[0-9A-Z]{16}"  # AWS access key id
    r"|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}"  # GitHub
    r"|glpat-[A-Za-z0-9_\-]{20,}"  # GitLab
    r"|xox[abposr]-[A-Za-z0-9\-]{10,}"  # Slack
    r"|AIza[0-9A-Za-z_\-]{35}"  # Google
    r")(?![A-Za-z0-9_\-])"
)
_PASSWORD_WORDS = r"password|passwd|pwd|passphrase|パスワード|暗証番号"
_TOKEN_WORDS = r"secret|api[_-]?key|access[_-]?key|secret[_-]?key|client[_-]?secret|(?:auth|access|refresh)?[_-]?token"
# NAME = value, NAME: value, "NAME": "value", with prefixes like db_password. A bare `pass` is
# left out ("Pass: returns 0" is a test result, not a secret); SMTP_PASS and db-pass are in.
_ASSIGNMENT = re.compile(
    rf"(?i)(?<![A-Za-z0-9])(?P<name>(?:[A-Za-z0-9]+[_-])*(?:(?P<pw>{_PASSWORD_WORDS})|{_TOKEN_WORDS})"
    r"|(?:[A-Za-z0-9]+[_-])+(?P<pw2>pass))"
    r"(?P<sep>[\"']?\s*[:=]\s*)(?P<quote>[\"']?)(?P<value>[^\s\"'`,;)\]}]+)"
)
_SECRET_WORD = re.compile(rf"(?i){_PASSWORD_WORDS}|{_TOKEN_WORDS}")
_NOT_A_VALUE = frozenset(
    {"none", "null", "nil", "true", "false", "str", "string", "bytes", "int", "optional", "secretstr"}
)
_DOTTED_NAME = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$")
_TOKEN = re.compile(r"(?<![A-Za-z0-9+/=_\-])[A-Za-z0-9+/=_\-]{20,}(?![A-Za-z0-9+/=_\-])")
_SNAKE_OR_KEBAB = re.compile(r"^[A-Za-z]+(?:[_\-][A-Za-z0-9]+)+$")
_CAMEL = re.compile(r"^[A-Za-z][a-z]+(?:[A-Z][a-z]+|[0-9]+)*$")
_PATH_SEGMENT = re.compile(r"^[A-Za-z]?[a-z0-9_\-]*$")
_PLACEHOLDER = re.compile(r"(\[REDACTED:[a-z\-]+:\d+\])")


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
    """

    def __init__(self, *, high_entropy: bool = True, entropy_ratio: float = 0.8, min_token_len: int = 20) -> None:
        self._high_entropy = high_entropy
        self._entropy_ratio = entropy_ratio
        self._min_token_len = min_token_len
        self._placeholders: dict[tuple[SecretKind, str], str] = {}
        self._per_kind: Counter[str] = Counter()
        self._detectors: tuple[Callable[[str], str], ...] = (
            self._private_keys,
            self._connection_strings,
            self._bearer_tokens,
            self._api_keys,
            self._assignments,
            self._random_tokens,
        )

    def redact(self, text: str) -> str:
        """Return `text` with every secret found replaced; placeholders already there are left alone."""
        for detector in self._detectors:
            text = self._outside_placeholders(detector, text)
        return text

    def redact_messages(self, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Return copies of chat messages with every text content redacted."""
        return [self._redact_message(message) for message in messages]

    def counts(self) -> dict[str, int]:
        """Return how many distinct secrets of each kind were replaced so far."""
        return dict(self._per_kind)

    def _redact_message(self, message: dict[str, Any]) -> dict[str, Any]:
        out = dict(message)
        content = message.get("content")
        if isinstance(content, str):
            out["content"] = self.redact(content)
        elif isinstance(content, list):  # multi-part content: only text parts carry input text
            out["content"] = [
                {**part, "text": self.redact(part["text"])}
                if isinstance(part, dict) and isinstance(part.get("text"), str)
                else part
                for part in content
            ]
        return out

    @staticmethod
    def _outside_placeholders(detector: Callable[[str], str], text: str) -> str:
        # A placeholder must never be read as a secret (`[REDACTED:api-key:1]` looks like
        # `api-key: 1`), so that redacting twice changes nothing.
        parts = _PLACEHOLDER.split(text)
        return "".join(part if i % 2 else detector(part) for i, part in enumerate(parts))

    def _placeholder(self, kind: SecretKind, secret: str) -> str:
        found = self._placeholders.get((kind, secret))
        if found is None:
            self._per_kind[kind] += 1
            found = f"[REDACTED:{kind}:{self._per_kind[kind]}]"
            self._placeholders[(kind, secret)] = found
        return found

    def _private_keys(self, text: str) -> str:
        return _PRIVATE_KEY.sub(lambda m: self._placeholder("private-key", m.group(0)), text)

    def _connection_strings(self, text: str) -> str:
        text = _URL_WITH_CREDENTIALS.sub(lambda m: self._placeholder("conn-string", m.group(0)), text)
        return _KV_CONNECTION.sub(self._kv_connection, text)

    def _kv_connection(self, match: re.Match[str]) -> str:
        keys = {
            pair.split("=", 1)[0].strip().lower().replace(" ", "").replace("_", "")
            for pair in match.group(0).split(";")
        }
        if not keys & _KV_SECRET_KEYS:
            return match.group(0)
        # A trailing `;` may be the text's own punctuation: keep it, and key the secret without it.
        secret = match.group(0).rstrip(";")
        return self._placeholder("conn-string", secret) + match.group(0)[len(secret) :]

    def _bearer_tokens(self, text: str) -> str:
        return _BEARER.sub(lambda m: m.group(1) + self._placeholder("bearer", m.group(2)), text)

    def _api_keys(self, text: str) -> str:
        return _API_KEYS.sub(lambda m: self._placeholder("api-key", m.group(0)), text)

    def _assignments(self, text: str) -> str:
        return _ASSIGNMENT.sub(self._assignment, text)

    def _assignment(self, match: re.Match[str]) -> str:
        name, separator, quote, value = match.group("name", "sep", "quote", "value")
        if _looks_like_reference(value):
            return match.group(0)
        kind: SecretKind = "password" if match.group("pw") or match.group("pw2") else "api-key"
        return f"{name}{separator}{quote}{self._placeholder(kind, value)}"

    def _random_tokens(self, text: str) -> str:
        if not self._high_entropy:
            return text
        return _TOKEN.sub(self._random_token, text)

    def _random_token(self, match: re.Match[str]) -> str:
        token = match.group(0)
        if len(token) < self._min_token_len or not _looks_random(token, self._entropy_ratio):
            return token
        return self._placeholder("high-entropy", token)


def _looks_like_reference(value: str) -> bool:
    # `password = settings.password`, `pwd: str`, `${DB_PASSWORD}`, `get_secret()`: code and
    # templates that name a secret without holding one. Replacing them would blind the designer
    # to what the code does and protect nothing.
    if value.startswith("[REDACTED:") or value.lower() in _NOT_A_VALUE:
        return True
    if value[0] in "${<%*" or "(" in value or _DOTTED_NAME.match(value):
        return True
    return bool(_SECRET_WORD.search(value)) and value.replace("_", "").replace("-", "").isalpha()


def _looks_random(token: str, entropy_ratio: float) -> bool:
    if not (any(c.isdigit() for c in token) and any(c.isalpha() for c in token)):
        return False
    if _is_identifier(token):
        return False
    if "/" in token and all(_is_path_segment(segment) for segment in token.split("/")):
        return False  # src/utspec/checklist_v2, docs/api/getUserById2: paths, where base64 mixes cases
    return shannon_entropy(token) >= entropy_ratio * math.log2(min(len(token), 64))


def _is_identifier(token: str) -> bool:
    # test_case_001_rejects_empty, getUserById2FromCache: long, mixed, and plainly not random.
    # Random text almost never keeps to these shapes (no two capitals in a row, words of letters).
    return bool(_CAMEL.match(token)) or (bool(_SNAKE_OR_KEBAB.match(token)) and sum(c.isdigit() for c in token) < 4)


def _is_path_segment(segment: str) -> bool:
    return len(segment) < 8 or bool(_PATH_SEGMENT.match(segment)) or _is_identifier(segment)


def shannon_entropy(text: str) -> float:
    """Return the Shannon entropy of `text` in bits per character."""
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())
