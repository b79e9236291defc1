"""JavaScript regular-expression constants and their `test` calls, read as the code runs them (for `path_value`).

media-typer's `var TYPE_REGEXP = /^ *([A-Za-z0-9][…]{0,126})\\/([…]{0,126}) *$/` (a module-level constant, as
content-type's `TYPE_REGEXP`) then `return TYPE_REGEXP.test(string.toLowerCase())`: only an inline literal's
`/…/.test(s)` was read, so the returned value had no value at any input and a case of `test('image/')` flipped from
`false` to `true` contradicted nothing. A constant declared at the top of the module whose value is a regex literal is
compiled here, and `NAME.test(s)` is run on it (`found`).

Python's `re` reads the patterns met in these constants (classes, anchors, groups, repetition) as JavaScript does,
with two differences handled: `\\d`, `\\w` and `\\b` are ASCII in JavaScript (so `re.ASCII`), while `\\s` is Unicode in
both (a pattern holding `\\s` and one of the others is left unknown); the sticky flag `y` is not read.

>>> pats = js_patterns(["var TYPE = /^ *([a-z0-9]+)\\\\/([a-z0-9.+-]+) *$/", "  var inner = /x/", "const RE_I = /^ab$/i;"])
>>> sorted(pats), bool(pats["TYPE"].search("image/svg+xml")), pats["TYPE"].search("image/") is None
(['RE_I', 'TYPE'], True, True)
>>> bool(pats["RE_I"].search("AB")), js_patterns(["var D = /^\\\\d$/"])["D"].search("１") is None
(True, True)
>>> search_calls("TYPE_REGEXP.test(string.toLowerCase())"), search_calls("a.b.RE.test(x) && ok")
('js_regex_test(TYPE_REGEXP, string.toLowerCase())', 'js_regex_test(a.b.RE, x) && ok')
>>> found(pats["TYPE"], "text/html"), found(pats["TYPE"], "text/")
(True, False)
"""

from __future__ import annotations

import re
import re._constants as _constants  # the parsed pattern's node kinds (`sre_constants`, not deprecated here)
import re._parser as _parser
from collections.abc import Sequence
from typing import Any

#: A regex literal: `/body/flags`, with `/` allowed unescaped inside a character class (`[/]`).
_LITERAL = r"/((?:\[(?:[^\]\\\n]|\\.)*\]|\\.|[^/\\\n\[])+)/([dgimsuy]*)"
#: A module-level declaration (column 0) whose whole value is a regex literal.
_DECLARED = re.compile(
    rf"^(?:export\s+)?(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*(?::\s*RegExp\s*)?=\s*{_LITERAL}\s*;?\s*(?://.*)?$"
)
_FLAGS = {"i": re.IGNORECASE, "m": re.MULTILINE, "s": re.DOTALL, "g": 0, "u": 0, "d": 0}


def compiled(body: str, flags: str) -> re.Pattern[str] | None:
    """The literal `/body/flags` compiled as JavaScript runs it; None when Python would read it otherwise."""
    if any(f not in _FLAGS for f in flags):
        return None  # `y` (sticky) matches only at `lastIndex`
    ascii_classes = re.search(r"\\[dDwWbB]", body) is not None
    if ascii_classes and re.search(r"\\[sS]", body):
        return None  # JavaScript's `\s` is Unicode and its `\d` ASCII: no one Python flag reads both
    value = re.ASCII if ascii_classes else 0
    for f in flags:
        value |= _FLAGS[f]
    try:
        pattern = re.compile(body, value)
    except re.error:
        return None
    return None if _empty_repeat(_parser.parse(body, value)) else pattern


def _empty_repeat(items: Any) -> bool:
    """Whether a repeated group can match the empty string (`(([0-9]*)|([一二]*))?`): JavaScript rejects an empty
    iteration and backtracks into the group's next alternative, Python keeps it (japanese-numeral's
    `findKanjiNumbers('…十一月…')` gave "十", "一" where JavaScript gives "十一").

    >>> _empty_repeat(_parser.parse("(a*|b*)?")), _empty_repeat(_parser.parse("--(--)?")), _empty_repeat(_parser.parse("^a*$"))
    (True, False, False)
    """
    for op, av in items:
        if op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT, _constants.POSSESSIVE_REPEAT):
            if av[2].getwidth()[0] == 0 or _empty_repeat(av[2]):
                return True
        elif op in (_constants.SUBPATTERN, _constants.ATOMIC_GROUP):
            if _empty_repeat(av[-1]):
                return True
        elif op == _constants.BRANCH:
            if any(_empty_repeat(b) for b in av[1]):
                return True
        elif op in (_constants.ASSERT, _constants.ASSERT_NOT) and _empty_repeat(av[1]):
            return True
    return False


def js_patterns(lines: Sequence[str]) -> dict[str, re.Pattern[str]]:
    """The module-level regex constants of a JavaScript or TypeScript file, by name (a local is not read: a
    function may assign it again)."""
    out: dict[str, re.Pattern[str]] = {}
    for line in lines:
        m = _DECLARED.match(line)
        if m is not None and (pattern := compiled(m.group(2), m.group(3))) is not None:
            out[m.group(1)] = pattern
    return out


def search_calls(expr: str) -> str:
    """`NAME.test(s)` as `js_regex_test(NAME, s)`, the call `found` answers (the evaluator gives up when NAME is no
    compiled pattern, as it did before)."""
    return re.sub(r"(?<![\w$])([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\.test\(", r"js_regex_test(\1, ", expr)


def found(pattern: object, text: object) -> bool:
    """JavaScript's `pattern.test(text)`: whether the pattern is found in the text (TypeError: not known here)."""
    if not isinstance(pattern, re.Pattern) or not isinstance(text, str):
        raise TypeError("not a compiled pattern and a string")
    return pattern.search(text) is not None


_DOLLAR = re.compile(r"\$(\$|&|`|'|\d{1,2})")


def replacement(m: re.Match[str], rep: str) -> str:
    r"""The text `String.prototype.replace` puts for the match `m` of a replacement string: `$1`…`$99` (an
    unmatched group gives ""), `$&`, `` $` ``, `$'` and `$$` as ECMA-262's GetSubstitution reads them (bytes'
    `str.replace(/(?:\.0*|(\.[^0]+)0+)$/, '$1')` trims zeros this way).

    >>> m = re.search(r"(?:\.0*|(\.[^0]+)0+)$", "1.50")
    >>> replacement(m, "$1"), replacement(re.search(r"\.0*$", "2.00"), "[$&]"), replacement(m, "$$1$9")
    ('.5', '[.00]', '$1$9')
    """

    def one(d: re.Match[str]) -> str:
        code = d.group(1)
        if code == "$":
            return "$"
        if code == "&":
            return m.group(0)
        if code == "`":
            return m.string[: m.start()]
        if code == "'":
            return m.string[m.end() :]
        n, groups = int(code), m.re.groups
        if len(code) == 2 and not 1 <= n <= groups and 1 <= int(code[0]) <= groups:
            return (m.group(int(code[0])) or "") + code[1]  # `$15` with one group is `$1` then "5"
        return (m.group(n) or "") if 1 <= n <= groups else d.group(0)

    return _DOLLAR.sub(one, rep)


__all__ = ["compiled", "found", "js_patterns", "replacement", "search_calls"]
