"""Something a key item says is written without an option, where only that option's own test writes it (issue 13).

npm cookie 0.6.0 (bench/questions cookie-ja-js KT-13, KT-14): "httpOnly を指定しない場合、HttpOnly 属性が付くこと"
and "priority を指定しない場合、'Priority=Medium' が付くこと" against `if (opt.httpOnly) { str += '; HttpOnly'; }` and
`if (opt.priority) { … '; Priority=Medium' … }`; both were cited before `utspec.questions.unset_guard`.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """/**
 * serialize('foo', 'bar', { httpOnly: true })
 *   => "foo=bar; httpOnly"
 */
function serialize(name, val, options) {
  var opt = options || {};
  var str = name + '=' + val;

  if (opt.httpOnly) {
    str += '; HttpOnly';
  }

  if (opt.priority) {
    switch (opt.priority) {
      case 'low':
        str += '; Priority=Low'
        break
      case 'medium':
        str += '; Priority=Medium'
        break
      default:
        throw new TypeError('option priority is invalid')
    }
  }

  return str;
}
"""


def _verdict(text: str, code: str = JS):
    src = [SourceText(path="index.js", text=code)]
    return classify(text, Inputs.of(analyze(src).items, [], src))


def test_written_only_under_the_options_own_test_is_contradicted() -> None:
    v = _verdict("httpOnly を指定しない場合、HttpOnly 属性が付くこと")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 9  # ruleid
    v = _verdict("priority を指定しない場合、'Priority=Medium' が付くこと")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 13  # ruleid


def test_given_options_and_words_written_elsewhere_are_not() -> None:
    assert _verdict("httpOnly を指定した場合、HttpOnly 属性が付くこと").outcome != "contradicted"  # ok: given
    also = JS.replace("  return str;", "  str += '; HttpOnly';\n  return str;")
    assert _verdict("httpOnly を指定しない場合、HttpOnly 属性が付くこと", also).outcome != "contradicted"  # ok
