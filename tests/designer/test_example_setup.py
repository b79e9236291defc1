"""A worked example that calls a function first, or calls a `void` method, is stated as the test it describes.

strcase's "After ConfigureAcronym("API", "api"), ToCamel("API") returns "Api"" and semver's ""1.0.0" の BumpMajor() で
"2.0.0" になる" became cases saying a `void` function returns a value (the critic blocked both): the setup call goes
to the preconditions and the called function is cited; a `void` method's result is its receiver's state.
"""

from __future__ import annotations

import pytest

from utspec.anchoring.void_functions import void_functions
from utspec.anchoring.worked_example import Example
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.design_cases import worked_draft
from utspec.designer.offline.example_setup import receiver_of, setup_call
from utspec.designer.offline.worked_links import split_worked
from utspec.models import Category, ChecklistItem, Kind, SourceText, TestCase

_GO = """package strcase

var acronyms = map[string]string{}

// ConfigureAcronym adds a word that is kept as an acronym.
func ConfigureAcronym(key, val string) {
	acronyms[key] = val
}

// ToCamel converts a string to CamelCase.
func ToCamel(s string) string {
	if s == "" {
		return s
	}
	return convert(s)
}

type Version struct {
	Major int
}

// BumpMajor increments the major version.
func (v *Version) BumpMajor() {
	v.Major++
}
"""


def _item(line: int, end: int, symbol: str, text: str) -> ChecklistItem:
    return ChecklistItem(id=f"src/strcase.go:{line}:function", kind=Kind.FUNCTION, file="src/strcase.go", line=line,
                         end_line=end, language="go", symbol=symbol, text=text)  # fmt: skip


def test_the_normal_path_taking_a_setup_example_cites_the_called_function() -> None:
    # strcase: the key item sat on `ConfigureAcronym`'s normal path, which became "`ToCamel("API")` returns "Api"" on
    # `ConfigureAcronym`'s code alone (declared `void`: the critic blocked it). The result is `ToCamel`'s.
    items = [_item(6, 8, "ConfigureAcronym", "func ConfigureAcronym(key, val string) {"),
             _item(11, 16, "ToCamel", "func ToCamel(s string) string {")]  # fmt: skip
    ctx = Ctx.build("en", items, [SourceText(path="src/strcase.go", text=_GO)])
    holder = TestCase(id="TC-001", perspective="Normal path", category=Category.NORMAL,
                      preconditions=ctx.msg("pre.all_ok"),
                      input=ctx.msg("in.entry", where=ctx.where(items[0]), values='`key` = `"a"`'),
                      expected="No exception is raised.", evidence=["src/strcase.go:6:function", "KT-1"])  # fmt: skip
    text = 'After ConfigureAcronym("API", "api"), ToCamel("API") returns "Api"'
    split_worked(
        {"KT-1": text}, [holder], frozenset(i.id for i in items), ctx, lambda d, e: pytest.fail("no new case")
    )
    assert holder.preconditions == '`ConfigureAcronym("API", "api")` has been called first.'
    assert holder.input.startswith('Call `ToCamel("API")`')
    assert holder.evidence == ["src/strcase.go:6:function", "src/strcase.go:11:function", "KT-1"]


def _ctx(language: str) -> Ctx:
    items = [
        _item(6, 8, "ConfigureAcronym", "func ConfigureAcronym(key, val string) {"),
        _item(11, 16, "ToCamel", "func ToCamel(s string) string {"),
    ]
    return Ctx.build(language, items, [SourceText(path="src/strcase.go", text=_GO)])


def test_a_void_method_example_states_the_receiver() -> None:
    # semver-ja-go KT-9: "`"2.0.0"` が返される" for a method that returns nothing (the critic blocked it).
    draft = worked_draft("KT-9", '"1.0.0" の BumpMajor() で "2.0.0" になること', "pre", _ctx("ja"))
    assert draft is not None
    assert draft[3] == '`"1.0.0"` に対して `BumpMajor()` を呼ぶ。'
    assert draft[4] == '呼び出し後のレシーバーは `"2.0.0"` になる。'


def test_a_void_method_example_naming_no_receiver_is_no_returned_value() -> None:
    assert worked_draft("KT-9", 'BumpMajor() で "2.0.0" になること', "pre", _ctx("ja")) is None


def test_a_setup_call_is_the_drafts_precondition() -> None:
    text = 'After ConfigureAcronym("API", "api"), ToCamel("API") returns "Api"'
    draft = worked_draft("KT-1", text, "As key test item KT-1 states.", _ctx("en"))
    assert draft is not None
    assert draft[2] == '`ConfigureAcronym("API", "api")` has been called first.'
    assert draft[4] == 'The function returns `"Api"`.'


def test_readers() -> None:
    ex = Example('ToCamel("API")', '"Api"')
    defined = frozenset({"ConfigureAcronym", "ToCamel"})
    assert setup_call('After ConfigureAcronym("API", "api"), ToCamel("API") returns "Api"', ex, defined) == (
        'ConfigureAcronym("API", "api")'
    )
    assert setup_call('ToCamel("API") returns "Api", then ConfigureAcronym("a", "b")', ex, defined) is None
    assert receiver_of('"1.0.0" の BumpMajor() で "2.0.0"', Example("BumpMajor()", '"2.0.0"')) == '"1.0.0"'
    assert void_functions(
        {"a.go": ["func (v *Version) BumpMajor() {", "func ToCamel(s string) string {"]}
    ) == {"BumpMajor"}
