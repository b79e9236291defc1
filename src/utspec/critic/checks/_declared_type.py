"""What a function's declared result type can hold: a literal of another kind said returned contradicts it.

dnlib's `public byte[] ReadBytesUntilByte(byte b)` returns `null` or `ReadBytes(pos - position)`; a case of it said
"`-1` が返される" (the `-1` of `GetPositionOf`, moved from a neighbouring case) passed: `_literal_returns` cannot tell
that a call never gives `-1`, but the signature can: a `byte[]` is never a number. The same reading holds in every
statically typed language the analyzers read (Java, C#, Go, TypeScript; Python's `->` annotations too, which
declare what the author means the function to give).

Only what a declaration rules out for certain is used:
- a number, boolean or string type holds no literal of the other two kinds; a string type's number is left alone (a
  document writes the string "10" as 10), and so is a number type's string (a document quotes a number as "10");
- an array (`T[]`, Go's `[]T`) holds no number, boolean or string literal;
- `void` (and Go's declaration with no result) returns no literal at all;
- `null`/`nil` only where the type is a value type: Java primitives, C# value types written without `?`, Go's
  basic types (Python's `None` is left alone: annotations are not enforced).
Anything else (classes, generics, `Object`, `any`, Go's named types such as `type Base2Bytes int64`, tuples, a
`Task<…>`) holds what it likes: no finding.

>>> declared_type(["  public byte[] ReadBytesUntilByte(byte b) {", "    return null;", "  }"], 1, "ReadBytesUntilByte",
...               "csharp")
'byte[]'
>>> declared_type(["func (b Base2Bytes) String() string {"], 1, "Base2Bytes.String", "go")
'string'
>>> declared_type(["func Parse(s string) (int64, error) {"], 1, "Parse", "go") is None
True
>>> declared_type(["export function slug(s: string): string | null {"], 1, "slug", "typescript")
'string | null'
>>> declared_type(["def ok(x: int) -> bool:", "    return x > 0"], 1, "ok", "python")
'bool'
>>> declared_type(["def f(x) -> Optional[int]:", "  return None"], 1, "f", "python"), declared_type(["func Run() {"], 1,
...     "Run", "go")
('Optional[int]', 'void')
>>> admits("byte[]", "-1", "csharp"), admits("byte[]", "null", "csharp"), admits("int", "null", "java")
(False, True, False)
>>> admits("int", "true", "java"), admits("int", "42", "java"), admits("boolean", '"yes"', "java")
(False, True, False)
>>> admits("String", "42", "java"), admits("String", "false", "java"), admits("Base2Bytes", "true", "go")
(True, False, True)
>>> admits("int?", "null", "csharp"), admits("Integer", "null", "java"), admits("void", "0", "java")
(True, True, False)
>>> admits("char", "false", "java"), admits("char", "'B'", "java"), admits("char", "null", "java")
(False, True, False)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from utspec.codetext import match_paren
from utspec.designer.offline.facts import strip_comment

LiteralKind = Literal["number", "bool", "string", "null"]
_NUMBER = re.compile(r"[-+]?(?:\d[\d_]*(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?[lLfFdDmMuU]*")
_NUMERIC = frozenset({
    "int", "long", "short", "byte", "sbyte", "ushort", "uint", "ulong", "float", "double", "decimal", "nint", "nuint",
    "number", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float32", "float64",
    "uintptr", "rune", "Integer", "Long", "Short", "Byte", "Double", "Float",
})  # fmt: skip
_BOOL = frozenset({"bool", "boolean", "Boolean"})
_STRING = frozenset({"string", "String", "str"})
#: Value types that never hold null, by language (C#'s only without `?`; Go's basic types).
_VALUE_TYPES = {
    "java": frozenset({"int", "long", "short", "byte", "float", "double", "boolean", "char"}),
    "csharp": frozenset({"int", "long", "short", "byte", "sbyte", "ushort", "uint", "ulong", "float", "double",
                         "decimal", "bool", "char", "nint", "nuint"}),  # fmt: skip
    "go": frozenset({"int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float32",
                     "float64", "uintptr", "rune", "byte", "bool", "string"}),  # fmt: skip
}


def literal_kind(value: str) -> LiteralKind | None:
    """The kind of a literal as a case writes it (None: not a literal: a name, a call, an expression).

    >>> [literal_kind(v) for v in ("-1", "0x10", "True", '"abc"', "'a'", "nil", "None", "n + 1", "`x`")]
    ['number', None, 'bool', 'string', 'string', 'null', 'null', None, None]
    """
    v = value.strip()
    if _NUMBER.fullmatch(v):
        return "number"
    if v in ("true", "false", "True", "False"):
        return "bool"
    if v in ("null", "nil", "None", "undefined"):
        return "null"
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'" and v[0] not in v[1:-1]:
        return "string"
    return None


def _signature(lines: Sequence[str], start: int) -> tuple[str, int]:
    """The declaration from `start` to the body's opening (`{`, `=>`), comments stripped, on one line, and the
    index just past its parameter list's `)` (-1: none)."""
    text = " ".join(strip_comment(x).strip() for x in lines[start - 1 : start + 8])
    paren = text.find("(")
    if paren < 0:
        return text, -1
    close = match_paren(text, paren)
    # Go's receiver `(b T)` comes before the name: the parameter list is the bracket after the name.
    if text[:paren].strip() == "func":
        paren = text.find("(", close)
        close = match_paren(text, paren) if paren >= 0 else close
    end = min((i for i in (text.find("{", close), text.find("=>", close)) if i >= 0), default=len(text))
    return text[:end], close


def declared_type(lines: Sequence[str], start: int, symbol: str, language: str) -> str | None:
    """The result type the declaration on line `start` writes ('void' for none in Go; None: not read)."""
    if not 1 <= start <= len(lines):
        return None
    sig, close = _signature(lines, start)
    name = symbol.rsplit(".", 1)[-1]
    if language in ("java", "csharp"):
        m = re.search(rf"([\w.$]+(?:<[^()]*>)?\??(?:\[\s*\])*)\s+{re.escape(name)}\s*(?:<[^()]*>)?\s*\(", sig)
        if m is None or m.group(1) in ("public", "private", "protected", "internal", "static", "new", "return"):
            return None  # a constructor (or no declaration on this line)
        return m.group(1).replace(" ", "")
    rest = sig[close:].strip() if close >= 0 else ""
    if language == "go":
        if rest.startswith("("):
            return None  # several results: which one "returns `X`" means is not read here
        return rest or "void"
    if language in ("typescript", "python"):
        arrow = "->" if language == "python" else ":"
        if not rest.startswith(arrow):
            return None
        rest = rest[len(arrow) :]
        if language == "python":  # the signature ends at its `:`; the joined lines after it are the body
            rest = rest.split(":", 1)[0] if "[" not in rest.split(":", 1)[0] else rest[: match_paren(rest, rest.find("["))]
        return rest.strip() or None
    return None


def admits(declared: str, value: str, language: str) -> bool:
    """Whether a function declared to return `declared` can return the literal `value` (True when not known).

    >>> admits("void", "None", "go"), admits("void", "nil", "go"), admits("void", "1", "java")
    (True, False, False)
    """
    kind = literal_kind(value)
    if kind is None:
        return True
    if declared == "void" and value == "None":
        # "The function returns without a value" is read as `None` (`_claims`): what a Go `func (c *Cache) Add(…)` with
        # a bare `return` does (groupcache's clean draft was blocked three times); a Go `nil` stays refused
        return True
    arms = [a.strip() for a in declared.split("|")] if language in ("typescript", "python") else [declared]
    return any(_arm_admits(a, kind, language) for a in arms)


def _arm_admits(declared: str, kind: LiteralKind, language: str) -> bool:
    if declared in ("null", "undefined", "None") or declared.startswith("Optional["):
        return True if declared.startswith("Optional[") else kind == "null"
    if declared == "void":
        return kind == "null" and language != "go"
    if kind == "null":
        return declared not in _VALUE_TYPES.get(language, frozenset())
    if declared.endswith("[]") or (language == "go" and declared.startswith("[]")):
        return False
    if declared in _NUMERIC:
        return kind != "bool"
    if declared in _BOOL:
        return kind == "bool"
    if declared in _STRING:
        return kind != "bool"
    if declared == "char":
        return kind != "bool"  # a character literal, or its code as a number; never true/false (Soundex.map)
    return True


__all__ = ["admits", "declared_type", "literal_kind"]
