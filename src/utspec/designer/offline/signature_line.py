"""A statement that opens with a function's signature and says what it does is about its main path.

"`smart_truncate(string, max_length, word_boundary, separator, save_order)` truncates a string."
names every parameter, so rarity puts it on whichever guard tests the most of them (`not
word_boundary`). It describes the function as a whole: what it does when no guard fires, the
normal-path case. A call with values (`repeat("ab", 2) returns "abab"`) is an example, not a
signature, and a line saying what fails ("... throws if ...") is about a guard: neither is read here.

The signature may be unquoted, as API comments write it ("value.DateJp.YearEra() メソッドは元号付きの年の
値を返します。", Go's and Javadoc's first sentence): the call form at the very start is the signature;
a Japanese line saying what fails (ない, エラー, 例外, 不明, 空) is about a guard too.
"""

from __future__ import annotations

import re

#: "`name(a, b, ...)` does something": the signature in code quotes, then prose.
_SIGNATURE = re.compile(r"^\s*(`?)\s*(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)\s*\(([^()`]*)\)\s*\1\s*(\w.*)$", re.S)
#: A parameter list names parameters (with types, defaults of none, `...`), no values.
_PARAM = re.compile(r"^\s*(?:\.\.\.|[A-Za-z_][\w\[\]<>]*(?:\s+[A-Za-z_]\w*)?)\s*$")
#: What a line says when it is about a failure (then a guard, not the main path, is its subject).
_FAILS = re.compile(
    r"\b(?:throws?|raises?|fails?|errors?|invalid|rejects?|unless|if|when|not|no|null|none)\b|ない|エラー|例外|不明|失敗|空",
    re.I,
)


def described_function(text: str, functions: frozenset[str]) -> str | None:
    """The function (lower case) whose signature a statement opens with to say what it does, else None."""
    m = _SIGNATURE.match(text)
    if m is None or m.group(2).lower() not in functions or _FAILS.search(m.group(4)):
        return None
    params = [p for p in m.group(3).split(",") if p.strip()]
    return m.group(2).lower() if all(_PARAM.match(p) for p in params) else None
