"""A call of a getter the same file defines is no test double: the test sets the field the getter returns.

go-version's `if v.Prerelease() == "" {` said "`v.Prerelease()` returns `""` (test double)"; `Prerelease` is
`func (v *Version) Prerelease() string { return v.pre }` a few lines down, a method of the value under test,
not a dependency. The tester builds a `v` whose `pre` is "" ("`v.pre` = `""`"). Only a method with no
parameters whose body is the one statement `return <receiver>.<field>` (or a Java/C# bare `return field;`)
is read, and only when the file declares that method once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.facts import brace_body, definitions, python_body_start

_CALL = re.compile(r"^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\.([A-Za-z_$][\w$]*)\(\s*\)$")
_GO_RECEIVER = re.compile(r"^\s*func\s*\(\s*(\w+)\s+\*?[\w.]+(?:\[[^\]]*\])?\s*\)")
_RETURN = re.compile(r"^return\s+(?:([A-Za-z_$][\w$]*)\.)?([A-Za-z_$][\w$]*)\s*;?$")


def _one_statement(body: Sequence[str]) -> str | None:
    code = [t.strip() for t in body if t.strip() and not t.strip().startswith(("//", "#", "*", "/*"))]
    return code[0] if len(code) == 1 else None


def getter_field(
    call: str, lines: Sequence[str], language: str, others: Sequence[Sequence[str]] = ()
) -> str | None:
    """`recv.field` for `recv.Method()` when the file's `Method` only returns that field of its receiver; else None.

    >>> go = ["func (v *Version) Prerelease() string {", "\\treturn v.pre", "}"]
    >>> getter_field("v.Prerelease()", go, "go"), getter_field("other.Prerelease()", go, "go")
    ('v.pre', 'other.pre')
    >>> java = ["  public int getSize() {", "    return size;", "  }"]
    >>> getter_field("box.getSize()", java, "java"), getter_field("box.getSize(1)", java, "java")
    ('box.size', None)
    >>> getter_field("v.String()", ["func (v *Version) String() string {", "\\treturn fmt.Sprint(v.n)", "}"], "go") is None
    True
    >>> getter_field("c.Prerelease()", ["func check(c *Version) {", "}"], "go", [go])  # defined in another file
    'c.pre'
    """
    m = _CALL.match(call.strip())
    if m is None:
        return None
    receiver_arg, method = m.groups()
    found = definitions(lines, method, language)
    if not found:
        # Declared in another file of the run (go-version's constraint.go calls version.go's getters): once in all.
        defining = [(other, n) for other in others for n in definitions(other, method, language)]
        if len(defining) != 1:
            return None
        lines, found = defining[0][0], [defining[0][1]]
    if len(found) != 1:
        return None
    start = found[0]
    if not re.search(rf"\b{re.escape(method)}\s*\(\s*(?:self\s*)?\)", lines[start - 1]):
        return None  # it takes parameters: not a getter
    if language == "python":
        first = python_body_start(lines, start)
        indent = len(lines[start - 1]) - len(lines[start - 1].lstrip())
        body = []
        for text in lines[first - 1 :]:
            if text.strip() and len(text) - len(text.lstrip()) <= indent:
                break
            body.append(text)
    else:
        body = brace_body(lines, start) or []
    statement = _one_statement(body)
    if statement is None or (r := _RETURN.match(statement)) is None:
        return None
    owner, field = r.groups()
    own = {"this", "self"}
    if language == "go" and (g := _GO_RECEIVER.match(lines[start - 1])):
        own = {g.group(1)}
    if owner is None and language in ("java", "csharp") or owner in own:
        return f"{receiver_arg}.{field}"
    return None


__all__ = ["getter_field"]
