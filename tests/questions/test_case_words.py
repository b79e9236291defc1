"""What one `case` of a switch writes, against a text saying it writes another case's word (issue 13).

npm cookie 0.6.0 (bench/questions cookie-ja-js KT-17, cookie-C1): the planted edit makes `case true:` write
'; SameSite=Lax'; the readme and a key item say `true` sets `Strict`. Before `utspec.questions.case_words` the key
item was cited and the design statement asked nothing.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.case_words import case_words
from utspec.questions.key_items import Inputs, classify

JS = """function serialize(name, val, opt) {
  var str = name + '=' + val;
  if (opt.sameSite) {
    var sameSite = typeof opt.sameSite === 'string'
      ? opt.sameSite.toLowerCase() : opt.sameSite;

    switch (sameSite) {
      case true:
        str += '; SameSite=Lax';
        break;
      case 'lax':
        str += '; SameSite=Lax';
        break;
      case 'strict':
        str += '; SameSite=Strict';
        break;
      default:
        throw new TypeError('option sameSite is invalid');
    }
  }
  return str;
}
"""


def _src(code: str = JS) -> list[SourceText]:
    return [SourceText(path="index.js", text=code)]


def test_a_case_writing_another_cases_word_is_contradicted() -> None:
    src = _src()
    v = classify("sameSite に true を指定すると 'SameSite=Strict' が付くこと", Inputs.of(analyze(src).items, [], src))
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 9  # ruleid
    found = case_words("`true` will set the `SameSite` attribute to `Strict` for strict same site enforcement.", src)
    assert found is not None and (found.line, found.said) == (9, "Strict")  # ruleid


def test_the_word_the_case_writes_and_other_subjects_are_not() -> None:
    src = _src()
    assert case_words("`'lax'` will set the `SameSite` attribute to `Lax` for lax same site enforcement.", src) is None  # ok
    assert case_words("`'strict'` will set the `SameSite` attribute to `Strict`.", src) is None  # ok
    assert case_words("`true` will set the `Priority` attribute to `Strict`.", src) is None  # ok: not the switch's subject
    right = _src(JS.replace("case true:\n        str += '; SameSite=Lax';", "case true:\n        str += '; SameSite=Strict';"))
    assert case_words("sameSite に true を指定すると 'SameSite=Strict' が付くこと", right) is None  # ok


def test_an_error_message_is_not_what_a_case_writes() -> None:
    # node-fetch 3.2.10's redirect switch (bench/questions node-fetch-js DR-10): `case 'error'` rejects with a message
    # holding "error"; the option table's row names three labels and asks nothing
    js = """switch (request.redirect) {
  case 'error':
    reject(new FetchError(`uri requested responds with a redirect, redirect mode is set to error: ${request.url}`, 'no-redirect'));
    return;
  case 'follow': {
    headers.set('Location', locationURL);
    break;
  }
}
"""
    row = "| redirect | `'follow'` | Set to `manual` to extract redirect headers, `error` to reject redirect |"
    assert case_words(row, _src(js)) is None  # ok
