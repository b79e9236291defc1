"""A value no case names, said to be ignored, where the switch's `default:` throws (issue 13: contradicted).

npm cookie 0.6.0 (bench/questions cookie-ja-js KT-16): "priority に 'urgent' などの未定義の値を指定すると、Priority
属性を付けずに無視すること" against `default: throw new TypeError('option priority is invalid')`.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """function serialize(name, val, opt) {
  var str = name + '=' + val;
  if (opt.priority) {
    var priority = typeof opt.priority === 'string'
      ? opt.priority.toLowerCase()
      : opt.priority

    switch (priority) {
      case 'low':
        str += '; Priority=Low'
        break
      case 'high':
        str += '; Priority=High'
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


def test_an_unknown_value_said_ignored_where_default_throws_is_contradicted() -> None:
    v = _verdict("priority に 'urgent' などの未定義の値を指定すると、Priority 属性を付けずに無視すること")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 16  # ruleid


def test_a_named_value_a_raise_or_a_quiet_default_are_not() -> None:
    assert _verdict("priority に 'HIGH' を指定すると無視されずに 'Priority=High' が付くこと").outcome != "contradicted"  # ok
    assert _verdict("priority に 'urgent' を指定すると TypeError を送出すること").outcome != "contradicted"  # ok
    quiet = JS.replace("throw new TypeError('option priority is invalid')", "break")
    assert _verdict("priority に 'urgent' を指定すると無視すること", quiet).outcome != "contradicted"  # ok
