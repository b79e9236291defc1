"""An error a key item expects where the code it names by its message only records a warning.

"'http' のようなコアモジュール名はエラーになること" against
`if (builtins.includes(name.toLowerCase())) { warnings.push(name + ' is a core module name') }`: the
value ('http') is decided outside the inputs (a JSON list), so the walk cannot reach the branch, but
the key item names what the message says (core module name, through the glossary). When the content
words of the key item meet the message of exactly one recording statement, and that statement records
a warning (`utspec.questions.reported`), an error claim is contradicted there. Two words of the
message must be met (one common word such as "name" is no footing). Pure function of the text and the
source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.anchoring import anchors
from utspec.models import SourceText
from utspec.questions.claims import claim
from utspec.questions.reported import report_of

_STRING = re.compile(r"""'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`""")


@dataclass(frozen=True)
class WarnedOnly:
    file: str
    line: int
    statement: str


def warned_only(text: str, sources: Sequence[SourceText]) -> WarnedOnly | None:
    """The one warning-recording statement whose message the error claim names, else None.

    >>> src = SourceText(path="i.js", text="if (x) {\\n  warnings.push(name + ' is a core module name')\\n}\\n"
    ...                  "if (y) {\\n  errors.push('name cannot start with a period')\\n}\\n")
    >>> warned_only("A core module name is rejected with an error", [src]).line
    2
    >>> warned_only("A name starting with a period is rejected with an error", [src]) is None
    True
    """
    if claim(text).polarity != "error":
        return None
    words = {a.key for a in anchors(text) if a.kind == "word"}
    met: list[tuple[str, int, str, str]] = []
    for src in sources:
        for n, line in enumerate(src.text.split("\n"), start=1):
            kind = report_of(line)
            if kind is None:
                continue
            message = " ".join(next(g for g in m.groups() if g is not None) for m in _STRING.finditer(line))
            shared = words & {a.key for a in anchors(message) if a.kind == "word"}
            if len(shared) >= 2:
                met.append((src.path, n, line.strip(), kind))
    if len(met) != 1 or met[0][3] != "warning":
        return None
    return WarnedOnly(met[0][0], met[0][1], met[0][2])
