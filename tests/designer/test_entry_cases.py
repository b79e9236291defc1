"""A public function with no branch gets one case (analyzers/entries.py, designer entry_cases.py), which the critic
requires and the key items naming it land on (entry_scope.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.analyzers import analyze
from utspec.critic.deterministic import review
from utspec.critic.review_input import ReviewInput
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.entry_cases import entry_cases
from utspec.models import Kind, SourceText

PY = '''def trim(s):
    """Strip both ends."""
    return s.strip()


class Holiday:
    def is_holiday(self, date):
        if date.month == 1:
            return date.day == 1
        return False

    def holiday_name(self, date):
        return "元日"
'''
GO = """package v

type Version struct{ metadata string }

func (v *Version) Metadata() string {
	return v.metadata
}

func Must(v *Version, err error) *Version {
	if err != nil {
		panic(err)
	}
	return v
}
"""
TS = "export const up = (s: string) => s.toUpperCase();\n"


def _case(path: str, src: str, language: str = "en") -> tuple[str, str]:
    sources = [SourceText(path=path, text=src)]
    items = analyze(sources).items
    entry = next(i for i in items if i.kind is Kind.FUNCTION)
    [d] = entry_cases(entry, Ctx.build(language, items, sources))
    return d.input, d.expected


def test_a_wrapper_is_called_with_its_parameter_and_returns_what_its_body_returns() -> None:
    inp, exp = _case("a.py", PY)
    assert inp == "Any call of `trim` in a.py (it has no branch): `s` = `\"abc\"`."  # `.strip()`: a string
    # The body's string method makes `s` a string for the run too (values._kind), so the value is worked out.
    assert exp == 'No exception is raised; the function returns `"abc"` (the value of `s.strip()` for this input).'


def test_a_getter_takes_no_arguments() -> None:
    inp, exp = _case("v.go", GO)
    assert inp == "Any call of `Version.Metadata` in v.go (it has no branch and takes no arguments)."
    assert exp.endswith("the function returns `v.metadata`.")


def test_an_arrow_function_returns_its_expression() -> None:
    inp, exp = _case("u.ts", TS)
    assert inp == "Any call of `up` in u.ts (it has no branch)."  # its signature is not read: no "no arguments"
    assert exp.endswith("the function returns `s.toUpperCase()`.")


def test_japanese() -> None:
    inp, _ = _case("v.go", GO, "ja")
    assert inp == "v.go の `Version.Metadata` の任意の呼び出し（分岐も引数もない）。"


def test_the_draft_covers_it_and_a_spec_without_it_is_incomplete() -> None:
    sources = [SourceText(path="a.py", text=PY)]
    inputs = DesignInputs(checklist=analyze(sources).items, requirements=[], key_items=[], sources=sources)
    spec = RuleBasedDesigner().draft(inputs)
    entries = [i.id for i in inputs.checklist if i.kind is Kind.FUNCTION]
    assert entries == ["a.py:1:function", "a.py:12:function"]
    assert all(any(e in c.evidence for c in spec.cases) for e in entries)

    def missing(s):  # noqa: ANN001, ANN202
        r = review(ReviewInput(s, inputs.checklist, [], [], sources))
        return [f.refs for f in r.findings if f.rule == "missing-coverage"]

    assert missing(spec) == []
    without = spec.model_copy(update={"cases": [c for c in spec.cases if "a.py:1:function" not in c.evidence]})
    assert missing(without) == [["a.py:1:function"]]


def test_a_key_item_naming_the_getter_lands_on_its_case() -> None:
    assert linked_lines(GO, "`Metadata()` はビルドメタデータを返す", path="v.go", key_item=True) == [5]


def test_without_the_named_entry_rule_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "named_entry", lambda text, scope, cases, items, heading=None: None)
    assert linked_lines(GO, "`Metadata()` はビルドメタデータを返す", path="v.go", key_item=True) != [5]


FIELDS = '''class Result:
    def as_dict(self):
        return {"corporate_number": self.corporate_number, "reason": self.reason}


def validate(number):
    if len(number) != 13:
        raise ValueError("length")
    return Result()
'''
BODY = "`corporate_number` は13桁の法人番号"  # about the length check; `as_dict` only hands the field on (daichodo)


def test_a_statement_not_naming_the_function_does_not_land_on_its_case() -> None:
    assert linked_lines(FIELDS, BODY, key_item=True) == [7]


def test_without_the_scope_it_does(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "about", lambda text, case, items: True)
    assert linked_lines(FIELDS, BODY, key_item=True) == [2]
