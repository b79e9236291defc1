"""The parameter a key item's one-argument call binds its value to (`setnchannels(4)` → `nchannels`).

The flow walk (`flow.py`) gives a claim's value to the conditions whose subject shares the claim's
words. "setnchannels(4) raises sunau.Error" shares no word with `nchannels not in (1, 2, 4)`
(`setnchannels` is one word, `nchannels` another), so the walk found no condition about 4 and gave
no verdict. A call with one argument (an ellipsis `...` for the rest, as in `setcomptype('ALAW', ...)`,
leaves the first bound by position) binds it to the function's first parameter: that name is what the
claim's value is about. Python `def` and JavaScript/TypeScript `function` heads are read.
Pure function of the text and the sources.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem, SourceText
from utspec.questions.call_args import arguments

_CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
#: Arguments that stand for "the rest" in prose, not for a value.
ELLIPSIS = frozenset({"...", "…"})
_RECEIVERS = frozenset({"self", "cls", "this"})


def _head(name: str, sources: Sequence[SourceText]) -> list[str] | None:
    pat = re.compile(rf"(?:\bdef|\bfunction)\s+{re.escape(name)}\s*\(")
    for s in sources:
        m = pat.search(s.text)
        if m:
            args = arguments(s.text, m.end() - 1)
            return [re.split(r"[:=\s]", a.lstrip("*"), maxsplit=1)[0] for a in args]
    return None


def bound_parameters(text: str, sources: Sequence[SourceText]) -> dict[str, tuple[str, str]]:
    """{function name: (parameter, argument)} for each call in `text` with one argument given (the rest an ellipsis).

    >>> src = [SourceText(path="a.py", text="class W:\\n    def setnchannels(self, nchannels):\\n        pass")]
    >>> bound_parameters("setnchannels(4) raises Error", src)
    {'setnchannels': ('nchannels', '4')}
    >>> bound_parameters("setnchannels(4, 5) raises Error", src)
    {}
    """
    out: dict[str, tuple[str, str]] = {}
    for m in _CALL.finditer(text):
        args = arguments(text, m.end() - 1)
        if not args or args[0] in ELLIPSIS or len([a for a in args if a not in ELLIPSIS]) != 1:
            continue
        params = [p for p in (_head(m.group(1), sources) or []) if p and p not in _RECEIVERS]
        if params:
            out[m.group(1)] = (params[0], args[0])
    return out


_LITERAL = re.compile(r"""-?\d+(?:\.\d+)?|'[^'\n]*'|"[^"\n]*"|True|False|None|true|false|null""")


def called_refs(
    text: str, sources: Sequence[SourceText], checklist: Sequence[ChecklistItem]
) -> tuple[str, ...]:
    """The checklist items a key item is about when it calls a function of the code with one literal:
    the function's items that test the parameter bound to it first (at most 3).

    "setnframes(-1) raises sunau.Error" shared too few words with any one line (`nframes < 0`) and was
    reported as matching nothing; "setnchannels(3) raises …" was anchored on `sampwidth not in (1, 2, 3, 4)`,
    which shares the number. A call names its function, as a worked example does (`anchoring.worked_example`).
    """
    for name, (param, arg) in bound_parameters(text, sources).items():
        if not _LITERAL.fullmatch(arg):
            continue
        items = [i for i in checklist if (i.symbol or "").rsplit(".", 1)[-1] == name]
        about = [i for i in items if re.search(rf"(?<![\w.]){re.escape(param)}(?!\w)", i.text)]
        if refs := tuple(i.id for i in (about or items))[:3]:
            return refs
    return ()
