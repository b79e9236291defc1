"""An enum constant is no number: a boundary on `era == EraUnknown` takes the enum's members, not -1/0/1.

koyomi-ja-go's `if era == EraUnknown` (`EraUnknown eraName = iota`, then `Meiji`, `Taisho`, …) gave the cases
"`t.Era()` returns `-1`", "`0`", "`1`": the checklist resolved the constant to its iota value and stepped by
one, so a tester was asked for an era numbered -1 that the type never holds. The members are what a test
passes: on the condition `EraUnknown`, off it the member next to it (`Meiji`). `domain.fit_values` drops
the test values no member has (so the critic's boundary checks and the designer agree), and the designer
names each value's member.

Read from the file: a Go `const (` block whose first name is `= iota` (optionally typed) and whose later names
carry no expression of their own, or a TypeScript `enum X { A, B }` with no initialisers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def _go_iota(constant: str, lines: Sequence[str]) -> dict[int, str] | None:
    for n, text in enumerate(lines):
        if not re.match(r"\s*const\s*\(\s*$", text):
            continue
        names: list[str] = []
        for body in lines[n + 1 :]:
            code = body.split("//")[0].strip()
            if code.startswith(")"):
                break
            if not code:
                continue
            if not names:
                m = re.fullmatch(r"([A-Za-z_]\w*)(?:\s+[A-Za-z_][\w.]*)?\s*=\s*iota", code)
            else:
                m = re.fullmatch(r"([A-Za-z_]\w*)", code)
            if m is None:
                names = []
                break
            names.append(m.group(1))
        if constant in names:
            return dict(enumerate(names))
    return None


def _ts_enum(constant: str, lines: Sequence[str]) -> dict[int, str] | None:
    text = "\n".join(lines)
    head = constant.rsplit(".", 1)
    member = head[-1]
    for m in re.finditer(r"\benum\s+(\w+)\s*\{([^}]*)\}", text):
        if len(head) == 2 and head[0] != m.group(1):
            continue
        names = [x.strip() for x in re.sub(r"//[^\n]*", "", m.group(2)).split(",") if x.strip()]
        if names and all(re.fullmatch(r"[A-Za-z_$][\w$]*", x) for x in names) and member in names:
            prefix = f"{m.group(1)}." if len(head) == 2 else ""
            return {i: prefix + x for i, x in enumerate(names)}
    return None


def enum_members(constant: str | None, lines: Sequence[str]) -> dict[int, str] | None:
    """The enum `constant` belongs to, as value -> member name; None when it is no such enum member.

    >>> src = ["const (", "\\tEraUnknown eraName = iota //不明", "\\tMeiji", "\\tTaisho", ")"]
    >>> enum_members("EraUnknown", src)
    {0: 'EraUnknown', 1: 'Meiji', 2: 'Taisho'}
    >>> enum_members("Color.Red", ["enum Color { Red, Green }"])
    {0: 'Color.Red', 1: 'Color.Green'}
    >>> enum_members("MAX", ["const (", "\\tMAX = 5", ")"]) is None
    True
    """
    if not constant:
        return None
    # Read only when the file can hold such a block: the checklist asks for each equality on a constant.
    text_has = any("iota" in ln for ln in lines), any("enum" in ln for ln in lines)
    return (_go_iota(constant, lines) if text_has[0] else None) or (
        _ts_enum(constant, lines) if text_has[1] else None
    )
