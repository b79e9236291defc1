"""Calls whose value their arguments alone fix, as `path_value` reads them (issue 12: a result a test can check).

The path evaluator gave up on every call it did not know, so go-units' `return fmt.Sprintf("%d seconds", seconds)`
at `seconds` = `59` was said as the expression, not as `"59 seconds"`; a Python `str(n)`, `re.sub(...)` or an
f-string stopped it the same way. Each function here is the language's own semantics for the values a case's input
gives (numbers, strings, booleans, None, a list as a tuple); where that semantics has a corner the table cannot
follow exactly (a JavaScript `$&` in a replacement, a Go `%v` of a float, non-ASCII case mapping in Go), it raises
`NotPure` and the evaluator gives up as before: no value is better than a wrong one.
"""

from __future__ import annotations

import ast
import decimal
import math
import re
from collections.abc import Callable, Sequence

from utspec.analyzers.js_template import js_str


class NotPure(Exception):
    """The call is not one this module knows, or its value on these arguments is not certain."""


def _text(*values: object) -> None:
    if not all(isinstance(v, str) for v in values):
        raise NotPure("text")


def _int(value: object) -> int:
    """`value` as an int when it is one (not a boolean); raises `NotPure` otherwise."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise NotPure("integer")
    return value


def _scalar(value: object) -> None:
    """Python's `str`/`repr` of a list would show a tuple here (an input list is a tuple): only scalars."""
    if not (value is None or isinstance(value, (str, int, float, bool))):
        raise NotPure("scalar")


def _py_str(value: object) -> str:
    _scalar(value)
    return str(value)


def _py_float(value: object) -> float:
    if not isinstance(value, (str, int, float)):
        raise NotPure("float")
    try:
        return float(value)
    except ValueError as exc:
        raise NotPure("float raises") from exc  # a raise, not a value


def _py_round(value: object, digits: object = None) -> object:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise NotPure("round")
    if digits is not None:
        return round(value, _int(digits))
    return round(value)


def _re_sub(pattern: object, repl: object, text: object, count: object = 0) -> str:
    """`re.sub(pattern, repl, text[, count])` with a string replacement; with a function replacement (code) only
    where the pattern finds nothing to replace: the text comes back as it was (pyhumps' `camelize("abc")`)."""
    _text(text)
    if isinstance(pattern, str):
        try:
            pattern = re.compile(pattern)
        except re.error as exc:
            raise NotPure("pattern") from exc
    if not isinstance(pattern, re.Pattern):
        raise NotPure("pattern")
    if not isinstance(repl, str):
        if pattern.search(str(text)) is None:
            return str(text)
        raise NotPure("replacement function")
    try:
        return pattern.sub(str(repl), str(text), count=_int(count))
    except (re.error, IndexError) as exc:
        raise NotPure("replacement") from exc


_JS_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")


def _js_number_of_text(text: str) -> float | int:
    t = text.strip(" \t\n\r\v\f\u00a0\ufeff")
    if t == "":
        return 0
    if _JS_NUMBER.fullmatch(t):
        v = float(t)
        return int(v) if v.is_integer() and abs(v) < 2**53 else v
    if re.fullmatch(r"[+-]?Infinity", t):
        return -math.inf if t.startswith("-") else math.inf
    if re.fullmatch(r"0[xX][0-9a-fA-F]+", t):
        return int(t, 16)
    return math.nan


def _js_number(value: object) -> object:
    """JavaScript's `Number(v)` of a number, string or boolean (null and undefined both read as None: not told)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, str):
        return _js_number_of_text(value)
    raise NotPure("Number")


def _js_parse_int(value: object, radix: object = None) -> object:
    """JavaScript's `parseInt(text[, radix])`: the longest run of digits after blanks and a sign; NaN if none."""
    _text(value)
    t = str(value).lstrip(" \t\n\r\v\f\u00a0\ufeff")
    sign = -1 if t.startswith("-") else 1
    t = t[1:] if t[:1] in "+-" else t
    base = 10 if radix is None else _int(radix)
    if base == 0:
        base = 10
    if (radix is None or base == 16) and t[:2].lower() == "0x":
        base, t = 16, t[2:]
    if not 2 <= base <= 36:
        return math.nan
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"[:base]
    run = re.match(f"[{re.escape(digits)}]*", t.lower())
    got = run.group(0) if run else ""
    return sign * int(got, base) if got else math.nan


_JS_FLOAT_PREFIX = re.compile(r"[+-]?(?:Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)")


def _js_parse_float(value: object) -> object:
    """JavaScript's `parseFloat(text)`: the longest number at the start after blanks; NaN if none."""
    _text(value)
    m = _JS_FLOAT_PREFIX.match(str(value).lstrip(" \t\n\r\v\f\u00a0\ufeff"))
    if m is None:
        return math.nan
    v = float(m.group(0).replace("Infinity", "inf"))
    return int(v) if math.isfinite(v) and v.is_integer() and abs(v) < 2**53 else v


def _js_to_fixed(value: object, digits: object = 0) -> str:
    """JavaScript's `n.toFixed(d)`: the exact binary value rounded half away from zero (`(2.5).toFixed(0)` is "3")."""
    places = _int(digits)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise NotPure("toFixed")
    if abs(value) >= 1e21 or not 0 <= places <= 100:
        raise NotPure("toFixed range")
    exact = decimal.Decimal(abs(value)).quantize(decimal.Decimal(1).scaleb(-places),
                                                 rounding=decimal.ROUND_HALF_UP)  # fmt: skip
    text = f"{exact:f}"
    return "-" + text if value < 0 and exact != 0 else text


def _js_pad(text: object, length: object, fill: object = " ", *, start: bool) -> str:
    """JavaScript's `padStart`/`padEnd`: the fill repeated and cut to the missing length."""
    _text(text, fill)
    missing = _int(length) - len(str(text))
    if missing <= 0 or fill == "":
        return str(text)
    pad = (str(fill) * (missing // len(str(fill)) + 1))[:missing]
    return pad + str(text) if start else str(text) + pad


def _js_replace_all(text: object, old: object, new: object) -> str:
    """`s.replaceAll(a, b)` with strings; a `$` in the replacement is a pattern (`$&`): not read."""
    _text(text, old, new)
    if "$" in str(new) or old == "":
        raise NotPure("replaceAll")
    return str(text).replace(str(old), str(new))


def _ascii(*values: object) -> None:
    """Go's and Java's case mapping differ from Python's beyond ASCII (`ß`): only ASCII is read."""
    _text(*values)
    if not all(str(v).isascii() for v in values):
        raise NotPure("non-ASCII case mapping")


def _go_upper(s: object) -> str:
    _ascii(s)
    return str(s).upper()


def _go_lower(s: object) -> str:
    _ascii(s)
    return str(s).lower()


def _go_replace(s: object, old: object, new: object, n: object) -> str:
    _text(s, old, new)
    count = _int(n)
    if old == "":
        raise NotPure("empty old")  # Go inserts `new` between runes; Python between characters: not the same
    return str(s).replace(str(old), str(new), count if count >= 0 else -1)


def _go_trim_space(s: object) -> str:
    _ascii(s)  # Go trims Unicode spaces too (U+00A0, U+0085): only ASCII text is certain
    return str(s).strip(" \t\n\r\v\f")


def _go_repeat(s: object, n: object) -> str:
    _text(s)
    times = _int(n)
    if times < 0:
        raise NotPure("negative count panics")
    return str(s) * times


def _trim_prefix(s: object, p: object) -> str:
    _text(s, p)
    return str(s).removeprefix(str(p))


def _trim_suffix(s: object, p: object) -> str:
    _text(s, p)
    return str(s).removesuffix(str(p))


def _has(kind: str) -> Callable[[object, object], bool]:
    def check(s: object, part: object) -> bool:
        _text(s, part)
        return getattr(str(s), kind)(str(part)) if kind != "contains" else str(part) in str(s)

    return check


#: One Go `fmt` verb with its flags, width and precision (`%05d`, `%-8s`, `%.2f`, `%%`).
_GO_VERB = re.compile(r"%([-+ 0#]*)(\d*)(?:\.(\d+))?([a-zA-Z%])")


def _go_sprintf(fmt: object, *args: object) -> str:
    """Go's `fmt.Sprintf` for `%d %s %v %q %t %x %X %f %%` over ints, strings and booleans (floats by `%f` only).

    >>> _go_sprintf("%d seconds", 59), _go_sprintf("%s=%d:%d", "nofile", 1, 2), _go_sprintf("%.2f%%", 1.005)
    ('59 seconds', 'nofile=1:2', '1.00%')
    >>> _go_sprintf("%v", True), _go_sprintf("%q", 'a"b'), _go_sprintf("%05d|%-3s|", 42, "x")
    ('true', '"a\\\\"b"', '00042|x  |')
    """
    _text(fmt)
    out: list[str] = []
    rest = list(args)
    pos = 0
    for m in _GO_VERB.finditer(str(fmt)):
        out.append(str(fmt)[pos : m.start()])
        pos = m.end()
        flags, width, prec, verb = m.groups()
        if verb == "%":
            out.append("%")
            continue
        if not rest:
            raise NotPure("missing argument")  # Go writes `%!d(MISSING)`
        arg = rest.pop(0)
        spec = "%" + flags + width + (f".{prec}" if prec is not None else "")
        if verb in "dxX" and isinstance(arg, int) and not isinstance(arg, bool) and "#" not in flags:
            out.append((spec + verb) % arg)
        elif verb == "f" and isinstance(arg, (int, float)) and not isinstance(arg, bool) and "#" not in flags:
            out.append((spec + "f") % float(arg))
        elif verb in "sv" and isinstance(arg, str) and prec is None and not flags.strip("-"):
            out.append((spec + "s") % arg)
        elif verb in "tv" and isinstance(arg, bool) and not (flags or width or prec):
            out.append("true" if arg else "false")
        elif verb == "v" and isinstance(arg, int) and not (flags or width or prec):
            out.append(str(arg))
        elif (
            verb == "q"
            and isinstance(arg, str)
            and not (flags or width or prec)
            and arg.isascii()
            and arg.isprintable()
        ):
            out.append('"' + arg.replace("\\", "\\\\").replace('"', '\\"') + '"')
        else:
            raise NotPure(f"verb {verb}")
    if rest:
        raise NotPure("extra arguments")  # Go appends `%!(EXTRA …)`
    out.append(str(fmt)[pos:])
    return "".join(out)


def _java_parse_int(s: object) -> int:
    """Java's `Integer.parseInt(s)`: a sign and decimal digits only; anything else throws (not a value)."""
    _text(s)
    if not re.fullmatch(r"[+-]?\d+", str(s)) or not -(2**31) <= int(str(s)) < 2**31:
        raise NotPure("NumberFormatException")
    return int(str(s))


def _java_value_of(v: object) -> str:
    """Java's `String.valueOf` of an int, boolean or string (a double's text differs from Python's: not read)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, str)):
        return str(v)
    raise NotPure("valueOf")


def _join(sep: object, parts: object) -> str:
    _text(sep)
    if not isinstance(parts, tuple) or not all(isinstance(p, str) for p in parts):
        raise NotPure("join")
    return str(sep).join(str(p) for p in parts)


_JS = ("javascript", "typescript")

#: Functions by the name the code calls them, per language.
FUNCTIONS: dict[str, dict[str, Callable[..., object]]] = {
    "python": {"str": _py_str, "float": _py_float, "round": _py_round, "bool": bool, "re.sub": _re_sub},
    "javascript": {"String": js_str, "Number": _js_number, "parseInt": _js_parse_int, "Number.parseInt": _js_parse_int,
                   "parseFloat": _js_parse_float, "Number.parseFloat": _js_parse_float},
    "go": {"fmt.Sprintf": _go_sprintf, "strings.ToUpper": _go_upper, "strings.ToLower": _go_lower,
           "strings.TrimSpace": _go_trim_space, "strings.Repeat": _go_repeat,
           "strings.Replace": _go_replace, "strings.ReplaceAll": lambda s, a, b: _go_replace(s, a, b, -1),
           "strings.HasPrefix": _has("startswith"), "strings.HasSuffix": _has("endswith"),
           "strings.Contains": _has("contains"), "strings.TrimPrefix": _trim_prefix,
           "strings.TrimSuffix": _trim_suffix},
    "java": {"String.valueOf": _java_value_of, "Integer.parseInt": _java_parse_int,
             "Integer.toString": lambda v: str(_int(v))},
}  # fmt: skip
FUNCTIONS["typescript"] = FUNCTIONS["javascript"]


def _method(language: str, name: str, target: object, args: Sequence[object]) -> object:
    """A method of a string, number or compiled pattern the code calls on a value (`PATTERN.sub(" ", s)`)."""
    if language == "python":
        if isinstance(target, re.Pattern) and name == "sub" and len(args) in (2, 3):
            return _re_sub(target, *args)
        if name == "join" and len(args) == 1:
            return _join(target, args[0])
        if name == "zfill" and len(args) == 1:
            _text(target)
            return str(target).zfill(_int(args[0]))
        if name in ("capitalize", "title", "swapcase") and not args:
            _text(target)
            return getattr(str(target), name)()
    if language in _JS:
        if name in ("padStart", "padEnd") and len(args) in (1, 2):
            return _js_pad(target, *args, start=name == "padStart")
        if name == "replaceAll" and len(args) == 2:
            return _js_replace_all(target, *args)
        if name == "toFixed" and len(args) <= 1:
            return _js_to_fixed(target, *args)
        if (
            name == "toString"
            and not args
            and (isinstance(target, (str, int, float)) or isinstance(target, bool))
        ):
            return js_str(target)
        if name == "repeat" and len(args) == 1:
            return _go_repeat(
                target, args[0]
            )  # a negative count throws a RangeError, as Go panics: not a value
    if language == "csharp" and name == "ToString" and not args and isinstance(target, (str, int)):
        return _java_value_of(target)
    raise NotPure(name)


def _dotted(node: ast.AST) -> str | None:
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    return ".".join([node.id, *reversed(parts)]) if isinstance(node, ast.Name) else None


def _f_string(node: ast.JoinedStr, value: Callable[[ast.AST], object]) -> str:
    """A Python f-string over scalar values (`f"check digit is {body[0]}"`), formatted as Python formats it."""
    out: list[str] = []
    for part in node.values:
        if isinstance(part, ast.Constant) and isinstance(part.value, str):
            out.append(part.value)
            continue
        if not isinstance(part, ast.FormattedValue):
            raise NotPure("f-string part")
        v = value(part.value)
        _scalar(v)
        if part.conversion == ord("r"):
            v = repr(v)
        elif part.conversion in (ord("s"), ord("a")):
            v = str(v) if part.conversion == ord("s") else ascii(v)
        spec = _f_string(part.format_spec, value) if isinstance(part.format_spec, ast.JoinedStr) else ""
        try:
            out.append(format(v, spec))
        except (ValueError, TypeError) as exc:
            raise NotPure("format spec") from exc
    return "".join(out)


def pure_value(
    node: ast.AST,
    value: Callable[[ast.AST], object],
    language: str,
    helper: Callable[[str, list[object]], object] | None = None,
) -> object:
    """The value of a call (or Python f-string) `node` whose value its arguments fix; raises `NotPure` otherwise.

    `value` evaluates a sub-expression (the evaluator's own, raising when it cannot); `helper` evaluates a same-file
    function by name (`one_return.helper_call`), raising `NotPure` when the name is none.

    >>> ev = lambda n: ast.literal_eval(n)
    >>> pure_value(ast.parse('fmt.Sprintf("%d seconds", 59)', mode="eval").body, ev, "go")
    '59 seconds'
    >>> pure_value(ast.parse("re.sub('[ -]+', '_', 'a - b')", mode="eval").body, ev, "python")
    'a_b'
    >>> pure_value(ast.parse("parseInt('12px')", mode="eval").body, ev, "javascript")
    12
    >>> pure_value(ast.parse("open('x')", mode="eval").body, ev, "python")
    Traceback (most recent call last):
    utspec.analyzers.pure_calls.NotPure: open
    """
    if isinstance(node, ast.JoinedStr) and language == "python":
        return _f_string(node, value)
    if not isinstance(node, ast.Call) or node.keywords or any(isinstance(a, ast.Starred) for a in node.args):
        raise NotPure(type(node).__name__)
    name = _dotted(node.func)
    known = FUNCTIONS.get(language, {})
    if name is not None and name in known:
        args = [value(a) for a in node.args]
        try:
            return known[name](*args)
        except (TypeError, ValueError, OverflowError) as exc:
            raise NotPure(name) from exc
    if isinstance(node.func, ast.Name) and helper is not None:
        return helper(node.func.id, [value(a) for a in node.args])
    if isinstance(node.func, ast.Attribute):
        target = value(node.func.value)
        return _method(language, node.func.attr, target, [value(a) for a in node.args])
    raise NotPure(name or type(node.func).__name__)


__all__ = ["FUNCTIONS", "NotPure", "pure_value"]
