"""A duck-typed method a guard tests and the code then calls is given as a function, not `true` (vary 1.1.2).

vary's `if (!res || !res.getHeader || !res.setHeader) throw …` drafted the normal path with `res.getHeader` =
`true`; the next line calls `res.getHeader('Vary')`, so that input throws a TypeError where the case says no
exception is raised (bench/expected/projects/vary-js TC-026, hobs21's first run).
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

_VARY = """function vary (res, field) {
  if (!res || !res.getHeader || !res.setHeader) {
    throw new TypeError('res argument is required')
  }
  var val = res.getHeader('Vary') || ''
  res.setHeader('Vary', val + field)
}
"""


def test_called_member_is_a_function_on_the_normal_path(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"vary.js": _VARY})["cases"]
    normal = next(c for c in cases if c["perspective"].startswith("Normal path through `vary`"))
    assert "`res.getHeader` = `() => {}`" in normal["input"], normal
    assert "`res.setHeader` = `() => {}`" in normal["input"] and "= `true`" not in normal["input"], normal
