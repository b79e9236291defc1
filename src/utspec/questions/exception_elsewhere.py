"""A key item expecting a function to throw an exception that only other functions of the code throw.

commons-io: "IOUtils.skip でストリームの終わりを越えてスキップしようとすると EOFException が送出されること". `skip`
throws only IllegalArgumentException (a negative count) and returns the number of bytes it skipped; EOFException is
thrown by `readFully`, which `skip` does not call. The key item was anchored on its words. As with a quoted message
(`utspec.questions.message_elsewhere`), the writer has the wrong function or the wrong outcome. Certain only when:
the key item names one function (`utspec.questions.named_function`) and one exception; the code throws that
exception somewhere; and neither the function nor any function of the sources it calls (`scope.reach`) throws it or
a subclass of it. Checklist raise items only (a Go error return is not a throw).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.exception_types import is_subclass
from utspec.questions.message_elsewhere import MessageElsewhere
from utspec.questions.named_function import named_function, short_name
from utspec.questions.option_read import read_as_option


def _thrown(item: ChecklistItem) -> list[str]:
    return [e.name.split(".")[-1] for e in item.effects or [] if e.kind == "raise" and e.name]


def exception_elsewhere(text: str, exception: str, items: Sequence[ChecklistItem], sources: Sequence[SourceText],
                        classes: dict[str, str | None]) -> MessageElsewhere | None:  # fmt: skip
    """Where the exception the text expects from its named function is thrown instead, or None."""
    from utspec.designer.offline.scope import reach  # here: the designer imports this package

    raises = [i for i in items if i.kind is Kind.RAISE and i.symbol]
    want = exception.split(".")[-1]
    elsewhere = [i for i in raises if any(t.lower() == want.lower() for t in _thrown(i))]
    if not elsewhere:
        return None  # thrown nowhere: the other checks' question (an exception of another type at the place)
    name = named_function(text, (i.symbol for i in items))
    if name is None:
        return None
    if read_as_option(name, (s.text for s in sources)):
        return None  # "encode に関数以外を指定すると": the option `opt.encode`, not the function `encode` (option_read)
    lines = {s.path: s.text.split("\n") for s in sources}
    scope = reach(name.lower(), items, lines)
    own = [i for i in raises if short_name(i.symbol).lower() in scope]
    if any(is_subclass(t.lower(), want.lower(), classes) is not False for i in own for t in _thrown(i)):
        return None  # it (or a helper) throws it, a subclass, or a type whose relation is unknown
    if any(short_name(i.symbol).lower() in scope for i in elsewhere):
        return None
    defs = [i for i in items if short_name(i.symbol).lower() == name.lower()]
    if not defs:
        return None
    first = min(defs, key=lambda i: (i.file, i.line))
    src = lines.get(first.file, [])
    # the named function's declaring line: the last line at or above its first item that writes `name(`
    at = (
        next((n for n in range(first.line, 0, -1) if f"{name}(" in src[n - 1]), first.line)
        if src
        else first.line
    )
    thrown_at = tuple((i.file, i.line, short_name(i.symbol)) for i in elsewhere)
    return MessageElsewhere(name, first.file, at, want, thrown_at)
