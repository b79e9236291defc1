"""A getter the same file defines is no test double: the case sets the field it returns (own_getter.py)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of, spec_of

GO = """package shelf

type Box struct {
    label string
}

func (b *Box) Label() string {
    return b.label
}

func Describe(b *Box) string {
    name := b.Label()
    if name == "" {
    	return "unlabelled"
    }
    return name
}
"""


def test_local_from_own_getter_sets_the_field(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "shelf.go", GO)
    empty = next(c for p, c in cases.items() if p.startswith('`name == ""` holds'))
    assert empty["input"] == '`b.label` = `""`.', empty["input"]
    assert all("test double" not in c["input"] for c in cases.values()), [c["input"] for c in cases.values()]


CHECK = """package shelf

func Ready(b *Box) bool {
    if b.Label() == "" {
        return false
    }
    return true
}
"""


def test_getter_defined_in_another_file_of_the_run(tmp_path: Path) -> None:
    cases = {c["perspective"]: c for c in spec_of(tmp_path, {"shelf.go": GO, "check.go": CHECK})["cases"]}
    empty = next(c for p, c in cases.items() if p.startswith('`b.Label() == ""` holds'))
    assert empty["input"] == '`b.label` = `""`.', empty["input"]
