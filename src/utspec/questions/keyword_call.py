"""A key item that names a Python function and some of its keyword arguments, written as the call a reviewer runs.

"retry_call with tries=0 raises ValueError" names `retry_call`, gives `tries=0` in the code's own spelling and
says nothing of the function `f` it retries: a reviewer checks it by calling `retry_call(f, tries=0)` with any `f`.
This module writes that call (`retry_call(tries=0)`); `questions.evaluated_call` runs it with the required
parameters left out as values not said (`analyzers.py_opaque`), so the run gives an outcome only when it never
reads them (here `while 0:` returns None before `f` is touched).

The forms read: `F with k=v[, k=v][ and k=v]` (also "given", "called with") and Japanese `F に k=v を渡す/指定する`,
`F を k=v で呼ぶ/呼び出す`. Exactly one such phrase, `F` a top-level Python function of the sources, every `k` one of
its parameters, every `v` a Python literal; else None (no guess).
"""

from __future__ import annotations

import ast
import re

from utspec.models import SourceText

_LIT = r"""(?:'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|True|False|None|\([^()\n]*\)|\[[^\[\]\n]*\])"""
_PAIR = rf"`?[A-Za-z_]\w*\s*=\s*{_LIT}`?"
_PAIRS = rf"{_PAIR}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*、\s*){_PAIR})*"
_FORMS = (
    re.compile(rf"(?<![\w.`])`?(?P<f>[A-Za-z_]\w*)`?\s+(?:with|given|called\s+with)\s+(?P<kw>{_PAIRS})"),
    re.compile(
        rf"(?<![\w.`])`?(?P<f>[A-Za-z_]\w*)`?\s*に\s*(?P<kw>{_PAIRS})\s*を\s*(?:渡|指定|与え)(?:す|し)?"
    ),
    re.compile(
        rf"(?<![\w.`])`?(?P<f>[A-Za-z_]\w*)`?\s*を\s*(?P<kw>{_PAIRS})\s*で\s*呼(?:ぶ|び出す|び出し|んだ)"
    ),
)
_ONE_PAIR = re.compile(rf"(?P<k>[A-Za-z_]\w*)\s*=\s*(?P<v>{_LIT})")


def _parameters(sources: list[SourceText]) -> dict[str, frozenset[str]]:
    """Each top-level function of the Python sources and its parameter names (a name two files define left out)."""
    out: dict[str, frozenset[str]] = {}
    seen: set[str] = set()
    for src in sources:
        if not src.path.endswith(".py"):
            continue
        try:
            tree = ast.parse(src.text)
        except (SyntaxError, ValueError):
            continue
        for fn in tree.body:
            if isinstance(fn, ast.FunctionDef):
                if fn.name in seen:
                    out.pop(fn.name, None)
                    continue
                seen.add(fn.name)
                a = fn.args
                out[fn.name] = frozenset(p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs))
    return out


def keyword_call(text: str, sources: list[SourceText]) -> tuple[str, str] | None:
    """The call the text names with keyword arguments, and the text after them (its outcome), or None.

    >>> src = SourceText(path="api.py", text="def retry_call(f, fargs=None, tries=3, delay=0):\\n    pass\\n")
    >>> keyword_call("retry_call with tries=0 raises ValueError", [src])
    ('retry_call(tries=0)', ' raises ValueError')
    >>> keyword_call("retry_call に tries=0、delay=1 を渡すと None を返すこと", [src])
    ('retry_call(tries=0, delay=1)', 'と None を返すこと')
    >>> keyword_call("retry_call with jitter=1 returns None", [src]) is None  # no such parameter
    True
    >>> keyword_call("With tries=3, f is called at most 3 times", [src]) is None  # no function named
    True
    """
    parameters = _parameters(sources)
    found = [m for form in _FORMS for m in form.finditer(text) if m.group("f") in parameters]
    if len(found) != 1:
        return None
    m = found[0]
    pairs: dict[str, str] = {}
    for p in _ONE_PAIR.finditer(m.group("kw")):
        name, raw = p.group("k"), p.group("v")
        if name not in parameters[m.group("f")] or name in pairs:
            return None
        try:
            ast.literal_eval(raw)
        except (ValueError, SyntaxError):
            return None
        pairs[name] = raw
    call = f"{m.group('f')}({', '.join(f'{k}={v}' for k, v in pairs.items())})"
    return call, text[m.end() :]


__all__ = ["keyword_call"]
