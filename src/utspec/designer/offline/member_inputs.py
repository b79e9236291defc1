"""A member of an options object the caller passes (`options.pascalCase`, `options?.long`) as an input.

camelcase-js's `if (options.pascalCase)` and bytes-js's `(options && options.unit) || ''` gave "Values for
which `options.pascalCase` is true (the code names no literal to choose them from)": `options` is a
parameter, so a tester sets the member when calling the function. The member's value is taken from what the
file says of its type, first found wins:

- a property declaration or a default in an object literal (`long?: boolean;`, `pascalCase: false,`);
- a JSDoc tag (`@param {string} [options.unit=]`);
- nothing said, and the code calls the member (`res.getHeader('Vary')`): a function, `() => {}` (vary's duck-typed
  `!res || !res.getHeader || !res.setHeader` gave `res.getHeader` = `true`, and calling `true` throws a TypeError
  on the very path the case said raises nothing); its left-out side is `undefined`;
- nothing said otherwise: `true`, the plain truthy value of a member only tested for truth.

Only JavaScript and TypeScript (an options bag is their idiom; `undefined` there means "left out"), and only
when the object is a parameter of the function the condition sits in: a module constant (`map.pb`) or a
local is no input a caller sets.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.link_context import body_end

_LANGUAGES = frozenset({"javascript", "typescript"})
_MEMBER = re.compile(r"([A-Za-z_$][\w$]*)(?:\?\.|\.)([A-Za-z_$][\w$]*)")
_HEADER = re.compile(
    r"\bfunction\b[^(]*\(|(?:^|[=:,(]\s*)(?:async\s*)?\([^()]*\)\s*(?::[^=]*)?=>|^\s*(?:async\s+)?(?!(?:if|for|while|switch|catch|with|return)\b)[\w$]+\s*\([^()]*\)\s*\{"
)


def _is_parameter(head: str, lines: Sequence[str], line: int) -> bool:
    """Whether the function enclosing `line` declares `head` as a parameter (`(value, options)`).

    The enclosing function is the nearest header above whose block is still open at `line`: pretty-ms defines
    `const add = (value, long, short, valueString) => {…}` inside `prettyMilliseconds(milliseconds, options)`,
    and a condition below that arrow (`if (options.hideYearAndDays)`) was read against `add`'s parameters.
    Braces are counted as written (one inside a string may miscount; the cost is the old answer, "no value").
    """
    param = re.compile(rf"[(,]\s*{re.escape(head)}\s*\??\s*[:=,)]")
    for n in range(min(line, len(lines)), 0, -1):
        text = lines[n - 1]
        if _HEADER.search(text) and (n == line or body_end(lines, n, "javascript") >= line):
            # A header may wrap its parameters: read up to the line that closes them.
            joined = " ".join(x.strip() for x in lines[n - 1 : n + 5])
            return bool(param.search(joined[joined.find("(") :]))
    return False


def _kind_of(member: str, lines: Sequence[str]) -> str | None:
    """ "bool", "str" or "num" from a declaration, a default or a JSDoc tag of `member`; None when none says."""
    decl = re.compile(rf"^\s*{re.escape(member)}\s*\??\s*:\s*([^,;]+?)\s*[,;]?\s*$")
    jsdoc = re.compile(rf"@param\s*\{{([^}}]+)\}}\s*\[?[\w$]+\.{re.escape(member)}\b")
    for text in lines:
        m = decl.match(text) or jsdoc.search(text)
        if m is None:
            continue
        said = m.group(1).strip().lower()
        if re.fullmatch(r"boolean|true|false", said):
            return "bool"
        if re.fullmatch(r"string|'[^']*'|\"[^\"]*\"|`[^`]*`", said):
            return "str"
        if re.fullmatch(r"number|-?\d+(?:\.\d+)?", said):
            return "num"
    return None


def member_value(
    cond: str, want: bool, lines: Sequence[str], line: int, language: str
) -> tuple[str, str] | None:
    """(`options.member`, value) that makes the bare member test `cond` take `want`; None when not a caller's member.

    >>> src = ["function format(value, options) {", "  if (options.unit) {", "  }", "}"]
    >>> member_value("options.unit", True, src, 2, "javascript")
    ('options.unit', 'true')
    >>> member_value("options?.long", False, ["export function f(ms: number, options?: Options) {", "  x;"], 2, "typescript")
    ('options.long', 'false')
    >>> member_value("map.pb", True, ["var map = {pb: 1};", "function f(mag) {", "  if (map.pb) {"], 3, "javascript")
    >>> duck = ["function vary(res, field) {", "  if (!res.getHeader) {", "  }", "  var v = res.getHeader('Vary')"]
    >>> member_value("res.getHeader", True, duck, 2, "javascript"), member_value("res.getHeader", False, duck, 2, "javascript")
    (('res.getHeader', '() => {}'), ('res.getHeader', 'undefined'))
    """
    if language not in _LANGUAGES:
        return None
    m = _MEMBER.fullmatch(cond.strip())
    if m is None or m.group(1) == "this" or not _is_parameter(m.group(1), lines, line):
        return None
    name = f"{m.group(1)}.{m.group(2)}"
    kind = _kind_of(m.group(2), lines)
    if kind == "str":
        return name, ('"abc"' if want else '""')
    if kind == "num":
        return name, ("1" if want else "0")
    called = re.compile(rf"(?<![\w$.]){re.escape(m.group(1))}\??\.{re.escape(m.group(2))}\s*\(")
    if kind is None and any(called.search(text) for text in lines):
        return name, ("() => {}" if want else "undefined")  # a method the code calls: a function, or left out
    return name, ("true" if want else "false")


def member_compared(
    cond: str, want: bool, lines: Sequence[str], line: int, language: str
) -> tuple[str, str] | None:
    """(`options.member`, value) for `options.member ===/!== true|false|undefined` taking `want`.

    The side the literal does not name is the member left out (`undefined`) when the literal is a boolean, and
    the member's plain set value when the literal is `undefined` (`options.decimalPlaces !== undefined`).

    >>> src = ["export default function camelCase(input, options) {", "  const t = options.locale === false"]
    >>> member_compared("options.locale === false", True, src, 2, "javascript")
    ('options.locale', 'false')
    >>> member_compared("options.locale === false", False, src, 2, "javascript")
    ('options.locale', 'undefined')
    """
    m = re.fullmatch(r"(\S+)\s*(===|!==|==|!=)\s*(true|false|undefined)", cond.strip())
    if m is None or (said := member_value(m.group(1), True, lines, line, language)) is None:
        return None
    equal = m.group(2) in ("===", "==")
    if want == equal:
        return said[0], m.group(3)
    if m.group(3) == "undefined":
        return said
    return said[0], "undefined"


def object_value(name: str, lines: Sequence[str], line: int, language: str) -> str | None:
    """`{}` for a parameter the function reads members of (`options && options.unit`), when it must be truthy.

    bytes-js's `(options && options.thousandsSeparator) || ''` said "Values for which `options` is true": an
    options bag is truthy as an empty object, which leaves every member to its default.

    >>> object_value("options", ["function format(value, options) {", "  var u = options && options.unit;"], 2, "javascript")
    '{}'
    >>> object_value("value", ["function format(value, options) {", "  var u = value && value.length;"], 2, "javascript")
    """
    if (
        language not in _LANGUAGES
        or not re.fullmatch(r"[A-Za-z_$][\w$]*", name)
        or not _is_parameter(name, lines, line)
    ):
        return None
    # A member read as data (`options.unit`), not `.length` or a method call (`identifier.length`, `input.trim()`
    # are a string's): a string argument is no options bag.
    reads = re.compile(rf"(?<![\w$.]){re.escape(name)}\??\.(?!length\b)[A-Za-z_$][\w$]*\b(?!\s*\()")
    return "{}" if any(reads.search(text) for text in lines) else None
