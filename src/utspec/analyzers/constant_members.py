"""A bound read from a member of a constant object written out in the file (`map.pb`, `LIMITS["max"]`).

bytes-js's `if (mag >= map.pb)` after `var map = { …, pb: Math.pow(1024, 5) }` said "Values for which `mag >=
map.pb` is true (the code names no literal to choose them from)": the literal is there, one name away. The
member's initializer is worked out when it is a number, `a << b`, `a ** b`, `Math.pow(a, b)` or `a * b` of
numbers; anything else (a call, another name) gives no bound.

The object must be declared once at the top level of the file (`var|let|const NAME = {` in JS/TS, `NAME = {`
in Python) and the member must be written in it on its own line or after a comma: a member set elsewhere, or
an object the function builds, is no constant.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import split_top_level

_NUM = r"-?\d+(?:\.\d+)?"


def _number(text: str) -> int | float | None:
    """The value of a number literal or a small arithmetic of two (`1 << 10`, `Math.pow(1024, 5)`, `2 ** 3`)."""
    t = text.strip().rstrip(",").strip()
    t = re.sub(r"(?<=\d)_(?=\d)", "", t)
    if re.fullmatch(_NUM, t):
        return float(t) if "." in t else int(t)
    if m := re.fullmatch(rf"({_NUM})\s*(<<|\*\*|\*)\s*({_NUM})", t):
        a, b = (float(x) if "." in x else int(x) for x in (m.group(1), m.group(3)))
        if m.group(2) == "<<":
            return int(a) << int(b) if isinstance(a, int) and isinstance(b, int) and 0 <= b < 64 else None
        return a**b if m.group(2) == "**" and 0 <= b < 64 else a * b if m.group(2) == "*" else None
    if m := re.fullmatch(rf"Math\.pow\(\s*({_NUM})\s*,\s*({_NUM})\s*\)", t):
        return _number(f"{m.group(1)} ** {m.group(2)}")
    return None


def member_constant(expr: str, lines: Sequence[str]) -> int | float | None:
    """The number `expr` (`map.pb`, `LIMITS["max"]`) stands for, or None.

    >>> src = ["var map = {", "  b: 1,", "  kb: 1 << 10,", "  pb: Math.pow(1024, 5)", "};"]
    >>> member_constant("map.kb", src), member_constant("map.pb", src), member_constant("map.eb", src)
    (1024, 1125899906842624, None)
    >>> member_constant('LIMITS["max"]', ['LIMITS = {"max": 5, "min": 1}'])
    5
    """
    init = _member_init(expr, lines)
    return None if init is None else _number(init)


#: A literal a member may be initialised with: a number, a string, a boolean or null.
_LITERAL = re.compile(
    r"""-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|true|false|null|True|False|None"""
)


def member_literal(expr: str, lines: Sequence[str]) -> str | None:
    """The literal (as written) a member of a constant object is initialised with (`defaultOptions.max` -> `3`).

    textlint's `const maxLen = options.max ?? defaultOptions.max` after `const defaultOptions = { // …
    max: 3, strict: false, touten: "、" }`: the default is `3`, one name away (comments between members are
    no part of them).

    >>> src = ["const defaultOptions = {", "    // the most, per sentence", "    max: 3,", "    // exceptions, or not",
    ...        "    strict: false,", '    touten: "、"', "};"]
    >>> [member_literal(f"defaultOptions.{m}", src) for m in ("max", "strict", "touten", "kuten")]
    ['3', 'false', '"、"', None]
    """
    init = _member_init(expr, lines)
    return init if init is not None and _LITERAL.fullmatch(init) else None


def _uncommented(text: str) -> str:
    """`text` without its line comment (`//` or `#` after a space or at the start, outside a string literal).

    >>> _uncommented('  max: 3, // the most, per sentence'), _uncommented('  url: "http://x #1", # note')
    ('  max: 3,', '  url: "http://x #1",')
    """
    quote = ""
    for i, c in enumerate(text):
        if quote:
            quote = "" if c == quote and text[i - 1] != "\\" else quote
        elif c in "\"'`":
            quote = c
        elif (text.startswith("//", i) or c == "#") and (i == 0 or text[i - 1].isspace()):
            return text[:i].rstrip()
    return text


def _member_init(expr: str, lines: Sequence[str]) -> str | None:
    """The initializer text of `expr`'s member in the file's one top-level constant object, or None."""
    m = re.fullmatch(
        r"([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*)|\[\s*['\"]([^'\"]+)['\"]\s*\])", expr.strip()
    )
    if m is None:
        return None
    name, member = m.group(1), m.group(2) or m.group(3)
    opens = [n for n, text in enumerate(lines)
             if re.match(rf"(?:(?:export\s+)?(?:var|let|const)\s+)?{re.escape(name)}\s*(?::[^=]+)?=\s*\{{", text)]  # fmt: skip
    if len(opens) != 1:
        return None
    depth, body = 0, []
    for text in lines[opens[0] :]:
        # A line comment is no part of a member (and its commas split nothing): `// limit, per sentence`.
        body.append(_uncommented(text))
        depth += text.count("{") - text.count("}")
        if depth <= 0:
            break
    joined = " ".join(body)
    inner = joined[joined.find("{") + 1 : joined.rfind("}")]
    key = re.escape(member)
    for entry in split_top_level(inner, "([{", ")]}"):
        if found := re.fullmatch(rf"\s*(?:{key}|['\"]{key}['\"])\s*:\s*(.+?)\s*", entry, re.S):
            return found.group(1)
    return None
