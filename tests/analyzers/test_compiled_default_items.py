"""A default parameter compiled for old engines makes no checklist item, as the native one makes none.

npm `wareki` ships Babel's output (`var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] :
Date.now();`): its boundary and two branches drafted four cases on the compiler's scaffolding. TypeScript's ES5
output is `if (sep === void 0) { sep = ','; }`. A hand-written `arguments.length` check is the author's and stays.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText

BABEL = """function _default() {
  var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : Date.now();
  var opts = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
  if (opts.unit) {
    return value;
  }
  return 0;
}
module.exports = _default;
"""

TSC = """function join(xs, sep) {
    if (sep === void 0) { sep = ','; }
    if (xs.length > 3) {
        throw new Error('too many');
    }
    return xs.join(sep);
}
"""

HAND = """function f(a) {
  if (arguments.length > 1) {
    throw new TypeError('one argument');
  }
  return a;
}
"""


def _ids(path: str, text: str) -> set[str]:
    return {i.id for i in analyze([SourceText(path=path, text=text)]).items}


def test_babel_default_parameters_make_no_items() -> None:
    ids = _ids("index.js", BABEL)
    assert not {i for i in ids if i.startswith(("index.js:2:", "index.js:3:"))}
    assert "index.js:4:branch" in ids  # the author's own condition stays


def test_typescript_es5_default_parameter_makes_no_branch() -> None:
    ids = _ids("join.js", TSC)
    assert not {i for i in ids if i.startswith("join.js:2:")}
    assert {"join.js:3:boundary", "join.js:3:branch"} <= ids


def test_a_hand_written_arguments_check_stays() -> None:
    assert {"f.js:2:boundary", "f.js:2:branch"} <= _ids("f.js", HAND)
