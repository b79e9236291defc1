"""A value said not returned "at line N" that the `return` at line N never gives.

The designer says the off side of a guard as "the function does not return `V` at line N" / 「N 行目の `return` は
実行されず、そこで `V` を返さない」, `V` being what the `return` the `if` on line N guards gives. go-uuid's
`ParseUUID` case at 16 bytes, with `V` replaced by another message of the file (`fmt.Errorf("provided reader is
nil")` for line 78's `fmt.Errorf("decoded hex is the wrong length")`), passed: a negated claim is true of any value
the line does not give, so nothing compared it. Said of line N, a value that line never returns is no statement
about that line a tester can check: the case names the wrong result. Only a plain `return` with a value, on line N
or opening the block of the `if` there, is read (a bare `return` under Go's named results gives them, which the
sentence may spell out); a callback's `return` is left alone.

>>> said_not_at_line("The function does not return `-1` at line 12; it returns `p`.")
[(12, '-1')]
>>> said_not_at_line("78 行目の `return` は実行されず、そこで `nil, err` を返さない。")
[(78, 'nil, err')]
>>> said_not_at_line("the callback passed to `map` does not return `x` at line 3")
[]
>>> line_return(["func f(b []byte) ([]byte, error) {", "\\tif len(b) != 16 {",
...              '\\t\\treturn nil, fmt.Errorf("wrong length")', "\\t}"], 2)
'nil, fmt.Errorf("wrong length")'
>>> line_return(["if (a) return -1;"], 1), line_return(["if err != nil {", "\\treturn", "}"], 1)
('-1', None)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import statement_effect
from utspec.critic.checks._elsewhere import inline_body
from utspec.critic.checks.contradicts_code.values import same
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, TestCase

_SAID = (
    re.compile(r"(?<!callback passed to )\bdoes not return `(?P<value>[^`]+)` at line (?P<line>\d+)"),
    re.compile(r"(?P<line>\d+) 行目の `return` は実行されず、そこで `(?P<value>[^`]+)` を返さない"),
)
_CALLBACK = re.compile(r"callback passed to `[^`]*`\s*$")


def said_not_at_line(expected: str) -> list[tuple[int, str]]:
    """(line, value) for each "does not return `V` at line N" of `expected` (not a callback's)."""
    out = []
    for pattern in _SAID:
        for m in pattern.finditer(expected):
            if _CALLBACK.search(expected[: m.start()].rstrip()):
                continue
            out.append((int(m.group("line")), m.group("value")))
    return out


def _balanced(text: str) -> bool:
    bare = re.sub(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`[^`]*`", "''", text)
    return all(bare.count(o) == bare.count(c) for o, c in ("()", "[]", "{}"))


def line_return(lines: Sequence[str], line: int) -> str | None:
    """The value of the `return` on `line` (1-based) or opening the block of the `if` there; None when it is no
    `return`, gives no value or spans lines."""
    if not 0 < line <= len(lines):
        return None
    effect = statement_effect(inline_body(lines[line - 1].strip()))
    if effect.kind != "return":
        if not re.sub(r"\s*(?://|#).*$", "", lines[line - 1]).rstrip().endswith(("{", ":")):
            return None  # no block opens here (`if n > 9: return 9` is read above, or not at all)
        nxt = next((t.strip() for t in lines[line : line + 3] if t.strip() and not t.strip().startswith(("//", "#"))),
                   None)  # fmt: skip
        if nxt is None or not re.match(r"return\b", nxt):
            return None
        effect = statement_effect(nxt)
        if not _balanced(nxt):
            return None
    return effect.value if effect.kind == "return" and effect.value else None


def negated_line_hits(
    inp: ReviewInput, case: TestCase, items: list[ChecklistItem], msg: Catalog
) -> list[str]:
    """A value said not returned at a cited line whose `return` gives another one."""
    out = []
    for line, said in said_not_at_line(case.expected):
        item = next((i for i in items if i.line == line and i.file), None)
        src = next((s.text.split("\n") for s in inp.sources if item and s.path == item.file), None)
        value = line_return(src, line) if src else None
        if (
            item is None
            or value is None
            or same(said, value)
            or re.sub(r"\s+", "", said) in re.sub(r"\s+", "", value)
        ):
            continue
        out.append(
            msg("semantic_paths.code_line_returns_other", line=line, value=value, said=said, ref=item.id)
        )
    return out


__all__ = ["line_return", "negated_line_hits", "said_not_at_line"]
