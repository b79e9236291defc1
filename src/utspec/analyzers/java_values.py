"""Java values for `java_eval`: the primitive types, strings, `BigInteger`, `StringBuilder`, arrays and exceptions.

Each primitive integer type is a `fixed_ints.Fixed` of its width (`int` wraps at 32 bits, `char` is unsigned 16);
`double` is a Python float; `String` a Python str (UTF-16 code units beyond the BMP are not held: `Unknown`);
`null` is None. Binary numeric promotion, string conversion and widening follow the Java Language Specification
(§5.1.2, §5.6, §15.18.1) for these types only.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from utspec.analyzers.fixed_ints import Fixed, fixed
from utspec.analyzers.py_eval import Unknown

BYTE, SHORT, CHAR = fixed(8, True, "byte"), fixed(16, True, "short"), fixed(16, False, "char")
INT, LONG = fixed(32, True, "int"), fixed(64, True, "long")
INTEGRAL: dict[str, type[Fixed]] = {"byte": BYTE, "short": SHORT, "char": CHAR, "int": INT, "long": LONG}
#: Widening order of the numeric primitives (§5.1.2); char widens to int and above only.
_RANK = {"byte": 1, "short": 2, "char": 2, "int": 3, "long": 4, "float": 5, "double": 6}
_BOXES = {"Integer": "int", "Long": "long", "Character": "char", "Short": "short", "Byte": "byte",
          "Double": "double", "Boolean": "boolean"}  # fmt: skip
#: Reference types a String, a BigInteger… may be passed as.
_SUPERTYPES = {
    "String": {"String", "CharSequence", "Object", "Comparable", "Serializable"},
    "BigInteger": {"BigInteger", "Number", "Object", "Comparable", "Serializable"},
    "StringBuilder": {"StringBuilder", "CharSequence", "Object", "Appendable"},
}


class BigInt:
    """A `java.math.BigInteger` (kept apart from the primitives: `+` does not add two of them)."""

    __slots__ = ("v",)

    def __init__(self, v: int) -> None:
        self.v = int(v)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BigInt) and other.v == self.v

    def __hash__(self) -> int:
        return hash(self.v)

    def __repr__(self) -> str:
        return f"BigInteger({self.v})"


@dataclass(eq=False)
class Builder:
    """A `StringBuilder` the function made itself."""

    text: str = ""


@dataclass(eq=False)
class JArray:
    """An array: its element type and its elements (a `byte[]`, `char[]`…)."""

    element: str
    items: list[Any] = field(default_factory=list)


@dataclass(frozen=True)
class Opaque:
    """An argument the key item names but does not give (`IOUtils.toByteArray(input, 0)`): it may be passed on,
    and any use of it is `Unknown`."""

    name: str


#: The Java exceptions a run may throw or a key item may name, and the class each extends.
EXCEPTIONS: dict[str, str | None] = {
    "Throwable": None, "Exception": "Throwable", "Error": "Throwable", "RuntimeException": "Exception",
    "IllegalArgumentException": "RuntimeException", "NumberFormatException": "IllegalArgumentException",
    "IllegalStateException": "RuntimeException", "NullPointerException": "RuntimeException",
    "ArithmeticException": "RuntimeException", "IndexOutOfBoundsException": "RuntimeException",
    "StringIndexOutOfBoundsException": "IndexOutOfBoundsException",
    "ArrayIndexOutOfBoundsException": "IndexOutOfBoundsException",
    "NegativeArraySizeException": "RuntimeException", "UnsupportedOperationException": "RuntimeException",
    "ClassCastException": "RuntimeException", "IOException": "Exception", "EOFException": "IOException",
    "UncheckedIOException": "RuntimeException",
}  # fmt: skip


def is_subclass(name: str, ancestor: str, classes: dict[str, str | None]) -> bool | None:
    """Whether exception class `name` is `ancestor` or extends it, through the sources' classes and `EXCEPTIONS`;
    None when the chain leaves both.

    >>> is_subclass("NumberFormatException", "IllegalArgumentException", {})
    True
    >>> is_subclass("EOFException", "RuntimeException", {}), is_subclass("MyError", "Exception", {})
    (False, None)
    """
    seen: set[str] = set()
    while name not in seen:
        if name == ancestor:
            return True
        seen.add(name)
        if name in classes:
            parent = classes[name]
        elif name in EXCEPTIONS:
            parent = EXCEPTIONS[name]
        else:
            return None
        if parent is None:
            return False
        name = parent
    return None


def type_of(v: Any) -> str:
    """The runtime type of a value as Java names it ("" for null)."""
    if v is None:
        return ""
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, Fixed):
        return v.type_name
    if isinstance(v, float):
        return "double"
    if isinstance(v, str):
        return "String"
    if isinstance(v, BigInt):
        return "BigInteger"
    if isinstance(v, Builder):
        return "StringBuilder"
    if isinstance(v, JArray):
        return v.element + "[]"
    raise Unknown


def assignable(v: Any, declared: str) -> int | None:
    """How a value is passed to a parameter of type `declared` (for choosing an overload): 0 the same type,
    a positive rank of widening or boxing (the lower the more specific), None not at all."""
    declared = declared.replace("final ", "").strip()
    if isinstance(v, Opaque):
        return 0 if declared not in _RANK and declared != "boolean" else None
    if v is None:
        return None if declared in _RANK or declared == "boolean" else 1
    t = type_of(v)
    if t == declared:
        return 0
    if t in _RANK and declared in _RANK:
        if t == "char" and declared in ("short", "byte"):
            return None
        if declared == "char":
            return None
        return _RANK[declared] - _RANK[t] if _RANK[declared] > _RANK[t] else None
    if declared in _BOXES and _BOXES[declared] == t:
        return 10
    if declared == "Object":
        return 20
    if declared in _SUPERTYPES.get(t, set()):
        return 5
    if t.endswith("[]") and declared == t:
        return 0
    return None


def widen(v: Any, declared: str) -> Any:
    """A value stored in a variable of `declared` type: an integer widened to a wider integer or to double."""
    declared = declared.replace("final ", "").strip()
    if declared in INTEGRAL and isinstance(v, Fixed) and not isinstance(v, INTEGRAL[declared]):
        if _RANK[type_of(v)] > _RANK[declared] or declared == "char":
            raise Unknown  # narrowing needs a cast: the code would not compile
        return INTEGRAL[declared](int(v))
    if declared == "double" and isinstance(v, Fixed):
        return float(v)
    if declared in ("float", "Float"):
        raise Unknown  # single precision is not modelled
    return v


def cast(v: Any, to: str) -> Any:
    """`(int) x`, `(char) x`, `(long) d` (§5.1.3: a double is truncated towards zero and clamped)."""
    if to in INTEGRAL:
        if isinstance(v, float):
            if math.isnan(v):
                return INTEGRAL[to](0)
            bits = 64 if to == "long" else 32
            lo, hi = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
            n = max(lo, min(hi, int(v))) if math.isfinite(v) else (hi if v > 0 else lo)
            return INTEGRAL[to](n)
        if isinstance(v, Fixed):
            return INTEGRAL[to](int(v))
        raise Unknown
    if to == "double":
        if isinstance(v, (Fixed, float)) and not isinstance(v, bool):
            return float(v)
        raise Unknown
    if to in ("String", "Object", "CharSequence") and (v is None or isinstance(v, str)):
        return v
    raise Unknown


def promote(a: Any, b: Any) -> str:
    """Binary numeric promotion (§5.6.2): "double", "long" or "int"."""
    ta, tb = type_of(a), type_of(b)
    if ta not in _RANK or tb not in _RANK:
        raise Unknown
    if "float" in (ta, tb):
        raise Unknown
    if "double" in (ta, tb):
        return "double"
    return "long" if "long" in (ta, tb) else "int"


def double_text(d: float) -> str:
    """`Double.toString(d)` where it is plain decimal notation (1e-3 <= |d| < 1e7, and zero); else `Unknown`.

    >>> double_text(1.5), double_text(2.0), double_text(-0.0)
    ('1.5', '2.0', '-0.0')
    """
    if d == 0:
        return "-0.0" if math.copysign(1, d) < 0 else "0.0"
    if not math.isfinite(d) or not 1e-3 <= abs(d) < 1e7:
        raise Unknown  # Java switches to E notation there, and older JDKs print more digits than the shortest
    text = repr(d)
    if "e" in text:
        raise Unknown
    return text


def to_text(v: Any) -> str:
    """String conversion (§5.1.11), as `"" + v` does it."""
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, Fixed):
        return chr(v) if isinstance(v, CHAR) else str(int(v))
    if isinstance(v, float):
        return double_text(v)
    if isinstance(v, str):
        return v
    if isinstance(v, BigInt):
        return str(v.v)
    if isinstance(v, Builder):
        return v.text
    raise Unknown  # an array or object prints its identity hash


def java_string(s: str) -> str:
    if any(ord(c) > 0xFFFF for c in s):
        raise Unknown
    return s


def string_format(fmt: str, args: list[Any]) -> str:
    """`String.format` for `%d`, `%s` and `%%` without flags (the messages exceptions are built with).

    >>> string_format("Minimum abbreviation width is %d", [INT(3)])
    'Minimum abbreviation width is 3'
    """
    out: list[str] = []
    i, k = 0, 0
    while i < len(fmt):
        c = fmt[i]
        if c != "%":
            out.append(c)
            i += 1
            continue
        verb = fmt[i + 1 : i + 2]
        if verb == "%":
            out.append("%")
        elif verb == "n":
            out.append("\n")
        elif verb in ("d", "s") and k < len(args):
            v = args[k]
            k += 1
            if verb == "d" and not (isinstance(v, (Fixed, BigInt)) and not isinstance(v, CHAR)):
                raise Unknown  # IllegalFormatConversionException
            out.append(to_text(v))
        else:
            raise Unknown
        i += 2
    return "".join(out)


def char_test(test: Callable[[str], bool]) -> Callable[[Any], bool]:
    """A `Character.isX` test for ASCII characters (the Unicode tables beyond are not modelled)."""

    def run(c: Any) -> bool:
        if not isinstance(c, Fixed) or not 0 <= int(c) < 128:
            raise Unknown
        return test(chr(int(c)))

    return run


__all__ = [
    "BYTE", "CHAR", "EXCEPTIONS", "INT", "INTEGRAL", "LONG", "SHORT", "BigInt", "Builder", "JArray", "Opaque",
    "assignable", "cast", "char_test", "double_text", "is_subclass", "java_string", "promote", "string_format",
    "to_text", "type_of", "widen",
]  # fmt: skip
