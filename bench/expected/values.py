"""Whether an expression a case names is a value a tester can check, given the case's input (session 22).

Imports nothing of utspec. The hand labels (bench/expected/labels/) showed the classifier counting
"the function returns `weak ? 'W/' + tag : tag`", "`end` becomes `i + 1`" and "`dump` is called with
`buffer, data[k + j]`" as observables: each names code, and a tester must read the code to know what to assert.
An expression is a value when every name in it is
- a literal word (`true`, `None`, `nil`, `NaN`…);
- a named constant: a name in capitals (`DISALLOWED_CHARS_PATTERN`, `MESH.LEVEL_5000.DISTANCE`), a member of a
  capitalised type (`KanjizeZero.SIGN`, `TypeCode.Object`), or a capitalised name not called (Go's exported
  `Stop`, `Microsoft`, the sentinel `UnterminatedSingleQuoteError`), which a test compares with by name;
- a constructor of a standard type with value arguments (`datetime.date(2024, 1, 31)`, `new Date(0)`, `Version{}`);
- or given a value by the case's input (`s` = `""` makes "returns `s`" checkable: "unless the input makes it one").
A Go result list or a tuple is a value when each part is; an error built with a literal message
(`errors.New("bad")`, `fmt.Errorf("invalid size: %s", s)`) is checkable whatever its other parts, and `err` is the
test double's error when the input has one.
"""

from __future__ import annotations

import re

_STRING = re.compile(r"""(?P<f>\b[fF])?(?:"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`)""")
_NUMBER = re.compile(
    r"(?<![\w.])[-+]?(?:0[xXbBoO][\da-fA-F_]+|\d[\d_]*(?:\.\d+)?(?:[eE][-+]?\d+)?)[nLlFfDdMmUu]?\b"
)
_CHAIN = re.compile(r"(?<![\w$.])(new\s+)?([A-Za-z_$][\w$]*(?:\s*(?:\.|::)\s*[A-Za-z_$][\w$]*)*)(\s*\()?")
_WORDS = frozenset({
    "true", "false", "True", "False", "None", "null", "nil", "undefined", "NaN", "Infinity", "math.Inf", "inf",
    "and", "or", "not", "is", "in", "typeof", "void",
})  # fmt: skip
#: Calls whose result a tester writes down from their (value) arguments: constructors of standard types.
_CONSTRUCTORS = frozenset({
    "datetime.date", "datetime.datetime", "datetime.time", "datetime.timedelta", "date", "timedelta", "Decimal",
    "Fraction", "str", "int", "float", "bytes", "bytearray", "tuple", "list", "set", "frozenset", "dict", "String",
    "Number", "BigInt", "Date", "Array.of", "Buffer.from", "Symbol", "time.Duration", "big.NewInt",
})  # fmt: skip
_ERROR_CALL = re.compile(r"^(?:&)?(?:errors\.New|fmt\.Errorf|new\s+\w*Error|\w*Error)\(\s*[\"'`]")


def bound_names(given: str) -> set[str]:
    """The names the case's input gives a value: `` `name` = … `` (any value, even "any value": the test chooses it)."""
    return {m.group(1).strip() for m in re.finditer(r"`([^`]+)`\s*=(?!=)", given)}


def _split_top(expr: str) -> list[str]:
    """`expr` cut at its top-level commas (outside brackets and strings)."""
    parts, depth, cur, quote = [], 0, [], ""
    for ch in expr:
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def _code_of(expr: str) -> str:
    """`expr` with its string literals blanked (an f-string or template keeps the code in its braces)."""

    def keep(m: re.Match[str]) -> str:
        text = m.group(0)
        if m.group("f") or (text.startswith("`") and "${" in text):
            return " " + " ".join(re.findall(r"\{([^{}]*)\}", text)) + " "
        return ' "" '

    return _NUMBER.sub(" 0 ", _STRING.sub(keep, expr))


def _constant(chain: str) -> bool:
    """A name in capitals (`MAX_SIZE`, `MESH.LEVEL_5000.DISTANCE`) or a capitalised name or type member (`Stop`,
    `TypeCode.Object`): what is not called is a constant, an enum member or a sentinel."""
    return bool(re.fullmatch(r"[A-Z][A-Z\d_]+", chain.split(".")[-1])) or chain[:1].isupper()


def _bound(chain: str, names: set[str]) -> bool:
    parts = chain.split(".")
    return any(".".join(parts[:i]) in names for i in range(1, len(parts) + 1))


def is_value(expr: str, given: str = "") -> bool:
    """Whether `expr` is a value a tester can check, with the names `given` (a case's input) binds.

    >>> is_value('"a b"'), is_value("[0, 2, 4]"), is_value("KanjizeZero.SIGN"), is_value("datetime.date(2024, 1, 31)")
    (True, True, True, True)
    >>> is_value("weak ? 'W/' + tag : tag"), is_value("parseSize(size, binaryMap)"), is_value("v, nil")
    (False, False, False)
    >>> is_value("s", "`s` = `\\"\\"`."), is_value('-1, fmt.Errorf("invalid size: %s", sizeStr)'), is_value('f"-{result}"')
    (True, True, False)
    """
    expr = expr.strip().rstrip(";")
    if not expr:
        return False
    parts = _split_top(expr)
    if len(parts) > 1:
        if any(_ERROR_CALL.match(p) for p in parts):
            return True
        return all(
            is_value(p, given) or (p == "err" and re.search(r"test double|テストダブル", given))
            for p in parts
        )
    if _ERROR_CALL.match(expr):
        return True
    names = bound_names(given)
    if expr in names:
        return True
    code = _code_of(expr)
    for m in _CHAIN.finditer(code):
        new, chain, call = m.group(1), re.sub(r"\s+", "", m.group(2)).replace("::", "."), m.group(3)
        if chain in _WORDS:
            continue
        if call:
            if new or chain in _CONSTRUCTORS:
                continue
            return False
        if _bound(chain, names) or _constant(chain):
            continue
        if re.fullmatch(r"[A-Z]\w*", chain) and code[m.end() :].lstrip().startswith("{"):
            continue  # a Go composite literal `Version{}`: its fields are checked as names of their own
        if chain in re.findall(r"[{,]\s*(\w+)\s*:", code):
            continue  # an object literal's key (`{ valid: false }`)
        return False
    return True


__all__ = ["bound_names", "is_value"]
