"""A function whose whole body is `return other(...)` is about `other`'s cases (session 15, hlink15).

Found on go-units (bench/linking/projects/go-units-go): `FromHumanSize` and `RAMInBytes` are each
`return parseSize(size, ...Map)`; they have no branch, so no case names them, and their doc comments and key
items (`RAMInBytes("32k") returns 32768`) scoped to nothing and linked nowhere, or to HumanDuration's normal
path by the shared words "human-readable". The same shape is common in any public API over a private worker
(humanize's `Time` -> `RelTime`). A statement naming such a delegate is scoped to the function it delegates to.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from utspec.designer.offline.facts import brace_body, python_body_start, strip_comment
from utspec.designer.offline.scope import functions_of
from utspec.models import ChecklistItem, Kind, SourceText

#: A definition's opening line, per language family (also read by forwarded.py).
DEFS = {
    "python": re.compile(r"^\s*(?:async\s+)?def\s+(\w+)\s*\("),
    "go": re.compile(r"^\s*func\s+(?:\([^)]*\)\s*)?(\w+)\s*\("),
    "brace": re.compile(
        r"^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*(\w+)\s*\("
        r"|^\s*(?:(?:public|private|protected|internal|static|final|override|virtual|synchronized)\s+)+"
        r"[\w<>\[\],.? ]+?\s(\w+)\s*\("
    ),
}
_SUFFIX = {".py": "python", ".go": "go"}
_RETURN_CALL = re.compile(r"^return\s+(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\s*\(")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def language_of(path: str) -> str:
    return next((lang for suffix, lang in _SUFFIX.items() if path.endswith(suffix)), "brace")


def _statements(lines: Sequence[str], start: int, language: str) -> list[str] | None:
    """The body lines of the function defined at `start` (1-based), stripped, without a Python docstring."""
    if language == "python":
        ind = len(lines[start - 1]) - len(lines[start - 1].lstrip())
        body: list[str] = []
        for text in lines[python_body_start(lines, start) - 1 :]:
            code = strip_comment(text)
            if not code.strip():
                continue
            if len(code) - len(code.lstrip()) <= ind:
                break
            body.append(code.strip())
        if body and body[0].startswith(('"""', "'''")):  # the docstring is no statement
            quote = body[0][:3]
            end = next((k for k, b in enumerate(body) if (b.count(quote) >= 2 if k == 0 else quote in b)), 0)
            body = body[end + 1 :]
        return body
    braced = brace_body(lines, start)
    return None if braced is None else [x.strip() for x in braced if x.strip()]


def only_return(lines: Sequence[str], start: int, language: str) -> str | None:
    """The body of the function defined at `start` (1-based) when it is one `return` statement, else None.

    >>> only_return(["func FromHumanSize(size string) (int64, error) {", "\\treturn parseSize(size, decimalMap)", "}"],
    ...             1, "go")
    'return parseSize(size, decimalMap)'
    >>> only_return(["def f(x):", "    '''Doc.'''", "    return g(x, 1)"], 1, "python")
    'return g(x, 1)'
    >>> only_return(["def f(x):", "    y = x + 1", "    return g(y)"], 1, "python") is None
    True
    """
    body = _statements(lines, start, language)
    if not body or not body[0].startswith("return") or (language == "python" and len(body) > 1):
        return None
    stmt = " ".join(body).rstrip(";").strip()
    return stmt if stmt.count(";") == 0 else None


#: `size, unit := getSizeAndUnit(size, base, _map)`: names assigned the result of one call.
_ASSIGN_CALL = re.compile(
    r"^(?:(?:var|let|const)\s+)?([\w$]+(?:\s*,\s*[\w$]+)*)\s*:?=\s*((?:[\w$]+\.)*[A-Za-z_$][\w$]*\s*\(.*\))\s*;?$"
)


def handed_call(lines: Sequence[str], start: int, language: str) -> str | None:
    """`return other(...)` when the function's body is that statement, or two statements: one call's result assigned,
    then a `return` built from what it assigned (go-units' `CustomSize`: `size, unit := getSizeAndUnit(size, base,
    _map)` / `return fmt.Sprintf(format, size, unit)`): the work is the call's, the return only formats it.

    >>> handed_call(["func CustomSize(f string, size float64) string {", "\\tsize, unit := getSizeAndUnit(size, 1000.0)",
    ...              "\\treturn fmt.Sprintf(f, size, unit)", "}"], 1, "go")
    'return getSizeAndUnit(size, 1000.0)'
    >>> handed_call(["func f(x int) int {", "\\ty := g(x)", "\\tlog(y)", "\\treturn y", "}"], 1, "go") is None
    True
    """
    if (stmt := only_return(lines, start, language)) is not None:
        return stmt
    body = _statements(lines, start, language)
    if not body or len(body) != 2 or not body[1].startswith("return"):
        return None
    m = _ASSIGN_CALL.match(body[0])
    if m is None:
        return None
    assigned = {n.strip() for n in m.group(1).split(",")}
    used = set(_NAME.findall(body[1][len("return") :]))
    return f"return {m.group(2)}" if assigned & used else None


def delegate_targets(sources: Iterable[SourceText], functions: frozenset[str]) -> dict[str, str]:
    """Each function (lower case) with no case of its own (not in `functions`) whose body only returns a call of a
    function that has cases: that function, followed through delegates of delegates.

    >>> src = SourceText(path="size.go", text="func RAMInBytes(size string) (int64, error) {\\n"
    ...     "\\treturn parseSize(size, binaryMap)\\n}\\n")
    >>> delegate_targets([src], frozenset({"parsesize"}))
    {'raminbytes': 'parsesize'}
    """
    calls: dict[str, str] = {}
    for src in sources:
        language = language_of(src.path)
        lines = src.text.splitlines()
        for n, line in enumerate(lines, 1):
            m = DEFS[language].match(line)
            name = next((g for g in m.groups() if g), None) if m else None
            if name is None or name.lower() in functions:
                continue
            stmt = handed_call(lines, n, language)
            call = _RETURN_CALL.match(stmt) if stmt else None
            if call is not None and call.group(1).lower() != name.lower():
                calls[name.lower()] = call.group(1).lower()
    out: dict[str, str] = {}
    for name, callee in calls.items():
        seen = {name}
        while callee in calls and callee not in seen:  # a delegate of a delegate
            seen.add(callee)
            callee = calls[callee]
        if callee in functions:
            out[name] = callee
    return out


def delegated(text: str, delegates: dict[str, str]) -> str | None:
    """The function a text's one named delegate hands its work to (named as a call, quoted or as a word), else None.

    >>> delegated('RAMInBytes("32k") returns 32768', {"raminbytes": "parsesize", "fromhumansize": "parsesize"})
    'parsesize'
    >>> delegated("The number of bytes", {"raminbytes": "parsesize"}) is None
    True
    """
    if not delegates:
        return None
    named = {w.lower() for w in _NAME.findall(text or "")} & delegates.keys()
    targets = {delegates[n] for n in named}
    return next(iter(targets)) if len(targets) == 1 else None


def scoped_functions(
    checklist: Sequence[ChecklistItem], sources: Iterable[SourceText]
) -> tuple[frozenset[str], dict[str, str]]:
    """The functions statements may be scoped to, and the delegates with the workers they hand over to.

    A delegate's one call has a `function` item (analyzers/entries.py), so a case of its own; a statement naming
    it still goes to its worker: the worker's cases state what the call does, the entry's only that it hands over
    ("returns `parseSize(size, binaryMap)`").
    """
    branched = functions_of(i for i in checklist if i.kind is not Kind.FUNCTION)
    delegates = delegate_targets(sources, branched)
    return functions_of(checklist) - delegates.keys(), delegates
