"""A key item naming an option the code reads, when a function has the same name (issue 13: false contradicted).

npm cookie 0.6.0 (bench/questions cookie-ja-js KT-8): `serialize` throws TypeError when its option `opt.encode` is not
a function; the module's own `encode(val)` throws nothing. "encode に関数以外を指定すると TypeError を送出すること" is
about the option and matches the code; before `utspec.questions.option_read` it was asked as contradicted ("only
serialize throws it").
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """function serialize(name, val, options) {
  var opt = options || {};
  var enc = opt.encode || encode;

  if (typeof enc !== 'function') {
    throw new TypeError('option encode is invalid');
  }

  return name + '=' + enc(val);
}

function encode (val) {
  return encodeURIComponent(val)
}
"""


def _outcome(text: str, code: str = JS) -> str:
    src = SourceText(path="index.js", text=code)
    return classify(text, Inputs.of(analyze([src]).items, [], [src])).outcome


def test_an_option_read_beside_a_function_of_its_name_is_not_contradicted() -> None:
    assert _outcome("encode に関数以外を指定すると TypeError を送出すること") != "contradicted"  # ok


def test_without_the_option_only_the_other_function_throws() -> None:
    code = JS.replace("opt.encode || encode", "encode")
    assert _outcome("encode に関数以外を指定すると TypeError を送出すること", code) == "contradicted"  # ruleid
