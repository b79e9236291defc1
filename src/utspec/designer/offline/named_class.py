"""The one class a statement names by its whole name, when the code has several: that class's cases only.

Json.NET's three converters each define `WriteJson` and `ReadJson`. The key item "IsoDateTimeConverter writes the UTC
DateTime 2000-12-15 22:11:03.055 as ..." names no function, only its class, and its words (date, time, write) fit the
JavaScriptDateTimeConverter's cases as well as its own. `class_scope.py` qualifies a function two classes define once a
function is named; this rule is for a statement naming the class alone. The class keeps the statement to its cases when

- the code's items belong to at least two classes (a document about one class is read as before);
- the statement names exactly one of them by its whole name as written (case-sensitive: the word "era" is no `Era`);
- the statement calls no function outside that class: `getCodesWithinBounds(new LatLngBounds(36, 140, 35, 139), 10)`
  is about `getCodesWithinBounds`, and `new LatLngBounds(1, 1, 0, 0).getCenter()` about a method with no case here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.models import ChecklistItem

_IDENT = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_QUALIFIED = re.compile(r"(?<![A-Za-z0-9_$.])([A-Za-z_$][A-Za-z0-9_$]*)\.([A-Za-z_$][A-Za-z0-9_$]*)")
#: `name(`: a call; `.name(`: a method call (group 1 is the dot).
_CALL = re.compile(r"(\.?)\s*([A-Za-z_$][A-Za-z0-9_$]*)\s*\(")


def classes_of(items: Iterable[ChecklistItem]) -> dict[str, frozenset[str]]:
    """Each class and the functions of it that have items: `A.f`, `A.g`, `B.f` -> {A: {f, g}, B: {f}}.

    A class is a symbol's first part when the symbol has more; a first part that is itself a function with items of
    its own (Python's `outer` around a nested `inner`) is a function, not a class.

    >>> from utspec.models import Kind
    >>> b = lambda n, symbol: ChecklistItem(id=f"a.py:{n}:branch", kind=Kind.BRANCH, file="a.py", line=n, end_line=n,
    ...     language="python", symbol=symbol, text="x")
    >>> sorted(classes_of([b(1, "Span.width"), b(2, "outer"), b(3, "outer.inner")]).items())
    [('Span', frozenset({'width'}))]
    """
    items = list(items)
    functions = {i.symbol for i in items if i.symbol and "." not in i.symbol}
    out: dict[str, set[str]] = {}
    for i in items:
        if i.symbol and "." in i.symbol:
            owner, name = i.symbol.split(".")[:2]
            if owner not in functions:
                out.setdefault(owner, set()).add(name)
    return {k: frozenset(v) for k, v in out.items()}


def named_owner(text: str, classes: dict[str, frozenset[str]]) -> str | None:
    """The one class of `classes` the text names and keeps to (see the module docstring), else None.

    >>> classes = {"Span": frozenset({"width", "parse"}), "Gap": frozenset({"width"})}
    >>> named_owner("Span writes its width in cells", classes)
    'Span'
    >>> named_owner("a span of cells", classes) is None  # a word, not the class
    True
    >>> named_owner("Span.parse(\\"1-3\\") gives a Span", classes)
    'Span'
    >>> named_owner("Span(1, 3).fits(Gap(2))", classes) is None  # a method of no case of Span's
    True
    >>> named_owner("Span and Gap both measure", classes) is None
    True
    >>> named_owner("a width over Gap.MAX cells: Span.parse fails", classes)  # a constant of Gap names no Gap
    'Span'
    """
    if len(classes) < 2:
        return None
    # `Integer.MAX_VALUE` in "would exceed Integer.MAX_VALUE characters" uses a member of no case: no naming.
    text = _QUALIFIED.sub(lambda m: m[0] if m[2] in classes.get(m[1], {m[2]}) else " ", text)
    words = set(_IDENT.findall(text))
    named = [c for c in classes if c in words]
    if len(named) != 1:
        return None
    owner = named[0]
    code_functions = frozenset().union(*classes.values())
    for dot, name in _CALL.findall(text):
        if name == owner or name in classes[owner]:
            continue
        if dot or name in code_functions or name in classes:
            return None  # a call of another function, or of a method this class has no case for
    return owner
