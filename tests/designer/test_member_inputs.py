"""A member of an options object the caller passes is an input with a value (member_inputs.py).

camelcase's `if (options.pascalCase)` and bytes.js's `(options && options.unit) || ''` said "Values for which
`options.pascalCase` is true (the code names no literal to choose them from)"; ms-ts's `options?.long` the same.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SOURCE = """\
/**
 * @param {string} [options.unit=]
 */
export function format(value, options) {
  var unit = (options && options.unit) || '';
  if (options.pascalCase) {
    return 'P' + unit;
  }
  if (options?.long) {
    return 'L' + unit;
  }
  const lower = options.locale === false ? 1 : 2;
  return unit + lower;
}
"""


def _inputs(tmp_path: Path) -> dict[str, str]:
    return {c["perspective"]: c["input"] for c in spec_of(tmp_path, {"index.js": SOURCE})["cases"]}


def test_options_members_take_values(tmp_path: Path) -> None:
    inputs = _inputs(tmp_path)
    said = "\n".join(inputs.values())
    assert "`options.pascalCase` = `true`" in said, said
    assert "`options.long` = `true`" in said, said  # `?.` read as `.`
    assert "`options.locale` = `false`" in said, said
    assert '`options.unit` = `"abc"`' in said or "`options` = `{}`" in said, said  # JSDoc says string
    assert "Values for which `options.pascalCase`" not in said, said


def test_a_module_constant_is_no_input(tmp_path: Path) -> None:
    src = "var map = {pb: 1};\nexport function f(mag) {\n  if (map.pb) {\n    return 'PB';\n  }\n  return 'B';\n}\n"
    said = "\n".join(c["input"] for c in spec_of(tmp_path, {"index.js": src})["cases"])
    assert "`map.pb` = `true`" not in said, said


NESTED = """\
export default function pretty(milliseconds, options) {
  const add = (value, long, short) => {
    if (value === 0) {
      return;
    }
    result.push(value + short);
  };
  if (options.hideYear) {
    add(milliseconds, 'day', 'd');
  }
  return result.join(' ');
}
"""


def test_a_nested_arrow_above_is_not_the_enclosing_function(tmp_path: Path) -> None:
    # pretty-ms (read in /tmp): `if (options.hideYearAndDays)` below `const add = (value, long, short) => {…}`
    # was read against `add`'s parameters, so `options` was no parameter and the case named no value.
    cases = spec_of(tmp_path, {"index.js": NESTED})["cases"]
    said = "\n".join(c["input"] for c in cases)
    assert "`options.hideYear` = `true`" in said, said
