"""An argument value a regular expression of the file accepts (or rejects), built from the pattern itself.

`if (delayPattern.test(value))` with `const delayPattern = /^\\d+$/;`, or `const m = imfDatePattern.exec(value);`
then `if (m)`, gave "Values for which … is true (the code names no literal to choose them from)": the
pattern *is* the literal. A matching string is built from the parsed pattern (the first alternative,
the fewest repetitions a quantifier allows, `1` for a digit, `a` for a word character) and checked with
Python's `re` before it is proposed; a pattern Python cannot read, or a string the check refuses, gives
nothing. The rejecting side tries a few plain strings, checked the same way.
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Sequence
from typing import Any

from utspec.analyzers.domain import assignment_at
from utspec.designer.offline.facts import function_start
from utspec.messages import Catalog

# The standard library's own pattern parser (`re._parser`, `re._constants`): private, so read untyped.
C: Any = importlib.import_module("re._constants")
P: Any = importlib.import_module("re._parser")

# `const p = /…/flags;` (JS/TS) or `p = re.compile(r"…")` (Python) or `Pattern p = Pattern.compile("…")` (Java).
_JS_REGEX = (
    r"(?:const|let|var)\s+{name}\s*(?::\s*RegExp\s*)?=\s*/((?:\\.|\[(?:\\.|[^\]])*\]|[^/\\\[])+)/([a-z]*)"
)
_PY_REGEX = r"\b{name}\s*=\s*re\.compile\(\s*[rR]?(['\"])(?!\1\1)(.*?)\1"
_JAVA_REGEX = r"\b{name}\s*=\s*Pattern\.compile\(\s*\"((?:\\.|[^\"\\])*)\""

# The condition tests the argument itself: `p.test(x)`, `p.search(x)`, `re.match(p, x)`, `x.match(p)`.
_TESTS = (
    re.compile(r"^([A-Za-z_$][\w$]*)\.(?:test|exec|search|match|fullmatch)\(\s*([A-Za-z_$][\w$]*)\s*\)$"),
    re.compile(r"^re\.(?:search|match|fullmatch)\(\s*([A-Za-z_$][\w$]*)\s*,\s*([A-Za-z_$][\w$]*)\s*\)$"),
    re.compile(r"^([A-Za-z_$][\w$]*)\.matcher\(\s*([A-Za-z_$][\w$]*)\s*\)\.(?:matches|find)\(\)$"),
)
_REJECTED = ("", "a", "abc", "a b", "0")
_CHAR = {C.CATEGORY_DIGIT: "1", C.CATEGORY_WORD: "a", C.CATEGORY_SPACE: " ", C.CATEGORY_NOT_DIGIT: "a",
         C.CATEGORY_NOT_WORD: "-", C.CATEGORY_NOT_SPACE: "a"}  # fmt: skip


class _NoExample(Exception):
    """The pattern uses a construct no example is built for."""


def _one_char(items: list) -> str:
    if items and items[0][0] is C.NEGATE:
        for ch in "a1 -_.Z":
            if not any(_in(ch, op, av) for op, av in items[1:]):
                return ch
        raise _NoExample
    op, av = items[0]
    if op is C.LITERAL:
        return chr(av)
    if op is C.RANGE:
        return chr(av[0])
    if op is C.CATEGORY and av in _CHAR:
        return _CHAR[av]
    raise _NoExample


def _in(ch: str, op: object, av: object) -> bool:
    if op is C.LITERAL:
        return ord(ch) == av
    if op is C.RANGE:
        return bool(av[0] <= ord(ch) <= av[1])  # type: ignore[index]
    return True  # a category: count it as containing `ch` (then another candidate is tried)


def _build(parsed: Sequence, groups: dict[int, str]) -> str:
    out = []
    for op, av in parsed:
        if op is C.LITERAL:
            out.append(chr(av))
        elif op is C.NOT_LITERAL:
            out.append("a" if av != ord("a") else "b")
        elif op is C.ANY:
            out.append("a")
        elif op is C.IN:
            out.append(_one_char(list(av)))
        elif op is C.BRANCH:
            out.append(_build(av[1][0], groups))
        elif op is C.SUBPATTERN:
            text = _build(av[3], groups)
            if av[0] is not None:
                groups[av[0]] = text
            out.append(text)
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            low, _high, sub = av
            out.append(_build(sub, groups) * low)
        elif op is C.AT or op in (C.ASSERT, C.ASSERT_NOT):
            continue  # anchors and lookarounds add no character; the final check judges them
        elif op is C.GROUPREF:
            out.append(groups.get(av, ""))
        else:
            raise _NoExample
    return "".join(out)


def _python_pattern(source: str) -> str:
    """A JavaScript pattern as Python's `re` reads it (named groups, escaped slashes)."""
    return source.replace("(?<", "(?P<").replace("(?P<=", "(?<=").replace("(?P<!", "(?<!").replace("\\/", "/")


def _grown(parsed: Any) -> Any:
    """`parsed` with its first repeat that may take none taking one (`M{0,4}` -> one `M`): a non-empty example."""
    for i, (op, av) in enumerate(parsed):
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT) and av[0] == 0 and av[1] >= 1:
            parsed[i] = (op, (1, av[1], av[2]))
            return parsed
        if op is C.SUBPATTERN and _grown(av[3]) is not None:
            return parsed
    return None


def example(pattern: str, want: bool, flags: int = 0, nonempty: bool = False) -> str | None:
    """A string `pattern` finds a match in (`want`) or does not; None when none is built or found.

    >>> example(r"^\\d+$", True), example(r"^\\d+$", False)
    ('1', '')
    >>> example(r"^(?:Mon|Tue), (\\d{2}) (Jan|Feb) (\\d{4}) GMT$", True)
    'Mon, 11 Jan 1111 GMT'
    >>> example(r"^(\\d{2}| \\d) x$", True), example(".*", False) is None
    ('11 x', True)
    """
    try:
        rx = re.compile(pattern, flags)
    except re.error:
        return None
    if not want:
        return next((s for s in _REJECTED if rx.search(s) is None), None)
    try:
        parsed = P.parse(pattern, flags)
        text = _build(parsed, {})
        if nonempty and not text and _grown(parsed) is not None:
            text = _build(parsed, {})  # `not s` refuses "": roman's pattern then gives "M"
    except (_NoExample, re.error, IndexError, TypeError):
        return None
    return text if rx.search(text) is not None else None


_PY_FLAGS = {"X": re.X, "VERBOSE": re.X, "I": re.I, "IGNORECASE": re.I, "M": re.M, "MULTILINE": re.M,
             "S": re.S, "DOTALL": re.S}  # fmt: skip


def _triple_quoted(name: str, lines: Sequence[str]) -> tuple[str, int] | None:
    """`name = re.compile(\"\"\"…\"\"\", re.VERBOSE)` over several lines (roman's numeral pattern), with its flags."""
    text = "\n".join(lines)
    m = re.search(
        rf"\b{re.escape(name)}\s*=\s*re\.compile\(\s*[rR]?(\"\"\"|\'\'\')(.*?)\1\s*(?:,\s*([^)]*))?\)",
        text,
        re.S,
    )
    if m is None:
        return None
    flags = 0
    for part in re.findall(r"re\.([A-Z]+)", m.group(3) or ""):
        flags |= _PY_FLAGS.get(part, 0)
    return m.group(2), flags


def pattern_of(name: str, lines: Sequence[str]) -> tuple[str, int] | None:
    """The pattern a constant of the file holds (`/^\\d+$/`, `re.compile(r"…")`) and its flags, or None."""
    if (found := _triple_quoted(name, lines)) is not None:
        return found
    word = re.escape(name)
    # `export const semver =` with the literal on the next line (a long pattern): read the two as one.
    lines = [
        f"{a.rstrip()} {b.strip()}" if a.rstrip().endswith("=") else a
        for a, b in zip(lines, [*lines[1:], ""])
    ]
    for line in lines:
        if m := re.search(_JS_REGEX.format(name=word), line):
            flags = re.I if "i" in m.group(2) else 0
            return _python_pattern(m.group(1)), flags | (re.M if "m" in m.group(2) else 0)
        if m := re.search(_PY_REGEX.format(name=word), line):
            return m.group(2), 0
        if m := re.search(_JAVA_REGEX.format(name=word), line):
            return m.group(1).replace("\\\\", "\\"), 0
    return None


def _argument(name: str, lines: Sequence[str], line: int, symbol: str | None, language: str) -> bool:
    """Whether `name` reaches `line` as the caller passed it: it is in the signature and not assigned on the way."""
    start = function_start(lines, symbol, line, language)
    if start is None:
        return False
    # The signature runs to the first line that opens the body (a destructured `({value, …}) => {` too).
    end = next((n for n in range(start, line) if lines[n - 1].rstrip().endswith(("{", ":", "=>"))), line - 1)
    head = "\n".join(lines[start - 1 : end])
    if not re.search(rf"(?<![\w$.]){re.escape(name)}(?![\w$])", head):
        return False
    found = assignment_at(name, lines, line)
    return found is None or found[0] <= start


def _tested(cond: str, lines: Sequence[str], line: int) -> tuple[str, str] | None:
    """(pattern name, argument) when `cond` is a pattern test, or a local holding one (`m = p.exec(x)`; `if (m)`)."""
    cond = cond.strip()
    if re.fullmatch(r"[A-Za-z_$][\w$]*", cond) and (found := assignment_at(cond, lines, line)) is not None:
        cond = found[1].strip().rstrip(";")
    for rx in _TESTS:
        if m := rx.match(cond):
            return m.group(1), m.group(2)
    if m := re.match(r"^([A-Za-z_$][\w$]*)\.match\(\s*([A-Za-z_$][\w$]*)\s*\)$", cond):
        return m.group(2), m.group(1)  # `value.match(pattern)` (JS): the receiver is the argument
    return None


def regex_input(
    cond: str, want: bool, lines: Sequence[str], line: int, symbol: str | None, language: str, msg: Catalog
) -> list[str]:
    """`name` = `value` for an argument a pattern of the file must match (`want`) or not; [] when none is built.

    >>> src = ["const delayPattern = /^\\\\d+$/;", "export const f = (value: string) => {",
    ...        "  if (delayPattern.test(value)) {", "    return 1;", "  }", "};"]
    >>> regex_input("delayPattern.test(value)", True, src, 3, "f", "typescript", Catalog("en"))
    ['`value` = `"1"`']
    >>> regex_input("delayPattern.test(value)", False, src, 3, "f", "typescript", Catalog("en"))
    ['`value` = `""`']
    """
    tested = _tested(cond, lines, line)
    if tested is None:
        return []
    name, arg = tested
    found = pattern_of(name, lines)
    if found is None and (swapped := pattern_of(arg, lines)) is not None:
        # `version.match(semver)` (JS) reads like Python's `pattern.match(text)`: the constant says which is the pattern.
        name, arg, found = arg, name, swapped
    if found is None or not _argument(arg, lines, line, symbol, language):
        return []
    text = example(found[0], want, found[1])
    if text == "" and not want and _empty_refused_before(arg, lines, line, symbol, language):
        # email-validator: `if (!email) return false;` comes first, so `email` = `""` never reaches `!valid`.
        text = next((s for s in _REJECTED[1:] if re.compile(found[0], found[1]).search(s) is None), None)
    if text is None:
        return []
    return [msg("in.value", name=arg, value=json.dumps(text, ensure_ascii=False))]


def _empty_refused_before(name: str, lines: Sequence[str], line: int, symbol: str | None, language: str) -> bool:
    """Whether a guard between the function's start and `line` tests `name` for emptiness (`!x`, `not x`, `x == ""`,
    `x.length === 0`, `len(x) == 0`): an empty argument leaves there and never reaches the pattern test.

    >>> src = ["exports.v = function(email) {", "  if (!email)", "    return false;", "  if (!R.test(email))", "  }"]
    >>> _empty_refused_before("email", src, 4, "v", "javascript"), _empty_refused_before("email", src, 2, "v", "javascript")
    (True, False)
    """
    start = function_start(lines, symbol, line, language)
    if start is None:
        return False
    n = re.escape(name)
    empty = re.compile(
        rf"\bif\b.*(?:(?:!|\bnot\s+)\s*{n}(?![\w$.\[(])|(?<![\w$.]){n}\s*===?\s*(?:\"\"|'')"
        rf"|(?<![\w$.]){n}\.length\s*(?:===?\s*0|<\s*1)|\blen\(\s*{n}\s*\)\s*(?:==\s*0|<\s*1))"
    )
    return any(empty.search(text) for text in lines[start - 1 : line - 1])


__all__ = ["example", "pattern_of", "regex_input"]
