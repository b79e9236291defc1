"""Module-level environment conditions are listed, not required (analyzers/environment.py, session 28).

base32-crockford's `PY3 = sys.version_info[0] == 3` became three boundary cases (Python 2, 3 and 4) and a required
`not PY3` branch, each "cannot be decided from the code": the interpreter running a test decides them.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText

PY = """import sys
from typing import TYPE_CHECKING

PY3 = sys.version_info[0] == 3
PY2 = not PY3
if not PY3:
    import string as str
if TYPE_CHECKING:
    from x import Y
if sys.version_info >= (3, 10):
    from importlib.metadata import version


def f(n):
    if n < 0:
        raise ValueError("neg")
    if sys.platform == "win32":
        return 1
    return n


if __name__ == "__main__":
    f(1)
"""

JS = """(function () {})();
if (typeof module !== 'undefined' && module.exports) {
  module.exports = f;
}
if (typeof value !== 'undefined') {
  run();
}
function f(x) {
  if (typeof window !== 'undefined') {
    return 1;
  }
  return 2;
}
"""


def _must(src: SourceText) -> dict[str, bool]:
    return {f"{i.line}:{i.kind.value}": i.must_cover for i in analyze([src]).items}


def test_python_environment_checks_at_module_level_are_not_required() -> None:
    must = _must(SourceText(path="m.py", text=PY))
    assert must["4:boundary"] is False  # ruleid: the interpreter's version
    assert must["6:branch"] is False  # ruleid: a flag assigned from the version
    assert must["8:branch"] is False  # ruleid: TYPE_CHECKING is never true at run time
    assert must["10:branch"] is False  # ruleid: sys.version_info >= (3, 10)
    assert must["22:branch"] is False  # ruleid: the script entry
    assert must["15:branch"] is True and must["15:boundary"] is True  # ok: the function's own guard
    assert must["17:branch"] is True  # ok: inside a function, a test can patch sys.platform


def test_javascript_module_system_checks_at_module_level_are_not_required() -> None:
    must = _must(SourceText(path="m.js", text=JS))
    assert must["2:branch"] is False  # ruleid: a UMD export check
    assert must["5:branch"] is True  # ok: `value` is no host object
    assert must["9:branch"] is True  # ok: inside a function
