"""A getter's field that never holds the value a key item expects (issue 13: contradicted key items).

npm retry 0.13.1 (bench/questions retry-ja-js KT-9): `this._attempts = 1` in the constructor, `this._attempts++` in
`retry()`, and `attempts()` returns the field: "attempts() は最初の attempt の直後に 0 を返すこと" expects a value the
counter never holds. The getter has no branch, so before `utspec.questions.field_values` the key item was cited.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """function RetryOperation(timeouts, options) {
  this._timeouts = timeouts;
  this._attempts = 1;
}

RetryOperation.prototype.reset = function() {
  this._attempts = 1;
};

RetryOperation.prototype.retry = function(err) {
  if (!err) {
    return false;
  }
  this._attempts++;
  return true;
};

RetryOperation.prototype.attempts = function() {
  return this._attempts;
};
"""


def _verdict(text: str, code: str = JS):
    src = SourceText(path="retry_operation.js", text=code)
    return classify(text, Inputs.of(analyze([src]).items, [], [src]))


def test_a_value_the_counted_field_never_holds_is_contradicted() -> None:
    v = _verdict("attempts() は最初の attempt の直後に 0 を返すこと")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 19  # ruleid
    assert _verdict("attempts() は最初の attempt の直後に 1 を返すこと").outcome != "contradicted"  # ok
    assert _verdict("attempts() は 2 回 retry した後に 3 を返すこと").outcome != "contradicted"  # ok: counted up


def test_a_count_through_an_alias_of_this_is_read() -> None:
    # retry_operation.js counts in a closure: `var self = this; … self._attempts++;`
    code = JS.replace("  this._attempts++;\n", "  var self = this;\n  setTimeout(function() {\n    self._attempts++;\n  }, 1);\n")
    assert _verdict("attempts() は 1 回 retry した後に 2 を返すこと", code).outcome != "contradicted"  # ok: counted up
    assert _verdict("attempts() は最初の attempt の直後に 0 を返すこと", code).outcome == "contradicted"  # ruleid


def test_a_field_written_otherwise_is_not_read() -> None:
    code = JS.replace("this._attempts++;", "this._attempts = err.count;")
    assert _verdict("attempts() は最初の attempt の直後に 0 を返すこと", code).outcome != "contradicted"  # ok
