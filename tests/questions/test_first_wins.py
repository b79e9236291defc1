"""A text saying the last same-named entry wins where the code keeps the first (issue 13: contradicted).

npm cookie 0.6.0 (bench/questions cookie-ja-js KT-4): `if (undefined === obj[key]) { … obj[key] = … }` ("only assign
once") keeps the first of two same-named cookies; "同じ名前のクッキーが複数あるときは、最後に現れた値を採用すること"
was asked nothing before `utspec.questions.first_wins`.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """function parse(str, options) {
  var obj = {}
  var index = 0
  while (index < str.length) {
    var eqIdx = str.indexOf('=', index)
    if (eqIdx === -1) {
      break
    }
    var endIdx = str.indexOf(';', index)
    var key = str.slice(index, eqIdx).trim()

    // only assign once
    if (undefined === obj[key]) {
      var val = str.slice(eqIdx + 1, endIdx).trim()
      obj[key] = tryDecode(val, dec);
    }

    index = endIdx + 1
  }
  return obj;
}
"""


def _verdict(text: str, code: str = JS):
    src = [SourceText(path="index.js", text=code)]
    return classify(text, Inputs.of(analyze(src).items, [], src))


def test_the_last_entry_said_kept_where_the_first_is_kept_is_contradicted() -> None:
    v = _verdict("同じ名前のクッキーが複数あるときは、最後に現れた値を採用すること")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 13  # ruleid


def test_the_first_entry_or_an_unguarded_store_is_not() -> None:
    assert (
        _verdict("同じ名前のクッキーが複数あるときは、最初に現れた値を採用すること").outcome != "contradicted"
    )  # ok
    plain = JS.replace("    if (undefined === obj[key]) {\n", "    {\n")
    assert (
        _verdict("同じ名前のクッキーが複数あるときは、最後に現れた値を採用すること", plain).outcome
        != "contradicted"
    )  # ok


# retry 0.13.1's mainError (bench/questions retry-ja-js KT-14 and retry-C2, session 24): the most frequent message's
# error, kept under `count > mainErrorCount`, so of messages that occur equally often the first one found wins.
MAIN_ERROR = """RetryOperation.prototype.mainError = function() {
  var counts = {};
  var mainError = null;
  var mainErrorCount = 0;

  for (var i = 0; i < this._errors.length; i++) {
    var error = this._errors[i];
    var count = (counts[error.message] || 0) + 1;
    counts[error.message] = count;

    if (count > mainErrorCount) {
      mainError = error;
      mainErrorCount = count;
    }
  }

  return mainError;
};
"""


def test_the_last_of_entries_that_tie_where_a_strict_comparison_keeps_the_first() -> None:
    # ruleid: a tie never replaces the error found first
    v = _verdict(
        "When several messages occur equally often, mainError() returns the last of them", MAIN_ERROR
    )
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 11
    # ok: the same loop under `>=` keeps the last; a text about no tie says nothing
    ge = MAIN_ERROR.replace("count > mainErrorCount", "count >= mainErrorCount")
    assert (
        _verdict(
            "When several messages occur equally often, mainError() returns the last of them", ge
        ).outcome
        != "contradicted"
    )
    assert (
        _verdict("mainError() returns the error whose message occurs most often", MAIN_ERROR).outcome
        != "contradicted"
    )


def test_a_design_statement_saying_the_last_of_a_tie_is_asked() -> None:
    from utspec.critic.checks.mismatch import first_of_equals
    from utspec.critic.review_input import ReviewInput
    from utspec.messages import catalog
    from utspec.models import Requirement, TestSpec

    said = "If multiple error messages occured the same amount of time, the last error object with that message is returned."
    req = Requirement(id="DR-1", file="retry.md", line=86, kind="sentence", text=said)
    inp = ReviewInput(
        TestSpec(designer="t"), [], [req], [], [SourceText(path="retry_operation.js", text=MAIN_ERROR)]
    )
    asked = list(first_of_equals.asks(inp, catalog("en")))
    assert [(a.where, a.ref) for a in asked] == [("retry_operation.js:11", "DR-1")]  # ruleid
    other = Requirement(
        id="DR-2", file="retry.md", line=1, kind="sentence", text="The most frequent error is returned."
    )
    assert (
        list(
            first_of_equals.asks(
                ReviewInput(TestSpec(designer="t"), [], [other], [], inp.sources), catalog("en")
            )
        )
        == []
    )
