"""Shapes from validator.js's `isLength` and `assertString`, read as a reviewer would (fresh third-party code).

- A comment naming the function (`} else { // isLength(str, min [, max])`) is not its definition: the normal
  path returned the early `return` inside the block above (a wrong expected result).
- `a && b` with `b` false skips a block that returns: the case says the `if`'s line and what the function
  returns instead, not "at line None".
- `typeof max === 'undefined' || len <= max`: the defined side of `max` is a number, not `"abc"`.
- An assertion function (guards that throw, nothing else) returns without a value on its normal path; no
  question is asked about it.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

IS_LENGTH = """export default function isLength(str, options) {
  let min;
  let max;

  if (typeof (options) === 'object') {
    min = options.min || 0;
    max = options.max;
  } else { // backwards compatibility: isLength(str, min [, max])
    min = arguments[1] || 0;
    max = arguments[2];
  }

  const len = str.length;
  const isInsideRange = len >= min && (typeof max === 'undefined' || len <= max);

  if (isInsideRange && Array.isArray(options?.discreteLengths)) {
    return options.discreteLengths.some(discreteLen => discreteLen === len);
  }

  return isInsideRange;
}
"""

ASSERT = """export default function assertString(input) {
  if (input === undefined || input === null) throw new TypeError(`Expected a string but received a ${input}`);
  if (input.constructor.name !== 'String') throw new TypeError(`Expected a string but received a ${input.constructor.name}`);
}
"""


def _by_persp(spec: dict) -> dict[str, dict]:
    return {c["perspective"]: c for c in spec["cases"]}


def test_normal_path_returns_the_last_return_not_the_one_above_a_comment_naming_the_function(tmp_path: Path) -> None:
    cases = _by_persp(spec_of(tmp_path, {"isLength.js": IS_LENGTH}))
    normal = next(c for p, c in cases.items() if p.startswith("Normal path"))
    assert "returns `isInsideRange`" in normal["expected"], normal["expected"]
    assert "discreteLengths.some" not in normal["expected"]


def test_skipped_and_block_names_its_line_and_the_exit_after_it(tmp_path: Path) -> None:
    cases = _by_persp(spec_of(tmp_path, {"isLength.js": IS_LENGTH}))
    skipped = next(c for p, c in cases.items() if "`Array.isArray(options?.discreteLengths)` does not" in p)
    assert "line None" not in skipped["expected"]
    assert "at line 16" in skipped["expected"], skipped["expected"]
    assert "the function returns `isInsideRange`" in skipped["expected"], skipped["expected"]


def test_defined_side_of_a_size_compared_name_is_a_number(tmp_path: Path) -> None:
    cases = _by_persp(spec_of(tmp_path, {"isLength.js": IS_LENGTH}))
    case = next(c for p, c in cases.items() if p.startswith("`len <= max` is evaluated"))
    assert "`max` = `1`" in case["input"], case["input"]


def test_assertion_function_returns_without_a_value_and_asks_nothing(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"assertString.js": ASSERT})
    normal = next(c for p, c in _by_persp(spec).items() if p.startswith("Normal path"))
    assert "returns without a value" in normal["expected"], normal["expected"]
    assert not [q for q in spec["open_questions"] if q["id"].startswith("Q-normal")]


PARSE = '''class Version:
    @classmethod
    def parse(cls, version, optional=False):
        """Parse a version string.

        >>> Version.parse('3.4.5-pre.2+build.4')
        Version(major=3, minor=4, patch=5, \\
prerelease='pre.2', build='build.4')
        """
        if not isinstance(version, str):
            raise TypeError("not expecting type '%s'" % type(version))
        match = cls._REGEX.match(version)
        return cls(**match.groupdict())
'''


def test_docstring_line_at_column_0_does_not_end_the_body(tmp_path: Path) -> None:
    """semver's `Version.parse`: its docstring wraps an example to column 0; the normal path lost its `return`."""
    spec = spec_of(tmp_path, {"version.py": PARSE})
    normal = next(c for p, c in _by_persp(spec).items() if p.startswith("Normal path"))
    assert "returns `cls(**match.groupdict())`" in normal["expected"], normal["expected"]
    assert "without a value" not in normal["expected"]


def test_assertion_only_doctests() -> None:
    import doctest

    from utspec.designer.offline import assertion_only

    assert doctest.testmod(assertion_only).failed == 0 and doctest.testmod(assertion_only).attempted >= 2
