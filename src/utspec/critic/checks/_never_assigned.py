"""An assignment said to happen that no line of the cited code's file makes.

`_elsewhere` finds the lines that make exactly the assignment a result states and asks whether the
case is under them. When there are none at all ("`counter` becomes `counter + 2`" where the file only
writes `counter = 0` and `counter++`), the stated assignment is made up: a number + 1 or a result
moved from a case about another name. Only a value that is an expression of names (`counter + 2`,
`conv(text)`) is judged; a literal may be the value the case's input works out to (`fee` becomes
`1170`), which the code never writes as such. Every line of the file that assigns the name must be
read as an assignment (`x = …`, `x := …`, `x += …`, `x++`), else the file may make it in a form not
read here and nothing is said; a value that is a piece of an assigned expression (a conditional's arm)
or that continues a line cut short may be the case's worked value and is not judged either.

>>> lines = ["var counter byte = 0", "if counter == 2 {", "    counter = 0", "} else {", "    counter++", "}"]
>>> other_values(lines, "counter", "counter + 2")
['0', '0', 'counter + 1']
>>> other_values(lines, "counter", "counter + 1") is None
True
>>> other_values(lines, "counter", "7") is None
True
>>> other_values(["total = sum(xs)", "total, n = f()"], "total", "total + 1") is None
True
>>> other_values(["end = min(a > n ? n : a + w, n)"], "end", "n") is None  # an arm of what is assigned
True
>>> other_values(['error = "got %d: %s" % ('], "error", '"got %d: %s" % ( len(keys)…') is None  # cut short
True
>>> other_values(["const U = o.bits", "  ? (o.b ? A : B)", "  : C;"], "U", "(o.b ? A : B)") is None  # over lines
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.analyzers.constant_members import member_literal
from utspec.analyzers.effects import statement_effect
from utspec.codetext import top_level_operators
from utspec.designer.offline.facts import strip_comment


def _spacing(text: str) -> str:
    return re.sub(r"\s+", "", text).strip("`")


def other_values(lines: Sequence[str], name: str, value: str,
                 same: Callable[[str, str], bool] | None = None) -> list[str] | None:  # fmt: skip
    """What the file assigns `name` when no line assigns it `value` (an expression of names); else None."""
    alike = same or (lambda a, b: _spacing(a) == _spacing(b))
    value = value.strip().strip("`")
    if not re.search(r"[A-Za-z_$]", value) or not re.fullmatch(r"[A-Za-z_$][\w$.]*", name):
        return None
    word = rf"(?<![\w.$]){re.escape(name)}(?![\w$])"
    # The name before a line's first lone `=` (an assignment of it or of a tuple holding it), or stepped.
    at = re.compile(rf"^[^=]*{word}[^=]*(?<![=!<>])=(?![=>])|{word}\s*(?:\+\+|--)|(?:\+\+|--){word}")
    declared = re.compile(
        rf"^\s*(?:(?:var|let|const|val|final|auto|static)\s+)*(?:[\w<>\[\].*]+\s+)?{word}"
        rf"(?:\s*:\s*[^=]+|\s+[\w\[\].*]+)?\s*:?=\s*(.+?);?\s*$"
    )
    found: list[str] = []
    for line in statements(lines):
        if not at.search(line):
            continue
        e = statement_effect(line.strip())
        if e.kind == "assign" and e.name and alike(e.name, name) and e.value:
            got = e.value
        elif m := declared.match(line):  # `var counter byte = 0`, `let n: number = 0`
            got = m.group(1)
        else:
            return None  # assigned in a form not read here (a tuple, a keyword argument)
        if alike(got, value) or _part_of(value, got) or _defaults_to(value, got, lines):
            return None
        found.append(got)
    return found or None


def statements(lines: Sequence[str]) -> list[str]:
    """The lines without trailing comments, a line continued by lines opening with `?`, `:`, `.`, `||`, `&&`, `??`
    or `+` joined to it (pretty-bytes' `const UNITS = options.bits⏎ ? (…)⏎ : (…);` sets `UNITS` to the whole
    conditional, not to `options.bits`; pretty-ms's `x = c ? a : b; // Cannot use Math.abs()`).

    >>> statements(["const U = o.bits", "  ? (o.b ? A : B)", "  : C;", "x = 1 // one", "y = 2"])
    ['const U = o.bits ? (o.b ? A : B) : C;', 'x = 1', 'y = 2']
    """
    out: list[str] = []
    for raw in lines:
        line = strip_comment(raw).rstrip()
        if out and line.strip().startswith(("?", ":", ".", "||", "&&", "??", "+ ")) and not out[-1].rstrip().endswith(
                (";", "{", "}")):  # fmt: skip
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
            continue
        out.append(line)
    return out


def _defaults_to(value: str, made: str, lines: Sequence[str]) -> bool:
    """`made` falls back (`??`, `||`, `or`) to a member of the file's constant object holding `value`: textlint's
    `const isStrict = options.strict ?? defaultOptions.strict` with `strict: false` does make `isStrict` false.

    >>> _defaults_to("false", "options.strict ?? defaults.strict", ["const defaults = {", "  strict: false", "};"])
    True
    >>> _defaults_to("true", "options.strict ?? defaults.strict", ["const defaults = {", "  strict: false", "};"])
    False
    """
    ops = [(i, op) for i, op in top_level_operators(made, ("??", "||", " or "), quotes=True)]
    if not ops:
        return False
    at, op = ops[-1]
    fallback = member_literal(made[at + len(op) :].strip(), lines)
    return fallback is not None and _spacing(fallback) == _spacing(value)


def _part_of(value: str, made: str) -> bool:
    """`value` is a piece of what a line assigns (a conditional's arm, `Math.min(…, len)`), or that line is cut
    short (a statement over several lines: `"… %s" % (`), so the value may be what the case works out."""
    v, m = _spacing(value).rstrip("…"), _spacing(made).rstrip("…")
    return v in m or (len(m) >= 3 and v.startswith(m)) or m.endswith(("(", "[", "{", ",", "+", "?", ":"))
