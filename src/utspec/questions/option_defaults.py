"""An option's default, for a claim about what happens "by default" (既定で, デフォルトで).

"タイムアウトした場合は既定で再試行されること" is about the code with its options left at their defaults.
The defaults are the boolean properties of an object literal bound to a name that says so
(`const defaultRetryOptions = {…, retryOnTimeout: false}` in TS/JS, `DEFAULTS = {'verify': True}` in
Python); a condition testing such an option bare (`!this.#options.retry.retryOnTimeout`) then has
the default's truth instead of being taken because the claim shares its words ("timeout", "retry").

Only booleans are read (a number or a list default is a value the walk already compares), and a
name defined twice with different values is ambiguous and read as nothing. Pure functions of the
source texts and the claim's anchors.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.anchoring import Anchor
from utspec.models import SourceText

#: A binding whose name says it holds defaults, opening an object literal (`const defaultOptions: T = {`).
_DEFAULTS_OBJECT = re.compile(
    r"(?:\b(?:const|let|var|static|readonly)\s+|^[ \t]*)#?(?P<name>\w*default\w*)\b[^=\n;]*=\s*(?:Object\.freeze\(\s*)?\{",
    re.I | re.M,
)
#: A top-level boolean property: `retryOnTimeout: false,`, `'verify': True,`, `"keepAlive": true`.
_BOOL_PROPERTY = re.compile(
    r"""^\s*['"]?(?P<key>[A-Za-z_$][\w$]*)['"]?\s*:\s*(?P<v>true|false|True|False)\s*,?\s*$"""
)
#: A bare option reference as a condition part: `this.#options.retry.retryOnTimeout`, `opts.followRedirects`.
_REFERENCE = re.compile(r"[A-Za-z_$#][\w$#]*(?:\s*\??\.\s*#?[A-Za-z_$][\w$]*)*")


def option_defaults(sources: Sequence[SourceText]) -> dict[str, bool]:
    """Option name (lower case) -> its boolean default, from the defaults objects of the sources."""
    found: dict[str, set[bool]] = {}
    for src in sources:
        text = src.text
        for m in _DEFAULTS_OBJECT.finditer(text):
            depth, start = 1, m.end()
            for i in range(start, len(text)):
                depth += text[i] in "{[("
                depth -= text[i] in "}])"
                if depth == 0:
                    body = text[start:i]
                    break
            else:
                continue
            level = 0
            for line in body.split("\n"):
                if level == 0 and (p := _BOOL_PROPERTY.match(line)):
                    found.setdefault(p.group("key").lower(), set()).add(p.group("v").lower() == "true")
                level += sum(line.count(c) for c in "{[(") - sum(line.count(c) for c in "}])")
    return {k: next(iter(v)) for k, v in found.items() if len(v) == 1}


def says_default(claim: frozenset[Anchor]) -> bool:
    """Whether a claim is about the defaults ("by default", 既定で, デフォルトで: the glossary's `default`)."""
    return any(a.kind == "word" and a.key.startswith("default") for a in claim)


def default_truth(expr: str, defaults: dict[str, bool], claim: frozenset[Anchor]) -> bool | None:
    """The truth of a bare option reference under a claim about the defaults, or None.

    >>> default_truth("this.#options.retry.retryOnTimeout", {"retryontimeout": False}, frozenset({Anchor("word", "default")}))
    False
    >>> default_truth("this.#options.retry.retryOnTimeout", {"retryontimeout": False}, frozenset())
    """
    e = expr.strip()
    if not defaults or not says_default(claim) or not _REFERENCE.fullmatch(e):
        return None
    return defaults.get(re.split(r"[.#\s?]+", e)[-1].lower())
