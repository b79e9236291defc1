"""A statement that defines another option's term explains none of a decision's values.

npm retry's readme lists its options as terms: "`maxTimeout`: The maximum number of milliseconds between two
retries. Default is `Infinity`." It names `Infinity` and, as a plain word, "retries", so it was read as
explaining `options.retries === Infinity` (which makes an operation retry forever, said nowhere). A statement
whose term (a code span before a colon at its start) is a name other than the decision's, and that writes none of
the decision's names in code, is about that other name, unless the two names share a word (ky's
"`afterStatusCodes`: `413`, `429`, `503`" is about `status`). Pure function of the text and the names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: An option's term: "`maxTimeout`: …" (a function's, "`isNegativePermanent(reply)`: …", is the scope's business).
_TERM = re.compile(r"^\s*(?:[-*+]\s+)?`(?P<term>[A-Za-z_$][\w$.]*)`\s*[:：]")
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def _words(name: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(name.rsplit(".", 1)[-1])}


def about_other_term(text: str, names: Iterable[str]) -> bool:
    """Whether `text` is a term entry for a name that is none of `names` (dotted names compared by their last part).

    >>> about_other_term("`maxTimeout`: The maximum number of milliseconds between two retries.", ["options.retries"])
    True
    >>> about_other_term("`retries`: The maximum amount of times to retry the operation.", ["options.retries"])
    False
    >>> about_other_term("`forever`: set `retries` to `Infinity` to retry forever", ["options.retries"])
    False
    >>> about_other_term("Default is `Infinity`.", ["options.retries"])
    False
    >>> about_other_term("`afterStatusCodes`: `413`, `429`, `503`", ["error.response.status"])
    False
    >>> about_other_term("`isNegativePermanent(reply)`: All codes beginning with a 5 …", ["reply"])
    False
    """
    m = _TERM.match(text)
    if m is None:
        return False
    last = {n.rsplit(".", 1)[-1].lower() for n in names if n}
    if _words(m.group("term")) & {w for n in names if n for w in _words(n)}:
        return False
    quoted = {c.rsplit(".", 1)[-1].lower() for c in re.findall(r"`([A-Za-z_$][\w$.]*)", text)}
    return not (quoted & last)
