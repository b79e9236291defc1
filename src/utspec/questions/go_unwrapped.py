"""A key item expecting a Go error returned as is where the code returns the error it wraps.

cenkalti/backoff's Retry: "Retry は operation が PermanentError を返したとき、その PermanentError をそのまま返すこと"
against `var permanent *PermanentError; if errors.As(err, &permanent) { return permanent.Err }`: the code unwraps the
error and returns its field, so a test expecting the *PermanentError itself fails. The key item must say the error
comes back as it is ("そのまま", "itself", "as is", "unchanged", "the same") naming its type; the code must test the
type with `errors.As(x, &v)` (v declared of that type) and return a field of v in that branch. Pure functions of
the texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_TYPE = r"\*?`?\*?(?P<t>[A-Za-z_]\w*Error)`?"
#: "その PermanentError をそのまま返す", "returns the PermanentError itself / as is / unchanged", "the same *PermanentError".
_AS_IS = (
    re.compile(rf"{_TYPE}\s*(?:エラー)?\s*を\s*そのまま\s*(?:返す|返却|返し)"),
    re.compile(
        rf"\breturns?\s+(?:the|that|this)\s+(?:same\s+{_TYPE}|{_TYPE.replace('?P<t>', '?P<u>')}\s+(?:itself|as\s+is|unchanged))",
        re.I,
    ),
)


@dataclass(frozen=True)
class Unwrapped:
    type: str
    file: str
    line: int
    """The line of the `errors.As` test."""
    test: str
    returned: str
    """The return statement giving the field instead (`return permanent.Err`)."""


def _as_is_type(text: str) -> str | None:
    for pattern in _AS_IS:
        if m := pattern.search(text):
            return next(g for g in m.groups() if g)
    return None


def unwrapped_return(text: str, sources: Sequence[SourceText]) -> Unwrapped | None:
    """The `errors.As` branch returning a field of the error the text expects returned as is, or None.

    >>> go = SourceText(path="retry.go", text='''func Retry(o Operation) error {
    ... \\terr := o()
    ... \\tvar permanent *PermanentError
    ... \\tif errors.As(err, &permanent) {
    ... \\t\\treturn permanent.Err
    ... \\t}
    ... \\treturn err
    ... }''')
    >>> unwrapped_return("Retry は operation が PermanentError を返したとき、その PermanentError をそのまま返すこと", [go])
    Unwrapped(type='PermanentError', file='retry.go', line=4, test='errors.As(err, &permanent)', returned='return permanent.Err')
    >>> unwrapped_return("If o returns a *PermanentError, the wrapped error is returned.", [go]) is None
    True
    """
    wanted = _as_is_type(text)
    if wanted is None:
        return None
    for src in sources:
        if not src.path.endswith(".go"):
            continue
        lines = src.text.split("\n")
        held = {
            m.group("v") for m in re.finditer(rf"\bvar\s+(?P<v>\w+)\s+\*?{re.escape(wanted)}\b", src.text)
        }
        for n, line in enumerate(lines, start=1):
            m = re.search(r"\bif\s+(?P<test>errors\.As\(\s*\w+\s*,\s*&(?P<v>\w+)\s*\))\s*\{", line)
            if m is None or m.group("v") not in held:
                continue
            depth, k = 1, n
            while depth > 0 and k < len(lines):
                body = lines[k]
                if r := re.match(rf"^\s*(?P<r>return\s+{re.escape(m.group('v'))}\.\w+)\s*$", body):
                    return Unwrapped(wanted, src.path, n, m.group("test"), r.group("r"))
                depth += body.count("{") - body.count("}")
                k += 1
    return None
