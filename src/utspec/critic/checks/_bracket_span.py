"""The `return` right after a block, read over the lines its open brackets take.

japanese-numerals-to-number's `subseq.reduce(function (prev, char) { … if (…) { throw … } return {` with the
object literal closing five lines below: the designer states the callback's whole `return { values: …, places: … }`
for the case that skips the `if`, and the critic took the `return` after the block for its first line alone (`{`),
so that right case was blocked as "another function's result". A value is read whole, never by its first line.

>>> src = ["  if (a) {", "    throw e;", "  }", "  return {", "    v: p.v,", "    n: p.n + 1", "  };", "}"]
>>> spanned_return(src, 1, "javascript")
'{ v: p.v, n: p.n + 1 }'
>>> spanned_return(["if (a) {", "  b();", "}", 'return "%" + code;'], 1, "javascript")
'"%" + code'
>>> spanned_return(["if x:", "    y()", "return f(a,", "         '(')"], 1, "python")
"f(a, '(')"
>>> spanned_return(["if (a) {", "}", "log(x);"], 1, "javascript") is None
True

escape-html's `return lastIndex !== index` / `? html + str.substring(lastIndex, index)` / `: html;` (session 30):
a conditional expression continued on the next lines with no bracket open was read as its first line, and the
designer's right "returns `lastIndex !== index ? … : html`" was blocked on the clean draft. Outside Python a line
that starts with an operator (`?`, `:`, `&&`, `||`, `+`, `.`) continues the statement, until `;`. A line *ending* in
an operator is not followed: the designer states such a `return` by its first line (etag's `return obj && typeof obj
=== 'object' &&`), and reading it whole blocked that clean draft (TC-012) instead.

>>> spanned_return(["for (;;) {", "}", "return a !== b", "  ? x + y", "  : z;", "}"], 1, "javascript")
'a !== b ? x + y : z'
>>> spanned_return(["for (;;) {", "}", "return a &&", "  b", "}"], 1, "javascript")
'a &&'
>>> spanned_return(["for (;;) {", "}", "return a;", "  ? x", "}"], 1, "javascript")
'a'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import indent
from utspec.designer.offline.facts import after_block, strip_comment

_STRINGS = re.compile(r"'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\"|`(?:[^`\\\n]|\\.)*`")


#: A line that continues the statement before it (outside Python): it starts with a binary or conditional operator.
_LEADS = re.compile(r"^(?:\?\??|:|\.(?!\.)|&&|\|\||[+*/%]|-(?!-)|===?|!==?|<=?|>=?)")


def _continues(text: str, following: str, language: str) -> bool:
    """Whether the statement `text` goes on to `following` (a conditional or binary expression over lines)."""
    if language == "python" or text.endswith(";") or not following:
        return False
    return bool(_LEADS.match(following))


def _open_brackets(text: str) -> int:
    bare = _STRINGS.sub("''", text)
    return sum(bare.count(o) - bare.count(c) for o, c in ("()", "[]", "{}"))


def spanned_return(lines: Sequence[str], line: int, language: str) -> str | None:
    """The value of the `return` right after the block of the statement on `line` (1-based), over as many lines as
    its brackets stay open (`None` spelled as the code does when the `return` gives nothing); None when the
    statement after the block is no `return`."""
    first = after_block(lines, line, language)
    if first is None or not re.match(r"return\b", first):
        return None
    own = indent(lines[line - 1])
    # The statement after the block stands at the `if`'s indentation; a line inside the block never does.
    start = next(
        (
            k
            for k in range(line, len(lines))
            if strip_comment(lines[k]).strip() == first and indent(lines[k]) <= own
        ),
        None,
    )
    text = first
    if start is not None:
        k = start
        while k + 1 < len(lines) and (
            _open_brackets(text) > 0
            or _continues(text.rstrip(), strip_comment(lines[k + 1]).strip(), language)
        ):
            k += 1
            text += " " + strip_comment(lines[k]).strip()
    m = re.match(r"return\b\s*(.*?);?\s*$", text)
    return (m.group(1) or "None") if m else None


__all__ = ["spanned_return"]
