"""A key item that expects a value kept as given, against code that rewrites it when it has an affix.

gzip's key item "ファイル名 'data.gz' で書き込むと、ヘッダのファイル名フィールドに 'data.gz' が記録されること"
names the same string as input and as result; `_write_gzip_header` does
`if fname.endswith(b'.gz'): fname = fname[:-3]`, so 'data' is written. The key item shared words
with that code and was cited as evidence.

Only when the key item writes one quoted value twice (given, then expected unchanged), a condition
tests that value's suffix or prefix with a literal it has (`endswith`, `startswith`, `endsWith`,
`HasSuffix`, `HasPrefix`), and the next statement in its block assigns the tested name a cut or
rewritten form of itself (`x = x[:-3]`, `x.slice(…)`, `x.replace(…)`, `removesuffix`, `TrimSuffix`).
Pure functions of the text and the source lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_QUOTED = re.compile(r"'([^'\n]{1,60})'|\"([^\"\n]{1,60})\"|“([^”\n]{1,60})”|「([^」\n]{1,60})」")
_AFFIX = re.compile(
    r"\b(?:if|elif|else\s+if)\b\s*\(?\s*(?:(?P<s>[A-Za-z_$][\w.$]*)\s*\.\s*(?P<f>endswith|startswith|endsWith|startsWith)"
    r"|strings\.(?P<g>HasSuffix|HasPrefix)\(\s*(?P<s2>[A-Za-z_$][\w.$]*)\s*,)"
    r"\(?\s*[bB]?(?P<q>['\"])(?P<lit>[^'\"\n]+)(?P=q)"
)


@dataclass(frozen=True)
class Rewritten:
    value: str
    """The value as the key item writes it (quoted)."""
    file: str
    line: int
    condition: str
    assigned_line: int
    assignment: str


def kept_value(text: str) -> str | None:
    """The one quoted value a text writes twice (given, then expected as is), else None.

    >>> kept_value("ファイル名 'data.gz' で書き込むと、ヘッダのファイル名フィールドに 'data.gz' が記録されること")
    'data.gz'
    >>> kept_value("mode 'rb' opens for reading") is None
    True
    """
    seen: dict[str, int] = {}
    for m in _QUOTED.finditer(text):
        v = next(g for g in m.groups() if g is not None)
        seen[v] = seen.get(v, 0) + 1
    twice = [v for v, n in seen.items() if n >= 2]
    return twice[0] if len(twice) == 1 else None


def rewritten(text: str, sources: Sequence[SourceText]) -> Rewritten | None:
    """Where the code rewrites the value a key item expects kept (see the module docstring), or None."""
    value = kept_value(text)
    if value is None:
        return None
    for src in sources:
        lines = src.text.split("\n")
        for n, line in enumerate(lines, start=1):
            m = _AFFIX.search(line)
            if not m:
                continue
            subject = m.group("s") or m.group("s2")
            fn = (m.group("f") or m.group("g") or "").lower()
            lit = m.group("lit")
            if not (value.endswith(lit) if "end" in fn or "suffix" in fn else value.startswith(lit)):
                continue
            nxt = next(
                (
                    k
                    for k in range(n + 1, min(len(lines), n + 3) + 1)
                    if lines[k - 1].strip() not in ("", "{")
                ),
                None,
            )
            if nxt is None:
                continue
            stmt = lines[nxt - 1].strip()
            cut = re.escape(subject)
            if re.match(rf"^(?:{cut})\s*:?=\s*(?:{cut}\s*(?:\[|\.\s*(?:slice|substring|substr|replace|removesuffix|removeprefix|rstrip|lstrip)\b)"
                        rf"|strings\.(?:TrimSuffix|TrimPrefix)\(\s*{cut})", stmt):  # fmt: skip
                return Rewritten(f"'{value}'", src.path, n, line.strip(), nxt, stmt)
    return None
