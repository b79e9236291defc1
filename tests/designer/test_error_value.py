"""An error parameter tested against nil/null takes an error value (values.error_value).

go-version's `Must(v *Version, err error)` (Debian, session 18 QA) panics when `err != nil`; its case said "a value
for which `err != nil` is true (the code names no literal)". Our own code in that shape.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

GO = '''package v

func Must(v *Version, err error) *Version {
	if err != nil {
		panic(err)
	}
	return v
}
'''


def test_an_error_parameter_gets_an_error(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "must.go", GO)
    case = next(c for p, c in cases.items() if p.startswith("`err != nil` holds"))
    assert case["input"] == '`err` = `errors.New("error")`.', case["input"]
