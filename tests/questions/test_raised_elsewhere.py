"""An error claim naming no function, whose exception is raised where the walk did not go, is not contradicted.

npm validator 13.11.0 (bench/questions validator-ja-js KT-1, first run: a false contradiction): "文字列以外（数値 123
など）を渡すと TypeError を送出すること" walked 123 into `scorePassword`'s `analysis.numberCount > 0` (数値 is "number")
and was asked as contradicted by `return points;`, though `assertString` throws the TypeError for every non-string.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """function assertString(input) {
  var isString = typeof input === 'string' || input instanceof String;
  if (!isString) {
    throw new TypeError("Expected a string but received a " + typeof input);
  }
}

function scorePassword(analysis, scoringOptions) {
  var points = 0;
  if (analysis.numberCount > 0) {
    points += scoringOptions.pointsForContainingNumber;
  }
  return points;
}
"""


def _verdict(text: str, code: str = JS):
    src = [SourceText(path="v.js", text=code)]
    return classify(text, Inputs.of(analyze(src).items, [], src))


def test_an_exception_raised_elsewhere_is_no_contradiction_of_an_unnamed_walk() -> None:
    assert (
        _verdict("文字列以外（数値 123 など）を渡すと TypeError を送出すること").outcome != "contradicted"
    )  # ok
