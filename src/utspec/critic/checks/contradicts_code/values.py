"""Values compared the same way everywhere in the check: quotes, spacing, `None`/`null`, raised types."""

from __future__ import annotations

import re

from utspec.critic.checks._claims import norm_value

#: The function's normal end is not known (see `returned_elsewhere`): it may return any value.
UNKNOWN = "\0unknown"


def raised_type(name: str) -> str:
    """The type a `throw` of a factory call raises: `NumberFormatException.forInputString` (jdk-radix's
    `throw NumberFormatException.forInputString("", radix)`) raises a `NumberFormatException`, and a spec
    naming either names the same exception (the claim reader keeps the type).

    >>> raised_type("NumberFormatException.forInputString"), raised_type("errors.ValidationError"), raised_type("E")
    ('NumberFormatException', 'errors.ValidationError', 'E')

    C# names its factories in PascalCase: Json.NET's `throw JsonSerializationException.Create(reader, "…")` raises a
    `JsonSerializationException` (the claim reader keeps the type, so its clean draft was blocked nine times). A member
    that is itself an exception type is a nested type, not a factory.

    >>> raised_type("JsonSerializationException.Create"), raised_type("Outer.InnerException"), raised_type("Errors.Create")
    ('JsonSerializationException', 'Outer.InnerException', 'Errors.Create')
    """
    m = re.fullmatch(r"(.*\b[A-Z]\w*)\.[a-z_]\w*", name) or re.fullmatch(
        r"(.*\b[A-Z]\w*(?:Exception|Error))\.(?!\w*(?:Exception|Error)$)[A-Z]\w*", name
    )
    return m.group(1) if m else name


_STRING = re.compile(r"""^(['"`])(.*)\1$""", re.DOTALL)


def _unquote(v: str) -> str:
    """A string literal's text whatever its quotes: a spec writes a JS template literal (in backticks in the
    code) as `'${n}y'`, since a backtick cannot stand inside a Markdown code span (ms-ts was blocked on it)."""
    m = _STRING.match(v)
    return m.group(2) if m else v


def same(a: str, b: str) -> bool:
    """Two values or expressions alike up to spacing, backticks, string quotes and `None`/`null` spelling.

    A template literal inside a larger expression is written with `'` in a spec too (no backtick stands in
    a Markdown code span): ts-dedent's `new RegExp(`…`, 'g')`, go-units' message naming `soft[:hard]`.

    >>> same("new RegExp('\\n{${n}}', 'g')", "new RegExp(`\\n{${n}}`, 'g')"), same("f('a')", 'f("a")')
    (True, False)
    """
    x, y = norm_value(re.sub(r"\s+", "", a)), norm_value(re.sub(r"\s+", "", b))
    return x == y or _unquote(x) == _unquote(y) or x.replace("`", "'") == y.replace("`", "'")


LITERAL = re.compile(r"-?\d+(?:\.\d+)?|\"[^\"]*\"|'[^']*'|None|null|nil|undefined|True|False|true|false")


NAME = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")


NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def assigned_lines(src: str, name: str) -> list[int]:
    """The lines of `src` that assign `name` (`x = …`, `x += …`; not `x == …`)."""
    pat = re.compile(rf"(?<![\w.$]){re.escape(name)}\s*(?:[-+*/%|&^]|\?\?|<<|>>)?=(?![=>])")
    return [n for n, line in enumerate(src.split("\n"), 1) if pat.search(line)]


RAISES_IN_INPUT = re.compile(r"\b(?:raises?|throws?|fails?)\b|送出|スロー|例外|失敗", re.IGNORECASE)


EXCEPTION_WORDS = re.compile(r"\b(?:exception|error)s?\b|例外|エラー", re.IGNORECASE)
