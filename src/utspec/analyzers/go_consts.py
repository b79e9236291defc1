"""A Go file's package-level constants of any case, as (name, expression) in the order the file declares them.

`path_value.constants` read upper-case names only (`MAX_LEN = 10`), the convention of the languages it was written
for. Go spells its constants as any identifier (`const uuidLen = 16` in hashicorp's go-uuid, `Kibibyte Base2Bytes =
1024` in a `const (` block), and a package-level `const` can never change, so every one is a value the evaluator may
use: `if buflen := len(buf); buflen != uuidLen` is a length test of 16 only once `uuidLen` is known.

Only declarations at package level are read (a `const` at column 0, or a line of a `const (` block opened at column
0); a line without `=` (an `iota` repetition) and a name declared twice are left out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: `name [Type] = expr` with an optional trailing `// comment`; a type is one (dotted) identifier.
_SPEC = re.compile(r"^(?P<name>[A-Za-z_]\w*)\s*(?:[A-Za-z_][\w.]*\s*)?=(?!=)\s*(?P<expr>.+?)\s*(?://.*)?$")


def package_consts(lines: Sequence[str]) -> list[tuple[str, str]]:
    """(name, expression) of each package-level Go constant declared once.

    >>> package_consts(["const uuidLen = 16", "func f() {", "\\tconst local = 1", "}"])
    [('uuidLen', '16')]
    >>> package_consts(["const (", "\\tKibibyte Base2Bytes = 1024 // 2^10", "\\tMiB = Kibibyte * 1024", "\\tB", ")"])
    [('Kibibyte', '1024'), ('MiB', 'Kibibyte * 1024')]
    >>> package_consts(["const a = 1", "const a = 2", "var b = 3"])
    []
    """
    found: list[tuple[str, str]] = []
    block = False
    for line in lines:
        if re.match(r"const\s*\(\s*(?://.*)?$", line):
            block = True
            continue
        if block and line.strip().startswith(")"):
            block = False
            continue
        if block:
            text = line.strip()
        elif line.startswith("const "):
            text = line[len("const ") :].strip()
        else:
            continue
        if (m := _SPEC.match(text)) is not None:
            found.append((m.group("name"), m.group("expr")))
    names = [name for name, _ in found]
    return [(name, expr) for name, expr in found if names.count(name) == 1]


def const_names(lines: Sequence[str]) -> set[str]:
    """Every package-level constant's name, an `iota` repetition's too (its value is left to `go_eval`).

    >>> sorted(const_names(["const (", "\tReserved = Variant(iota)", "\tRFC4122 // the usual one", ")", "var x = 1"]))
    ['RFC4122', 'Reserved']
    """
    names: set[str] = set()
    block = False
    for line in lines:
        if re.match(r"const\s*\(\s*(?://.*)?$", line):
            block = True
        elif block and line.strip().startswith(")"):
            block = False
        elif (m := re.match(r"(?:const\s+)?([A-Za-z_]\w*)\b", line.strip())) and (
            block or line.startswith("const ")
        ):
            names.add(m.group(1))
    return names


__all__ = ["const_names", "package_consts"]
