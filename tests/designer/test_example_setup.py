"""A worked example that calls a function first, or calls a `void` method, is stated as the test it describes.

strcase's "After ConfigureAcronym("API", "api"), ToCamel("API") returns "Api"" and semver's ""1.0.0" の BumpMajor() で
"2.0.0" になる" became cases saying a `void` function returns a value (the critic blocked both): the setup call goes
to the preconditions and the called function is cited; a `void` method's result is its receiver's state.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.anchoring.void_functions import void_functions
from utspec.anchoring.worked_example import Example
from utspec.designer.offline.context import Ctx
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


_DESIGN = """# strcase

## ConfigureAcronym(key, val string)

ConfigureAcronym allows you to add additional words which will be considered acronyms.

## ToCamel(s string)

ToCamel converts a string to CamelCase.
"""


def _run(tmp_path: Path, key_items: str, language: str) -> tuple[dict, dict]:
    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "strcase.go").write_text(_GO, encoding="utf-8")
    (tmp_path / "design.md").write_text(_DESIGN, encoding="utf-8")
    (tmp_path / "kt.md").write_text(key_items, encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\n  key_test_items: ["kt.md"]\n'
        f"llm:\n  model: null\nlanguage: {language}\n",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    return spec, trace


def _blocking(trace: dict, case_id: str) -> list[str]:
    findings = trace["rounds"][0]["review"]["findings"]
    return [f["message"] for f in findings if f["severity"] == "blocking" and case_id in f["refs"]]


def test_a_setup_call_is_the_precondition(tmp_path: Path) -> None:
    spec, trace = _run(
        tmp_path, '- After ConfigureAcronym("API", "api"), ToCamel("API") returns "Api"\n', "en"
    )
    case = next(c for c in spec["cases"] if 'ToCamel("API")' in c["input"])
    assert case["preconditions"] == '`ConfigureAcronym("API", "api")` has been called first.'
    assert case["expected"] == 'The function returns `"Api"`.'
    assert _blocking(trace, case["id"]) == []


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


def test_a_void_method_example_states_the_receiver(tmp_path: Path) -> None:
    spec, trace = _run(tmp_path, '- "1.0.0" の BumpMajor() で "2.0.0" になること\n', "ja")
    case = next(c for c in spec["cases"] if "BumpMajor()" in c["input"])
    assert case["input"] == '`"1.0.0"` に対して `BumpMajor()` を呼ぶ。'
    assert case["expected"] == '呼び出し後のレシーバーは `"2.0.0"` になる。'
    assert "が返される" not in case["expected"]
    assert _blocking(trace, case["id"]) == []


def test_a_void_method_example_naming_no_receiver_is_no_returned_value(tmp_path: Path) -> None:
    spec, _ = _run(tmp_path, '- BumpMajor() で "2.0.0" になること\n', "ja")
    assert not any(
        "BumpMajor()" in c["input"] and '`"2.0.0"` が返される' in c["expected"] for c in spec["cases"]
    )


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
