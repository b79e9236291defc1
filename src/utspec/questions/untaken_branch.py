"""A text is not contradicted at a branch whose condition the option settings it states make false.

npm is-valid-domain 0.1.6 (bench/questions isvaliddomain-ja-js, first run): "`isValidDomain('foo.example.com',
{subdomain: true})` returns `true`" was asked as a design-code conflict at `if (opts.subdomain === false && labels.length
> 1) return false`, and "wildcard オプションを指定しない場合、'*.example.com' は false を返すこと" as a contradicted key item at
`if (opts.wildcard && index === 0 && …) return true`: the text rules matched the option's name to the branch and read
its effect, but the setting the text states (`subdomain: true`, wildcard not given) is the one that keeps the branch
from being taken. What the branch does then says nothing about the text.

A branch is untaken when its condition is a conjunction (`&&`, `and`) of which one term is decided false by a stated
setting: `opts.NAME` (truthiness), `!opts.NAME`, `opts.NAME === literal` / `!==` (also `==`, `!=`). Settings read: an
object literal's `NAME: literal` pairs, "NAME に literal を指定/渡す", and "NAME を指定しない場合 / 省略すると / without
the NAME option" (NAME undefined). Anything else decides nothing. Pure function of the two texts.
"""

from __future__ import annotations

import re

from utspec.analyzers.brackets import split_top

_UNDEFINED = object()
_LIT = r"""(?:true|false|null|undefined|None|True|False|-?\d+(?:\.\d+)?|'[^'\n]*'|"[^"\n]*")"""
_PAIR = re.compile(rf"(?<![\w$.])(?P<name>[A-Za-z_$][\w$]*)\s*:\s*(?P<v>{_LIT})(?![\w$])")
_OBJECT = re.compile(r"\{[^{}\n]*\}")
_GIVEN = re.compile(
    rf"(?<![\w$.])`?(?P<name>[A-Za-z_$][\w$]*)`?\s*に\s*`?(?P<v>{_LIT})`?\s*を\s*(?:指定|渡|与え)"
)
_UNSET = re.compile(
    r"(?<![\w$.])`?(?P<name>[A-Za-z_$][\w$]*)`?(?:\s*オプション)?\s*(?:を|が)?\s*"
    r"(?:(?:指定しない|指定されない|指定しなかった|省略した|省略された|省略する|渡さない)(?:場合|とき|時)|省略すると)"
    r"|\bwithout\s+(?:the\s+)?`?(?P<en>[A-Za-z_$][\w$]*)`?\s+option\b",
    re.I,
)
_TERM = re.compile(
    rf"^\s*(?P<neg>!\s*)?(?:[A-Za-z_$][\w$]*\.)?(?P<name>[A-Za-z_$][\w$]*)\s*(?:(?P<op>===|!==|==|!=)\s*(?P<v>{_LIT}))?\s*$"
)


def _value(raw: str) -> object:
    low = raw.lower()
    if low in ("true", "false"):
        return low == "true"
    if low in ("null", "none"):
        return None
    if low == "undefined":
        return _UNDEFINED
    if raw[:1] in "'\"":
        return raw[1:-1]
    return float(raw)


def stated_settings(text: str) -> dict[str, object]:
    """The option settings a text states (a name stated twice with two values is left out).

    >>> stated_settings("`isValidDomain('a.b', {subdomain: true, wildcard: false})` returns `true`")
    {'subdomain': True, 'wildcard': False}
    >>> list(stated_settings("wildcard オプションを指定しない場合、'*.example.com' は false を返すこと"))
    ['wildcard']
    """
    found: list[tuple[str, object]] = []
    for obj in _OBJECT.finditer(text):
        found += [(m.group("name"), _value(m.group("v"))) for m in _PAIR.finditer(obj.group(0))]
    found += [(m.group("name"), _value(m.group("v"))) for m in _GIVEN.finditer(text)]
    found += [(m.group("name") or m.group("en"), _UNDEFINED) for m in _UNSET.finditer(text)]
    out: dict[str, object] = {}
    clashing: set[str] = set()
    for name, value in found:
        if name in out and out[name] != value:
            clashing.add(name)
        out[name] = value
    return {k: v for k, v in out.items() if k not in clashing}


def _split(condition: str, op: str) -> list[str]:
    """The condition split on `op` outside brackets and quotes (`brackets.split_top`; `untaken_literal` reads it)."""
    return split_top(condition, op)


def _truthy(value: object) -> bool:
    return value not in (_UNDEFINED, None, False, 0.0, "")


def _false_term(term: str, settings: dict[str, object]) -> bool:
    m = _TERM.match(term.strip().strip("()").strip())
    if m is None or m.group("name") not in settings:
        return False
    value = settings[m.group("name")]
    if m.group("op") is None:
        return _truthy(value) == bool(m.group("neg"))
    if m.group("neg"):
        return False
    equal = value == _value(m.group("v")) and type(value) is type(_value(m.group("v")))
    if m.group("op") in ("==", "!="):
        loose = {value, _value(m.group("v"))} <= {None, _UNDEFINED}
        equal = equal or loose
    return equal != (m.group("op") in ("===", "=="))


def untaken(text: str, condition: str) -> bool:
    """Whether the settings the text states make the branch condition false.

    >>> untaken("isValidDomain('foo.example.com', {subdomain: true}) returns true", "opts.subdomain === false && labels.length > 1")
    True
    >>> untaken("wildcard オプションを指定しない場合、'*.example.com' は false", "opts.wildcard && index === 0 && label === '*'")
    True
    >>> untaken("isValidDomain('*.example.com', {wildcard: true}) returns true", "opts.wildcard && index === 0")
    False
    >>> untaken("{subdomain: true}", "opts.subdomain === false || strict")  # a disjunction: not read
    False
    """
    settings = stated_settings(text)
    if not settings:
        return False
    if len(_split(condition, "||")) > 1 or re.search(r"\bor\b", condition):
        return False
    terms = [t for part in _split(condition, "&&") for t in re.split(r"\band\b", part)]
    return any(_false_term(t, settings) for t in terms)


__all__ = ["stated_settings", "untaken"]
