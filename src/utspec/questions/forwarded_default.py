"""An overload that supplies a default by forwarding a literal, against a statement giving another value.

Commons Lang's `toInt(final String str) { return toInt(str, 0); }` is documented "returning `zero` if the conversion
fails": the one-argument overload's whole body forwards to the two-argument one, passing the literal for its
`defaultValue` parameter, which that overload returns when the conversion fails. When a statement about the
forwarding overload (its heading or a call with its number of arguments names it) says which value comes back on
that path ("returning `zero` if …", "`zero` is returned", "toInt("abc") returns 0") and the forwarded literal is
another, a test written from the statement fails: a design-code conflict, or a contradicted key item.

Only a literal passed for a parameter whose name says it is the default (`defaultValue`, `fallback`), in an
overload that `return`s that parameter somewhere; only a statement that says the value is returned on the default's
path (failure or null words), or a call whose arguments hold no digit (a parse of "abc" cannot give the number).
Pure functions of the texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from utspec.codetext import split_top_level
from utspec.models import SourceText

#: A C-family function header: its name and its parameter list, the body's brace on the same line.
_HEADER = re.compile(
    r"(?<![\w$.])(?P<name>[A-Za-z_$][\w$]*)\s*\((?P<params>[^()]*)\)\s*(?:throws\s+[\w.,\s]+)?\{"
)
_LITERAL = re.compile(r"-?\d+(?:\.\d+)?[lLfFdD]?|true|false|null|\"[^\"]*\"|'[^']*'")
_DEFAULT_PARAM = re.compile(r"(?i)default|fallback|dflt")
#: Number words a statement may write a returned value with ("returning `zero`").
_WORDS = {"zero": "0", "one": "1", "two": "2", "minus one": "-1", "negative one": "-1"}
_VALUE = r"`?(?P<v>-?\d+(?:\.\d+)?|zero|one|two|minus one|negative one|null|true|false)`?"
#: "returning zero", "returns 0", "zero is returned", "0 を返す".
_RETURNED = (
    re.compile(rf"\breturn(?:s|ing)?\s+(?:the\s+value\s+)?{_VALUE}(?![\w.])", re.I),
    re.compile(rf"(?<![\w.]){_VALUE}\s+is\s+returned\b", re.I),
    re.compile(rf"(?<![\w.]){_VALUE}\s*(?:を|が)\s*(?:返す|返る|返され|返却)"),
)
#: Words saying the value is the one for a failure or a missing input: the default's path.
_FAILURE = re.compile(
    r"(?i)\bfail|\binvalid|\bnull\b|\bnone\b|\bcannot\b|\bnot\s+(?:a\s+)?(?:valid|number)|失敗|不正|変換でき"
)


@dataclass(frozen=True)
class Forwarded:
    """A one-statement overload passing a literal for its sibling's default parameter."""

    function: str
    arity: int
    """How many parameters the forwarding overload takes (how a call or heading names it)."""
    param: str
    value: str
    file: str
    line: int
    statement: str


@dataclass(frozen=True)
class ForwardedClaim:
    forwarded: Forwarded
    claimed: str


def _param_name(param: str) -> str:
    """`final String str` → `str`; `str: string` → `str`; `int x = 0` → `x`."""
    p = param.split("=")[0].strip()
    if ":" in p:
        return p.split(":")[0].strip().lstrip("?")
    words = re.findall(r"[A-Za-z_$][\w$]*", p)
    return words[-1] if words else ""


def _params(params: str) -> list[str]:
    return [_param_name(p) for p in split_top_level(params) if p.strip()]


def _body(text: str, brace: int) -> tuple[str, int]:
    """The text inside the braces opening at `brace`, and the offset after its closing brace."""
    depth = 0
    for i in range(brace, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[brace + 1 : i], i + 1
    return text[brace + 1 :], len(text)


def _functions(src: SourceText) -> Iterator[tuple[str, list[str], str, int]]:
    """Every function of a C-family source: name, parameter names, body, and the line of the header."""
    text = src.text
    for m in _HEADER.finditer(text):
        if m.group("name") in ("if", "for", "while", "switch", "catch", "synchronized", "function"):
            continue
        body, _ = _body(text, m.end() - 1)
        yield m.group("name"), _params(m.group("params")), body, text.count("\n", 0, m.start()) + 1


def forwards(sources: Sequence[SourceText]) -> list[Forwarded]:
    """The overloads of `sources` whose whole body forwards a literal to a sibling's default parameter.

    >>> java = SourceText(path="N.java", text='''class N {
    ...     static int toInt(final String str) {
    ...         return toInt(str, -1);
    ...     }
    ...     static int toInt(final String str, final int defaultValue) {
    ...         try { return Integer.parseInt(str); } catch (NumberFormatException e) { return defaultValue; }
    ...     }
    ... }''')
    >>> forwards([java])
    [Forwarded(function='toInt', arity=1, param='defaultValue', value='-1', file='N.java', line=3, statement='return toInt(str, -1);')]
    """
    out = []
    for src in sources:
        funcs = list(_functions(src))
        lines = src.text.split("\n")
        for name, params, body, line in funcs:
            call = re.fullmatch(rf"\s*return\s+{re.escape(name)}\s*\((?P<args>.*)\)\s*;\s*", body, re.S)
            if call is None:
                continue
            args = [a.strip() for a in split_top_level(call.group("args"))]
            for other, oparams, obody, _ in funcs:
                if other != name or len(oparams) != len(args) or oparams == params:
                    continue
                for i, arg in enumerate(args):
                    p = oparams[i]
                    if (_LITERAL.fullmatch(arg) and _DEFAULT_PARAM.search(p)
                            and re.search(rf"\breturn\s+{re.escape(p)}\s*;", obody)):  # fmt: skip
                        at = next((n for n in range(line, len(lines) + 1) if "return" in lines[n - 1]), line)
                        value = re.sub(r"[lLfFdD]$", "", arg) if arg[:1].isdigit() or arg[:1] == "-" else arg
                        out.append(
                            Forwarded(name, len(params), p, value, src.path, at, lines[at - 1].strip())
                        )
    return out


def _arity_named(text: str, function: str) -> int | None:
    """How many arguments the text's call or signature of `function` has (`toInt("abc")`, `toInt(String)`)."""
    m = re.search(rf"(?<![\w$]){re.escape(function)}\s*\((?P<args>[^()]*)\)", text)
    if m is None:
        return None
    return len([a for a in split_top_level(m.group("args")) if a.strip()])


def _returned(text: str) -> str | None:
    for pattern in _RETURNED:
        if m := pattern.search(text):
            v = m.group("v").lower()
            return _WORDS.get(v, v)
    return None


def _same(a: str, b: str) -> bool:
    try:
        return float(a) == float(b)
    except ValueError:
        return a.strip("\"'").lower() == b.strip("\"'").lower()


def forwarded_claim(text: str, sources: Sequence[SourceText], section: str = "") -> ForwardedClaim | None:
    """The forwarding overload a statement is about and the other value it says comes back, or None.

    >>> java = SourceText(path="N.java", text='''static int toInt(final String str) {
    ...     return toInt(str, -1);
    ... }
    ... static int toInt(final String str, final int defaultValue) {
    ...     if (str == null) { return defaultValue; }
    ...     return Integer.parseInt(str);
    ... }''')
    >>> forwarded_claim('NumberUtils.toInt("abc") returns 0', [java]).claimed
    '0'
    >>> forwarded_claim("Convert a `String` to an `int`, returning `zero` if the conversion fails.", [java],
    ...                 "NumberUtils.toInt(String)").forwarded.value
    '-1'
    >>> [forwarded_claim(t, [java], s) for t, s in [('toInt("12") returns 12', ""), ('toInt("abc") returns -1', ""),
    ...     ("returning a default value if the conversion fails", "NumberUtils.toInt(String, int)")]]
    [None, None, None]
    """
    fwd = forwards(sources)
    if not fwd or (claimed := _returned(text)) is None:
        return None
    for f in fwd:
        in_text = _arity_named(text, f.function)
        arity = in_text if in_text is not None else _arity_named(section, f.function)
        if arity != f.arity or _same(claimed, f.value):
            continue
        call = re.search(rf"(?<![\w$]){re.escape(f.function)}\s*\((?P<args>[^()]*)\)", text)
        no_digits = call is not None and not re.search(r"\d", call.group("args"))
        if _FAILURE.search(text) or no_digits:
            return ForwardedClaim(f, claimed)
    return None
