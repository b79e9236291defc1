"""What a reviewer struck in kansuji's spec (lead QA, session 24): a length input of `null`, and test doubles for a
run that calls nothing outside itself."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

JS = """function convert(str) {
  var out = [];
  for (var i = 0; i < str.length; i++) { out.push(str[i]); }
  if (!out.length) throw new TypeError("nothing to convert");
  return out.join("");
}
"""
# The same function, saving its result: `fs.writeFile` is an external call the checklist lists.
SAVING = JS.replace(
    '  return out.join("");', '  fs.writeFile("out.txt", out.join(""));\n  return out.join("");'
)


def test_a_falsy_length_is_an_empty_collection_not_null(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"k.js": JS})["cases"]
    (raising,) = [c for c in cases if c["evidence"][0].endswith(":4:branch") and "TypeError" in c["expected"]]
    # the argument that empties it, found by running (a sized local settles its condition's side: argument_search)
    assert raising["input"] == '`str` = `""` (`out.length` is then `0`).', raising["input"]


def test_no_test_double_is_named_where_the_run_calls_nothing_outside(tmp_path: Path) -> None:
    (normal,) = [c for c in spec_of(tmp_path, {"k.js": JS})["cases"] if c["category"] == "normal"]
    assert normal["preconditions"] == ("None: the checklist lists no external call or database access.")


def test_test_doubles_stay_where_the_run_calls_a_dependency(tmp_path: Path) -> None:
    normal = [c for c in spec_of(tmp_path, {"k.js": SAVING})["cases"] if c["category"] == "normal"]
    assert normal and all(
        c["preconditions"] == "Every dependency behaves normally (test doubles)." for c in normal
    )


def test_japanese_says_no_test_double_in_japanese(tmp_path: Path) -> None:
    (normal,) = [
        c for c in spec_of(tmp_path, {"k.js": JS}, language="ja")["cases"] if c["category"] == "normal"
    ]
    assert normal["preconditions"].startswith("なし（") and "外部呼び出し" in normal["preconditions"]


# kansuji's options: each local is its option or a default. The cases said `daiji` = `"old"` and "a value that
# makes `daiji` true (no literal in the code to choose from)": locals no caller sets.
OPTIONS = """function kansuji(n, options) {
  options = options || {};
  var daiji = typeof options.daiji === "undefined" ? false : options.daiji;
  var digits;
  if (daiji === "old") {
    digits = OLD;
  } else if (daiji) {
    digits = DAIJI;
  } else {
    digits = PLAIN;
  }
  if (n < 0) throw new RangeError("negative");
  return format(n, digits);
}
"""


def test_a_defaulted_option_local_is_set_through_its_option(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"k.js": OPTIONS})["cases"]
    inputs = {c["evidence"][0].split(":", 1)[1]: c["input"] for c in cases}
    assert inputs["5:branch"] == '`options.daiji` = `"old"`.', inputs
    assert inputs["7:branch"] == "`options.daiji` = `true`.", inputs


# jpdatetime's component reading: the key is there and its value is empty, so the block is skipped. The case said
# "values for which `'day' in components` is true and `components['day']` is false (no literal …)".
PY = """def extract(components):
    day = None
    if 'day' in components and components['day']:
        day = int(components['day'])
    if day is None:
        raise ValueError("Incomplete date information")
    return day
"""


def test_a_present_key_with_an_empty_value_is_one_dict(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"d.py": PY})["cases"]
    (skipped,) = [c for c in cases if c["evidence"][0].endswith(":3:branch#2")]
    assert skipped["input"] == "`components` = `{'day': ''}`.", skipped["input"]


# kansuji's `convert` walks its text from the end; its zero-iteration case named nothing to make empty.
DESCENDING = """function convert(str) {
  var out = [];
  for (var i = str.length - 1; i >= 0; i--) {
    out.unshift(DIGITS[str.charCodeAt(i) - 48]);
  }
  return out.join("");
}
"""


def test_a_loop_walking_from_the_end_runs_zero_times_on_empty_input(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"c.js": DESCENDING})["cases"]
    (loop,) = [c for c in cases if c["evidence"][0].endswith(":3:loop") and c["category"] == "boundary"]
    assert loop["input"] == "`str` is empty (zero iterations).", loop["input"]


# backoff's retry loop: a bare `for {` runs until a return inside. Its case said "An empty collection (zero
# iterations)", an input that does not exist.
GO = """package backoff

func Retry(operation func() error) error {
	for {
		if err := operation(); err == nil {
			return nil
		}
	}
}
"""


def test_a_bare_go_for_has_no_zero_iteration_case(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"retry.go": GO})["cases"]
    assert not [c for c in cases if c["evidence"][0].endswith(":4:loop")], [c["perspective"] for c in cases]


# backoff's context lookup: the comma-ok of a type assertion holds for a value of the asserted struct type.
GO_ASSERT = """package backoff

type backOffContext struct {
	ctx int
}

func getContext(b interface{}) int {
	if cb, ok := b.(*backOffContext); ok {
		return cb.ctx
	}
	return 0
}
"""


def test_a_go_type_assertion_holds_for_a_value_of_its_struct(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"context.go": GO_ASSERT})["cases"]
    (held,) = [c for c in cases if c["perspective"] == "`ok` holds"]
    assert held["input"] == "`b` = `&backOffContext{}`.", held["input"]


# retry's loop calls the operation it is given and sleeps: though no rule lists either as an external call, a test
# stands in for both, so the precondition still names test doubles.
RETRY = """import time


def retry_call(f, tries):
    if tries < 0:
        raise ValueError("tries must be at least 0")
    time.sleep(1)
    return f()
"""


def test_a_function_calling_its_callback_or_the_clock_keeps_test_doubles(tmp_path: Path) -> None:
    normal = [c for c in spec_of(tmp_path, {"retry.py": RETRY})["cases"] if c["category"] == "normal"]
    assert normal and all(
        c["preconditions"] == "Every dependency behaves normally (test doubles)." for c in normal
    ), [c["preconditions"] for c in normal]
