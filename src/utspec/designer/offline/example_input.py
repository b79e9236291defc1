"""An example input that names no function is a call of the package's one parser.

japanese-numbers-python's README lists what it reads under a lead-in ("The followings are example patterns what can
be parsed." then the bullets "二千万百一円", "5百万", …), and its key items say "「十二万」は 120000 と読む" without
naming `to_arabic`: none shares a word with any case, so each was "not tried" or had no anchor. A reviewer reads each
as a call of the one thing the package does: its `__init__.py` exports `to_arabic` and `to_arabic_numbers`, and the
second only hands its input to the first, so the package has one parser. The statement is that parser's call on the
quoted input (`to_arabic('二千万百一円')`); which case it belongs on is then the call's to decide, never the words: the
call-values walk (call_path.py), or, for a parser with no way out but its end (no early `return`, no `raise` of its
own), the normal path every returning call takes.

Strict on purpose: a package whose exports are several functions that do work, an input that is a sentence, code or a
function's name, or a bullet under no examples lead-in makes no call.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from utspec.models import Requirement, SourceText

#: A statement that introduces example inputs: "example patterns what can be parsed", "for example:", "入力例".
_LEAD_IN = re.compile(
    r"\b(?:examples?|patterns?|samples?)\b[^.。]*(?:pars|read|convert|recogni[sz]|accept|handl)|"
    r"(?:例|パターン)[^。]*(?:解析|読|変換|認識|扱)|(?:入力例|例えば|次のような|以下のような)[^。]*[:：]\s*$",
    re.IGNORECASE,
)
#: A bare input: one token, no code quote, call, link or path.
_BARE = re.compile(r"^[^\s`()\[\]<>{}/\\|*#]{1,40}$")
#: The first quoted input of a key item: 「…」 (a nested 「」 ends it) or a straight-quoted string.
_QUOTED = re.compile(r"「(?P<ja>[^「」\n]{1,40})」|'(?P<single>[^'\n]{1,40})'|\"(?P<double>[^\"\n]{1,40})\"")


def sole_parser(sources: Sequence[SourceText]) -> str | None:
    """The one function a Python package exports that does the work, or None.

    The exports are the functions a package's `__init__.py` imports (or lists in `__all__`); one whose body only
    returns a call of another export is a view of it (`to_arabic_numbers` returns `tuple(... to_arabic(val) ...)`).

    >>> init = SourceText(path="p/__init__.py", text="from p.parser import (\\n  parse,\\n  parse_numbers\\n)\\n")
    >>> mod = SourceText(path="p/parser.py", text='''def parse(val):
    ...     return [val]
    ...
    ... def parse_numbers(val):
    ...     return tuple(x for x in parse(val))
    ... ''')
    >>> sole_parser([init, mod])
    'parse'
    >>> sole_parser([init, SourceText(path="p/parser.py", text="def parse(v):\\n    return v\\n\\ndef parse_numbers(v):\\n    return 1\\n")]) is None
    True
    """
    exported: set[str] = set()
    listed: set[str] = set()  # `__all__`: the package says what it exports (alphabet2kana's `["a2k"]`)
    bodies: dict[str, list[ast.FunctionDef]] = {}
    for src in sources:
        if not src.path.endswith(".py"):
            continue
        try:
            tree = ast.parse(src.text)
        except (SyntaxError, ValueError):
            return None
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                bodies.setdefault(node.name, []).append(node)
            if src.path.endswith("__init__.py"):
                exported |= _exports(node)
                listed |= _listed(node)
    exported = listed or exported
    functions = {name for name in exported if len(bodies.get(name, [])) == 1}
    if len(functions) != len(exported) or not functions:
        return None  # a class, a constant or a name two modules define: not one parser
    working = [name for name in functions if not _delegates(bodies[name][0], functions - {name})]
    return working[0] if len(working) == 1 else None


def _exports(node: ast.stmt) -> set[str]:
    if isinstance(node, ast.ImportFrom) and node.module != "__future__":
        return {a.asname or a.name for a in node.names if a.name != "*"}
    return set()


def _listed(node: ast.stmt) -> set[str]:
    if isinstance(node, ast.Assign) and any(
        isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
    ):
        if isinstance(node.value, (ast.List, ast.Tuple)):
            return {
                e.value for e in node.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)
            }
    return set()


def _delegates(fn: ast.FunctionDef, others: set[str]) -> bool:
    """Whether the function's body (its docstring aside) is one `return` of an expression calling another export."""
    body = [s for s in fn.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    if len(body) != 1 or not isinstance(body[0], ast.Return) or body[0].value is None:
        return False
    called = {
        n.func.id for n in ast.walk(body[0].value) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
    }
    return bool(called & others)


def _call(parser: str, value: str) -> str:
    return f"{parser}({value!r})"


def listed_input(req: Requirement, lead_in: Requirement | None, parser: str | None) -> str | None:
    """The call a bare bullet under an examples lead-in states: `to_arabic('二千万百一円')`, else None.

    >>> lead = Requirement(id="DR-4", file="R.md", line=7, kind="sentence",
    ...                    text="The followings are example patterns what can be parsed.")
    >>> item = Requirement(id="DR-5", file="R.md", line=9, kind="bullet", text="二千万百一円")
    >>> listed_input(item, lead, "to_arabic")
    "to_arabic('二千万百一円')"
    >>> listed_input(item.model_copy(update={"text": "support negative types"}), lead, "to_arabic") is None
    True
    """
    if parser is None or lead_in is None or req.kind != "bullet" or lead_in.file != req.file:
        return None
    if not _LEAD_IN.search(lead_in.text) or not _BARE.match(req.text.strip()):
        return None
    return _call(parser, req.text.strip())


def quoted_input(text: str, functions: frozenset[str], parser: str | None) -> str | None:
    """The call a key item naming an input but no function states: "「十二万」は 120000 と読む" is `to_arabic('十二万')`.

    >>> quoted_input("「十二万」は 120000 と読む", frozenset({"to_arabic"}), "to_arabic")
    "to_arabic('十二万')"
    >>> quoted_input("`to_arabic('abc')` は空のリストを返す", frozenset({"to_arabic"}), "to_arabic") is None
    True
    """
    if parser is None or "`" in text or "(" in text.replace("（", "(").split("「", 1)[0]:
        return None
    lowered = text.lower()
    if any(re.search(rf"(?<![\w]){re.escape(f.lower())}(?![\w])", lowered) for f in functions):
        return None  # it names a function: the other rules read it
    m = _QUOTED.search(text)
    if m is None:
        return None
    value = m.group("ja") or m.group("single") or m.group("double")
    return _call(parser, value) if value and _BARE.match(value) else None


def lead_ins(requirements: Sequence[Requirement]) -> dict[str, Requirement]:
    """Each bullet's lead-in: the statement just above its run of bullets in the same file."""
    out: dict[str, Requirement] = {}
    lead: Requirement | None = None
    for prev, req in zip([None, *requirements], requirements, strict=False):
        if req.kind != "bullet":
            lead = None
            continue
        if prev is not None and prev.kind != "bullet" and prev.file == req.file:
            lead = prev
        elif prev is None or prev.file != req.file:
            lead = None
        if lead is not None:
            out[req.id] = lead
    return out


__all__ = ["lead_ins", "listed_input", "quoted_input", "sole_parser"]
