"""What a function returns when each of its `return`s hands back one call of a function the same file declares.

commons-codec's `public Object encode(final Object obj)` ends `return soundex((String) obj);`; its normal-path case said
to return `false` (a wrong value) and passed: `Object` holds anything (`_declared_type`). The call's own declaration
does not: `public String soundex(String str)` gives a `String`, never a boolean. Read only where it is certain: every
`return` of the body is exactly one call (`f(…)`, `this.f(…)`, `self.f(…)`) of a name the file declares, and each
declaration of that name (overloads too) writes a result type.

>>> src = ["public Object encode(final Object obj) {", "    if (!(obj instanceof String)) {",
...        "        throw new EncoderException(\\"x\\");", "    }", "    return soundex((String) obj);", "}",
...        "public String soundex(String str) {", "    return str;", "}"]
>>> returned_calls(src, [(n, src[n - 1]) for n in range(2, 7)], "java")
[('soundex', 'String')]
>>> returned_calls(src, [(5, "    return soundex((String) obj) + 1;")], "java") is None
True
>>> returned_calls(src, [(5, "    return other(obj);")], "java") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import match_paren
from utspec.critic.checks._declared_type import declared_type
from utspec.designer.offline.facts import definitions, strip_comment

_RETURN_CALL = re.compile(r"return\s+(?:(?:this|self)\.)?([A-Za-z_$][\w$]*)\s*\(")


def returned_calls(lines: Sequence[str], body: Sequence[tuple[int, str]],
                   language: str) -> list[tuple[str, str]] | None:  # fmt: skip
    """(callee, its declared result type) for each `return` of `body` (None: a `return` that is not one such call)."""
    out: list[tuple[str, str]] = []
    for _n, text in body:
        stmt = strip_comment(text).strip()
        if not re.match(r"return\b", stmt):
            continue
        m = _RETURN_CALL.match(stmt)
        if m is None or stmt[match_paren(stmt, m.end() - 1) :].strip() not in ("", ";"):
            return None
        starts = definitions(lines, m.group(1), language)
        types = [declared_type(lines, n, m.group(1), language) for n in starts]
        if not types or any(t is None for t in types):
            return None
        out += [(m.group(1), t) for t in types if t is not None]
    return out or None


__all__ = ["returned_calls"]
