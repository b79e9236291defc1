"""A JavaScript worked example whose result names an arm its arguments do not take (issue 13).

npm bytes 3.1.2 (bench/questions bytes-ja-js KT-3, bytes-C1): the planted edit `mag > map.kb` makes 1024 format as
'1024B'; the readme and a key item say `bytes.format(1024)` gives '1KB'. JavaScript calls were not evaluated, so the
key item was cited and the design example asked nothing.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.js_worked_arm import worked_arm
from utspec.questions.key_items import Inputs, classify

JS = """var map = {
  b:  1,
  kb: 1 << 10,
  mb: 1 << 20,
  gb: 1 << 30,
};

function format(value, options) {
  if (!Number.isFinite(value)) {
    return null;
  }

  var mag = Math.abs(value);
  var unit = (options && options.unit) || '';

  if (!unit || !map[unit.toLowerCase()]) {
    if (mag >= map.gb) {
      unit = 'GB';
    } else if (mag >= map.mb) {
      unit = 'MB';
    } else if (mag > map.kb) {
      unit = 'KB';
    } else {
      unit = 'B';
    }
  }

  var val = value / map[unit.toLowerCase()];
  return val.toFixed(2).replace(/\\.?0+$/, '') + unit;
}
"""


def _src(code: str = JS) -> list[SourceText]:
    return [SourceText(path="index.js", text=code)]


def test_an_example_naming_an_arm_its_arguments_do_not_take() -> None:
    found = worked_arm("`bytes.format(1000)` outputs `'1000B'`; `bytes.format(1024)` outputs `'1KB'`.", _src())
    assert found is not None and (found.line, found.expected, found.actual) == (21, "KB", "B")  # ruleid
    v = classify("bytes.format(1024) は '1KB' を返すこと", Inputs.of(analyze(_src()).items, [], _src()))
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 21  # ruleid


def test_an_arm_the_arguments_take_is_not() -> None:
    assert worked_arm("bytes.format(1024) は '1024B' を返すこと", _src()) is None  # ok
    assert worked_arm("bytes.format(2048) は '2KB' を返すこと", _src()) is None  # ok
    right = _src(JS.replace("mag > map.kb", "mag >= map.kb"))
    assert worked_arm("bytes.format(1024) は '1KB' を返すこと", right) is None  # ok
    assert worked_arm("bytes.format(size) は '1KB' を返すこと", _src()) is None  # ok: no literal argument
