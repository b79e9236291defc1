"""Which exception class is a subclass of which: a claim about one class against code that tests a superclass.

"A SocketTimeoutException is retried" meets a retry strategy whose non-retriable list names
`InterruptedIOException` and which tests `rejectException.isInstance(exception)` over that list: a
SocketTimeoutException *is* an InterruptedIOException, so it is not retried. The same holds for
`isinstance(err, (ConnectionError, TimeoutError))` (a ConnectionResetError is a ConnectionError) and
`err instanceof TypeError`.

The hierarchy is data: the standard classes of Python, Java, .NET and JavaScript
(`rules/exceptions/hierarchy.yaml`), plus the classes the analysed code defines (`class X(Y):`,
`class X extends Y`, `class X : Y`). Three-valued: a class is a subclass (its chain of parents
meets the other), is not (its chain is known up to the root without meeting it), or unknown (the
chain leaves what the table and the code define). Pure functions of the source texts and the table.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

import yaml

from utspec.models import SourceText
from utspec.resources import rule_file

Truth = bool | None

_LANGUAGE = {".py": "python", ".java": "java", ".cs": "csharp", ".js": "javascript", ".mjs": "javascript",
             ".ts": "javascript", ".tsx": "javascript", ".kt": "java"}  # fmt: skip
_CLASS_PY = re.compile(r"^\s*class\s+(?P<c>[A-Za-z_]\w*)\s*\(\s*(?P<p>[\w.]+)\s*[,)]", re.M)
_CLASS_EXTENDS = re.compile(r"\bclass\s+(?P<c>[A-Za-z_]\w*)(?:<[^>{]*>)?\s+extends\s+(?P<p>[\w.]+)")
_CLASS_CS = re.compile(r"\bclass\s+(?P<c>[A-Za-z_]\w*)\s*:\s*(?P<p>[\w.]+)")


@cache
def _table() -> tuple[dict[str, dict[str, str | None]], dict[str, dict[str, str]]]:
    data = yaml.safe_load(rule_file("exceptions", "hierarchy.yaml").read_text(encoding="utf-8")) or {}
    aliases = {
        lang: {str(k): str(v) for k, v in (m or {}).items()}
        for lang, m in (data.pop("aliases", None) or {}).items()
    }
    parents = {
        lang: {str(k): (None if v is None else str(v)) for k, v in (m or {}).items()}
        for lang, m in data.items()
    }
    return parents, aliases


def language_of(path: str) -> str | None:
    """The table a file's exceptions are looked up in (by its extension)."""
    return next((lang for ext, lang in _LANGUAGE.items() if path.endswith(ext)), None)


def parents(sources: Sequence[SourceText]) -> dict[str, str | None]:
    """Class name -> its direct superclass (None for a root), from the table of the sources' languages
    and the classes the sources define (the code's own classes win).

    >>> p = parents([SourceText(path="a.py", text="class RetryError(ConnectionError):\\n    pass\\n")])
    >>> p["RetryError"], p["ConnectionError"], p["BaseException"]
    ('ConnectionError', 'OSError', None)
    """
    table, aliases = _table()
    out: dict[str, str | None] = {}
    for lang in dict.fromkeys(language_of(s.path) for s in sources):
        if lang is None:
            continue
        for name, parent in table.get(lang, {}).items():
            out.setdefault(name, parent)
        for name, same in aliases.get(lang, {}).items():
            out.setdefault(name, same)  # one class under two names: the alias is "a subclass" of its class
    for s in sources:
        for pattern in (_CLASS_PY, _CLASS_EXTENDS, _CLASS_CS):
            if pattern is _CLASS_PY and not s.path.endswith(".py"):
                continue
            if pattern is _CLASS_CS and not s.path.endswith(".cs"):
                continue
            for m in pattern.finditer(s.text):
                out[m.group("c")] = m.group("p").split(".")[-1] if m.group("p") not in out else m.group("p")
    return out


def _key(name: str, table: dict[str, str | None]) -> str | None:
    n = re.sub(r"\.class$", "", name.strip().strip("'\"`"))
    if n in table:
        return n
    last = n.split(".")[-1]
    return last if last in table else None


def is_subclass(child: str, parent: str, table: dict[str, str | None]) -> Truth:
    """Whether `child` is `parent` or one of its subclasses (three-valued, see the module docstring).

    >>> t = parents([SourceText(path="A.java", text="")])
    >>> is_subclass("SocketTimeoutException", "InterruptedIOException", t)
    True
    >>> is_subclass("ConnectException", "InterruptedIOException", t)
    False
    >>> is_subclass("ConnectException", "ConnectionClosedException", t)
    False
    >>> is_subclass("ConnectionClosedException", "IOException", t) is None
    True
    """
    want = re.sub(r"\.class$", "", parent.strip().strip("'\"`")).split(".")[-1]
    node = _key(child, table)
    if node is None:
        return True if child.split(".")[-1] == want else None
    seen: set[str] = set()
    while node is not None and node not in seen:
        if node.split(".")[-1] == want:
            return True
        seen.add(node)
        up = table.get(node, "?")
        if up == "?":
            return None  # the chain leaves what is known
        node = None if up is None else (_key(up, table) or up)
        if node is not None and node not in table and node.split(".")[-1] != want:
            return None
    return False


def any_subclass(child: str, classes: Sequence[str], table: dict[str, str | None]) -> Truth:
    """Whether `child` is one of `classes` or a subclass of one."""
    found = [is_subclass(child, c, table) for c in classes]
    if any(f is True for f in found):
        return True
    return None if any(f is None for f in found) or not found else False


_EXCEPTION_NAME = re.compile(r"^[A-Za-z_][\w.]*(?:Exception|Error|Timeout|timeout|error)$")
_ISINSTANCE = re.compile(r"^isinstance\(\s*(?P<s>[\w.]+)\s*,\s*(?P<c>.+)\)$", re.S)
_INSTANCEOF = re.compile(r"^(?P<s>[\w.]+)\s+instanceof\s+(?P<c>[\w.]+)$")
_IS_INSTANCE = re.compile(r"^(?P<c>[\w.]+)\.isInstance\(\s*(?P<s>[\w.]+)\s*\)$")
_LOOPS = (
    re.compile(r"\bfor\s*\(\s*(?:final\s+)?[^:;()]*?\b(?P<v>\w+)\s*:\s*(?P<c>[\w.]+)\s*\)"),  # Java, C#-like
    re.compile(r"\bfor\s+(?P<v>\w+)\s+in\s+(?P<c>[\w.]+)\s*:"),  # Python
    re.compile(r"\bfor\s*\(\s*(?:const|let|var)\s+(?P<v>\w+)\s+of\s+(?P<c>[\w.]+)\s*\)"),  # JavaScript
    re.compile(r"\bforeach\s*\(\s*[\w<>?,.\s]*?\b(?P<v>\w+)\s+in\s+(?P<c>[\w.]+)\s*\)"),  # C#
)


def loop_collections(sources: Sequence[SourceText]) -> dict[str, str]:
    """Loop variable -> the collection it iterates (its last name part, lower case); a variable that
    iterates two collections is left out.

    >>> loop_collections([SourceText(path="A.java", text="for (final Class<? extends IOException> c : this.skipped) {")])
    {'c': 'skipped'}
    """
    found: dict[str, set[str]] = {}
    for s in sources:
        for pattern in _LOOPS:
            for m in pattern.finditer(s.text):
                found.setdefault(m.group("v"), set()).add(m.group("c").split(".")[-1].lower())
    return {v: next(iter(c)) for v, c in found.items() if len(c) == 1}


def instance_test(expr: str, value: str, sets: dict[str, tuple[str, ...]], loops: dict[str, str],
                  table: dict[str, str | None]) -> tuple[str, Truth] | None:  # fmt: skip
    """(subject, truth) of a type test for a claimed exception class: `isinstance(err, (A, B))`,
    `err instanceof A`, `A.class.isInstance(err)`, `c.isInstance(err)` with `c` a loop variable over a
    known collection of classes; None when `expr` is no such test or `value` names no class.

    >>> t = parents([SourceText(path="A.java", text="")])
    >>> instance_test("rejectException.isInstance(exception)", "SocketTimeoutException",
    ...               {"skipped": ("InterruptedIOException", "UnknownHostException")}, {"rejectException": "skipped"}, t)
    ('exception', True)
    >>> instance_test("isinstance(err, (ConnectionError, TimeoutError))", "FileNotFoundError", {}, {},
    ...               parents([SourceText(path="a.py", text="")]))
    ('err', False)
    """
    v = value.strip().strip("'\"`")
    if not _EXCEPTION_NAME.match(v) and _key(v, table) is None:
        return None
    e = expr.strip()
    classes: list[str] | None = None
    if m := _ISINSTANCE.match(e):
        c = m.group("c").strip()
        if c.startswith("(") and c.endswith(")"):
            classes = [x.strip() for x in c[1:-1].split(",") if x.strip()]
        elif (key := c.split(".")[-1].lower()) in sets:
            classes = list(sets[key])
        elif re.fullmatch(r"[\w.]+", c):
            classes = [c]
    elif m := _INSTANCEOF.match(e):
        classes = [m.group("c")]
    elif m := _IS_INSTANCE.match(e):
        c = m.group("c")
        if c.endswith(".class"):
            classes = [c]
        elif c in loops and loops[c] in sets:
            classes = list(sets[loops[c]])  # `for (c : skipped) if (c.isInstance(e))`: any of the collection
    if m is None or not classes or not all(re.fullmatch(r"[\w.]+", x) for x in classes):
        return None
    return m.group("s"), any_subclass(v, classes, table)
