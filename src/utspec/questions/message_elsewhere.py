"""A key item expecting a function to raise a message that only other functions raise (issue 13, contradicted).

sunau: "setcomptype called after writeframes raises sunau.Error ('cannot change parameters after starting to
write')". The message is in the code, raised by setnchannels, setsampwidth, setframerate and setnframes, each
behind `if self._nframeswritten:`; setcomptype has no such check and calls none of them. The key item quotes
the message, so it was anchored (or asked about) as any other. Certain only when: the key item names a
function the sources define (the first it names is its subject) and quotes a message of 10+ characters; some raise in the code carries that
message; none is in the named function; and the named function calls none of the functions that raise it.
Python and C-like sources; pure functions of texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_QUOTED = re.compile(r"'([^'\n]{10,200})'|\"([^\"\n]{10,200})\"|「([^」\n]{10,200})」")
_RAISE = re.compile(r"^\s*(?:raise|throw)\b.*$")
_DEF = re.compile(r"^(?P<i>\s*)(?:async\s+)?(?:def|function)\s+(?P<n>[A-Za-z_$][\w$]*)\s*\(")
_IDENT = re.compile(r"(?<![\w$.])([A-Za-z_$][\w$]*)(?=\s*\(|\b)")


@dataclass(frozen=True)
class MessageElsewhere:
    function: str
    file: str
    line: int
    """The named function's `def` line."""
    message: str
    raised_at: tuple[tuple[str, int, str], ...]
    """(file, line, function) of each raise carrying the message."""


def _functions(src: SourceText) -> list[tuple[str, int, int]]:
    """(name, def line, last line) of each Python/JS function, by indentation (a `def` ends where a line is as
    indented as it or less)."""
    lines = src.text.split("\n")
    heads = [
        (m.group("n"), n, len(m.group("i"))) for n, line in enumerate(lines, 1) if (m := _DEF.match(line))
    ]
    out = []
    for name, start, indent in heads:
        end = start
        for n in range(start + 1, len(lines) + 1):
            s = lines[n - 1]
            if (
                s.strip()
                and not s.strip().startswith("#")
                and len(s) - len(s.lstrip()) <= indent
                and not s.strip().startswith(("}", ")"))
            ):
                break
            end = n
        out.append((name, start, end))
    return out


def message_elsewhere(text: str, sources: Sequence[SourceText]) -> MessageElsewhere | None:
    """The function a key item names when the message it quotes is raised only in other functions (see above)."""
    messages = [next(g for g in m.groups() if g) for m in _QUOTED.finditer(text)]
    if not messages:
        return None
    funcs = {s.path: _functions(s) for s in sources}
    defined = {name for fs in funcs.values() for name, _, _ in fs}
    named = [w for w in dict.fromkeys(_IDENT.findall(text)) if w in defined]
    if not named:
        return None
    target = named[0]  # the subject: "setcomptype called after writeframes raises …" is about setcomptype
    for message in messages:
        raised: list[tuple[str, int, str]] = []
        for src in sources:
            lines = src.text.split("\n")
            for n, line in enumerate(lines, 1):
                if _RAISE.match(line) and message in line:
                    owner = next((f for f, s, e in funcs[src.path] if s < n <= e), "")
                    raised.append((src.path, n, owner))
        owners = {o for _, _, o in raised}
        if not raised or "" in owners or target in owners:
            continue
        heads = [(src, s, e) for src in sources for f, s, e in funcs[src.path] if f == target]
        if len(heads) != 1:
            return None
        src, start, end = heads[0]
        body = "\n".join(src.text.split("\n")[start:end])
        if any(re.search(rf"(?<![\w$]){re.escape(o)}\s*\(", body) for o in owners):
            return None  # it calls a function that raises the message: the raise may come from there
        return MessageElsewhere(target, src.path, start, message, tuple(raised))
    return None
