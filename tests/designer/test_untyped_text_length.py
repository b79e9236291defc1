"""An untyped parameter the code calls a string method on takes a string at its length boundary (session 28).

email-validator's `email.length>254` said "`email` with 254 elements" (Japanese "要素数 254 の `email`") though the
function calls `email.split("@")`: a tester types a string of 254 characters.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

JS = """exports.validate = function(email) {
  if (!email)
    return false;
  if (email.length > 254)
    return false;
  var parts = email.split("@");
  return parts.length == 2;
}
"""

EITHER = """exports.first = function(input) {
  if (!(Array.isArray(input) || typeof input === 'string'))
    throw new TypeError('bad');
  if (input.length > 3)
    return input.charAt(0);
  return '';
}
"""


def _inputs(tmp_path: Path, src: str) -> dict[str, str]:
    return {c["perspective"]: c["input"] for c in spec_of(tmp_path, {"m.js": src})["cases"]}


def test_a_string_used_parameter_gets_a_text_of_the_boundary_length(tmp_path: Path) -> None:
    inputs = _inputs(tmp_path, JS)
    at = next(v for k, v in inputs.items() if k.startswith("`email.length > 254` at 254"))
    assert '`email` = `"a" * 254` (length 254)' in at  # ruleid: not "`email` with 254 elements"


def test_a_parameter_whose_kind_the_code_tests_is_not_taken_for_a_string(tmp_path: Path) -> None:
    inputs = _inputs(tmp_path, EITHER)
    at = next(v for k, v in inputs.items() if k.startswith("`input.length > 3` at 3"))
    assert "`input` with 3 elements" in at  # ok: an array is as good as a string here
