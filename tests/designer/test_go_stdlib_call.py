"""A Go standard-library call is no test double (cast's `v, err := strconv.ParseInt(…)`)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

GO = """package cast

func ToIntE(i interface{}) (int, error) {
	switch s := i.(type) {
	case string:
		v, err := strconv.ParseInt(s, 0, 0)
		if err == nil {
			return int(v), nil
		}
		return 0, fmt.Errorf("unable to cast %#v of type %T to int64", i, i)
	default:
		return 0, fmt.Errorf("unable to cast %#v of type %T to int", i, i)
	}
}

func Fetch(c *Client, id string) (string, error) {
	body, err := c.store.Get(id)
	if err != nil {
		return "", err
	}
	return body, nil
}
"""


def test_a_standard_library_call_is_not_doubled_but_a_dependency_is(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"c.go": GO})
    inputs = [c["input"] for c in spec["cases"]]
    # ruleid: "`strconv.ParseInt(s, 0, 0)` returns a value other than `nil` (test double)"
    assert not [i for i in inputs if "strconv." in i and "test double" in i], inputs
    # ok: a call on a dependency the function is given is still set by a double
    assert [i for i in inputs if "c.store.Get(id)" in i and "test double" in i], inputs
