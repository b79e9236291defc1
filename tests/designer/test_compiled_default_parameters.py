"""A function compiled for old engines declares its parameters and defaults in its body; `signature` reads them.

npm `wareki` ships Babel's `function _default() { var value = arguments.length > 0 && arguments[0] !== undefined ?
arguments[0] : Date.now(); … }`: `parameters` found none. japanmesh ships tsc's ES5 `if (code === void 0) { code =
null; }`: `parameter_defaults` found no default. A hand-written `arguments.length` check declares nothing.
"""

from __future__ import annotations

from utspec.designer.offline.signature import parameter_defaults, parameters

BABEL = """function _default() {
  var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : Date.now();
  var opts = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
  var dateObj = new Date(value);
  if (opts.unit) {
    return 1;
  }
  return 0;
}""".split("\n")

TSC = """    JapanMesh.getCodes = function (code, level) {
        if (code === void 0) { code = null; }
        if (level === void 0) { level = null; }
        if (code === null && level === null) {
            return [];
        }
        return [code];
    };""".split("\n")

HAND = """function f() {
  if (arguments.length > 1) {
    throw new TypeError('one argument');
  }
  return 0;
}""".split("\n")


def test_babel_parameters_are_read_from_the_body() -> None:
    assert parameters(BABEL, "_default", 5, "javascript") == ["value", "opts"]


def test_tsc_defaults_are_read_from_the_body() -> None:
    assert parameters(TSC, "JapanMesh.getCodes", 4, "javascript") == ["code", "level"]
    assert parameter_defaults(TSC, "JapanMesh.getCodes", 4, "javascript") == {"code": "null", "level": "null"}


def test_a_hand_written_arguments_check_declares_nothing() -> None:
    assert parameters(HAND, "f", 2, "javascript") == []
    assert parameter_defaults(HAND, "f", 2, "javascript") == {}
