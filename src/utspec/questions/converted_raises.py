"""A design statement saying a value is converted, under the heading of the function that converts, where that
function raises for the value.

roman 4.2 (bench/questions roman-ja-py, roman-C1): under "## toRoman(n)" the design says "0 は N に変換する（ローマ数字の
ゼロ…）", and the edited range check `if not (0 < n < 5000): raise OutOfRangeError(…)` raises for 0. The statement
names its input in words or as a literal (`worded_input.input_value`) and says it is converted ("X は Y に変換する",
"X is converted to Y"); the heading names the function. Running the function on the input (`py_eval` / `js_eval`)
and reaching a raise disagrees with "converted" whatever Y is, so Y is never read (no guess at `N` being 'N'). A
return says nothing here. The place is the test that sent the call to its raise.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers import js_eval
from utspec.analyzers.py_eval import call_outcome
from utspec.models import Requirement, SourceText
from utspec.questions.worded_input import input_value

_JA = re.compile(
    r"^\W*(?P<x>[^。、]{1,30}?)\s*は\s*(?P<y>[^\s、。]{1,20}?)\s*に変換(?:する|される|します|されます)"
)
_EN = re.compile(
    r"^\W*(?P<x>[^.,;]{1,30}?)\s+(?:is\s+converted|converts|is\s+turned)\s+(?:in)?to\s+(?P<y>\S+)", re.I
)
_HEADING_CALL = re.compile(r"(?:^|[\s`.])(?P<name>[A-Za-z_$][\w$]*)\s*\(")
_DEF = {
    "py": r"^def\s+{}\s*\(",
    "js": r"^(?:export\s+)?(?:async\s+)?function\s*\*?\s*{}\s*\(|^(?:export\s+)?(?:const|let|var)\s+{}\s*=",
}


@dataclass(frozen=True)
class ConvertedRaises:
    req: Requirement
    call: str
    file: str
    line: int
    """The test that sent the call to its raise (else the raise itself)."""
    raised: str
    raise_line: int


def _defining(name: str, sources: Sequence[SourceText]) -> tuple[SourceText, str] | None:
    found = []
    for src in sources:
        kind = (
            "py"
            if src.path.endswith(".py")
            else "js"
            if src.path.endswith((".js", ".mjs", ".cjs", ".ts"))
            else None
        )
        if kind and re.search(_DEF[kind].format(*[re.escape(name)] * 3), src.text, re.M):
            found.append((src, kind))
    return found[0] if len(found) == 1 else None


def converted_raises(
    requirements: Sequence[Requirement], sources: Sequence[SourceText]
) -> list[ConvertedRaises]:
    """Each "X は Y に変換する" under a function's heading whose call on X raises.

    >>> src = SourceText(path="r.py", text="def toRoman(n):\\n    if not (0 < n < 5000):\\n        raise ValueError('range')\\n    return 'I'\\n")
    >>> r = Requirement(id="DR-1", file="d.md", line=21, kind="bullet", text="0 は N に変換する（ローマ数字のゼロ）。", section="toRoman(n)")
    >>> [(c.call, c.line, c.raised) for c in converted_raises([r], [src])]
    [('toRoman(0)', 2, 'ValueError')]
    >>> converted_raises([Requirement(id="DR-2", file="d.md", line=3, kind="bullet", text="1 は I に変換する。", section="toRoman(n)")], [src])
    []
    """
    out = []
    for r in requirements:
        m = _JA.match(r.text) or _EN.match(r.text)
        heading = _HEADING_CALL.search(r.section or "")
        if m is None or heading is None or (found := _defining(heading.group("name"), sources)) is None:
            continue
        src, kind = found
        value = input_value(m.group("x"))
        if value is None or value in ("inf", "-inf", "nan", "[]"):
            continue
        call = f"{heading.group('name')}({value})"
        if kind == "py":
            outcome = call_outcome(src.text, call)
        else:
            outcome = js_eval.call_outcome(
                [(s.path, s.text) for s in sources if not s.path.endswith(".py")], call
            )
        if outcome is None or outcome.kind != "raise":
            continue
        path = [n for n in outcome.path if n != outcome.line]
        at = path[-1] if path and outcome.file in ("", src.path) else outcome.line
        out.append(ConvertedRaises(r, call, outcome.file or src.path, at, str(outcome.value), outcome.line))
    return out


__all__ = ["ConvertedRaises", "converted_raises"]
