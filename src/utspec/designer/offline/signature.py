"""A function's parameters and the statements of its main path, read from its source lines.

Two things a reviewer missed in the offline spec: an input that named no value when no guard gave one
("Input that passes every guard of `send_htmlmail` (see the normal-path case)" for a function with no
guard and no such case), and a normal path that asked "what does it return or write?" of a `void`
method whose observable effect is a call on a dependency (`repository.releaseAll(orderNo)`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.compiled_defaults import leading_defaults
from utspec.codetext import match_paren, split_top_level
from utspec.designer.offline.facts import function_start, python_body_start, strip_comment
from utspec.designer.offline.go_body_brace import body_brace

_SKIP = {"self", "cls", "this", "ctx", "context", "cancellationToken"}


def _name(param: str, language: str) -> str | None:
    """The parameter's name in its declaration (`email: str = ""`, `final String orderNo`, `s string`)."""
    p = re.sub(r"@\w+(?:\([^)]*\))?\s*", "", param).split("=")[0].strip()
    if not p or p.startswith("*") or p.startswith("...") or p in ("/",):
        return None
    if language in ("python", "typescript", "javascript"):
        name = p.split(":")[0].strip().rstrip("?")
    elif language == "go":
        name = p.split()[0]
    else:  # Java, C#: the last word before any default
        name = p.split()[-1] if p.split() else ""
    name = name.lstrip("&*")
    return name if re.fullmatch(r"[A-Za-z_]\w*", name) and name not in _SKIP else None


def parameters(lines: Sequence[str], symbol: str | None, line: int, language: str) -> list[str]:
    """The parameter names of the function around `line`, in order (receivers, `self`, variadics left out).

    >>> parameters(["def send(subject: str, body: str = '', *rest):", "    pass"], "send", 2, "python")
    ['subject', 'body']
    >>> parameters(["  public void release(final String orderNo, int n) {", "  }"], "A.release", 2, "java")
    ['orderNo', 'n']
    """
    start = function_start(lines, symbol, line, language)
    if start is None:
        return []
    name = (symbol or "").rsplit(".", 1)[-1]
    text = "\n".join(strip_comment(x) for x in lines[start - 1 : start + 20])
    at = text.find(name)
    paren = text.find("(", at if at >= 0 else 0)
    if paren < 0:
        return []
    inner = text[paren + 1 : match_paren(text, paren) - 1]
    names = [_name(p, language) for p in split_top_level(inner, "([{<", ")]}>")]
    if not inner.strip() and language in ("javascript", "typescript"):  # Babel declares them in the body
        return [n for n, _ in leading_defaults([t for _, t in _body(lines, symbol, line, language)])]
    return [n for n in names if n]


# An upper-case name is a module constant (base58's `alphabet: bytes = BITCOIN_ALPHABET`): the walk reads its value
# from the file (`path_value.value_of`), and a normal call omits it like a literal default.
_DEFAULT = re.compile(
    r"""=\s*(None|null|undefined|nil|True|False|true|false|-?\d+(?:\.\d+)?|'[^']*'|"[^"]*"|[A-Z][A-Z0-9_]*)\s*$"""
)


def parameter_defaults(lines: Sequence[str], symbol: str | None, line: int, language: str) -> dict[str, str]:
    """The parameters declared with a literal default (`invite_code: str | None = None`), name -> default.

    A normal run calls the function without them: the normal path takes their defaults.

    >>> parameter_defaults(["def reg(email, invite: str | None = None, n=3, *rest):", "    pass"], "reg", 2, "python")
    {'invite': 'None', 'n': '3'}
    >>> parameter_defaults(["export function f(a: number, b = 'x') {", "}"], "f", 2, "typescript")
    {'b': "'x'"}
    >>> parameter_defaults(["def enc(i: int, alphabet: bytes = BITCOIN_ALPHABET):", "    pass"], "enc", 2, "python")
    {'alphabet': 'BITCOIN_ALPHABET'}
    """
    start = function_start(lines, symbol, line, language)
    if start is None:
        return {}
    name = (symbol or "").rsplit(".", 1)[-1]
    text = "\n".join(strip_comment(x) for x in lines[start - 1 : start + 20])
    at = text.find(name)
    paren = text.find("(", at if at >= 0 else 0)
    if paren < 0:
        return {}
    inner = text[paren + 1 : match_paren(text, paren) - 1]
    out: dict[str, str] = {}
    for p in split_top_level(inner, "([{<", ")]}>"):
        if (m := _DEFAULT.search(p.strip())) is not None and (n := _name(p, language)):
            out[n] = m.group(1)
    if language in ("javascript", "typescript"):  # compiled for old engines: `if (x === void 0) { x = 1; }`
        for n, default in leading_defaults([t for _, t in _body(lines, symbol, line, language)]):
            if (m := _DEFAULT.search("= " + default)) is not None:
                out.setdefault(n, m.group(1))
    return out


def _body(lines: Sequence[str], symbol: str | None, line: int, language: str) -> list[tuple[int, str]]:
    """(number, text) of the lines of the body of the function around `line`."""
    start = function_start(lines, symbol, line, language)
    if start is None:
        return []
    if language == "python":
        first = python_body_start(lines, start)
        ind = len(lines[start - 1]) - len(lines[start - 1].lstrip())
        out = []
        open_quote = (
            ""  # inside a triple-quoted string a line at column 0 does not end the body (facts._code_lines)
        )
        for n in range(first, len(lines) + 1):
            text = lines[n - 1]
            if not open_quote and text.strip() and len(text) - len(text.lstrip()) <= ind:
                break
            out.append((n, text))
            if open_quote:
                open_quote = "" if text.count(open_quote) % 2 else open_quote
            else:
                open_quote = next((q for q in ('"""', "'''") if text.count(q) % 2), "")
        return out
    text = "\n".join(lines[start - 1 :])
    paren = text.find("(")
    after = match_paren(text, paren) if paren >= 0 else 0
    # Go: `interface{}` in the signature is a type's braces, not the body's (`go_body_brace`)
    brace = body_brace(text, after) if language == "go" else text.find("{", after)
    if brace < 0:
        return []
    end = match_paren(text, brace)
    first = start + text[:brace].count("\n")
    last = start + text[:end].count("\n")
    return [(n, lines[n - 1]) for n in range(first, min(last, len(lines)) + 1)]


_CALL_STMT = re.compile(r"^(?:await\s+)?((?:self\.|this\.)?[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\(.*\)\s*;?$")


def main_path_calls(
    lines: Sequence[str], symbol: str | None, after: int, language: str, blocks: Sequence[tuple[int, int]]
) -> list[str]:
    """Call statements on an object (`repository.releaseAll(orderNo);`) after line `after` of the function,
    outside every conditional, loop and handler block in `blocks` ((first, last) lines): the calls every
    normal run makes, which a test double observes.

    >>> src = ["void release(String no) {", "  if (x) {", "    a.b();", "  }", "  try {", "    repo.releaseAll(no);",
    ...        "  } catch (E e) {", "    log.warn(e);", "  }", "}"]
    >>> main_path_calls(src, "release", 2, "java", [(2, 4), (7, 9)])
    ['repo.releaseAll(no)']
    """
    out = []
    for n, text in _body(lines, symbol, after, language):
        if n <= after or any(a < n <= b for a, b in blocks):
            continue
        stmt = strip_comment(text).strip()
        if _CALL_STMT.match(stmt) and not stmt.startswith(("super.", "this.super")):
            out.append(stmt.rstrip(";").strip())
    return out


def function_body(lines: Sequence[str], symbol: str | None, line: int, language: str) -> list[str]:
    """The text of the body lines of the function around `line` (for `analyzers.path_value`)."""
    return [text for _n, text in _body(lines, symbol, line, language)]


def numbered_body(
    lines: Sequence[str], symbol: str | None, line: int, language: str
) -> list[tuple[int, str]]:
    """(line number, text) of the body lines of the function around `line` (what runs before a guard)."""
    return _body(lines, symbol, line, language)


__all__ = ["function_body", "main_path_calls", "numbered_body", "parameter_defaults", "parameters"]
