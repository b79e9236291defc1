"""Go type switches and named results, as spf13/cast writes them (the defect corpus's cast-ja-go clean draft had 14
true blocking findings on these): an arm is one way through the switch (no false side of its own), takes a value of
its type, and a bare `return` under named results returns them."""

from __future__ import annotations

import json
from pathlib import Path

from ._one_file_run import spec_of

GO = """package cast

// ToDurationE casts an interface to a time.Duration type.
func ToDurationE(i interface{}) (d time.Duration, err error) {
	switch s := i.(type) {
	case time.Duration:
		return s, nil
	case int, int64:
		d = time.Duration(ToInt64(s))
		return
	default:
		err = fmt.Errorf("unable to cast %#v of type %T to Duration", i, i)
		return
	}
}

// ToIntE casts an interface to an int type.
func ToIntE(i interface{}) (int, error) {
	switch s := i.(type) {
	case int64:
		return int(s), nil
	case json.Number:
		v, err := ToInt64E(s)
		if err == nil {
			return int(v), nil
		}
		return 0, fmt.Errorf("unable to cast %#v of type %T to int64", i, i)
	default:
		return 0, fmt.Errorf("unable to cast %#v of type %T to int", i, i)
	}
}
"""


def _run(tmp_path: Path) -> tuple[dict[str, dict], list[dict]]:
    """The cases by perspective (the two `default` arms: by function, `default` and `default ToIntE`) and the blocking
    findings of the review."""
    spec = spec_of(tmp_path, {"caste.go": GO})
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    blocking = [f for r in trace["rounds"] for f in r["review"]["findings"] if f["severity"] == "blocking"]
    cases: dict[str, dict] = {}
    for c in spec["cases"]:
        key = c["perspective"]
        cases[key if key not in cases else f"{key} ToIntE"] = c
    return cases, blocking


def test_an_arm_has_no_false_side_and_the_draft_is_not_blocked(tmp_path: Path) -> None:
    cases, blocking = _run(tmp_path)
    # Read as a way out before the function's error, each arm got a false-side case stating the default's error.
    assert not [p for p in cases if p.startswith("`case") and "does not hold" in p], list(cases)
    assert blocking == [], [f["message"] for f in blocking]


def test_an_arm_takes_a_value_of_its_type(tmp_path: Path) -> None:
    cases, _ = _run(tmp_path)
    assert cases["`case int64` holds"]["input"] == "`i` = `int64(8)`.", cases["`case int64` holds"]
    assert cases["`case time.Duration` holds"]["input"] == "`i` = `time.Duration(8)`."
    defaults = [c for p, c in cases.items() if p.startswith("`default` holds")]
    assert [c["input"] for c in defaults] == ["`i` = `struct{}{}`."] * 2, defaults
    # An arm that decides again inside takes no sample: which exit `json.Number("8")` reaches is its own.
    assert "json.Number(" not in cases["`case json.Number` holds"]["input"]


def test_a_bare_return_returns_the_named_results(tmp_path: Path) -> None:
    cases, _ = _run(tmp_path)
    arm = cases["`case int, int64` holds"]
    assert arm["expected"] == "The function returns `time.Duration(ToInt64(s)), nil`.", arm
    assert any(e.endswith(":10:early_return") for e in arm["evidence"]), arm["evidence"]
    default = cases["`default` holds"]
    assert default["expected"] == (
        'The function returns `0, fmt.Errorf("unable to cast %#v of type %T to Duration", i, i)`.'
    ), default
    assert not any("without returning" in c["expected"] for c in cases.values())


def test_the_error_side_of_a_success_way_out_cites_no_success_return(tmp_path: Path) -> None:
    cases, _ = _run(tmp_path)
    off = cases["`err == nil` does not hold"]
    assert off["expected"].startswith("The function returns `0, fmt.Errorf("), off
    assert not any(e.endswith(":26:early_return") for e in off["evidence"]), off["evidence"]


BOOL = """package cast

func ToBoolE(i interface{}) (bool, error) {
	switch i.(type) {
	case int:
		if i.(int) != 0 {
			return true, nil
		}
		return false, nil
	default:
		return false, fmt.Errorf("unable to cast %#v of type %T to bool", i, i)
	}
}
"""


def test_an_asserted_operand_is_the_value_passed_not_a_double(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"bool.go": BOOL})
    at = {c["input"] for c in spec["cases"] if c["perspective"].startswith("`i.(int) != 0` at")}
    assert {"`i` = `0`.", "`i` = `1`."} <= at, at
    assert not any("test double" in c["input"] for c in spec["cases"]), [c["input"] for c in spec["cases"]]


LRU = """package lru

// Get looks up a key's value from the cache.
func (c *Cache) Get(key Key) (value interface{}, ok bool) {
	if c.cache == nil {
		return
	}
	if ele, hit := c.cache[key]; hit {
		return ele.Value.(*entry).value, true
	}
	return
}
"""


def test_a_bare_return_in_an_if_block_returns_the_zero_values(tmp_path: Path) -> None:
    # groupcache's lru.Get: "The function returns without a value." for `c.cache == nil`, which returns `nil, false`.
    spec = spec_of(tmp_path, {"lru.go": LRU})
    case = next(c for c in spec["cases"] if c["perspective"] == "`c.cache == nil` holds")
    assert case["expected"] == "The function returns `nil, false`.", case
    # The critic reads the branch's effect the same way: it read `return` as returning `None` and blocked the case.
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    assert not [f for r in trace["rounds"] for f in r["review"]["findings"] if f["severity"] == "blocking"]


def test_a_function_that_is_one_switch_has_no_normal_path_through_every_arm(tmp_path: Path) -> None:
    # ToBoolE's normal path passed the guards of two arms at once: an `int` and an error from `ToInt64E` together.
    spec = spec_of(tmp_path, {"bool.go": BOOL})
    assert not [c for c in spec["cases"] if c["perspective"].startswith("Normal path")], [
        c["perspective"] for c in spec["cases"]
    ]


def test_an_arm_that_decides_again_takes_a_value_every_nested_if_misses(tmp_path: Path) -> None:
    # cast's TC-010 said "a value for which `case int` is true" and "returns `false, nil`", which `8` does not do.
    spec = spec_of(tmp_path, {"bool.go": BOOL})
    arm = next(c for c in spec["cases"] if c["perspective"] == "`case int` holds")
    assert arm["input"] == "`i` = `0`.", arm
    assert arm["expected"] == "The function returns `false, nil`.", arm
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    assert not [f for r in trace["rounds"] for f in r["review"]["findings"] if f["severity"] == "blocking"]


def test_an_arm_whose_exit_needs_a_nested_test_to_fail_says_so(tmp_path: Path) -> None:
    # cast's `case json.Number`: `if err == nil { return int(v), nil }` before the arm's `return 0, fmt.Errorf(…)`;
    # "Values for which `case json.Number` is true" with that error stated a result most numbers do not give.
    cases, blocking = _run(tmp_path)
    arm = cases["`case json.Number` holds"]
    assert arm["input"] == (
        "Values for which `case json.Number` is true and `err == nil` is false (the code names no literal to choose"
        " them from)."
    ), arm
    assert arm["expected"].startswith("The function returns `0, fmt.Errorf("), arm
    assert blocking == [], [f["message"] for f in blocking]
