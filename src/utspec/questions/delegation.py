"""A collection field a class fills from a constructor parameter, with what its delegating constructors pass.

`DefaultHttpRequestRetryStrategy` keeps `this.nonRetriableIOExceptionClasses = new HashSet<>(clazzes)`,
and its two-argument constructor delegates with `this(maxRetries, interval, Arrays.asList(
InterruptedIOException.class, UnknownHostException.class, …), …)`: with the defaults, the field holds
those classes. A condition testing the field (`this.nonRetriableIOExceptionClasses.contains(
exception.getClass())`) then decides on a claimed exception type ("An UnknownHostException is retried").

Read: Java constructors (`public Name(params) {`), an assignment `this.field = …` whose right side
reads exactly one parameter (`clazzes`, `new HashSet<>(clazzes)`, `Set.copyOf(clazzes)`), and every
`this(…)` call whose argument count fits that constructor, when the argument is a literal list of
class literals (`Arrays.asList(A.class, B.class)`, `List.of(…)`, `Set.of(…)`). Values are the class
names (`UnknownHostException`). A field given different lists by different calls is ambiguous and
read as nothing. Pure functions of the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import closing_bracket, split_top_level
from utspec.models import SourceText

_CTOR = re.compile(r"\b(?:public|protected|private)\s+(?P<cls>[A-Z]\w*)\s*\(")
_CLASS = re.compile(r"\bclass\s+(?P<cls>[A-Z]\w*)")
_ASSIGN = re.compile(r"\bthis\.(?P<field>\w+)\s*=\s*(?P<expr>[^;]+);")
_THIS_CALL = re.compile(r"(?<![\w.])this\s*\(")
_CLASS_LIST = re.compile(
    r"^(?:Arrays\.asList|List\.of|Set\.of|Collections\.unmodifiableList)\s*\((?P<items>.*)\)$", re.S
)
_CLASS_LITERAL = re.compile(r"^(?:[\w.]+\.)?(?P<name>[A-Z]\w*)\.class$")


def _param_names(params: str) -> list[str]:
    return [p.split()[-1] for p in split_top_level(params) if p.split()]


def _classes(arg: str) -> tuple[str, ...] | None:
    m = _CLASS_LIST.match(arg.strip())
    if not m:
        return None
    names = [_CLASS_LITERAL.match(x.strip()) for x in split_top_level(m.group("items"))]
    return tuple(n.group("name") for n in names if n) if names and all(names) else None


def delegated_sets(sources: Sequence[SourceText]) -> dict[str, tuple[str, ...]]:
    """Field name (lower case) -> the class names a delegating constructor fills it with (see the module docstring).

    >>> java = '''class R {
    ...     public R(final int n, final Collection<Class<?>> clazzes) {
    ...         this.skipped = new HashSet<>(clazzes);
    ...     }
    ...     public R() {
    ...         this(1, Arrays.asList(
    ...                 UnknownHostException.class,
    ...                 SSLException.class));
    ...     }
    ... }'''
    >>> delegated_sets([SourceText(path="R.java", text=java)])
    {'skipped': ('UnknownHostException', 'SSLException')}
    """
    found: dict[str, set[tuple[str, ...]]] = {}
    for src in sources:
        if not src.path.endswith(".java"):
            continue
        text = src.text
        classes = {m.group("cls") for m in _CLASS.finditer(text)}
        # constructor -> (parameter names, body)
        ctors: list[tuple[list[str], str]] = []
        for m in _CTOR.finditer(text):
            if m.group("cls") not in classes:
                continue
            close = closing_bracket(text, m.end() - 1)
            brace = text.find("{", close)
            between = text[close + 1 : brace].strip() if close >= 0 and brace >= 0 else ";"
            if between and not between.startswith("throws"):
                continue  # a call `new R(…)` or a declaration, not a constructor's body
            end = closing_bracket(text, brace, "{}")
            ctors.append((_param_names(text[m.end() : close]), text[brace:end]))
        # field -> (parameter count, parameter index) of a constructor that assigns it from one parameter
        slots: dict[str, tuple[int, int]] = {}
        for params, body in ctors:
            for a in _ASSIGN.finditer(body):
                used = [i for i, p in enumerate(params) if re.search(rf"\b{re.escape(p)}\b", a.group("expr"))]
                if len(used) == 1:
                    slots[a.group("field")] = (len(params), used[0])
        for m in _THIS_CALL.finditer(text):
            close = closing_bracket(text, m.end() - 1)
            if close < 0:
                continue
            args = split_top_level(text[m.end() : close])
            for field, (count, index) in slots.items():
                if len(args) == count and (names := _classes(args[index])) is not None:
                    found.setdefault(field.lower(), set()).add(names)
    return {f: next(iter(v)) for f, v in found.items() if len(v) == 1}
