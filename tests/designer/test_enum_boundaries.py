"""An equality on an enum member takes the members as values (analyzers/enum_members.py, domain.fit_values).

Hand-written functions of the shape of koyomi-ja-go's `if era == EraUnknown` (a Go iota block) and a TS enum:
the checklist stepped the member's value by one, so the cases asked for an era numbered -1 that the type
never holds. The test values are the members' (the critic's boundary check reads the same list) and the
input names the member.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from utspec.analyzers import enum_members

from ._one_file_run import cases_of

GO = """package era

type eraName int

const (
\tEraUnknown eraName = iota
\tMeiji
\tTaisho
)

func Name(e eraName) string {
\tif e == EraUnknown {
\t\treturn "unknown"
\t}
\treturn "known"
}
"""

TS = """enum Color { Red, Green, Blue }

export function paint(c: Color): string {
  if (c === Color.Red) {
    return 'warm';
  }
  return 'cool';
}
"""


def test_doctests() -> None:
    assert doctest.testmod(enum_members).failed == 0


@pytest.mark.parametrize(("name", "text", "cond", "on", "off"), [
    ("era.go", GO, "e == EraUnknown", "`e` = `0` (`EraUnknown`).", "`e` = `1` (`Meiji`)."),
    ("color.ts", TS, "c === Color.Red", "`c` = `0` (`Color.Red`).", "`c` = `1` (`Color.Green`)."),
])  # fmt: skip
def test_members_are_the_values(tmp_path: Path, name: str, text: str, cond: str, on: str, off: str) -> None:
    cases = cases_of(tmp_path, name, text)
    boundary = {p: c for p, c in cases.items() if p.startswith(f"`{cond}` at")}
    assert set(boundary) == {f"`{cond}` at 0 (on the condition)", f"`{cond}` at 1 (off the condition)"}, list(cases)
    assert boundary[f"`{cond}` at 0 (on the condition)"]["input"] == on
    assert boundary[f"`{cond}` at 1 (off the condition)"]["input"] == off


def test_without_the_rule_a_value_no_member_has(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.analyzers import domain

    monkeypatch.setattr(domain, "enum_members", lambda constant, lines: None)
    cases = cases_of(tmp_path, "era.go", GO)
    assert "`e == EraUnknown` at -1 (off the condition)" in cases, list(cases)
