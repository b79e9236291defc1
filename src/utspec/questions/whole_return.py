"""A method whose whole body is one `return`, named with its type by a key item that expects another value.

cenkalti/backoff's `func (b *StopBackOff) NextBackOff() time.Duration { return Stop }` (`const Stop
time.Duration = -1`): "StopBackOff の NextBackOff は 0 を返すこと" expects 0. A body without a branch makes no
checklist item, so no place was found for the claim and it was cited as evidence. Only when the text names the
method together with its type (Go receiver, or the class a Java/TS/Python method is in) — several types share a
method name (`NextBackOff` of Zero-, Stop-, ConstantBackOff) — and the body is that one `return`, whose value is a
literal or a name that stands for one (`utspec.questions.returned_constant`). Pure function of the texts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from utspec.models import SourceText
from utspec.questions.returned_constant import resolve

#: Go: `func (b *StopBackOff) NextBackOff() time.Duration { return Stop }` (one line) or its first line.
_GO = re.compile(
    r"^func\s+\(\s*\w+\s+\*?(?P<type>\w+)\s*\)\s*(?P<name>\w+)\s*\([^)]*\)[^{]*\{\s*(?P<body>.*?)\s*(?P<close>\})?\s*$"
)
_CLASS = re.compile(r"^\s*(?:(?:export|public|abstract|final|default)\s+)*class\s+(?P<type>\w+)")
_METHOD = re.compile(
    r"^\s*(?:(?:public|private|protected|static|final|async|override)\s+)*(?:[\w<>\[\],.?]+\s+)?(?P<name>\w+)\s*\([^)]*\)"
    r"\s*(?::\s*[\w<>\[\]|. ]+)?\s*(?:throws\s+[\w., ]+)?\{\s*(?P<body>.*?)\s*(?P<close>\})?\s*$"
)
_RETURN = re.compile(r"^return\s+(?P<v>[^;]+?)\s*;?$")
_LITERAL = re.compile(r"-?\d+(?:\.\d+)?|true|false|True|False|None|null|nil|\"\"|''")


@dataclass(frozen=True)
class WholeReturn:
    owner: str
    function: str
    file: str
    line: int
    statement: str
    """The return as written (`return Stop`)."""
    value: str
    """The literal it returns (`-1`)."""


def _body(lines: list[str], at: int, inline: str, closed: bool) -> tuple[int, str] | None:
    """(line, statement) of a body that is one statement: on the opening line, or alone before the `}`."""
    if closed:
        return (at, inline) if inline else None
    if inline:
        return None
    rest = [(k, lines[k - 1].strip()) for k in range(at + 1, min(len(lines), at + 3) + 1)]
    if len(rest) >= 2 and rest[0][1] and rest[1][1] == "}":
        return rest[0]
    return None


def _named(text: str, owner: str, name: str) -> bool:
    def said(w: str) -> bool:
        return re.search(rf"(?<![\w$]){re.escape(w)}(?![\w$])", text) is not None

    return said(owner) and said(name)


def whole_return(
    text: str, claimed: str, sources: Sequence[SourceText], names: Mapping[str, str]
) -> WholeReturn | None:
    """The one-`return` method the text names with its type when it returns another literal than `claimed`.

    `claimed`: the value the text expects, normalised as `key_items.expectation` does (`0`, `none`, `empty`).

    >>> go = SourceText(path="b.go", text="func (b *StopBackOff) NextBackOff() time.Duration { return Stop }\\n"
    ...                 "func (b *ZeroBackOff) NextBackOff() time.Duration { return 0 }\\n")
    >>> whole_return("StopBackOff の NextBackOff は 0 を返すこと", "0", [go], {"Stop": "-1"})
    WholeReturn(owner='StopBackOff', function='NextBackOff', file='b.go', line=1, statement='return Stop', value='-1')
    >>> whole_return("ZeroBackOff の NextBackOff は 0 を返すこと", "0", [go], {"Stop": "-1"}) is None
    True
    """
    for src in sources:
        lines = src.text.split("\n")
        owner = ""
        for n, line in enumerate(lines, start=1):
            if c := _CLASS.match(line):
                owner = c.group("type")
            m = _GO.match(line) if src.path.endswith(".go") else _METHOD.match(line)
            if m is None:
                continue
            typ = m.group("type") if src.path.endswith(".go") else owner
            if not typ or not _named(text, typ, m.group("name")):
                continue
            found = _body(lines, n, m.group("body"), m.group("close") is not None)
            if found is None or (r := _RETURN.match(found[1].rstrip("}").strip())) is None:
                continue
            v = r.group("v").strip()
            held = v if _LITERAL.fullmatch(v) else resolve(v, names)
            if held is None:
                continue
            shown = held.strip().lower()
            norm = "none" if shown in ("none", "null", "nil") else "empty" if shown in ('""', "''") else shown
            if norm != claimed:
                return WholeReturn(typ, m.group("name"), src.path, found[0], f"return {v}", held)
    return None
