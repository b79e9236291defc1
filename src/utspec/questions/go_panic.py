"""A Go function a key item says returns an error, whose signature has no error result and which panics.

robfig/cron's `NewParser(options ParseOption) Parser` answers two optional fields with
`panic("multiple optionals may not be configured")`; "NewParser returns an error when both SecondOptional and
DowOptional are given" cannot be tested as written: nothing is returned but a Parser, and a test expecting an
error value gets a panic. In Go an error is a result, not a throw, so the key item contradicts the code whatever
condition it names. Only for a function the key item names (`utspec.questions.named_function`) whose body
panics; the place is the panic. Pure functions of text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText
from utspec.questions.named_function import named_function

#: "returns an error", "returns a non-nil error"; "エラーを返す", "error を返す".
_RETURNS_ERROR = re.compile(
    r"\breturns?\s+(?:an?\s+)?(?:[\w-]+\s+)?error\b|(?:エラー|error)\s*(?:を|が)\s*(?:返す|返る|返され)", re.I
)
#: A func line; a trailing comment is allowed (`func WithContext(…) BackOffContext { // nolint: golint`).
_FUNC = re.compile(
    r"^func\s+(?:\([^)]*\)\s*)?(?P<name>\w+)\s*\((?P<params>[^)]*)\)\s*(?P<results>[^{]*)\{\s*(?://.*)?$"
)
_PANIC = re.compile(r"^\s*panic\(.*\)\s*$")


@dataclass(frozen=True)
class PanicInstead:
    file: str
    line: int
    """The panic."""
    statement: str
    function: str


def panics_instead(text: str, sources: Sequence[SourceText]) -> PanicInstead | None:
    """The panic of the Go function the text says returns an error, when that function has no error result.

    >>> src = SourceText(path="p.go", text='func NewParser(o int) Parser {\\n\\tif o > 1 {\\n\\t\\tpanic("two")\\n\\t}\\n\\treturn Parser{o}\\n}\\n')
    >>> panics_instead("NewParser returns an error when o is 2", [src])
    PanicInstead(file='p.go', line=3, statement='panic("two")', function='NewParser')
    >>> ok = SourceText(path="p.go", text='func NewParser(o int) (Parser, error) {\\n\\tpanic("x")\\n}\\n')
    >>> panics_instead("NewParser returns an error", [ok]) is None, panics_instead("NewParser panics", [src]) is None
    (True, True)
    """
    if not _RETURNS_ERROR.search(text):
        return None
    funcs: dict[str, tuple[SourceText, int, str]] = {}
    for src in sources:
        if not src.path.endswith(".go"):
            continue
        for n, line in enumerate(src.text.split("\n"), start=1):
            if m := _FUNC.match(line):
                funcs.setdefault(m.group("name"), (src, n, m.group("results")))
    name = named_function(text, funcs)
    if name is None:
        return None
    src, start, results = funcs[name]
    if re.search(r"\berror\b", results):
        return None  # it can return an error: which condition does is the other checks' question
    lines = src.text.split("\n")
    for n in range(start + 1, len(lines) + 1):
        line = lines[n - 1]
        if line.startswith("}"):
            break
        if _PANIC.match(line):
            return PanicInstead(src.path, n, line.strip(), name)
    return None
