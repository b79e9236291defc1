"""The path walk runs same-file functions of several statements, and joins Python conditions continued over lines.

base58's `v = scrub_input(v)` and pyhumps' `s = camelize(…)` stopped every walk through their callers; japanera's
`if ((self.kanji == "天保" and …) or` over three lines stopped the walk at its first line. Each test below fails
with its rule switched off (`callee_walk.DEPTH` = 0, `continued_lines._MOST` = 0).
"""

from __future__ import annotations

import pytest

from utspec.analyzers import callee_walk, continued_lines, pure_calls
from utspec.analyzers.path_value import NOT_KNOWN, file_names, path_return, value_of

_SCRUB = '''import re

LIMIT = 3


def scrub(v):
    """Strip a text; a None is empty."""
    if v is None:
        v = ""
    v = v.strip()
    return v


def clip(s, n=LIMIT):
    s = scrub(s)
    if len(s) > n:
        s = s[:n]
    return s


def shout(s):
    s = clip(s)
    return s.upper() + "!"


def down(n):
    if n <= 0:
        return 0
    return down(n - 1)


def outer(s):
    def inner(m):
        return "inner"
    t = s.strip()
    return t


def camel(s):
    t = s.lower()
    return re.sub(r"_+(.)", lambda m: m.group(1).upper(), t)
'''.split("\n")


def _value(expr: str, **given: object) -> object:
    return value_of(expr, {**file_names(_SCRUB, "python"), **given}, "python")


@pytest.mark.parametrize(
    ("expr", "given", "want"),
    [
        ("scrub(v)", {"v": " a "}, "a"),
        ("scrub(v)", {"v": None}, ""),
        ("clip(s)", {"s": " abcdef "}, "abc"),  # a default from the file's constant; two calls deep, the most
        ("clip(s, 10)", {"s": "abcdef"}, "abcdef"),
        ("outer(s)", {"s": " x "}, "x"),  # the nested `def`'s `return "inner"` is not the function's
        ("camel(s)", {"s": "Abc"}, "abc"),  # a function replacement where the pattern finds nothing
    ],
)
def test_a_same_file_function_is_run_with_its_arguments_bound(expr: str, given: dict, want: object) -> None:
    assert _value(expr, **given) == want


@pytest.mark.parametrize(
    ("expr", "given"),
    [
        ("shout(s)", {"s": "ab"}),  # three calls deep (shout, clip, scrub)
        ("down(n)", {"n": 2}),  # a function calling itself
        ("camel(s)", {"s": "a_b"}),  # the function replacement would run: its value is code
        ("clip(s, 1, 2)", {"s": "ab"}),  # more arguments than parameters
    ],
)
def test_a_deep_recursive_or_unreadable_call_gives_no_value(expr: str, given: dict) -> None:
    assert _value(expr, **given) is NOT_KNOWN


def test_the_caller_s_walk_reads_the_value_a_call_overwrote() -> None:
    body = [line for line in _SCRUB[_SCRUB.index("def shout(s):") + 1 :][:2]]
    assert path_return(body, _SCRUB, "python", '`s` = `"ab"`.') == ('"AB!"', 's.upper() + "!"')


def test_switched_off_the_call_is_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(callee_walk, "DEPTH", 0)
    assert _value("scrub(v)", v=" a ") is NOT_KNOWN


def test_a_function_replacement_is_read_only_where_nothing_matches() -> None:
    assert pure_calls._re_sub(r"_+(.)", object(), "abc") == "abc"
    with pytest.raises(pure_calls.NotPure):
        pure_calls._re_sub(r"_+(.)", object(), "a_b")


_ERA = [
    "def contains(kanji, year):",
    '    if ((kanji == "天保" and 1831 <= year <= 1845) or',
    '            (kanji == "弘化" and 1845 <= year <= 1848) or',
    '            (kanji == "安政" and 1855 <= year <= 1860)):',
    "        return True",
    "    return False",
]


@pytest.mark.parametrize(("given", "want"), [('"弘化"', "True"), ('"明治"', "False")])
def test_a_condition_continued_over_lines_is_read_whole(given: str, want: str) -> None:
    got = path_return(_ERA[1:], _ERA, "python", f"`kanji` = `{given}`; `year` = `1846`.")
    assert got is not None and got[0] == want


def test_switched_off_the_continued_condition_is_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(continued_lines, "_MOST", 0)
    assert path_return(_ERA[1:], _ERA, "python", '`kanji` = `"弘化"`; `year` = `1846`.') is None


_ETAG = [
    "function isstats (obj) {",
    "  return obj && typeof obj === 'object' &&",
    "    'ctime' in obj && typeof obj.ino === 'number'",
    "}",
]


def test_a_brace_language_return_continued_after_and_is_read_whole() -> None:
    assert path_return(_ETAG[1:3], _ETAG, "javascript", '`obj` = `"abc"`.') == (
        "false",
        "obj && typeof obj === 'object' && 'ctime' in obj && typeof obj.ino === 'number'",
    )


def test_switched_off_the_continued_return_is_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(continued_lines, "_MOST", 0)
    assert path_return(_ETAG[1:3], _ETAG, "javascript", '`obj` = `"abc"`.') is None
