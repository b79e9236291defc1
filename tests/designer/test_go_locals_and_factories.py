"""Normal-path inputs name only what a caller passes; a factory's result is a function, not its source text.

From spf13/cobra's args.go (Apache-2.0), shortened: the normal path of `NoDuplicateArgs` said "`ok` = `nil`"
(a local of the comma-ok lookup), `MinimumNArgs`'s said the function returns the closure's whole source, and
a normal path with no value to name said "see the normal-path case" about itself, and `!cmd.HasSubCommands()`
named no value a tester can set.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

ARGS_GO = """package cobra

import "fmt"

func NoDuplicateArgs(cmd *Command, args []string) error {
	seen := make(map[string]struct{}, len(args))
	for _, arg := range args {
		if _, ok := seen[arg]; ok {
			return fmt.Errorf("duplicate argument %q", arg)
		}
		seen[arg] = struct{}{}
	}
	return nil
}

func MinimumNArgs(n int) PositionalArgs {
	return func(cmd *Command, args []string) error {
		if len(args) < n {
			return fmt.Errorf("requires at least %d arg(s), only received %d", n, len(args))
		}
		return nil
	}
}

func Check(fetch Fetcher) error {
	res := fetch.Load()
	if res.Failed {
		return fmt.Errorf("failed")
	}
	return nil
}

func RangeArgs(min int, max int) PositionalArgs {
	return func(cmd *Command, args []string) error {
		if len(args) < min || len(args) > max {
			return fmt.Errorf("accepts between %d and %d arg(s), received %d", min, max, len(args))
		}
		return nil
	}
}

func Only(cmd *Command, args []string) error {
	if len(cmd.ValidArgs) > 0 {
		validArgs := make([]string, 0, len(cmd.ValidArgs))
		for _, v := range args {
			if !contains(validArgs, v) {
				return fmt.Errorf("invalid")
			}
		}
	}
	return nil
}

func Legacy(cmd *Command, args []string) error {
	if !cmd.HasSubCommands() {
		return nil
	}
	if !cmd.HasParent() && len(args) > 0 {
		return fmt.Errorf("unknown command %q", args[0])
	}
	return nil
}

func Each(pargs ...PositionalArgs) error {
	for _, parg := range pargs {
		if done := parg.Done(); done {
			return nil
		}
		if _, bad := parg.(Failing); bad {
			return fmt.Errorf("failing")
		}
	}
	return nil
}
"""


def _spec(tmp_path: Path, language: str) -> dict:
    return spec_of(tmp_path, {"args.go": ARGS_GO}, "# Arguments\n\nDuplicate arguments are an error.\n", language)


def _normal(spec: dict, function: str) -> dict:
    return next(c for c in spec["cases"] if c["category"] == "normal" and f"`{function}`" in c["perspective"])


def test_a_declared_local_is_no_input(tmp_path: Path) -> None:
    case = _normal(_spec(tmp_path, "en"), "NoDuplicateArgs")
    assert "`ok`" not in case["input"], case["input"]
    assert "`args` with 1 element" in case["input"]


def test_a_factory_returns_a_function_not_its_source(tmp_path: Path) -> None:
    spec = _spec(tmp_path, "en")
    case = _normal(spec, "MinimumNArgs")
    assert "returns a function (`func(cmd *Command, args []string) error`)" in case["expected"], case["expected"]
    assert "fmt.Errorf" not in case["expected"]
    (tmp_path / "ja").mkdir()
    ja = _normal(_spec(tmp_path / "ja", "ja"), "MinimumNArgs")
    assert "関数（`func(cmd *Command, args []string) error`）が返される" in ja["expected"], ja["expected"]


def test_a_field_of_a_dependency_result_is_set_through_its_double(tmp_path: Path) -> None:
    # Go tests booleans only: `if res.Failed {` was "`res.Failed` = `nil`" (the wrong type, and `res` is no input).
    (tmp_path / "again").mkdir()
    case = _normal(_spec(tmp_path, "en"), "Check")
    assert case["input"].endswith("`fetch.Load()` returns a value whose `Failed` is `false` (test double)."), case["input"]
    error = next(c for c in _spec(tmp_path / "again", "en")["cases"] if "`res.Failed` holds" in c["perspective"])
    assert error["input"] == "`fetch.Load()` returns a value whose `Failed` is `true` (test double).", error["input"]


def test_a_normal_path_with_no_value_lists_its_guards_instead_of_pointing_at_itself(tmp_path: Path) -> None:
    # `bad` comes from a type assertion (no input, no double): nothing names it, and the guard is listed instead
    # of "see the normal-path case" in the normal-path case itself. `done` comes from a call: its double says.
    case = _normal(_spec(tmp_path, "en"), "Each")
    assert "see the normal-path case" not in case["input"], case["input"]
    assert "`bad`" not in case["input"].replace("`bad` does not hold", ""), case["input"]
    assert "`parg.Done()` returns `false` (test double)" in case["input"], case["input"]


def test_a_method_answer_is_set_through_the_objects_double(tmp_path: Path) -> None:
    # cobra's legacyArgs: "Values for which `!cmd.HasSubCommands()` is true" named nothing a tester can set.
    spec = _spec(tmp_path, "en")
    case = next(c for c in spec["cases"] if c["perspective"] == "`!cmd.HasSubCommands()` holds")
    # the other argument takes the normal path's value (unnamed_arguments.py)
    said = "`cmd.HasSubCommands()` returns `false` (test double); `args` with 1 element."
    assert case["input"] == said, case["input"]
    normal = _normal(spec, "Legacy")
    assert "`cmd.HasSubCommands()` returns `true` (test double)" in normal["input"], normal["input"]
    assert "`cmd.HasParent()` returns `true` (test double)" in normal["input"], normal["input"]


def test_a_boundary_holds_the_other_operands_of_its_condition(tmp_path: Path) -> None:
    # `!cmd.HasParent() && len(args) > 0`: "`args` with 1 element" gives the error only when the object has no parent.
    spec = _spec(tmp_path, "en")
    on = next(c for c in spec["cases"] if c["perspective"].startswith("`len(args) > 0` at 1") and "Legacy" in c["preconditions"])
    assert on["input"] == "`args` with 1 element; `cmd.HasParent()` returns `false` (test double).", on["input"]


def test_the_second_operands_case_says_which_side_each_operand_takes(tmp_path: Path) -> None:
    # Both cases of `len(args) < min || len(args) > max` said "Values for which <the whole condition> is true".
    spec = _spec(tmp_path, "en")
    case = next(c for c in spec["cases"] if c["perspective"] == "`len(args) < min` does not hold and `len(args) > max` holds")
    # A length against an int argument: values for each side (2 < 2 is false, 2 > 1 is true), not "Values for which".
    assert case["input"] == "`args` with 2 elements; `min` = `2`; `max` = `1`.", case["input"]


def test_a_skipped_assignment_says_what_the_function_then_returns(tmp_path: Path) -> None:
    # cobra's OnlyValidArgs at `len(cmd.ValidArgs)` = 0 said "`validArgs` is not set to `make(…)`".
    spec = _spec(tmp_path, "en")
    off = next(c for c in spec["cases"] if c["perspective"].startswith("`len(cmd.ValidArgs) > 0` at 0"))
    assert off["expected"] == "The function returns `nil`.", off["expected"]
