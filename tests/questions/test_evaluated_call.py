"""Key items that write a call and its outcome, checked by running the call (issue 13, session 23).

Seen first on inflection 0.5.1 (labels committed before utspec ran on it): seven Japanese key items of the
form "ordinal(-1021) は 'st' を返すこと" contradicted the code and none was asked; each needs the named
function run on the key item's arguments (a modulo of a negative number, a default parameter, a nested
call, `re.sub` with a lambda, `string[0]` of ''). Each test fails with `questions.evaluated_call` switched off
in `key_item_contradiction` (or in the designer's worked-example question).
"""

from __future__ import annotations

import json
from pathlib import Path

from utspec.analyzers import analyze
from utspec.analyzers.py_eval import call_outcome
from utspec.models import SourceText
from utspec.questions.evaluated_call import claim, evaluated_call
from utspec.questions.key_items import Inputs, Verdict, classify

SRC = SourceText(
    path="infl.py",
    text="""import re


def camelize(string, uppercase_first_letter=True):
    if uppercase_first_letter:
        return re.sub(r"(?:^|_)(.)", lambda m: m.group(1).upper(), string)
    else:
        return string[0].lower() + camelize(string)[1:]


def ordinal(number):
    number = int(number)
    if number % 100 in (11, 12, 13):
        return "th"
    else:
        return {
            1: "st",
            2: "nd",
            3: "rd",
        }.get(number % 10, "th")


def check(flag, default=None):
    if default is not None and not isinstance(default, bool):
        raise TypeError("default must be a bool")
    if flag in ("y", "yes"):
        return True
    return default


def emit(x):
    print(x)
    return x
""",
)


def _verdict(text: str) -> Verdict:
    return classify(text, Inputs.of(analyze([SRC]).items, [], [SRC]))


def test_a_stated_value_the_call_does_not_return() -> None:
    # ruleid: -1021 % 100 is 79 without abs(): 'th'
    v = _verdict("ordinal(-1021) は 'st' を返すこと")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 13
    assert (v.expected, v.actual) == ("return 'st'", "return 'th'")
    # ok: the same function on an argument it gives the stated value for
    assert _verdict("ordinal(22) は 'nd' を返すこと").outcome == "anchored"


def test_a_raise_python_makes_on_the_operation() -> None:
    # ruleid: string[0] of '' (the default-less second branch) raises IndexError, no empty string
    v = _verdict('camelize("", False) は空文字列を返すこと')
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 5
    assert v.actual == "raise IndexError"


def test_a_nested_call_and_a_lambda_replacement() -> None:
    # ruleid: camelize("io_error") gives 'IoError'
    v = _verdict("camelize(camelize('io_error', False)) は 'IOError' を返すこと")
    assert v.outcome == "contradicted" and v.actual == "return 'IoError'"


def test_an_agreeing_call_is_no_contradiction_for_any_text_rule() -> None:
    # ok: the call never reaches the TypeError branch its words share with the key item
    assert _verdict("check('maybe') returns None").outcome != "contradicted"
    assert _verdict("check('x', default=False) returns False").outcome != "contradicted"
    # ruleid: a string default does reach it
    v = _verdict("check('x', default='no') returns 'no'")
    assert v.outcome == "contradicted" and v.actual == "raise TypeError"


def test_what_cannot_be_run_says_nothing() -> None:
    assert evaluated_call("emit(3) returns 3", [SRC]) is None  # a call for its effect (print): not run
    assert evaluated_call("ordinal(x) returns 'st'", [SRC]) is None  # an argument no literal gives
    assert evaluated_call("ordinal(1) does not return 'th'", [SRC]) is None  # a negation
    assert claim("ordinal(1) と ordinal(2) は 'st' を返す", frozenset({"ordinal"})) is None  # two calls


def test_the_run_is_bounded() -> None:
    loop = "def spin(n):\n    while True:\n        n += 1\n    return n\n"
    assert call_outcome(loop, "spin(0)") is None
    deep = "def down(n):\n    return down(n - 1)\n"
    assert call_outcome(deep, "down(5)") is None


def test_the_doctests_run() -> None:
    import doctest

    from utspec.analyzers import py_eval
    from utspec.questions import evaluated_call as module

    for m in (py_eval, module):
        assert doctest.testmod(m).failed == 0, m.__name__


# yn 4.0.0's shape (bench/questions yn-js): options destructured with defaults, a regex test, a helper required from
# another file and called through `module.exports`; `lenient = true` is the planted edit.
YN = SourceText(
    path="index.js",
    text="""'use strict';
const lenientFunction = require('./lenient');

const yn = (value, {
	lenient = true,
	default: default_
} = {}) => {
	value = String(value).trim();
	if (default_ !== undefined && typeof default_ !== 'boolean') {
		throw new TypeError(`Expected a boolean, got ${typeof default_}`);
	}
	if (/^(?:y|yes|true|1|on)$/i.test(value)) {
		return true;
	}
	if (lenient === true) {
		return lenientFunction(value, default_);
	}
	return default_;
};

module.exports = yn;
""",
)
LENIENT = SourceText(
    path="lenient.js",
    text="""'use strict';
const nMatch = new Map([['n', 1], ['m', 0.75]]);
const oMatch = new Map([['o', 1], [0, 0.25]]);

module.exports = (input, default_) => {
	const [n, o] = input;
	let score = 0;
	if (nMatch.has(n)) {
		score += nMatch.get(n);
	}
	if (oMatch.has(o)) {
		score += oMatch.get(o);
	}
	if (score >= 1.25) {
		return false;
	}
	return default_;
};
""",
)


def _js(text: str) -> Verdict:
    return classify(text, Inputs.of(analyze([YN, LENIENT]).items, [], [YN, LENIENT]))


def test_a_javascript_default_option_decides_the_value() -> None:
    # ruleid: `lenient` defaults to true: 'mo' scores 1.75 through lenient.js and false is returned
    v = _js("yn('mo') returns undefined because lenient mode is off by default")
    assert (
        v.outcome == "contradicted"
        and v.place is not None
        and (v.place.file, v.place.line) == ("index.js", 16)
    )
    assert (v.expected, v.actual) == ("return undefined", "return false")
    # ok: undefined is what an unrecognized value gives; the TypeError branch sharing its words is never reached
    assert _js("yn('abomasum') returns undefined").outcome != "contradicted"
    assert _js("yn('x', {default: false}) returns false").outcome != "contradicted"
    # ok: `'0'` is a string key, 0 a number key: 'n0' scores 1 only
    assert _js("yn('n0', {default: true}) は true を返すこと").outcome != "contradicted"


def test_a_javascript_throw_is_an_outcome() -> None:
    # ruleid: a default that is not a boolean throws
    v = _js("yn('x', {default: 'yes'}) は 'yes' を返すこと")
    assert v.outcome == "contradicted" and v.actual == "raise TypeError"
    assert _js("yn('x', {default: 'no'}) throws a TypeError").outcome != "contradicted"  # ok


def test_undefined_and_null_are_two_results() -> None:
    run = evaluated_call("yn('abomasum') returns null", [YN, LENIENT])
    assert run is not None and not run.agrees and run.actual == "return undefined"  # ruleid
    run = evaluated_call("yn(1) は true を返すこと", [YN, LENIENT])
    assert run is not None and run.agrees  # ok: String(1) is '1'


def test_a_design_example_the_run_agrees_with_is_no_design_code_conflict(tmp_path: Path) -> None:
    # yn's readme "`yn('abomasum')` returns `undefined`" was asked against the TypeError branch (critic mismatch/outcome)
    from typer.testing import CliRunner

    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    for src in (YN, LENIENT):
        (tmp_path / "src" / src.path).write_text(src.text, encoding="utf-8")
    (tmp_path / "design.md").write_text("# yn\n\n- `yn('abomasum')` returns `undefined`\n", encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: en\n',
        encoding="utf-8",
    )
    CliRunner().invoke(
        app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(tmp_path / "out")]
    )
    spec = json.loads((tmp_path / "out" / "spec.json").read_text(encoding="utf-8"))
    assert not [q for q in spec["open_questions"] if q.get("kind") == "design_code_conflict"]  # ok


# validator 13.11.0's ES build (bench/questions validator-ja-js): babel's self-replacing `_typeof`, a guard called
# for its throw, `arguments`, `instanceof String`.
ASSERT = SourceText(
    path="util/assertString.js",
    text="""function _typeof(obj) { if (typeof Symbol === "function" && typeof Symbol.iterator === "symbol") { _typeof = function _typeof(obj) { return typeof obj; }; } else { _typeof = function _typeof(obj) { return obj && typeof Symbol === "function" && obj.constructor === Symbol && obj !== Symbol.prototype ? "symbol" : typeof obj; }; } return _typeof(obj); }

export default function assertString(input) {
  var isString = typeof input === 'string' || input instanceof String;
  if (!isString) {
    throw new TypeError("Expected a string");
  }
}
""",
)
IS_LENGTH = SourceText(
    path="isLength.js",
    text="""import assertString from './util/assertString';

export default function isLength(str, options) {
  assertString(str);
  var min;
  var max;
  if (typeof options === 'object') {
    min = options.min || 0;
    max = options.max;
  } else {
    min = arguments[1] || 0;
    max = arguments[2];
  }
  var surrogatePairs = str.match(/[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]/g) || [];
  var len = str.length - surrogatePairs.length;
  return len >= min && (typeof max === 'undefined' || len <= max);
}
""",
)


def test_a_legacy_positional_option_and_a_guard_in_another_module() -> None:
    sources = [ASSERT, IS_LENGTH]
    # ruleid: a number for options is the legacy minimum, no TypeError: 'abc' is shorter than 5
    run = evaluated_call(
        "isLength('abc', 5) のように options に数値を渡すと TypeError を送出すること", sources
    )
    assert run is not None and not run.agrees and run.actual == "return false"
    # ok: the guard in util/assertString.js throws for a number, named at its own file and line
    run = evaluated_call("isLength(123) は TypeError を送出すること", sources)
    assert run is not None and run.agrees and (run.file, run.line) == ("util/assertString.js", 6)
    # JavaScript counts '𠮷' as two UTF-16 units, Python as one: not run
    assert evaluated_call("isLength('𠮷', { max: 1 }) は true を返すこと", sources) is None
    # a function named with empty brackets, its input said in words: not run
    assert evaluated_call("isLength() に数値を渡すと TypeError を送出すること", sources) is None


STATS = SourceText(
    path="statistics.py",
    text="""import numbers
from decimal import Decimal


class StatisticsError(ValueError):
    pass


def harmonic_mean(data, weights=None):
    if iter(data) is data:
        data = list(data)
    n = len(data)
    if n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (numbers.Real, Decimal)):
            if x <= 0:
                raise StatisticsError('harmonic mean does not support negative values')
            return x
    raise NotImplementedError


def quantiles(data, *, n=4):
    if n < 2:
        raise StatisticsError('n must be at least 1')
    return [n]
""",
)


def test_the_number_tower_and_keyword_only_parameters() -> None:
    # ruleid: statistics' harmonic_mean([0]) raises (the planted `x <= 0`), no 0 returned
    v = classify(
        "要素が 0 だけのデータ harmonic_mean([0]) は 0 を返すこと",
        Inputs.of(analyze([STATS]).items, [], [STATS]),
    )
    assert v.outcome == "contradicted" and v.actual == "raise StatisticsError"
    # ruleid: a keyword-only `n` at 1
    run = evaluated_call("quantiles([1, 2, 3], n=1) は [1] を返すこと", [STATS])
    assert run is not None and not run.agrees and run.actual == "raise StatisticsError"
    # ok: a ValueError stated for the module's subclass of it is what is raised
    run = evaluated_call("quantiles([1, 2], n=0) raises ValueError", [STATS])
    assert run is not None and run.agrees
    # ruleid: a TypeError stated, the module's StatisticsError (a ValueError) raised
    run = evaluated_call("quantiles([1, 2], n=0) raises TypeError", [STATS])
    assert run is not None and not run.agrees


def test_an_argument_said_in_words() -> None:
    src = SourceText(
        path="filesize.py",
        text="def naturalsize(value, binary=False):\n    bytes_ = float(value)\n    return '%d Bytes' % bytes_\n",
    )
    # ruleid: humanize KT-14, "value に None を渡すと" is naturalsize(value=None): float(None) raises TypeError
    run = evaluated_call("value に None を渡すと '0 Bytes' を返すこと", [src])
    assert run is not None and not run.agrees and run.actual == "raise TypeError"
    # ok: the function named, its one argument said
    run = evaluated_call("naturalsize に 0 を渡すと '0 Bytes' を返すこと", [src])
    assert run is not None and run.agrees
    # a parameter that is no function's only required one: not read
    assert evaluated_call("binary に True を渡すと '1 Bytes' を返すこと", [src]) is None


JS_OBJ = SourceText(
    path="c.js",
    text="""function check(text) {
  const chars = [...text];
  const last = chars[chars.length - 1];
  if (last === "。") {
    return {valid: true, mark: last, index: chars.length - 1};
  }
  return {valid: false, mark: last, index: chars.length - 1};
}
module.exports = check;
""",
)


def test_an_object_result_is_stated_and_compared_item_by_item() -> None:
    # check-ends-with-period's key items state the object the call returns (session 28)
    c = claim('check("です。") は {valid: true, mark: "。", index: 2} を返す', frozenset({"check"}))
    assert c is not None and c.written == '{valid: true, mark: "。", index: 2}'
    agreeing = evaluated_call('check("です。") は {valid: true, mark: "。", index: 2} を返す', [JS_OBJ])
    assert agreeing is not None and agreeing.agrees and agreeing.line == 5
    wrong = evaluated_call('check("です") returns {valid: true, mark: "す", index: 1}', [JS_OBJ])
    assert wrong is not None and not wrong.agrees and wrong.actual == 'return {valid: false, mark: "す", index: 1}'
    # a type in braces is no stated object; a primitive stated of an object result says nothing exact
    assert claim("check(x) returns {string}.", frozenset({"check"})) is None
    assert evaluated_call('check("です") returns "す"', [JS_OBJ]) is None


def test_a_raise_said_in_japanese_words() -> None:
    # "投げる" (throws) and "ValueError になる" (becomes a ValueError): japanese-numeral's and daichodo's key items
    assert claim("`f('三あ八')` は `TypeError` を投げる", frozenset({"f"})).value == "TypeError"
    assert claim("f('12345') は12桁ちょうどでないので ValueError になること", frozenset({"f"})).kind == "raise"
    assert claim("f(2) は 1 となる", frozenset({"f"})).kind == "return"
