"""Regular-expression calls whose pattern is a literal, run as the code runs them (for `path_value`).

A condition such as jeraconv's `p = re.compile('^[^0-9a-zA-Z]{2,4}[0-9]{1,2}年$')` then `if p.match(str_arg):`
had no value at any input, so the side of the branch a case is on came only from the case's perspective
text ("`p.match(str_arg)` holds"), and a flipped outcome under another wording contradicted nothing. With the
pattern compiled here, the input decides the side, as for any other condition.

Each language's call is one small reading (Go's `regexp` since session 20: semver's `reIdentifier.MatchString(id)`,
go-units' `sizeRegex.FindStringSubmatch(sizeStr)`); the pattern must be a string literal (a pattern built at run time
is not known), and a pattern Python's `re` cannot compile (a dialect's syntax) gives no value. Java's and .NET's
syntax for the patterns met in conditions (classes, anchors, repetition) is Python's.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable

#: Not a regular-expression call this module reads (the caller goes on with its other readings).
NOT_REGEX = object()

_FLAGS = {"I": re.IGNORECASE, "IGNORECASE": re.IGNORECASE, "A": re.ASCII, "ASCII": re.ASCII}
_PY_CALLS = ("match", "fullmatch", "search")


class NotKnown(Exception):
    """The call is a regular-expression call, but its pattern or text is not known."""


def _pattern(text: object, flags: int = 0) -> re.Pattern[str]:
    if isinstance(text, re.Pattern):
        return text
    if not isinstance(text, str):
        raise NotKnown("pattern")
    try:
        return re.compile(text, flags)
    except re.error as exc:
        raise NotKnown("pattern") from exc


def _flags(node: ast.expr | None) -> int:
    if node is None:
        return 0
    flag = ast.unparse(node)
    if not flag.startswith("re.") or flag[3:] not in _FLAGS:
        raise NotKnown("flags")
    return _FLAGS[flag[3:]]


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise NotKnown("text")
    return value


def python_call(node: ast.Call, value: Callable[[ast.expr], object]) -> object:
    """`re.compile(P[, flag])` is the compiled pattern; `re.match/fullmatch/search(P, s[, flag])` a Match or None.

    >>> python_call(ast.parse("re.compile('^a+$', re.I)", mode="eval").body, lambda n: ast.literal_eval(n))
    re.compile('^a+$', re.IGNORECASE)
    >>> python_call(ast.parse("re.match('[0-9]', 'x1')", mode="eval").body, lambda n: ast.literal_eval(n)) is None
    True
    >>> python_call(ast.parse("re.search('[0-9]', 'x1')", mode="eval").body, lambda n: ast.literal_eval(n)) is None
    False
    """
    f = node.func
    if (
        not (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "re")
        or node.keywords
    ):
        return NOT_REGEX
    if f.attr == "compile" and 1 <= len(node.args) <= 2:
        return _pattern(value(node.args[0]), _flags(node.args[1] if len(node.args) == 2 else None))
    if f.attr in _PY_CALLS and 2 <= len(node.args) <= 3:
        pattern = _pattern(value(node.args[0]), _flags(node.args[2] if len(node.args) == 3 else None))
        return getattr(pattern, f.attr)(_text(value(node.args[1])))
    return NOT_REGEX


def java_call(node: ast.Call, value: Callable[[ast.expr], object]) -> object:
    """`s.matches(P)` and `Pattern.matches(P, s)`: the whole text matches.

    >>> java_call(ast.parse("s.matches('[0-9]+')", mode="eval").body, lambda n: "123" if isinstance(n, ast.Name) else ast.literal_eval(n))
    True
    >>> java_call(ast.parse("Pattern.matches('[0-9]+', '12a')", mode="eval").body, lambda n: ast.literal_eval(n))
    False
    """
    f = node.func
    if not isinstance(f, ast.Attribute) or f.attr != "matches" or node.keywords:
        return NOT_REGEX
    if isinstance(f.value, ast.Name) and f.value.id == "Pattern" and len(node.args) == 2:
        return _pattern(value(node.args[0])).fullmatch(_text(value(node.args[1]))) is not None
    if len(node.args) == 1:
        return _pattern(value(node.args[0])).fullmatch(_text(value(f.value))) is not None
    return NOT_REGEX


def csharp_call(node: ast.Call, value: Callable[[ast.expr], object]) -> object:
    """`Regex.IsMatch(s, P)`: the pattern is found somewhere in the text.

    >>> csharp_call(ast.parse("Regex.IsMatch('ab1', '[0-9]')", mode="eval").body, lambda n: ast.literal_eval(n))
    True
    """
    f = node.func
    if not (isinstance(f, ast.Attribute) and f.attr == "IsMatch" and isinstance(f.value, ast.Name)
            and f.value.id == "Regex" and len(node.args) == 2 and not node.keywords):  # fmt: skip
        return NOT_REGEX
    return _pattern(value(node.args[1])).search(_text(value(node.args[0]))) is not None


def go_call(node: ast.Call, value: Callable[[ast.expr], object]) -> object:
    """Go's `regexp`: `regexp.MustCompile(P)` is the compiled pattern; `re.MatchString(s)` whether the pattern is found
    somewhere in `s`; `re.FindStringSubmatch(s)` the match and its groups (an unmatched group is `""`), or `nil`.

    Go writes its patterns as raw strings (`` `^[0-9]+$` ``), which `path_value` hands over as Python strings; RE2's
    syntax for the patterns met in guards (classes, anchors, groups, repetition) is Python's.

    >>> go = lambda text, names: go_call(ast.parse(text, mode="eval").body,
    ...                                  lambda n: names[n.id] if isinstance(n, ast.Name) else ast.literal_eval(n))
    >>> re_id = go("regexp.MustCompile('^[0-9A-Za-z-]+$')", {})
    >>> go("re_id.MatchString(s)", {"re_id": re_id, "s": "rc-1"}), go("re_id.MatchString(s)", {"re_id": re_id, "s": "a+b"})
    (True, False)
    >>> size = go("regexp.MustCompile('^([0-9]+([.][0-9]+)*) ?([kKmM])?$')", {})
    >>> go("size.FindStringSubmatch(s)", {"size": size, "s": "32k"}), go("size.FindStringSubmatch(s)", {"size": size, "s": "x"})
    (('32k', '32', '', 'k'), None)
    """
    f = node.func
    if not isinstance(f, ast.Attribute) or node.keywords or len(node.args) != 1:
        return NOT_REGEX
    if isinstance(f.value, ast.Name) and f.value.id == "regexp":
        return _pattern(value(node.args[0])) if f.attr == "MustCompile" else NOT_REGEX
    if f.attr not in ("MatchString", "FindStringSubmatch"):
        return NOT_REGEX
    pattern = value(f.value)
    if not isinstance(pattern, re.Pattern):
        raise NotKnown("pattern")
    found = pattern.search(_text(value(node.args[0])))
    if f.attr == "MatchString":
        return found is not None
    return None if found is None else (found.group(0), *(g or "" for g in found.groups()))


_BY_LANGUAGE = {
    "python": python_call,
    "java": java_call,
    "kotlin": java_call,
    "csharp": csharp_call,
    "go": go_call,
}


def regex_value(node: ast.Call, value: Callable[[ast.expr], object], language: str) -> object:
    """The call's value (`NOT_REGEX`: no regular-expression call of the language; raises `NotKnown`)."""
    reader = _BY_LANGUAGE.get(language)
    return NOT_REGEX if reader is None else reader(node, value)


__all__ = ["NOT_REGEX", "NotKnown", "regex_value"]
