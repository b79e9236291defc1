"""A function assigned to a declared local (`var f; f = function (x) {…}`: CoffeeScript's output) is that function."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

# japanese-holidays 1.0.10 compiles its CoffeeScript to this shape: every item had no symbol (cases named no
# function) and each normal path asked what the function returns, its body never found.
JS = """(function() {
  "use strict";
  var double;

  double = function(x) {
    if (x < 0) {
      return null;
    }
    return x * 2;
  };

}).call(this);
"""


def test_the_assigned_function_names_its_cases_and_its_normal_path_returns(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"lib.js": JS}, "# 倍\\n\\n値を 2 倍にする。\\n", "ja")
    guard = next(c for c in spec["cases"] if "src/lib.js:6:branch" in c["evidence"] and c["category"] != "normal")
    assert "`double`" in guard["preconditions"]
    normal = next(c for c in spec["cases"] if "正常系" in c["perspective"])
    assert "`double`" in normal["perspective"]
    assert "Q-normal" not in normal["expected"] and "x * 2" in normal["expected"]
