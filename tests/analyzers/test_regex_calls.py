"""Regular-expression calls with a literal pattern are run by `path_value` (regex_calls.py).

jeraconv's `p = re.compile('^[^0-9a-zA-Z]{2,4}[0-9]{1,2}年$')` then `if p.match(str_arg):` had no value at any input:
a branch's side came only from the case's perspective text. Each test fails with the reading switched off.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import path_value as pv
from utspec.analyzers import regex_calls

ERA = ["    p = re.compile('^[^0-9a-zA-Z]{2,4}[0-9]{1,2}年$')", "    if p.match(str_arg):", "        return 1", "    return 2"]


def _value(body: list[str], language: str, case_input: str) -> str | None:
    return pv.path_value(body, body, language, case_input)


def test_doctests() -> None:
    for module in (regex_calls, pv):
        result = doctest.testmod(module)
        assert result.failed == 0, module.__name__
    assert doctest.testmod(regex_calls).attempted >= 6


def test_a_local_compiled_pattern_decides_the_branch() -> None:
    assert _value(ERA, "python", '`str_arg` = `"令和3年"`') == "1"
    assert _value(ERA, "python", '`str_arg` = `"2021"`') == "2"


def test_module_calls_java_matches_and_csharp_is_match() -> None:
    py = ["    if re.search(r'[0-9]', s):", "        return 1", "    return 2"]
    assert (_value(py, "python", '`s` = `"a1"`'), _value(py, "python", '`s` = `"ab"`')) == ("1", "2")
    java = ['    if (!code.matches("[A-Z]{3}")) {', '        return -1;', '    }', '    return 0;']
    assert (_value(java, "java", '`code` = `"ABC"`'), _value(java, "java", '`code` = `"AB1"`')) == ("0", "-1")
    cs = ['    if (Regex.IsMatch(name, "^[a-z]+$"))', '        return true;', '    return false;']
    assert (_value(cs, "csharp", '`name` = `"abc"`'), _value(cs, "csharp", '`name` = `"ABC"`')) == ("true", "false")


def test_a_pattern_not_known_gives_no_value() -> None:
    built = ["    p = re.compile(prefix + '[0-9]')", "    if p.match(s):", "        return 1", "    return 2"]
    assert _value(built, "python", '`s` = `"a1"`') is None
    bad = ["    if re.match('(', s):", "        return 1", "    return 2"]
    assert _value(bad, "python", '`s` = `"a1"`') is None


def test_without_the_reading_the_branch_has_no_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pv, "regex_value", lambda node, value, language: regex_calls.NOT_REGEX)
    pv._parsed.cache_clear()
    assert _value(ERA, "python", '`str_arg` = `"令和3年"`') is None


def test_a_python_condition_ending_in_a_call_keeps_its_bracket(monkeypatch: pytest.MonkeyPatch) -> None:
    assert pv._balanced("p.match(str_arg") == "p.match(str_arg)"
    monkeypatch.setattr(pv, "_balanced", lambda cond: cond)
    assert _value(ERA, "python", '`str_arg` = `"令和3年"`') is None


# semver's validateIdentifier and go-units' parseSize shapes (our own code): a package-level `regexp.MustCompile`
# pattern in a raw string, `MatchString` in an `if`, `FindStringSubmatch` measured with `len`.
GO_FILE = [
    "var reID = regexp.MustCompile(`^[0-9A-Za-z-]+$`)",
    "var (",
    "\tsizeRe = regexp.MustCompile(`^([0-9]+) ?([kKmM])?$`)",
    ")",
]
GO_VALID = ['\tif id != "" && !reID.MatchString(id) {', "\t\treturn 1", "\t}", "\treturn 0"]
GO_SIZE = ["\tm := sizeRe.FindStringSubmatch(s)", "\tif len(m) != 3 {", "\t\treturn -1", "\t}", "\treturn 1"]


def test_go_package_patterns_decide_the_branch() -> None:
    assert pv.path_value(GO_VALID, GO_FILE + GO_VALID, "go", '`id` = `"rc-1"`') == "0"
    assert pv.path_value(GO_VALID, GO_FILE + GO_VALID, "go", '`id` = `"a+b"`') == "1"
    assert pv.path_value(GO_SIZE, GO_FILE + GO_SIZE, "go", '`s` = `"32k"`') == "1"
    assert pv.path_value(GO_SIZE, GO_FILE + GO_SIZE, "go", '`s` = `"x"`') == "-1"  # nil: len 0


def test_a_go_pattern_inside_a_function_is_no_package_pattern() -> None:
    assert pv.constants(["func f() {", "\tre := regexp.MustCompile(`^a$`)", "}"], "go") == {}


def test_without_the_go_reading_the_branch_has_no_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(regex_calls._BY_LANGUAGE, "go", lambda node, value: regex_calls.NOT_REGEX)
    pv._parsed.cache_clear()
    assert pv.path_value(GO_VALID, GO_FILE + GO_VALID, "go", '`id` = `"a+b"`') is None
