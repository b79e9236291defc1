"""Which functions the sources declare as returning a string, read from their signature line.

A worked example writes a returned string the way the function prints it (go-humanize's "`Bytes(82854982)` →
`83 MB`"): whether `83 MB` is a string or a number followed by a word depends on what the function returns, and
only a declared type says so. Untyped code (JavaScript, Python without annotations) declares nothing: none of its
functions is listed, and such a result is not guessed at.
"""

from __future__ import annotations

import re

_STRING_RETURN = (
    # Go: func (v *T) Name(params) string {
    re.compile(r"^\s*func\s+(?:\([^)]*\)\s*)?(?P<name>[A-Za-z_]\w*)\s*\([^)]*\)\s*string\s*\{"),
    # TypeScript: [export] [async] function name(params): string {   /  name(params): string {
    re.compile(
        r"^\s*(?:export\s+)?(?:default\s+)?(?:(?:public|private|protected|static|async)\s+)*(?:function\s+)?"
        r"(?P<name>[A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\([^)]*\)\s*:\s*string\s*\{"
    ),  # fmt: skip
    # Java / C#: [modifiers] String name(params) {
    re.compile(
        r"^\s*(?:(?:public|private|protected|internal|static|final|override|virtual|sealed)\s+)*"
        r"(?:String|string)\s+(?P<name>[A-Za-z_]\w*)\s*\("
    ),  # fmt: skip
    # Python: def name(params) -> str:
    re.compile(r"^\s*(?:async\s+)?def\s+(?P<name>[A-Za-z_]\w*)\s*\(.*\)\s*->\s*str\s*:"),
)


def string_functions(sources: dict[str, list[str]]) -> frozenset[str]:
    """Names of the functions whose one-line signature declares a string result.

    >>> sorted(string_functions({"b.go": ["func Bytes(s uint64) string {", "func ParseBytes(s string) (uint64, error) {"],
    ...     "a.ts": ["export function slug(s: string): string {"], "A.java": ["  public static String pad(String s, int n) {"],
    ...     "c.py": ["def h2z(text: str) -> str:", "def n(x) -> int:"], "d.js": ["function f(s) {"]}))
    ['Bytes', 'h2z', 'pad', 'slug']
    """
    out: set[str] = set()
    for lines in sources.values():
        for line in lines:
            for rx in _STRING_RETURN:
                if (m := rx.match(line)) is not None:
                    out.add(m.group("name"))
                    break
    return frozenset(out - {"if", "for", "while", "switch", "catch", "return"})
