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
    assert _verdict("同じ名前のクッキーが複数あるときは、最初に現れた値を採用すること").outcome != "contradicted"  # ok
    plain = JS.replace("    if (undefined === obj[key]) {\n", "    {\n")
    assert _verdict("同じ名前のクッキーが複数あるときは、最後に現れた値を採用すること", plain).outcome != "contradicted"  # ok
