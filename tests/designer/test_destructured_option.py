"""An option bound by object destructuring with a literal default is set by the caller through the options object.

cli-truncate's `const {position = 'end', space = false, …} = options;` then `if (space)` said "Values for which
`space` is true (the code names no literal to choose them from)". Each test fails with the rule switched off.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import option_default
from utspec.designer.offline.values import Where, examples
from utspec.messages import Catalog

_SRC = [
    "export default function cliTruncate(text, columns, options = {}) {",
    "\tconst {",
    "\t\tposition = 'end',",
    "\t\tspace = false,",
    "\t} = options;",
    "\tif (position === 'start') {",
    "\t\tif (space) {",
    "\t\t\treturn text + ' ';",
    "\t\t}",
    "\t}",
    "}",
]


def _at(cond: str, want: bool, line: int) -> list[str]:
    return examples(cond, want, Where(_SRC, line, "javascript"), Catalog("en"))


def test_a_destructured_boolean_option_is_set_on_the_options_object() -> None:
    assert _at("space", True, 7) == ["`options.space` = `true`"]
    assert _at("space", False, 7) == ["`options.space` = `false`"]


def test_a_destructured_option_compared_with_a_literal_is_set_on_the_options_object() -> None:
    assert _at("position === 'start'", True, 6) == ["`options.position` = `'start'`"]


def test_a_reassigned_local_is_not_the_option() -> None:
    src = ["function f(o) {", "  let {c = false} = o;", "  c = !c;", "  if (c) {"]
    got = examples("c", True, Where(src, 4, "javascript"), Catalog("en"))
    assert not any("o.c" in g for g in got)


def test_switched_off_the_local_has_no_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(option_default, "destructured_option", lambda *_: None)
    assert not any("options.space" in g for g in _at("space", True, 7))
    assert not any("options.position" in g for g in _at("position === 'start'", True, 6))
