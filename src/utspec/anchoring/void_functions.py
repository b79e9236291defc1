"""Which functions the sources declare with no result: `void`, a Go `func` with no result list, `-> None`.

A worked example of such a function ("`"1.0.0"` の `BumpMajor()` で `"2.0.0"` になる") cannot name its returned
value: the function returns none, and a case saying "`"2.0.0"` is returned" is one the critic rightly blocks. What
the example names is the receiver's state (or, after a setup call, another function's result): the designer needs
to know which functions return nothing to say that instead. Only a declaration says so; untyped code (JavaScript,
Python without annotations) declares nothing, and a name also declared with a result elsewhere is left out.
"""

from __future__ import annotations

import re

from utspec.anchoring.worked_example import _DEF

_VOID = (
    # Go: func (v *T) Name(params) {   (no result list between the parameters and the body)
    re.compile(r"^\s*func\s+(?:\([^)]*\)\s*)?(?P<name>[A-Za-z_]\w*)\s*\([^)]*\)\s*\{"),
    # Java / C#: [modifiers] void name(params)
    re.compile(
        r"^\s*(?:(?:public|private|protected|internal|static|final|override|virtual|sealed|synchronized|abstract)\s+)*"
        r"void\s+(?P<name>[A-Za-z_]\w*)\s*\("
    ),
    # TypeScript: [export] [async] function name(params): void {   /  name(params): void {
    re.compile(
        r"^\s*(?:export\s+)?(?:(?:public|private|protected|static)\s+)*(?:function\s+)?"
        r"(?P<name>[A-Za-z_$][\w$]*)\s*\([^)]*\)\s*:\s*void\s*\{"
    ),
    # Python: def name(params) -> None:
    re.compile(r"^\s*def\s+(?P<name>[A-Za-z_]\w*)\s*\(.*\)\s*->\s*None\s*:"),
)


def void_functions(sources: dict[str, list[str]]) -> frozenset[str]:
    """Names of the functions every one-line declaration of which declares no result.

    >>> sorted(void_functions({"s.go": ["func (v *Version) BumpMajor() {", "func (v Version) String() string {"],
    ...     "S.java": ["    public void accept(int value) {", "    public final long getSum() {"],
    ...     "a.py": ["def reset(self) -> None:", "def size(self) -> int:"], "b.go": ["func String() {"]}))
    ['BumpMajor', 'accept', 'reset']
    """
    void: set[str] = set()
    other: set[str] = set()
    for lines in sources.values():
        for line in lines:
            if (m := next((rx.match(line) for rx in _VOID if rx.match(line)), None)) is not None:
                void.add(m.group("name"))
            elif (d := _DEF.match(line)) is not None:
                other.add(next(g for g in d.groups() if g))
    return frozenset(void - other)


__all__ = ["void_functions"]
