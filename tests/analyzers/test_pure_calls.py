"""The path evaluator reads pure calls, same-file one-return helpers, empty `for` loops and Go's `if` init statement.

go-units' `return fmt.Sprintf("%d seconds", seconds)` at `seconds` = `59` was said as the expression, pyhumps'
`s = _is_none(str_or_iter)` stopped every walk of `decamelize`, and a zero-iteration case never said the value
returned after its loop. Each test below fails with its rule switched off (the `off` fixtures).
"""

from __future__ import annotations

import math

import pytest

from utspec.analyzers import callee_walk, empty_loop, one_return, pure_calls
from utspec.analyzers.path_value import NOT_KNOWN, path_return, value_of

_HUMPS = '''import re


def _is_none(_in):
    """Determine if the input is None."""
    return "" if _in is None else _in


def decamelize(str_or_iter):
    s = _is_none(str_or_iter)
    if s.isupper() or s.isnumeric():
        return str_or_iter
    return re.sub(r"([a-z])([A-Z])", r"\\1_\\2", s).lower()
'''.split("\n")

_UNITS = [
    "func HumanDuration(d time.Duration) string {",
    "\tif seconds := int(d.Seconds()); seconds < 1 {",
    '\t\treturn "Less than a second"',
    "\t} else if seconds < 60 {",
    '\t\treturn fmt.Sprintf("%d seconds", seconds)',
    "\t} else if minutes := int(d.Minutes()); minutes < 60 {",
    '\t\treturn fmt.Sprintf("%d minutes", minutes)',
    "\t}",
    '\treturn "long"',
    "}",
]

_TOTAL = [
    "def total(items):",
    "    count = 0",
    "    for item in items:",
    "        count += item",
    '    return f"n={count:03d}"',
]


@pytest.mark.parametrize(
    ("expr", "env", "language", "want"),
    [
        ("str(n) + '!'", {"n": 5}, "python", "5!"),
        ("float(s) * 2", {"s": "1.5"}, "python", 3.0),
        ("round(x, 1)", {"x": 2.25}, "python", 2.2),  # Python's half-even on the binary value
        ("re.sub('[ -]+', '_', s)", {"s": "a - b"}, "python", "a_b"),
        ("SEP.join(parts)", {"SEP": "-", "parts": ("a", "b")}, "python", "a-b"),
        (
            'f"check digit is {d}, expected {e:02d}"',
            {"d": "7", "e": 3},
            "python",
            "check digit is 7, expected 03",
        ),
        ("String(n) + 'px'", {"n": 2.0}, "typescript", "2px"),
        ("parseInt(s, 10)", {"s": " 12px"}, "javascript", 12),
        ("Number(s)", {"s": ""}, "javascript", 0),
        ("n.toFixed(0)", {"n": 2.5}, "javascript", "3"),  # JavaScript rounds half away from zero
        ("s.padStart(4, '0')", {"s": "7"}, "typescript", "0007"),
        ('fmt.Sprintf("%s=%d:%d", name, a, b)', {"name": "nofile", "a": 1, "b": 2}, "go", "nofile=1:2"),
        ("strings.Repeat(s, 3)", {"s": "ab"}, "go", "ababab"),
        ("Integer.parseInt(s) + 1", {"s": "41"}, "java", 42),
    ],
)
def test_a_pure_call_has_the_value_the_language_gives(
    expr: str, env: dict, language: str, want: object
) -> None:
    assert value_of(expr, env, language) == want


@pytest.mark.parametrize(
    ("expr", "env", "language"),
    [
        ("float(s)", {"s": "abc"}, "python"),  # raises ValueError: no value
        ("str(xs)", {"xs": (1, 2)}, "python"),  # a list reads as a tuple here: its text would be wrong
        ('fmt.Sprintf("%v", x)', {"x": 1.5}, "go"),  # Go's %v of a float is not Python's
        ("strings.ToUpper(s)", {"s": "straße"}, "go"),  # Go's and Python's case mapping differ beyond ASCII
        ("s.replaceAll('a', '$&')", {"s": "a"}, "javascript"),  # `$&` is a replacement pattern
        ("Integer.parseInt(s)", {"s": " 1"}, "java"),  # throws NumberFormatException
        ("open(p)", {"p": "x"}, "python"),
    ],
)
def test_a_call_whose_value_is_not_certain_gives_none(expr: str, env: dict, language: str) -> None:
    assert value_of(expr, env, language) is NOT_KNOWN


def test_parse_int_and_number_give_nan_as_javascript_does() -> None:
    assert math.isnan(value_of("parseInt(s)", {"s": "abc"}, "javascript"))
    assert math.isnan(value_of("Number(s)", {"s": "1a"}, "javascript"))


def test_a_same_file_one_return_helper_is_read_through() -> None:
    body = _HUMPS[8:]
    assert path_return(body, _HUMPS, "python", '`str_or_iter` = `"helloWorld"`') == (
        '"hello_world"',
        're.sub(r"([a-z])([A-Z])", r"\\1_\\2", s).lower()',
    )
    assert path_return(body, _HUMPS, "python", '`str_or_iter` = `"ABC"`') == ('"ABC"', "str_or_iter")


def test_go_sprintf_and_the_if_init_statement() -> None:
    assert path_return(_UNITS[1:], _UNITS, "go", "`seconds` = `59`") == (
        '"59 seconds"',
        'fmt.Sprintf("%d seconds", seconds)',
    )


def test_two_locals_arranged_from_one_argument_give_no_value() -> None:
    # `seconds` = 60 and `minutes` = 59 both come from `d`: 60 seconds are one minute, so no run has both.
    assert path_return(_UNITS[1:], _UNITS, "go", "`seconds` = `60`; `minutes` = `59`") is None


def test_a_for_loop_over_an_empty_collection_runs_no_statement() -> None:
    assert path_return(_TOTAL[1:], _TOTAL, "python", "", extra={"items": ()}) == (
        '"n=000"',
        'f"n={count:03d}"',
    )
    assert (
        path_return(_TOTAL[1:], _TOTAL, "python", "", extra={"items": (1,)}) is None
    )  # the body runs: not read


def test_a_python_for_else_is_not_passed_over() -> None:
    src = ["def f(xs):", "    for x in xs:", "        break", "    else:", "        return 1", "    return 2"]
    assert path_return(src[1:], src, "python", "", extra={"xs": ()}) is None


@pytest.fixture
def pure_off(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(node: object, *_a: object, **_k: object) -> object:
        raise pure_calls.NotPure("switched off")

    monkeypatch.setattr(pure_calls, "pure_value", refuse)


@pytest.mark.usefixtures("pure_off")
def test_with_pure_calls_off_go_sprintf_has_no_value() -> None:
    assert path_return(_UNITS[1:], _UNITS, "go", "`seconds` = `59`") is None


def test_with_helpers_off_the_helper_call_has_no_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(one_return, "helpers", lambda lines, language: {})
    # The walk also runs same-file functions of any length (callee_walk.py): off too, or it reads `_is_none` itself.
    monkeypatch.setattr(callee_walk, "DEPTH", 0)
    assert path_return(_HUMPS[8:], _HUMPS, "python", '`str_or_iter` = `"ABC"`') is None


def test_with_the_empty_loop_rule_off_the_loop_stops_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(empty_loop, "collection", lambda text, language: None)
    assert path_return(_TOTAL[1:], _TOTAL, "python", "", extra={"items": ()}) is None


def test_no_value_an_input_gives_is_a_mapping() -> None:
    # pyhumps' `if isinstance(str_or_iter, (list, Mapping)):` at a string: false, so the walk goes on.
    assert value_of("isinstance(x, (list, Mapping))", {"x": "a"}, "python") is False
    assert value_of("isinstance(x, (list, Mapping))", {"x": ("a",)}, "python") is True


def test_a_string_literal_keeps_its_own_operators_and_words() -> None:
    # content-type's `qstring("!")`: the input `"!"` was read as `" not "`, so `TOKEN_REGEXP.test(str)` came out false.
    assert value_of("String(val)", {"val": "!"}, "javascript") == "!"
    assert value_of('s === "true" && t !== "a||b"', {"s": "true", "t": "x"}, "typescript") is True


def test_the_local_a_case_states_wins_over_a_filler_argument() -> None:
    # humanize's `bytes_ = float(value)` at "`bytes_` = `0`, `value` = `1`": the case is about `bytes_` = 0.
    src = ["def naturalsize(value):", "    bytes_ = float(value)", '    return "%d Bytes" % bytes_']
    assert path_return(src[1:], src, "python", "`bytes_` = `0`; `value` = `1`") == (
        '"0 Bytes"',
        '"%d Bytes" % bytes_',
    )
