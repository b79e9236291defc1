"""The `return` right after a cited `if`'s block is a value the code returns (also inside a nested callback).

cssesc's `replace(re, function ($0, $1, $2) { if ($1 && $1.length % 2) { return $0; } return ($1 || '') + $2; })`:
the `&&` case that skips the block says the callback then returns `($1 || '') + $2`. The critic read only the
enclosing function's returns and asked whether that was "another function's result".
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """export default function strip(output) {
  output = output.replace(/(\\\\+)?(\\s)/g, function ($0, $1, $2) {
    if ($1 && $1.length % 2) {
      return $0;
    }
    return ($1 || '') + $2;
  });
  return output;
}
"""


def test_return_after_a_cited_block_is_no_foreign_result(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"strip.js": SRC})
    case = next(c for c in spec["cases"] if "`$1.length % 2` does not" in c["perspective"])
    # Said of the `replace` callback, whose result it is (callback_words.py), not of `strip`.
    assert "the callback passed to `replace` returns `($1 || '') + $2`" in case["expected"], case["expected"]
    foreign = [q["question"] for q in spec["open_questions"] if "another function's result" in q["question"]]
    assert not foreign, foreign
