"""A key item the code agrees with is not called contradicted by a walk that assumed a raising guard away (session 18).

kansuji (npm, MIT) QA, our own code below in its shape: "数字でない文字列 "ABC" を渡すと TypeError" was reported
contradicted at a later condition: the walk could not evaluate `!matched` (a regex match of the input), assumed it
false, went on to the end and compared "returns" with "raises". Then, with that fixed, it walked the nested helper
`flags()`, which takes no parameter and never sees the value. Each test fails with its rule off.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = SourceText(
    path="digits.js",
    text="""function digits(n, options) {
  options = options || {};
  var strict = options.strict;
  var f = flags();
  var matched = n.toString().match(/^([0-9]+)$/);
  if (!matched) {
    throw new TypeError("not a number");
  }
  var out = matched[1];
  if (out !== "") out = out + ".";
  return out;

  function flags() {
    if (strict instanceof Array) {
      return [true, false];
    }
    return [false, false];
  }
}
""",
)


# No nested helper: the unknown guard stands between "ABC" and a later condition sharing the claim's words
# (`decConverted`, "cannot be converted"), which the walk took as the one that decides.
FLAT = SourceText(
    path="flat.js",
    text="""function digits(n) {
  if (typeof n === "number" && isNaN(n)) throw new TypeError("NaN");
  var matched = n.toString().match(/^([0-9]+)(?:\\.([0-9]+))?/);
  if (!matched) {
    throw new TypeError("not a number");
  }
  var converted = matched[1];
  if (typeof matched[2] !== "undefined") {
    var decConverted = matched[2];
    if (decConverted !== "") converted += "." + decConverted;
  }
  return converted;
}
""",
)
CLAIM = '数字でない文字列 `"ABC"` を渡すと `TypeError`（"cannot be converted"）を送出する'


def _verdict(text: str, src: SourceText = JS):  # type: ignore[no-untyped-def]
    items = analyze([src]).items
    return classify(text, Inputs.of(items, [], [src]))


def test_a_raise_behind_an_unknown_guard_is_not_contradicted() -> None:
    assert _verdict(CLAIM, FLAT).outcome != "contradicted"


def test_a_helper_taking_no_parameter_is_not_walked_for_the_value() -> None:
    assert _verdict('数字でない文字列 "ABC" を渡すと `TypeError` を送出する').outcome != "contradicted"


def test_a_returned_value_claim_still_walks_past_unrelated_guards() -> None:
    # the rule is for claims of an error: "12" → "12." is still evaluated (and agrees: anchored, not contradicted)
    assert _verdict('"12" を渡すと "12." を返す').outcome != "contradicted"
