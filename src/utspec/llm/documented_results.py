"""Values the inputs state as what a call returns: documented example outputs, not secrets the user holds.

The entropy check (`Redactor`'s last resort, for random-looking tokens no pattern names) cannot tell a
key from an ID a library is documented to produce. shortuuid's README says
"`uuid(name="example.com")` returns `'exu3DTbj2ncsn9tLdLWspw'`"; the drafted spec then read
`[REDACTED:high-entropy:3]` as that case's expected result, four cases could not be checked by anyone,
and the review blocked them (session 27). Such a value is the *expected result* the design documents.

This module only finds the candidates: a token stated right after a result word ("returns", "gives",
"→", "==", a doctest's output line) or right before one in Japanese ("`X` を返す"), in a sentence that
names no secret ("password", "token", "key", "auth", "パスワード", "鍵", …). Which of them are spared,
and where, is the caller's decision (`Redactor.artifact_scrub`): only tokens that nothing but the
entropy check found, and only in the local artifacts. Model requests stay redacted.

>>> sorted(documented_results(["`uuid(name=\\"example.com\\")` returns `'exu3DTbj2ncsn9tLdLWspw'`."]))
['exu3DTbj2ncsn9tLdLWspw']
>>> documented_results(["`login()` returns the session token `'exu3DTbj2ncsn9tLdLWspw'`."])
frozenset()
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["documented_results"]

#: A token as the redactor's entropy check sees it (`utspec.llm.redact._TOKEN`), quoted or not.
_VALUE = r"[`'\"]*(?P<value>[A-Za-z0-9+/=_\-]{8,})[`'\"]*"

#: English result words directly before the value (an optional article or "the string" between).
_RESULT_BEFORE = re.compile(
    r"(?i)(?:\breturns?|\bgives?|\byields?|\bproduces?|\bresults? in|\bevaluates? to|\boutputs?|==|=>|->|→)"
    r"\s*(?:the (?:string|value|id)\s+)?" + _VALUE
)

#: Japanese: the value, then a particle and a result verb (「`X` を返す」「`X` が返る」「`X` になる」).
_RESULT_AFTER = re.compile(_VALUE + r"\s*(?:を返|が返|になる|となる|が得られ)")

#: Words that make a sentence about a secret: a value stated there stays redacted whatever the verb.
#: Long words count inside names (`db_password`, `apiToken`); short ones only as a word or a camel-case
#: part (`key`, `api_key`, `dbKey`, not `keyboard` or `monkey`).
_LONG_SECRET_WORDS = r"(?i:password|passwd|passphrase|secret|token|credential|bearer|authenticat|authori[sz])"
_SHORT_SECRET_WORDS = (
    "pass",
    "pwd",
    "key",
    "keys",
    "auth",
    "salt",
    "nonce",
    "session",
    "cookie",
    "private",
    "signature",
)
_SECRET_WORDS = re.compile(
    "|".join(
        [_LONG_SECRET_WORDS, "パスワード|暗証|秘密|鍵|キー|トークン|認証|署名|セッション"]
        + [rf"(?<![A-Za-z])(?i:{w})(?![a-z])|{w.capitalize()}(?![a-z])" for w in _SHORT_SECRET_WORDS]
    )
)

#: Sentence ends: a value stated in one sentence is not the result of a call in another.
_SENTENCE_END = re.compile(r"(?<=[.。;；!?])\s+|\n\s*\n|\n\s*[-*+]\s|\n\s*#")

_DOCTEST_PROMPT = re.compile(r"^\s*(?:>>>|\$|❯)\s")


def documented_results(texts: Iterable[str]) -> frozenset[str]:
    """Return every value the texts state as a call's result, in a sentence that names no secret."""
    found: set[str] = set()
    for text in texts:
        for sentence in _SENTENCE_END.split(text):
            if _SECRET_WORDS.search(sentence):
                continue
            for pattern in (_RESULT_BEFORE, _RESULT_AFTER):
                found.update(m.group("value") for m in pattern.finditer(sentence))
        found.update(_doctest_outputs(text))
    return frozenset(found)


def _doctest_outputs(text: str) -> Iterable[str]:
    """The output line right after a `>>> call` prompt (its whole value), when neither names a secret."""
    lines = text.splitlines()
    for prompt, output in zip(lines, lines[1:], strict=False):
        if not _DOCTEST_PROMPT.match(prompt) or _DOCTEST_PROMPT.match(output):
            continue
        if _SECRET_WORDS.search(prompt) or _SECRET_WORDS.search(output):
            continue
        m = re.fullmatch(r"\s*" + _VALUE + r"\s*", output)
        if m is not None:
            yield m.group("value")
