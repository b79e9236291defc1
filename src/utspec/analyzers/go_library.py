"""Go's values and standard library for `go_eval`: fixed-width integers, conversions, the operators with Go's
meaning, and the `strconv`, `strings`, `unicode`, `math`, `fmt` and `errors` functions that compute only.

Each function gives Go's exact result or raises `Unknown` (a non-ASCII string indexed by bytes, a float formatted
in a notation not modelled, a floor taken a hair from an integer where Go's and C's logarithms may round apart).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from utspec.analyzers.fixed_ints import Fixed, fixed, result_type, trunc_div, trunc_mod
from utspec.analyzers.py_eval import Unknown

#: Go's integer types by name (`int` and `uint` are 64 bits wide on the platforms tests run on).
INT_TYPES: dict[str, type[Fixed]] = {
    name: fixed(bits, signed, name)
    for name, bits, signed in (
        ("int", 64, True), ("int64", 64, True), ("int32", 32, True), ("int16", 16, True), ("int8", 8, True),
        ("uint", 64, False), ("uint64", 64, False), ("uint32", 32, False), ("uint16", 16, False),
        ("uint8", 8, False), ("uintptr", 64, False),
    )
}  # fmt: skip
INT_TYPES["byte"] = INT_TYPES["uint8"]
INT_TYPES["rune"] = INT_TYPES["int32"]
FLOATS = frozenset({"float64", "float32"})


@dataclass(frozen=True)
class GoError:
    """An error value made by `errors.New` or `fmt.Errorf`: only its message is known."""

    message: str


# -- values --------------------------------------------------------------------------------------------------
def zero(type_text: str, named: dict[str, str]) -> Any:
    t = named.get(type_text, type_text)
    if t in INT_TYPES:
        return INT_TYPES[t](0)
    if t in FLOATS:
        return 0.0
    if t == "string":
        return ""
    if t == "bool":
        return False
    if t.startswith(("[]", "map[", "*")) or t in ("error", "interface{}", "any"):
        return None
    raise Unknown


def convert(value: Any, type_text: str, named: dict[str, str] | None = None) -> Any:
    """`value` as Go holds it in a variable of `type_text` (an untyped constant takes the type; a conversion
    `T(x)` wraps an integer, truncates a float towards zero), else `Unknown` for a type this evaluator does not hold.

    >>> convert(-1, "uint8"), convert(2.9, "int"), convert(3, "float64"), convert(65, "string")
    (uint8(255), int(2), 3.0, 'A')
    """
    t = (named or {}).get(type_text, type_text)
    if t in INT_TYPES:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise Unknown
        if isinstance(value, float):
            if not math.isfinite(value):
                raise Unknown
            kind = INT_TYPES[t]
            lo = -(2 ** (kind.bits - 1)) if kind.signed else 0
            if not lo <= value < lo + 2**kind.bits:
                raise Unknown  # a float out of the type's range converts to what the platform gives
            value = int(value)  # truncates towards zero
        return INT_TYPES[t](value)
    if t in FLOATS:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise Unknown
        f = float(value)
        if t == "float32":
            raise Unknown  # rounding to single precision is not modelled
        return f
    if t == "string":
        if isinstance(value, str):
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            return chr(value) if 0 <= value < 0x110000 else "\ufffd"
        if isinstance(value, list) and all(isinstance(b, int) and 0 <= b < 128 for b in value):
            return "".join(chr(b) for b in value)
        raise Unknown
    if t == "bool":
        if isinstance(value, bool):
            return value
        raise Unknown
    if t.startswith("[]") and value is None:
        return None
    if t == "[]byte" and isinstance(value, str) and value.isascii():
        return [INT_TYPES["uint8"](ord(c)) for c in value]
    if t.startswith(("[]", "map[")) and isinstance(value, (list, dict)):
        return value
    if t in ("error", "interface{}", "any") or t.startswith("*"):
        return value
    raise Unknown


def ascii_only(s: str) -> str:
    if not s.isascii():
        raise Unknown  # Go indexes and measures strings in bytes; only ASCII makes them characters
    return s


def arith(op: str, a: Any, b: Any) -> Any:
    if isinstance(a, bool) or isinstance(b, bool):
        if op == "&&":
            return a and b
        if op == "||":
            return a or b
        if op in ("==", "!=") and isinstance(a, bool) and isinstance(b, bool):
            return (a == b) == (op == "==")
        raise Unknown
    if op in ("==", "!="):
        if isinstance(a, GoError) or isinstance(b, GoError):
            if a is None or b is None:
                return (a is b) == (op == "==")
            raise Unknown  # two errors compare by pointer
        if isinstance(a, (list, dict)) or isinstance(b, (list, dict)):
            if a is None or b is None:
                return (a is b) == (op == "==")
            raise Unknown
        if isinstance(a, float) != isinstance(b, float) and not (untyped(a) or untyped(b)):
            raise Unknown
        return (a == b) == (op == "==")
    if isinstance(a, str) and isinstance(b, str):
        if op == "+":
            return a + b
        cmp = {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}
        if op in cmp:
            return cmp[op]
        raise Unknown
    if not isinstance(a, (int, float)) or not isinstance(b, (int, float)):
        raise Unknown
    if isinstance(a, float) or isinstance(b, float):
        if (isinstance(a, Fixed) or isinstance(b, Fixed)) and op not in ("<<", ">>"):
            raise Unknown  # a fixed integer meets a float only through an untyped constant: not modelled
        x, y = float(a), float(b)
        if op in ("<", "<=", ">", ">="):
            return {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y}[op]
        if op == "+":
            return x + y
        if op == "-":
            return x - y
        if op == "*":
            return x * y
        if op == "/":
            if y == 0:
                return (
                    math.copysign(math.inf, x) * math.copysign(1, y) if x and not math.isnan(x) else math.nan
                )
            return x / y
        raise Unknown
    if op in ("<", "<=", ">", ">="):
        return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
    kind = result_type(a, b) if op not in ("<<", ">>") else (type(a) if isinstance(a, Fixed) else None)
    x, y = int(a), int(b)
    if op == "+":
        r = x + y
    elif op == "-":
        r = x - y
    elif op == "*":
        r = x * y
    elif op in ("/", "%"):
        if y == 0:
            raise ZeroDivisionError
        r = trunc_div(x, y) if op == "/" else trunc_mod(x, y)
    elif op == "&":
        r = x & y
    elif op == "|":
        r = x | y
    elif op == "^":
        r = x ^ y
    elif op == "&^":
        r = x & ~y
    elif op in ("<<", ">>"):
        if y < 0 or y > 4096:
            raise Unknown
        r = x << y if op == "<<" else x >> y
    else:
        raise Unknown
    return kind(r) if kind is not None else r


def untyped(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, (bool, Fixed))


# -- the library -----------------------------------------------------------------------------------------------
#: Go reads ASCII digits only (Python's `\d` and `int()` take every Unicode digit).
_DIGITS = re.compile(r"[+-]?[0-9]+")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


def _num_error(fn: str, s: str, why: str = "invalid syntax") -> GoError:
    return GoError(f"strconv.{fn}: parsing {_quote(s)}: {why}")


def _atoi(s: str) -> tuple[Any, Any]:
    if not _DIGITS.fullmatch(s):
        return INT_TYPES["int"](0), _num_error("Atoi", s)
    v = int(s)
    if not -(2**63) <= v < 2**63:
        raise Unknown  # Atoi returns the clamped value with a range error
    return INT_TYPES["int"](v), None


def _parse_int(s: str, base: int, bits: int) -> tuple[Any, Any]:
    if base not in (2, 8, 10, 16) or bits not in (0, 8, 16, 32, 64):
        raise Unknown
    pattern = {2: r"[+-]?[01]+", 8: r"[+-]?[0-7]+", 10: r"[+-]?\d+", 16: r"[+-]?[0-9a-fA-F]+"}[base]
    if not re.fullmatch(pattern, s):
        return INT_TYPES["int64"](0), _num_error("ParseInt", s)
    v, width = int(s, base), bits or 64
    if not -(2 ** (width - 1)) <= v < 2 ** (width - 1):
        raise Unknown
    return INT_TYPES["int64"](v), None


def _parse_float(s: str, bits: int) -> tuple[Any, Any]:
    if bits != 64:
        raise Unknown
    if re.fullmatch(r"[+-]?(?:inf|infinity)", s, re.I):
        return float(s), None
    if re.fullmatch(r"[+-]?nan", s, re.I):
        return math.nan, None
    if not _DECIMAL.fullmatch(s):
        if s[:1] in "+-" and s[1:2] == "0" and s[2:3] in "xX" or s[:2] in ("0x", "0X") or "_" in s:
            raise Unknown  # hexadecimal floats and underscores: Go's own syntax
        return 0.0, _num_error("ParseFloat", s)
    f = float(s)
    if math.isinf(f) or (f == 0.0 and re.search(r"[1-9]", s.split("e")[0].split("E")[0])):
        raise Unknown  # out of range: Go returns ±Inf or 0 with a range error
    return f, None


def _format_float(v: float, fmt: int, prec: int, bits: int) -> str:
    if bits != 64 or not math.isfinite(v) or chr(fmt) != "f":
        raise Unknown
    if prec < 0:
        # the fewest digits that read back as v (Python's repr gives the same digits), in fixed notation
        return format(Decimal(repr(v)).normalize(), "f")
    return f"{v:.{prec}f}"


def _quote(s: str) -> str:
    if not all(" " <= c <= "~" for c in s):
        raise Unknown
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


_VERB = re.compile(r"%([-+# 0]*)(\d*)(?:\.(\d+))?([a-zA-Z%])")


def _show(v: Any) -> str:
    """A value as `%v` prints it."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(int(v))
    if isinstance(v, str):
        return v
    if isinstance(v, GoError):
        return v.message
    if v is None:
        raise Unknown  # `<nil>` of which type
    if isinstance(v, float) and v == v and 1e-4 <= abs(v) < 1e6 or v == 0.0:
        # %v is %g with the shortest digits, in e-notation from an exponent of 6 (`1e+06`): plain below that
        text = repr(float(v))
        return text[:-2] if text.endswith(".0") else text
    raise Unknown


def sprintf(fmt: str, *args: Any) -> str:
    """Go's `fmt.Sprintf` for the verbs `%d %s %v %q %f %x %X %c %%` with flags, width and precision.

    >>> sprintf("%.1f %s", 82.94, "MB"), sprintf("%d B", 5), sprintf("%03d|%-4s|%q", 7, "ab", "x")
    ('82.9 MB', '5 B', '007|ab  |"x"')
    """
    out: list[str] = []
    pos = 0
    it = iter(args)
    for m in _VERB.finditer(fmt):
        out.append(fmt[pos : m.start()])
        pos = m.end()
        flags, width, prec, verb = m.groups()
        if verb == "%":
            out.append("%")
            continue
        try:
            v = next(it)
        except StopIteration:
            raise Unknown from None  # %!d(MISSING)
        spec = flags + width + (f".{prec}" if prec is not None else "")
        if verb == "d" and isinstance(v, int) and not isinstance(v, bool):
            out.append(("%" + spec + "d") % int(v))
        elif verb in "xX" and isinstance(v, int) and not isinstance(v, bool) and "#" not in flags:
            out.append(("%" + spec + verb) % int(v))
        elif verb in "fF" and isinstance(v, float) and math.isfinite(v):
            out.append(("%" + spec + "f") % v)
        elif verb == "c" and isinstance(v, int) and not flags and not width:
            out.append(chr(int(v)))
        elif (
            verb in "sv"
            and not flags.strip("-")
            and prec is None
            and (verb == "v" or isinstance(v, (str, GoError)))
        ):
            # %s of a number is `%!s(int=5)`: not run
            text = _show(v)
            out.append(text.ljust(int(width)) if "-" in flags and width else text.rjust(int(width or 0)))
        elif verb == "q" and isinstance(v, str) and not flags and not width:
            out.append(_quote(v))
        else:
            raise Unknown
    if next(it, _END) is not _END:
        raise Unknown  # %!(EXTRA …)
    out.append(fmt[pos:])
    return "".join(out)


_END = object()


def _errorf(fmt: str, *args: Any) -> GoError:
    return GoError(sprintf(fmt.replace("%w", "%v"), *args))


def _is_ascii_class(test: Callable[[str], bool]) -> Callable[[int], bool]:
    def run(r: int) -> bool:
        if not 0 <= r < 128:
            raise Unknown  # unicode's tables beyond ASCII are not modelled
        return test(chr(r))

    return run


def _strings_index(s: str, sub: str) -> Any:
    return INT_TYPES["int"](ascii_only(s).find(sub))


def _go_floor(x: float) -> float:
    # a floor taken just above or below an integer depends on the last bit of a logarithm, which Go and C may
    # round differently: not run (go-humanize's `math.Floor(logn(…))`)
    if math.isfinite(x) and x != round(x) and abs(x - round(x)) < 1e-9:
        raise Unknown
    return float(math.floor(x)) if math.isfinite(x) else x


def _go_ceil(x: float) -> float:
    return -_go_floor(-x)


def _replace(s: str, old: str, new: str, n: int) -> str:
    if old == "":
        raise Unknown
    return s.replace(old, new, -1 if n < 0 else int(n))


def _split(s: str, sep: str) -> list[str]:
    if sep == "":
        raise Unknown
    return s.split(sep)


def _split_n(s: str, sep: str, n: int) -> list[str] | None:
    if sep == "":
        raise Unknown
    if n == 0:
        return None  # Go's nil slice
    return s.split(sep, int(n) - 1) if n > 0 else s.split(sep)


def _parse_uint(s: str, base: int, bits: int) -> tuple[Any, Any]:
    if base != 10 or bits not in (0, 8, 16, 32, 64):
        raise Unknown
    if not re.fullmatch(r"[0-9]+", s):  # no sign: ParseUint takes digits only
        return INT_TYPES["uint64"](0), _num_error("ParseUint", s)
    if int(s) >= 2 ** (bits or 64):
        raise Unknown  # the range error, with the maximum value
    return INT_TYPES["uint64"](int(s)), None


def _fields(s: str) -> list[str]:
    return ascii_only(s).split()


def _trim_space(s: str) -> str:
    return ascii_only(s).strip(" \t\n\r\v\f")


def _float(f: Callable[..., float]) -> Callable[..., float]:
    def run(*args: Any) -> float:
        if any(not isinstance(a, float) for a in args):
            raise Unknown
        try:
            return float(f(*args))
        except (ValueError, OverflowError):
            raise Unknown from None

    return run


def _go_log(x: float) -> float:
    if x < 0:
        return math.nan
    if x == 0:
        return -math.inf
    return math.log(x)


_INT = INT_TYPES["int"]
_U8 = INT_TYPES["uint8"]
#: Package functions that compute only, by `package.Name`.
LIBRARY: dict[str, Callable[..., Any]] = {
    "strconv.Itoa": lambda i: str(int(i)),
    "strconv.FormatInt": lambda i, base: _format_int(int(i), int(base)),
    "strconv.FormatUint": lambda i, base: _format_int(int(i), int(base)),
    "strconv.Atoi": _atoi,
    "strconv.ParseInt": lambda s, base, bits: _parse_int(s, int(base), int(bits)),
    "strconv.ParseFloat": lambda s, bits: _parse_float(s, int(bits)),
    "strconv.FormatFloat": lambda v, f, prec, bits: _format_float(v, int(f), int(prec), int(bits)),
    "strconv.Quote": _quote,
    "strconv.ParseUint": lambda s, base, bits: _parse_uint(s, int(base), int(bits)),
    "strconv.AppendUint": lambda b, i, base: [
        *(b or ()),
        *(_U8(ord(c)) for c in _format_int(int(i), int(base))),
    ],
    "strings.Join": lambda parts, sep: sep.join(parts),
    "strings.SplitN": _split_n,
    "strings.IndexRune": lambda s, r: _INT(ascii_only(s).find(chr(int(r)))),
    "strings.ContainsAny": lambda s, chars: any(c in s for c in chars),
    "strings.TrimLeft": lambda s, cutset: s.lstrip(cutset),
    "strings.Split": _split,
    "strings.Replace": _replace,
    "strings.ReplaceAll": lambda s, old, new: _replace(s, old, new, -1),
    "strings.ToLower": lambda s: ascii_only(s).lower(),
    "strings.ToUpper": lambda s: ascii_only(s).upper(),
    "strings.TrimSpace": _trim_space,
    "strings.TrimPrefix": lambda s, p: s[len(p) :] if p and s.startswith(p) else s,
    "strings.TrimSuffix": lambda s, p: s[: len(s) - len(p)] if p and s.endswith(p) else s,
    "strings.HasPrefix": lambda s, p: s.startswith(p),
    "strings.HasSuffix": lambda s, p: s.endswith(p),
    "strings.Contains": lambda s, sub: sub in s,
    "strings.ContainsRune": lambda s, r: chr(int(r)) in s,
    "strings.Index": _strings_index,
    "strings.LastIndex": lambda s, sub: _INT(ascii_only(s).rfind(sub)),
    "strings.IndexByte": lambda s, c: _INT(ascii_only(s).find(chr(int(c)))),
    "strings.Count": lambda s, sub: _INT(s.count(sub)) if sub else _INT(len(s) + 1),
    "strings.Repeat": lambda s, n: s * int(n) if int(n) >= 0 else _panic_value(),
    "strings.Fields": _fields,
    "strings.EqualFold": lambda a, b: ascii_only(a).lower() == ascii_only(b).lower(),
    "unicode.IsDigit": _is_ascii_class(str.isdigit),
    "unicode.IsLetter": _is_ascii_class(str.isalpha),
    "unicode.IsSpace": _is_ascii_class(lambda c: c in " \t\n\r\v\f"),
    "unicode.IsUpper": _is_ascii_class(str.isupper),
    "unicode.IsLower": _is_ascii_class(str.islower),
    "math.Log": _float(_go_log),
    "math.Floor": _float(_go_floor),
    "math.Ceil": _float(_go_ceil),
    "math.Trunc": _float(lambda x: float(math.trunc(x)) if math.isfinite(x) else x),
    "math.Abs": _float(abs),
    "math.Pow": _float(lambda x, y: x**y if (x, y) != (0.0, -1.0) else math.inf),
    "math.Sqrt": _float(lambda x: math.sqrt(x) if x >= 0 else math.nan),
    "math.IsNaN": _float(lambda x: x != x),
    "math.IsInf": lambda x, sign: _is_inf(x, int(sign)),
    "math.Inf": lambda sign: math.inf if int(sign) >= 0 else -math.inf,
    "utf8.DecodeRuneInString": lambda s: _decode_rune(s),
    "utf8.RuneLen": lambda r: _INT(len(chr(int(r)).encode("utf-8"))) if 0 <= int(r) < 0x110000 else _INT(-1),
    "errors.New": GoError,
    "fmt.Sprintf": sprintf,
    "fmt.Errorf": _errorf,
}
#: Package constants.
CONSTANTS: dict[str, Any] = {
    "math.MaxInt64": 2**63 - 1, "math.MinInt64": -(2**63), "math.MaxInt32": 2**31 - 1, "math.MinInt32": -(2**31),
    "math.MaxInt16": 2**15 - 1, "math.MinInt16": -(2**15), "math.MaxInt8": 127, "math.MinInt8": -128,
    "math.MaxUint64": 2**64 - 1, "math.MaxUint32": 2**32 - 1, "math.MaxUint16": 2**16 - 1, "math.MaxUint8": 255,
    "math.MaxInt": 2**63 - 1, "math.MinInt": -(2**63), "math.MaxUint": 2**64 - 1,
    "math.Pi": math.pi, "math.E": math.e,
}  # fmt: skip


def _decode_rune(s: Any) -> tuple[Any, Any]:
    """utf8.DecodeRuneInString on a text (shellquote's walk over a word): the first rune and its byte length.

    >>> _decode_rune("ab"), _decode_rune(""), _decode_rune("あ")
    ((int32(97), int(1)), (int32(65533), int(0)), (int32(12354), int(3)))
    """
    if not isinstance(s, str):
        raise Unknown
    if not s:
        return INT_TYPES["rune"](0xFFFD), _INT(0)  # utf8.RuneError, 0
    return INT_TYPES["rune"](ord(s[0])), _INT(len(s[0].encode("utf-8")))


def _is_inf(x: Any, sign: int) -> bool:
    if not isinstance(x, float):
        raise Unknown
    return math.isinf(x) and (sign == 0 or (x > 0) == (sign > 0))


def _panic_value() -> Any:
    raise ZeroDivisionError  # read as a panic by the caller


def _format_int(i: int, base: int) -> str:
    if not 2 <= base <= 36:
        raise Unknown
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    n, out = abs(i), ""
    while True:
        n, r = divmod(n, base)
        out = digits[r] + out
        if n == 0:
            break
    return ("-" if i < 0 else "") + out


__all__ = [
    "CONSTANTS", "FLOATS", "INT_TYPES", "LIBRARY", "GoError", "arith", "ascii_only", "convert", "sprintf", "untyped",
    "zero",
]  # fmt: skip
