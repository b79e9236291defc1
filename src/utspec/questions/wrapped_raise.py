"""An exception a key item expects to come out of a call that the code catches and raises as another type.

jwt-decode's "ペイロードが JSON として不正なときは JSON.parse の SyntaxError がそのまま送出されること" against

    try {
        return JSON.parse(decoded);
    }
    catch (e) {
        throw new InvalidTokenError(`Invalid token specified: invalid json …`);
    }

the SyntaxError never leaves `jwtDecode`: the handler around the call the key item names catches it (a bare
`catch (e)`, or a type that is the named one or its superclass) and raises InvalidTokenError. Only when the key
item writes the call (`JSON.parse`, `int(…)`) and exactly one such handler's `try` block calls it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers.effects import handled_types, item_effects
from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.exception_types import is_subclass

#: A call or dotted name a text writes: `JSON.parse`, `int(`, `json.loads()`.
_CODE_CALL = re.compile(r"(?<![\w.])([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|[A-Za-z_$][\w$]*(?=\())")
_TRY = re.compile(r"^\s*(?:\}\s*)?try\b")


@dataclass(frozen=True)
class Wrapped:
    handler: ChecklistItem
    raised: ChecklistItem
    """The raise inside the handler."""
    name: str
    """The type it raises, as written."""
    call: str
    """The call the key item names, in the `try` block."""


def _try_body(lines: Sequence[str], handler_line: int) -> list[str]:
    """The lines of the `try` block a handler closes (empty when no `try` is found above it)."""
    for k in range(handler_line - 1, 0, -1):
        if _TRY.match(lines[k - 1]):
            return list(lines[k - 1 : handler_line - 1])
    return []


def _catches(handler: ChecklistItem, exception: str, classes: dict[str, str | None]) -> bool:
    caught = [c.rsplit(".", 1)[-1].lower() for c in handled_types(handler.text)]
    return not caught or any(c == exception or is_subclass(exception, c, classes) is True for c in caught)


def wrapped_raise(text: str, exception: str, checklist: Sequence[ChecklistItem], sources: Sequence[SourceText],
                  classes: dict[str, str | None]) -> Wrapped | None:  # fmt: skip
    """The one handler that turns the exception a text expects (lower case) out of a call it names into another."""
    calls = {m.group(1) for m in _CODE_CALL.finditer(text)}
    if not calls:
        return None
    texts = {s.path: s.text.split("\n") for s in sources}
    found: list[Wrapped] = []
    for h in checklist:
        if h.kind is not Kind.HANDLER or h.file not in texts or not _catches(h, exception, classes):
            continue
        raised = next(
            (
                r
                for r in checklist
                if r.kind is Kind.RAISE and r.file == h.file and h.line < r.line <= h.end_line
            ),
            None,
        )
        name = (
            next((e.name for e in item_effects(raised) if e.kind == "raise" and e.name), None)
            if raised
            else None
        )
        if raised is None or name is None:
            continue
        actual = name.rsplit(".", 1)[-1].lower()
        if actual == exception or is_subclass(actual, exception, classes) is True:
            continue  # raised again as itself or as a kind of it
        body = "\n".join(_try_body(texts[h.file], h.line))
        named = [c for c in calls if re.search(rf"(?<![\w$.]){re.escape(c)}\s*\(", body)]
        if named:
            found.append(Wrapped(h, raised, name, named[0]))
    return found[0] if len(found) == 1 else None
