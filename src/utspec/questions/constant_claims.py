"""A key item stating the value of a named constant the code sets to another number.

"FileUtils.ONE_KB は 1000 であること" against `public static final long ONE_KB = 1024;`: the key item names
the constant as code and gives it one number; a test asserting 1000 fails. Only a name written as code (with an
underscore or an inner capital: `ONE_KB`, `maxLine`) that the sources set once, to a plain number, in a
definition (`static final long X = …;`, `X = …` at the start of a line, `const X = …`), and a number the text
writes right after the name ("X は 1000", "X is 1000", "X = 1000"). Pure function of the texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_NUM = r"-?\d+(?:\.\d+)?"
#: A name written as code: `ONE_KB`, `FileUtils.ONE_KB` (its last segment), `maxLine`.
_NAME = re.compile(
    r"(?<![\w$])(?:[A-Za-z_$][\w$]*\.)*(?P<n>[A-Za-z_$]*(?:_[\w$]*|[a-z][A-Z][\w$]*))(?![\w$])"
)
_SAID = r"\s*(?:は|が|is|equals|==|=|:)\s*"


@dataclass(frozen=True)
class ConstantClaim:
    name: str
    claimed: str
    value: str
    file: str
    line: int
    statement: str


def _definitions(name: str, sources: Sequence[SourceText]) -> list[tuple[SourceText, int, str, str]]:
    """Every line that sets `name` in a definition, with the number it sets (None-free: plain numbers only)."""
    n = re.escape(name)
    shapes = (
        rf"^\s*(?:(?:public|private|protected|static|final|const|readonly|export)\s+)*[\w<>\[\]]+\s+{n}\s*=\s*(?P<v>[^;]+?)[lLfFdD]?\s*;\s*$",
        rf"^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?{n}\s*(?::\s*[\w.]+)?\s*=\s*(?P<v>[^;#/]+?)\s*;?\s*(?:(?:#|//).*)?$",
    )
    out = []
    for src in sources:
        for i, line in enumerate(src.text.split("\n"), start=1):
            for shape in shapes:
                if m := re.match(shape, line):
                    out.append((src, i, line.strip(), m.group("v").strip()))
                    break
    return out


def constant_claim(text: str, sources: Sequence[SourceText]) -> ConstantClaim | None:
    """The constant the text gives another number than the code's, or None.

    >>> java = SourceText(path="F.java", text="public class F {\\n    public static final long ONE_KB = 1024;\\n}\\n")
    >>> constant_claim("FileUtils.ONE_KB は 1000 であること", [java])
    ConstantClaim(name='ONE_KB', claimed='1000', value='1024', file='F.java', line=2, statement='public static final long ONE_KB = 1024;')
    >>> constant_claim("ONE_KB is 1024", [java]) is None, constant_claim("ONE_KB で 1000 バイトを割る", [java]) is None
    (True, True)
    >>> py = SourceText(path="m.py", text="_MAXHEADERS = 100\\n")
    >>> constant_claim("_MAXHEADERS is 50", [py]).value
    '100'
    """
    for m in _NAME.finditer(text):
        name = m.group("n")
        said = re.match(rf"{_SAID}(?P<c>{_NUM})(?![\w.])", text[m.end() :])
        if said is None:
            continue
        defs = _definitions(name, sources)
        if len(defs) != 1 or not re.fullmatch(_NUM, defs[0][3]):
            continue  # set twice, or to an expression: not one number to compare
        src, line, statement, value = defs[0]
        if float(value) != float(said.group("c")):
            return ConstantClaim(name, said.group("c"), value, src.path, line, statement)
    return None
