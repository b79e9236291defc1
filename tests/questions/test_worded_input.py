"""Key items that say their input in words, run as the call the words fix (issue 13, session 24).

Seen on roman 4.2 and pretty-bytes 5.6.0 (labels committed before utspec ran on them) and on the tuned bytes
3.1.2 and statistics excerpts: "負の値を toRoman に渡すと OutOfRangeError", "小数でも整数値の 2.0 なら toRoman は
'II' を返す", "負の値を bytes.format に渡すと null を返す" name the function and describe its one input. Each
test fails with `worded_call` switched off in `evaluated_call.claim` (or, for the formatting, without
`js_numbers` / `js_regex.replacement` in the JavaScript evaluator).
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.evaluated_call import evaluated_call
from utspec.questions.key_items import Inputs, Verdict, classify

ROMAN = SourceText(
    path="roman.py",
    text="""class OutOfRangeError(ValueError):
    pass


class NotIntegerError(ValueError):
    pass


def toRoman(n):
    if not isinstance(n, int):
        raise NotIntegerError("decimals can not be converted")
    if not (0 < n < 5000):
        raise OutOfRangeError("number out of range")
    result = ""
    for numeral, integer in (("M", 1000), ("D", 500), ("C", 100), ("X", 10), ("V", 5), ("I", 1)):
        while n >= integer:
            result += numeral
            n -= integer
    return result


def mean(data, weights=None):
    return sum(data) / len(data)
""",
)

# bytes 3.1.2's format (bench/questions bytes-ja-js): toFixed, then a `$1` replacement that trims zeros.
BYTES = SourceText(
    path="index.js",
    text="""'use strict';
var formatDecimalsRegExp = /(?:\\.0*|(\\.[^0]+)0+)$/;

function format(value, options) {
  if (!Number.isFinite(value)) {
    return null;
  }
  var mag = Math.abs(value);
  var unitSeparator = (options && options.unitSeparator) || '';
  var unit = mag >= 1024 ? 'KB' : 'B';
  var val = unit === 'KB' ? value / 1024 : value;
  var str = val.toFixed(2);
  str = str.replace(formatDecimalsRegExp, '$1');
  return str + unitSeparator + unit;
}

module.exports = format;
module.exports.format = format;
""",
)


def _verdict(text: str, src: SourceText = ROMAN) -> Verdict:
    return classify(text, Inputs.of(analyze([src]).items, [], [src]))


def test_a_negative_value_said_in_words_runs_as_minus_one() -> None:
    run = evaluated_call("負の値を toRoman に渡すと OutOfRangeError が送出されること", [ROMAN])
    assert run is not None and run.agrees and run.claim.call == "toRoman(-1)"
    # ok: no text rule may call it contradicted once the call agrees
    assert _verdict("負の値を toRoman に渡すと OutOfRangeError が送出されること").outcome != "contradicted"


def test_an_example_value_in_the_words_is_the_input() -> None:
    # ruleid: 2.0 is a float, not an int
    v = _verdict("小数でも整数値の 2.0 なら toRoman は 'II' を返すこと")
    assert v.outcome == "contradicted" and v.actual == "raise NotIntegerError"
    # ruleid: True is an int to isinstance
    v = _verdict("真偽値 True を toRoman に渡すと NotIntegerError が送出されること")
    assert v.outcome == "contradicted" and v.actual == "return 'I'"
    # ok: the example in brackets is the input
    run = evaluated_call("小数（1.5 など）を toRoman に渡すと NotIntegerError が送出されること", [ROMAN])
    assert run is not None and run.agrees and run.claim.call == "toRoman(1.5)"
    run = evaluated_call("16 を toRoman で変換すると 'XVI' になること", [ROMAN])
    assert run is not None and run.agrees
    # ok: "8 文字の" counts the input's characters; the quoted value is the input
    run = evaluated_call(
        "8 文字の文字列 'MDCLXVI' を toRoman に渡すと NotIntegerError が送出されること", [ROMAN]
    )
    assert run is not None and run.agrees and run.claim.call == "toRoman('MDCLXVI')"


def test_words_that_fix_no_value_say_nothing() -> None:
    assert (
        evaluated_call("上限を超える値を toRoman に渡すと OutOfRangeError が送出されること", [ROMAN]) is None
    )
    # the data holds a negative value; it is not one
    assert evaluated_call("mean に負の値が含まれると ValueError が送出されること", [ROMAN]) is None
    # another parameter is spoken of: running without it answers another question
    assert evaluated_call("weights を指定して空のリストを mean に渡すと 0 を返すこと", [ROMAN]) is None
    # two values
    assert evaluated_call("0 や負の値を toRoman に渡すと OutOfRangeError が送出されること", [ROMAN]) is None


def test_a_size_formatter_rounds_as_javascript_does() -> None:
    # ruleid: a negative value is not rejected: '-1B'
    v = _verdict("負の値を bytes.format に渡すと null を返すこと", BYTES)
    assert v.outcome == "contradicted" and v.actual == "return '-1B'"
    # ok: NaN in words; 1536 through toFixed(2) and the `$1` replacement
    assert _verdict("NaN を bytes.format に渡すと null を返すこと", BYTES).outcome != "contradicted"
    run = evaluated_call("1536 を format に渡すと '1.5KB' を返すこと", [BYTES])
    assert run is not None and run.agrees
    # an option in the words: not run
    assert (
        evaluated_call("unitSeparator を指定して 1536 を format に渡すと '1.5KB' を返すこと", [BYTES]) is None
    )


# pretty-bytes 5.6.0's shape (bench/questions pretty-bytes-js): the package's one export is an anonymous arrow function
# whose options are read off an object merged with Object.assign, and rounding is toPrecision's.
PRETTY = SourceText(
    path="index.js",
    text="""'use strict';
const UNITS = ['B', 'kB', 'MB'];

module.exports = (number, options) => {
	if (!Number.isFinite(number)) {
		throw new TypeError(`Expected a finite number, got ${typeof number}: ${number}`);
	}
	options = Object.assign({bits: false}, options);
	if (options.signed && number === 0) {
		return `0 ${UNITS[0]}`;
	}
	const prefix = number < 0 ? '-' : (options.signed ? '+' : '');
	number = Math.abs(number);
	if (number < 1) {
		return prefix + number + ' ' + UNITS[0];
	}
	const exponent = Math.min(Math.floor(Math.log10(number) / 3), UNITS.length - 1);
	number = Number((number / Math.pow(1000, exponent)).toPrecision(3));
	return prefix + number + ' ' + UNITS[exponent];
};
""",
)


def test_the_packages_one_export_is_what_a_key_item_naming_no_function_is_about() -> None:
    # ruleid: Number.isFinite(Infinity) is false
    v = _verdict("Infinity is formatted as 'Infinity B'", PRETTY)
    assert v.outcome == "contradicted" and v.actual == "raise TypeError"
    # ruleid: three significant digits, not two decimals
    v = _verdict("Numbers are rounded to two decimals, so 123456 bytes give '123.46 kB'", PRETTY)
    assert v.outcome == "contradicted" and v.actual == "return '123 kB'"
    # ok: the readme's own call, by the name it imports the package as
    run = evaluated_call("prettyBytes(1337) returns '1.34 kB'", [PRETTY])
    assert run is not None and run.agrees


def test_a_boolean_option_switched_on_in_words() -> None:
    # ruleid: the signed zero lost its leading space
    v = _verdict("With the signed option, exactly zero gives ' 0 B' for alignment", PRETTY)
    assert v.outcome == "contradicted" and v.actual == "return '0 B'"
    run = evaluated_call("With the signed option, a difference of 42 gets a plus sign: '+42 B'", [PRETTY])
    assert run is not None and run.agrees and run.claim.call == "module.exports(42, {signed: true})"
    # an option the words give no value: not run
    assert evaluated_call("With a locale of 'de', 1337 gives '1,34 kB'", [PRETTY]) is None


def test_a_function_name_used_as_an_english_word_is_no_call() -> None:
    # "mean" is the function's name and an English word; the quoted phrase is no input
    src = SourceText(
        path="s.py",
        text="def mean(data):\n    if not data:\n        raise ValueError('empty')\n    return 1\n",
    )
    assert (
        evaluated_call('Return the mean of data, the "sum over count" method, or raise ValueError', [src])
        is None
    )
    run = evaluated_call("mean に空のリストを渡すと ValueError が送出されること", [src])
    assert run is not None and run.agrees and run.claim.call == "mean([])"


def test_a_module_level_compiled_pattern_is_run() -> None:
    # roman's `romanNumeralPattern = re.compile("""…""", re.VERBOSE)`: fromRoman is case-sensitive
    src = SourceText(
        path="r.py",
        text='import re\n\nPATTERN = re.compile("""\n    ^ X{0,3} $  # tens\n    """, re.VERBOSE)\n\n\n'
        "def fromRoman(s):\n    if not PATTERN.search(s):\n        raise ValueError(s)\n    return len(s) * 10\n",
    )
    # ruleid: lower case does not match the pattern
    run = evaluated_call("小文字の 'xx' を fromRoman に渡すと 20 を返すこと", [src])
    assert run is not None and not run.agrees and run.actual == "raise ValueError"
    run = evaluated_call("'XX' を fromRoman に渡すと 20 を返すこと", [src])
    assert run is not None and run.agrees  # ok
