"""The Java library for `java_eval`: `String`, `StringBuilder` and `BigInteger` methods and the static methods of
`Integer`, `Long`, `String`, `Math`, `Character`, `Objects`, `Arrays` and `BigInteger` that compute only.

Each gives Java's result, throws what Java throws (through the run's `throw`), or raises `Unknown`.
"""

from __future__ import annotations

import math
import re
from typing import Any, Protocol

from utspec.analyzers.fixed_ints import Fixed, trunc_div, trunc_mod
from utspec.analyzers.java_values import (
    CHAR,
    INT,
    LONG,
    BigInt,
    Builder,
    JArray,
    Opaque,
    char_test,
    promote,
    string_format,
    to_text,
    type_of,
    widen,
)
from utspec.analyzers.py_eval import Unknown


class Runner(Protocol):
    """What a library method needs of the run: to throw a Java exception at the current line, and the arrays and
    builders the run made itself (a caller's may not be changed)."""

    local: set[int]

    def throw(self, name: str) -> Exception: ...


def give_up() -> Any:
    """Raise `Unknown` where an expression needs a value (an arm of a conditional expression)."""
    raise Unknown


def _npe(run: Runner) -> Any:
    raise run.throw("NullPointerException")


def _parse_int(run: Runner, s: Any, radix: Any = None, bits: int = 32) -> Fixed:
    if s is None or not isinstance(s, str):
        if s is None:
            raise run.throw("NumberFormatException")  # Integer.parseInt(null) throws NumberFormatException
        raise Unknown
    r = 10 if radix is None else int(radix)
    if r != 10 and r != 16 and r != 2 and r != 8 or not s.isascii():
        raise Unknown  # Java's Character.digit reads the digits of every script
    digits = {10: "0-9", 16: "0-9a-fA-F", 2: "01", 8: "0-7"}[r]
    if not re.fullmatch(rf"[+-]?[{digits}]+", s):
        raise run.throw("NumberFormatException")
    v = int(s, r)
    if not -(2 ** (bits - 1)) <= v < 2 ** (bits - 1):
        raise run.throw("NumberFormatException")
    return (LONG if bits == 64 else INT)(v)


def _math_two(f: Any) -> Any:
    def run(r: Runner, a: Any, b: Any) -> Any:
        kind = promote(a, b)
        if kind == "double":
            return float(f(float(a), float(b)))
        return (LONG if kind == "long" else INT)(f(int(a), int(b)))

    return run


def _abs(r: Runner, a: Any) -> Any:
    if isinstance(a, float):
        return abs(a)
    if type_of(a) not in ("int", "long", "short", "byte", "char"):
        raise Unknown
    return (LONG if isinstance(a, LONG) else INT)(abs(int(a)))  # Math.abs(Integer.MIN_VALUE) stays negative


def _require(r: Runner, v: Any, *message: Any) -> Any:
    if v is None:
        raise r.throw("NullPointerException")
    if isinstance(v, Opaque):
        raise Unknown
    return v


def _fill(r: Runner, arr: Any, v: Any) -> None:
    if not isinstance(arr, JArray) or id(arr) not in r.local:
        raise Unknown
    arr.items[:] = [widen(v, arr.element)] * len(arr.items)


def _value_of(r: Runner, v: Any) -> str:
    if v is None:
        raise Unknown  # "null" through valueOf(Object), a NullPointerException through valueOf(char[]): by static type
    if isinstance(v, JArray) and v.element == "char":
        return "".join(chr(int(c)) for c in v.items)
    if isinstance(v, JArray):
        raise Unknown
    return to_text(v)


def _big_value_of(r: Runner, v: Any) -> BigInt:
    if not isinstance(v, Fixed) or isinstance(v, CHAR):
        raise Unknown
    return BigInt(int(v))


STATICS: dict[str, Any] = {
    "Integer.parseInt": lambda r, s, radix=None: _parse_int(r, s, radix),
    "Long.parseLong": lambda r, s, radix=None: _parse_int(r, s, radix, 64),
    "Integer.toString": lambda r, v: str(int(v)) if isinstance(v, Fixed) else give_up(),
    "Long.toString": lambda r, v: str(int(v)) if isinstance(v, Fixed) else give_up(),
    "String.valueOf": _value_of,
    "String.format": lambda r, fmt, *args: (
        string_format(fmt, list(args)) if isinstance(fmt, str) else give_up()
    ),
    "Math.min": _math_two(min),
    "Math.max": _math_two(max),
    "Math.abs": _abs,
    "Math.floor": lambda r, x: (
        math.floor(x) * 1.0 if isinstance(x, float) and math.isfinite(x) else give_up()
    ),
    "Math.ceil": lambda r, x: math.ceil(x) * 1.0 if isinstance(x, float) and math.isfinite(x) else give_up(),
    "Character.isDigit": lambda r, c: char_test(str.isdigit)(c),
    "Character.isLetter": lambda r, c: char_test(str.isalpha)(c),
    "Character.isLetterOrDigit": lambda r, c: char_test(str.isalnum)(c),
    "Character.isWhitespace": lambda r, c: char_test(lambda ch: ch in " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f")(c),
    "Character.isUpperCase": lambda r, c: char_test(str.isupper)(c),
    "Character.isLowerCase": lambda r, c: char_test(str.islower)(c),
    "Objects.requireNonNull": _require,
    "Arrays.fill": _fill,
    "BigInteger.valueOf": _big_value_of,
}
CONSTANTS: dict[str, Any] = {
    "Integer.MAX_VALUE": INT(2**31 - 1), "Integer.MIN_VALUE": INT(-(2**31)),
    "Long.MAX_VALUE": LONG(2**63 - 1), "Long.MIN_VALUE": LONG(-(2**63)),
    "BigInteger.ZERO": BigInt(0), "BigInteger.ONE": BigInt(1), "BigInteger.TWO": BigInt(2), "BigInteger.TEN": BigInt(10),
}  # fmt: skip


def string_method(run: Runner, s: str, name: str, args: list[Any]) -> Any:
    """A `String` method that computes only (`Unknown` for regular expressions and locale-dependent ones)."""
    n = len(s)
    ints = [int(a) for a in args if isinstance(a, Fixed) and not isinstance(a, CHAR)]
    if name == "length" and not args:
        return INT(n)
    if name == "isEmpty" and not args:
        return n == 0
    if name == "charAt" and len(ints) == 1 == len(args):
        if not 0 <= ints[0] < n:
            raise run.throw("StringIndexOutOfBoundsException")
        return CHAR(ord(s[ints[0]]))
    if name == "substring" and len(ints) == len(args) and 1 <= len(args) <= 2:
        begin, end = ints[0], ints[1] if len(ints) == 2 else n
        if not 0 <= begin <= end <= n:
            raise run.throw("StringIndexOutOfBoundsException")
        return s[begin:end]
    if name in ("equals", "equalsIgnoreCase", "contentEquals") and len(args) == 1:
        other = args[0]
        if name == "contentEquals" or not isinstance(other, str):
            return False if name != "contentEquals" else give_up()
        if name == "equalsIgnoreCase":
            if not (s.isascii() and other.isascii()):
                raise Unknown  # Unicode case folding is not modelled
            return s.lower() == other.lower()
        return s == other
    if name == "concat" and len(args) == 1:
        if args[0] is None:
            raise run.throw("NullPointerException")
        return s + args[0]
    if name in ("startsWith", "endsWith", "contains") and len(args) == 1:
        if args[0] is None:
            raise run.throw("NullPointerException")
        if not isinstance(args[0], str):
            raise Unknown
        return {"startsWith": s.startswith, "endsWith": s.endswith, "contains": s.__contains__}[name](args[0])
    if name in ("indexOf", "lastIndexOf") and 1 <= len(args) <= 2:
        what = args[0]
        if what is None:
            raise run.throw("NullPointerException")
        needle = chr(int(what)) if isinstance(what, Fixed) else what
        if not isinstance(needle, str):
            raise Unknown
        if len(args) == 2:
            if not isinstance(args[1], Fixed):
                raise Unknown
            start = int(args[1])
            if name == "indexOf":
                return INT(s.find(needle, max(start, 0)))
            raise Unknown
        return INT(s.find(needle) if name == "indexOf" else s.rfind(needle))
    if name in ("toUpperCase", "toLowerCase") and not args:
        if not s.isascii():
            raise Unknown
        return s.upper() if name == "toUpperCase" else s.lower()
    if name == "trim" and not args:
        i, j = 0, n
        while i < j and ord(s[i]) <= 0x20:
            i += 1
        while j > i and ord(s[j - 1]) <= 0x20:
            j -= 1
        return s[i:j]
    if name == "replace" and len(args) == 2:
        old, new = args
        if isinstance(old, Fixed) and isinstance(new, Fixed):
            return s.replace(chr(int(old)), chr(int(new)))
        if isinstance(old, str) and isinstance(new, str):
            return s.replace(old, new) if old else give_up()
        raise Unknown
    if name == "toString" and not args:
        return s
    if name == "toCharArray" and not args:
        arr = JArray("char", [CHAR(ord(c)) for c in s])
        run.local.add(id(arr))
        return arr
    raise Unknown  # regular expressions (split, matches, replaceAll), locale-dependent methods


def builder_method(run: Runner, b: Builder, name: str, args: list[Any]) -> Any:
    """A method of a `StringBuilder` the run made itself."""
    if id(b) not in run.local:
        raise Unknown
    if name == "append" and len(args) == 1:
        b.text += to_text(args[0])
        return b
    if name == "toString" and not args:
        return b.text
    if name == "length" and not args:
        return INT(len(b.text))
    if name == "insert" and len(args) == 2 and isinstance(args[0], Fixed):
        at = int(args[0])
        if not 0 <= at <= len(b.text):
            raise run.throw("StringIndexOutOfBoundsException")
        b.text = b.text[:at] + to_text(args[1]) + b.text[at:]
        return b
    if name == "reverse" and not args:
        b.text = b.text[::-1]
        return b
    if name == "charAt" and len(args) == 1 and isinstance(args[0], Fixed):
        if not 0 <= int(args[0]) < len(b.text):
            raise run.throw("StringIndexOutOfBoundsException")
        return CHAR(ord(b.text[int(args[0])]))
    raise Unknown


def big_method(run: Runner, v: BigInt, name: str, args: list[Any]) -> Any:
    """A `BigInteger` method (its values are immutable)."""
    if name in (
        "add",
        "subtract",
        "multiply",
        "divide",
        "mod",
        "remainder",
        "compareTo",
        "equals",
        "max",
        "min",
    ):
        if len(args) != 1:
            raise Unknown
        (o,) = args
        if o is None:
            return False if name == "equals" else _npe(run)
        if not isinstance(o, BigInt):
            return False if name == "equals" else give_up()
        x, y = v.v, o.v
        if name in ("divide", "remainder") and y == 0:
            raise run.throw("ArithmeticException")
        if name == "mod" and y <= 0:
            raise run.throw("ArithmeticException")
        results = {
            "add": lambda: BigInt(x + y), "subtract": lambda: BigInt(x - y), "multiply": lambda: BigInt(x * y),
            "divide": lambda: BigInt(trunc_div(x, y)), "remainder": lambda: BigInt(trunc_mod(x, y)),
            "mod": lambda: BigInt(x % y), "compareTo": lambda: INT((x > y) - (x < y)),
            "equals": lambda: x == y, "max": lambda: BigInt(max(x, y)), "min": lambda: BigInt(min(x, y)),
        }  # fmt: skip
        return results[name]()
    if name == "signum" and not args:
        return INT((v.v > 0) - (v.v < 0))
    if name == "toString" and not args:
        return str(v.v)
    if name == "longValue" and not args:
        return LONG(v.v)
    if name == "intValue" and not args:
        return INT(v.v)
    raise Unknown


__all__ = ["CONSTANTS", "STATICS", "Runner", "give_up", "big_method", "builder_method", "string_method"]
