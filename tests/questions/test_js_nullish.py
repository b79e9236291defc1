"""A key item expecting `undefined` where JavaScript code returns `null` (issue 13: contradicted key items).

npm retry 0.13.1's `RetryOperation.prototype.mainError` (retry-ja-js KT-8); the ES5 prototype method is named by the
property it is assigned to (rules/queries/javascript.scm).
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """RetryOperation.prototype.mainError = function() {
  if (this._errors.length === 0) {
    return %s;
  }

  var counts = {};
  var mainError = null;
  var mainErrorCount = 0;

  for (var i = 0; i < this._errors.length; i++) {
    var error = this._errors[i];
    var message = error.message;
    var count = (counts[message] || 0) + 1;

    counts[message] = count;

    if (count >= mainErrorCount) {
      mainError = error;
      mainErrorCount = count;
    }
  }

  return mainError;
};
"""


def _outcome(returned: str, text: str) -> str:
    src = SourceText(path="retry_operation.js", text=JS % returned)
    return classify(text, Inputs.of(analyze([src]).items, [], [src])).outcome


def test_undefined_expected_where_the_code_returns_null_is_contradicted() -> None:
    said = "mainError() はエラーが 1 件もないとき undefined を返すこと"
    assert _outcome("null", said) == "contradicted"  # ruleid: null is not undefined
    assert _outcome("undefined", said) != "contradicted"  # ok
    assert _outcome("null", "mainError() はエラーが 1 件もないとき null を返すこと") != "contradicted"  # ok
