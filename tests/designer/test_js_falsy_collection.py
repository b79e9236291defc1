"""A JavaScript collection argument tested for truth is falsy only as `null`/`undefined`: `[]` is truthy there.

vary 1.1.2's `append(header, field)` takes a string or an array; `if (!field) throw new TypeError(…)` was given
"`field` with 0 elements" (hobs21's first run, vary-js TC-002), and `append('', [])` throws nothing.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

_APPEND = """/**
 * @param {String} header
 * @param {String|Array} field
 */
function append (header, field) {
  if (!field) {
    throw new TypeError('field argument is required')
  }
  var fields = !Array.isArray(field) ? [field] : field
  return header + fields.length
}
"""

_PY = """def total(items: list[int]):
    if not items:
        raise ValueError('items is required')
    return len(items)
"""


def test_js_falsy_collection_is_null(tmp_path: Path) -> None:
    cases = spec_of(tmp_path / "js", {"vary.js": _APPEND})["cases"]
    own = next(c for c in cases if "src/vary.js:6:branch" in c["evidence"])
    # `header` is given a value of its JSDoc type by running (argument_search.py)
    assert own["input"] in ("`field` = `null`.", '`header` = `""`; `field` = `null`.'), own


def test_python_empty_collection_stays(tmp_path: Path) -> None:
    # In Python an empty list is falsy: "`items` with 0 elements" (run as `[]`, argument_search) is the input there.
    cases = spec_of(tmp_path / "py", {"total.py": _PY})["cases"]
    own = next(c for c in cases if "src/total.py:2:branch" in c["evidence"])
    assert "0 elements" in own["input"] or own["input"] == "`items` = `[]`.", own
