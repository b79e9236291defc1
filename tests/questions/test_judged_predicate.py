"""A yes-or-no function named only in Japanese words, run on the input the key item writes (issue 13, session 27).

Each `ruleid` fails with `evaluated_call.judged_call` switched off (`lambda *a: None`); the `ok` lines show
what gives no call. The JavaScript source is written here in the shape of a password checker: it counts the
characters of each class with `Array.from(…).forEach(…)` and `+=` on an object (js_eval, session 27).
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze, js_eval
from utspec.models import SourceText
from utspec.questions import judged_predicate
from utspec.questions.evaluated_call import evaluated_call
from utspec.questions.key_items import Inputs, Verdict, classify

SRC = SourceText(
    path="strength.js",
    text="""var digit = /^[0-9]$/;

function countKinds(text) {
  var counts = {digits: 0, others: 0};
  Array.from(text).forEach(function (c) {
    if (digit.test(c)) {
      counts.digits += 1;
    } else {
      counts.others += 1;
    }
  });
  return counts;
}

export default function isStrongPassword(text) {
  var counts = countKinds(text);
  return counts.digits > 6 && counts.others === 0;
}
""",
)


def _verdict(text: str) -> Verdict:
    return classify(text, Inputs.of(analyze([SRC]).items, [], [SRC]))


def test_a_function_named_in_japanese_words_is_run_on_the_written_input() -> None:
    # ruleid: six digits are not more than six: '123456' is not judged strong
    v = _verdict("6 桁のパスワード '123456' は強いパスワードと判定されること")
    assert v.outcome == "contradicted" and (v.expected, v.actual) == ("return true", "return false")
    assert v.place is not None and v.place.line == 17
    # ok: seven digits are
    assert _verdict("'1234567' は強いパスワードと判定されること").outcome != "contradicted"


def test_what_names_no_function_or_no_input_gives_no_call() -> None:
    # a word left out: no name fits
    assert evaluated_call("'1234567' はパスワードと判定されること", [SRC]) is None
    assert evaluated_call("'12' や '34' は強いパスワードと判定されること", [SRC]) is None  # two inputs
    # no value, only a count
    assert evaluated_call("7 桁の数字は強いパスワードと判定されること", [SRC]) is None
    assert evaluated_call("'123' は強いパスワードと判定されないこと", [SRC]) is None  # a negation is not read


def test_the_evaluator_runs_a_counting_callback() -> None:
    out = js_eval.call_outcome([(SRC.path, SRC.text)], "isStrongPassword('12345678')")
    assert out is not None and out.value is True
    out = js_eval.call_outcome([(SRC.path, SRC.text)], "countKinds('1a')")
    assert out is None  # an object is no value a key item states


def test_the_doctests_run() -> None:
    assert doctest.testmod(judged_predicate).failed == 0
