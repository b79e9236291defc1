"""A key item whose value is decided inside a call the inputs do not define: ask, do not take it as matched.

ftplib's `size()` reads `resp = self.sendcmd('SIZE ' + filename)` and then tests `resp[:3] == '213'`.
"SIZE が 550 を返した場合は None を返すこと" names `size` and a reply code, but what a 550 reply does is
decided in `sendcmd` (which, in the real module, raises `error_perm` before `size` can return), and
`sendcmd` is not in the inputs. The key item shares words with the code, so it would be "anchored" and
cited as evidence for an outcome no input shows; it is asked instead, naming the call.

The rule: the claim names a value; a function it names (every word of its name but the verb,
`predicates.named_by`) assigns a local from a call to a function no source defines, a condition of
that function tests the local as a code (its name is a reply, response, status or code, or the
claim's words meet it), and no condition of the function names the value (`DELE に 250` against
`resp[:3] in {'250', '200'}` is decided where it is read). Pure functions of checklist items and source texts.
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.callers import body
from utspec.questions.claims import claim
from utspec.questions.literals import words
from utspec.questions.predicates import named_by
from utspec.questions.set_conflicts import loose

_ASSIGN = re.compile(r"^\s*(?:(?:const|let|var|final|val)\s+)?(?:[\w<>\[\]]+\s+)?(?P<var>[a-z_]\w*)\s*:?=\s*(?:await\s+)?"
                     r"(?:(?:self|this)\.)?(?P<fn>[A-Za-z_]\w*)\s*\(")  # fmt: skip
_CODE_WORDS = frozenset("resp response reply status code statuscode rc".split())


#: Calls a language provides, never defined by the inputs (`str(x)`, `Number(v)`, `parseInt(v)`).
_GLOBALS = frozenset(dir(builtins)) | frozenset(
    "parseInt parseFloat require fetch setTimeout encodeURIComponent".split()
)


def _builtin(name: str, line: str) -> bool:
    """A language's own function or a constructor (`str(…)`, `new Url(…)`, `Number(…)`), not a left-out one."""
    own = re.search(rf"(?:self|this)\.{re.escape(name)}\s*\(", line) is not None
    return not own and (name in _GLOBALS or name[:1].isupper())


@dataclass(frozen=True)
class UndefinedCall:
    file: str
    line: int
    call: str
    """The called function as written (`self.sendcmd`)."""
    value: str
    """The key item's value(s), as written for a test."""


def defined(name: str, sources: Sequence[SourceText], checklist: Sequence[ChecklistItem]) -> bool:
    """Whether some input defines a function or method called `name`.

    >>> defined("sendcmd", [SourceText(path="a.py", text="def voidcmd(self):\\n    return self.sendcmd(x)\\n")], [])
    False
    >>> defined("getresp", [SourceText(path="a.py", text="    def getresp(self):\\n")], [])
    True
    """
    if any((i.symbol or "").split(".")[-1] == name for i in checklist):
        return True
    pattern = re.compile(
        rf"\b(?:def|function|func)\s+(?:\([^)]*\)\s*)?{re.escape(name)}\s*[(<]"
        rf"|^\s*(?:(?:public|private|protected|static|async|final|override|synchronized)\s+)*(?:[\w<>\[\],?]+\s+)?"
        rf"{re.escape(name)}\s*\([^;]*\)\s*(?:throws\s+[\w.,\s]+)?\{{"
        rf"|\b{re.escape(name)}\s*[=:]\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|\w+\s*=>)",
        re.M,
    )  # fmt: skip
    return any(pattern.search(s.text) for s in sources)


def undefined_call(
    text: str, checklist: Sequence[ChecklistItem], sources: Sequence[SourceText]
) -> UndefinedCall | None:
    """The call a key item's value is decided in when no input defines it (see the module docstring)."""
    c = claim(text)
    if not c.values:
        return None
    by_symbol: dict[tuple[str, str], list[ChecklistItem]] = {}
    for it in checklist:
        if it.symbol:
            by_symbol.setdefault((it.file, it.symbol), []).append(it)
    texts = {s.path: s for s in sources}
    for (file, symbol), items in by_symbol.items():
        src = texts.get(file)
        if src is None or not named_by(symbol, c.anchors):
            continue
        first = min(i.line for i in items)
        last = max(i.end_line for i in items)
        fn_text = body(src.text, symbol, first, last)
        start = last - len(fn_text.split("\n")) + 1
        conds = [i for i in items if i.kind is Kind.BRANCH]
        plain = [v.strip("'\"") for v in c.values]
        if any(re.search(rf"(?<![\w.]){re.escape(v)}(?![\w.])", i.text) for i in conds for v in plain):
            continue  # the function decides on the value itself (`resp[:3] in {'250', '200'}`)
        for n, line in enumerate(fn_text.split("\n"), start=start):
            m = _ASSIGN.match(line)
            if m is None or _builtin(m.group("fn"), line) or defined(m.group("fn"), sources, checklist):
                continue
            var = m.group("var")
            var_words = words(var)
            tested = [i for i in conds if i.line > n and re.search(rf"(?<![\w.]){re.escape(var)}\b", i.text)]
            code_like = any(w in _CODE_WORDS for w in var_words) or any(
                loose(a, c.anchors) for a in c.anchors if a.kind == "word" and a.key in var_words
            )
            if tested and code_like:
                written = re.search(rf"(?:(?:self|this)\.)?{re.escape(m.group('fn'))}(?=\s*\()", line)
                named = set(words(symbol.split(".")[-1]))
                shown = [v for v in c.values if v.strip("'").lower() not in named] or list(c.values)
                return UndefinedCall(
                    file, n, written.group(0) if written else m.group("fn"), ", ".join(shown)
                )
    return None
