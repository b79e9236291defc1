"""An expression quoted from the code with one of its numbers changed.

unsupported-value lets a code span through when its names are in the cited files and each of its numbers is a
number the files or evidence write somewhere (`_span_numbers_ok`). pg-protocol's `ensure` calls
`oldBuffer.copy(this.buffer, 0, 0, this.offset)`; a case saying it is called with `this.buffer, 1, 0,
this.offset` passed, since `1` is written elsewhere in the file. A span that the files write with the same names,
operators and punctuation in the same order, but only with other numbers, is that expression with a literal
changed: the code gives the numbers, and the span gives different ones.
"""

from __future__ import annotations

import re
import unicodedata

#: A string literal is one token: its digits are text, not a number of the expression (`code + '4'`).
_TOKEN = re.compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|\S""")
_COMPOUND = frozenset("+-*/%|&^")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
_ANY_NUMBER = r"\d+(?:\.\d+)?"


def _pattern(tokens: list[str], numbers: bool) -> re.Pattern[str]:
    parts = [(_ANY_NUMBER if numbers and _NUMBER.fullmatch(t) else re.escape(t)) for t in tokens]
    return re.compile(r"(?<![\w$.])" + r"\s*".join(parts) + r"(?![\w$])")


def changed_literal(span: str, files: str) -> bool:
    """Whether `files` write `span` only with other numbers (same names and punctuation, in order).

    >>> code = "oldBuffer.copy(this.buffer, 0, 0, this.offset)"
    >>> changed_literal("this.buffer, 1, 0, this.offset", code), changed_literal("this.buffer, 0, 0, this.offset", code)
    (True, False)
    >>> changed_literal("this.offset + 4", code), changed_literal("`fee + 501`", "return fee + 500")
    (False, True)
    >>> changed_literal("this.buffer,  ０, 0, this.offset", code)  # full width, other spacing: the code's numbers
    False
    >>> mesh = "code += '4'; return code + '1' + 2"
    >>> changed_literal("code + '4'", mesh), changed_literal("code + 1", "code += 1; x = code + 2")  # text; compound
    (False, False)
    >>> changed_literal("code + '1' + 3", mesh)
    True
    """
    text = unicodedata.normalize("NFKC", span).strip("`").strip()
    tokens = _TOKEN.findall(text)
    if not any(_NUMBER.fullmatch(t) for t in tokens) or not any(_IDENT.fullmatch(t) for t in tokens):
        return False
    if _pattern(tokens, numbers=False).search(files):
        return False
    # `count + 1` restates `count += 1`: the compound assignment writes the expression too
    if len(tokens) > 2 and _IDENT.fullmatch(tokens[0]) and tokens[1] in _COMPOUND:
        if _pattern([tokens[0], tokens[1] + "=", *tokens[2:]], numbers=False).search(files):
            return False
    return _pattern(tokens, numbers=True).search(files) is not None
