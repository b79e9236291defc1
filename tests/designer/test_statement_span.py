"""A `return (` spanning lines is stated whole (statement_span.py; python-semver said "the function returns `(`")."""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """\
def compatible(major, minor):
    if major == 0:
        return False
    return (
        major > 1
        and minor >= 2
    )
"""


def test_multi_line_return_is_whole(tmp_path: Path) -> None:
    said = "\n".join(c["expected"] for c in spec_of(tmp_path, {"v.py": SRC})["cases"])
    assert "returns `(`" not in said, said
    # The walk reads the statement whole too (continued_lines.py): the value it gives names the whole expression.
    assert "`(major > 1 and minor >= 2)`" in said, said


JS = """\
export function build(min, max) {
  if (min === undefined && max === undefined) {
    return undefined;
  }
  return {
    min,
    max,
  };
}
"""


def test_skipped_block_then_whole_return(tmp_path: Path) -> None:
    said = "\n".join(c["expected"] for c in spec_of(tmp_path, {"b.js": JS})["cases"])
    assert "returns `{`" not in said, said
    assert "the function returns `{min, max,}`" in said, said
