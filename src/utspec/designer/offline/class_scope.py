"""Which class a statement is about, when two classes of the code have a function of the same name.

commons-validator's `IBANCheckDigit` and `ISBNCheckDigit` both have `calculate` and `isValid`; their
Javadoc, put in one design document, has `## IBANCheckDigit` / `### calculate(String code)` and
`## ISBNCheckDigit` / `### calculate(String code)`. The function scope (`scope.py`) is a bare name, so
"Returns: The calculated Check Digit as 2 numeric decimal characters" under IBAN's `calculate` could
land on ISBN's `calculate`, and "IBAN calculate(null) throws ..." on ISBN's missing-code case.

A statement's class is the last heading above it (in its file) that names a class, or its own text
naming one; a key item names its class by the class's name, or by the part of the name that tells it
from the other classes having that function ("IBAN" of `IBANCheckDigit` beside `ISBNCheckDigit`).
The class only narrows a scope that is ambiguous: a function defined in one class keeps its plain
scope, so a document about one class is read as before.

The qualified scope is written `Class.function` (`qualified`), split again by `split_scope`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from utspec.models import ChecklistItem, Requirement

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: Camel-case parts: `IBANCheckDigit` -> IBAN, Check, Digit; `parseHTTPDate` -> parse, HTTP, Date.
_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def owners(items: Iterable[ChecklistItem]) -> dict[str, frozenset[str]]:
    """Each function (lower case) and the classes (as written) that define it: `A.f`, `B.f` -> {f: {A, B}}."""
    out: dict[str, set[str]] = {}
    for i in items:
        if i.symbol and "." in i.symbol:
            owner, name = i.symbol.rsplit(".", 1)
            out.setdefault(name.lower(), set()).add(owner.rsplit(".", 1)[-1])
    return {k: frozenset(v) for k, v in out.items()}


def _parts(name: str) -> frozenset[str]:
    return frozenset(p.lower() for p in _PART.findall(name))


def _whole(text: str, classes: frozenset[str]) -> str | None:
    words = {w.lower() for w in _IDENT.findall(text)}
    whole = {c for c in classes if c.lower() in words}
    return next(iter(whole)) if len(whole) == 1 else None


def named_class(text: str, classes: frozenset[str]) -> str | None:
    """The one class a text names, by its whole name or by the part that no other of `classes` has.

    >>> named_class("IBAN calculate(null) throws", frozenset({"IBANCheckDigit", "ISBNCheckDigit"}))
    'IBANCheckDigit'
    >>> named_class("## ISBNCheckDigit", frozenset({"IBANCheckDigit", "ISBNCheckDigit"}))
    'ISBNCheckDigit'
    >>> named_class("a check digit", frozenset({"IBANCheckDigit", "ISBNCheckDigit"})) is None
    True
    """
    words = {w.lower() for w in _IDENT.findall(text)}
    if any(c.lower() in words for c in classes):
        return _whole(text, classes)
    shared = set.intersection(*(set(_parts(c)) for c in classes)) if classes else set()
    own = {c for c in classes if (_parts(c) - shared) & words}
    return next(iter(own)) if len(own) == 1 else None


def statement_classes(requirements: Sequence[Requirement], classes: frozenset[str]) -> dict[str, str]:
    """Each statement's class: its own text's, else the last heading above it in its file naming one."""
    out: dict[str, str] = {}
    current: str | None = None
    file: str | None = None
    for req in requirements:
        if req.file != file:
            file, current = req.file, None
        if req.kind == "heading":
            current = named_class(req.text, classes) or current
            continue
        # Its own text counts only by a class's whole name: "an IBAN code" under ISBN's heading is a word.
        if found := _whole(req.text, classes) or current:
            out[req.id] = found
    return out


def qualified(scope: str | None, owner: str | None, defined: dict[str, frozenset[str]]) -> str | None:
    """`Class.function` when `function` is defined in more than one class and `owner` is one of them.

    >>> qualified("calculate", "IBANCheckDigit", {"calculate": frozenset({"IBANCheckDigit", "ISBNCheckDigit"})})
    'IBANCheckDigit.calculate'
    >>> qualified("parse", "Bytes", {"parse": frozenset({"Bytes"})})
    'parse'
    """
    if scope is None or owner is None or "." in scope or owner not in defined.get(scope, frozenset()):
        return scope
    return scope if len(defined[scope]) < 2 else f"{owner}.{scope}"


def split_scope(scope: str) -> tuple[str | None, str]:
    """(class, function) of a scope `qualified` wrote; (None, function) of a plain one."""
    owner, _, name = scope.rpartition(".")
    return (owner or None), name


def other_class(cited: Sequence[ChecklistItem], owner: str, function: str,
                defined: dict[str, frozenset[str]]) -> bool:  # fmt: skip
    """A case citing code of another class that also defines `function` is not about `owner`'s."""
    rivals = defined.get(function, frozenset()) - {owner}
    return any(i.symbol and "." in i.symbol and i.symbol.rsplit(".", 1)[0].rsplit(".", 1)[-1] in rivals
               for i in cited)  # fmt: skip
