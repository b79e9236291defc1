"""A pattern's refused side takes a non-empty string when an earlier guard turns the empty one away (session 28).

email-validator: `if (!email) return false;` then `var valid = tester.test(email); if (!valid) return false;`. The
`!valid` case said `email` = `""`, which leaves at the first guard: its evidence (line 17) was never reached.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

GUARDED = """var tester = /^[a-z]+@[a-z]+\\.[a-z]{2,}$/;
exports.validate = function(email) {
  if (!email)
    return false;
  var valid = tester.test(email);
  if (!valid)
    return false;
  return true;
}
"""


def _input(tmp_path: Path, src: str, perspective: str) -> str:
    cases = spec_of(tmp_path, {"m.js": src})["cases"]
    return next(c["input"] for c in cases if c["perspective"] == perspective)


def test_the_refused_value_passes_the_earlier_empty_guard(tmp_path: Path) -> None:
    assert _input(tmp_path, GUARDED, "`!valid` holds") == '`email` = `"a"`.'  # ruleid: not `""`


def test_without_an_empty_guard_the_empty_string_is_refused_as_before(tmp_path: Path) -> None:
    src = GUARDED.replace("  if (!email)\n    return false;\n", "")
    assert _input(tmp_path, src, "`!valid` holds") == '`email` = `""`.'  # ok
