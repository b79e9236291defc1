"""Plain JavaScript states a parameter's type in its JSDoc `@param {type} name` (analyzers/domain.py)."""

from __future__ import annotations

from pathlib import Path

from utspec.analyzers.domain import Declarations

SRC = """/**
 * Parse media type to object.
 *
 * @param {string|object} string
 * @param {number} [limit]
 * @param {string} [limit.unit=]
 * @return {Object}
 */
function parse (string, limit) {
  if (!string) {
    throw new TypeError('argument string is required')
  }
  return limit
}
"""


def test_jsdoc_param_declares_the_type() -> None:
    decls = Declarations(SRC.splitlines())
    assert decls.type_of("string", 9) == "string|object"
    assert decls.type_of("limit", 9) == "number"
    assert Declarations(SRC.splitlines(), {"string"}).type_of("string", 9) == "string|object"


def test_falsy_string_parameter_takes_the_empty_string(tmp_path: Path) -> None:
    # content-type's `if (!string) throw …` said "Values for which `!string` is true (the code names no literal …)".
    from tests.designer._one_file_run import cases_of

    cases = cases_of(tmp_path, "parse.js", SRC)
    fires = cases["`!string` holds"]
    # the other argument is given a value by running (argument_search.py)
    assert fires["input"] in ('`string` = `""`.', '`string` = `""`; `limit` = `1`.'), fires["input"]
