"""Same-file functions of more than one statement, for the path walk to run with the arguments bound (issue 12).

base58's `b58decode` starts with `v = scrub_input(v)` and pyhumps' `pascalize` ends with `s = camelize(…)`: the walk
gave up at such a call (802 of the cases whose expected result named nothing checkable stopped at a name a call had
overwritten), since `one_return` reads only helpers whose body is one `return expr`. A callee here is a module-level
function as `one_return.definitions` finds it, with plain parameters (a default allowed, no `*args`, no
destructuring). `path_value` runs its body as it runs the caller's, at most `DEPTH` calls deep and never into a
function already being run: a deep or recursive chain gives no value rather than a guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from utspec.analyzers.brackets import split_top
from utspec.analyzers.one_return import definitions

#: How many calls deep the walk follows same-file functions (a caller's callee's callee, no further).
DEPTH = 2


class Callee(NamedTuple):
    params: tuple[str, ...]
    defaults: tuple[str | None, ...]  # each parameter's default as written, None where it has none
    body: tuple[str, ...]


_PLAIN = re.compile(r"[A-Za-z_$][\w$]*")
_NESTED = {
    "python": re.compile(r"^\s+(?:async\s+)?(?:def|class)\s"),
    "javascript": re.compile(r"^\s+(?:async\s+)?function\b"),
    "typescript": re.compile(r"^\s+(?:async\s+)?function\b"),
}


def _parameters(raw: str, language: str) -> tuple[tuple[str, ...], tuple[str | None, ...]] | None:
    """(names, defaults) of a parameter list; None when one is variadic, destructured, keyword-only or optional.

    >>> _parameters("v: Union[str, bytes], alphabet: bytes = ALPHABET", "python")
    (('v', 'alphabet'), (None, 'ALPHABET'))
    >>> _parameters("a, b int", "go"), _parameters("*args", "python"), _parameters("x?: number", "typescript")
    ((('a', 'b'), (None, None)), None, None)
    """
    names: list[str] = []
    defaults: list[str | None] = []
    for part in (p.strip() for p in split_top(raw, ",")):
        if not part:
            continue
        head, eq, default = part.partition("=")
        if part.startswith(("*", "/", "...", "{", "[")) or head.rstrip().endswith("?"):
            return None
        name = head.split()[0] if language == "go" else head.split(":")[0].strip()
        if not _PLAIN.fullmatch(name):
            return None
        names.append(name)
        defaults.append(default.strip() if eq else None)
    return tuple(names), tuple(defaults)


def _runnable(body: Sequence[str], language: str) -> tuple[str, ...]:
    """The body without a Python docstring and without nested function or class definitions (they run nothing)."""
    out: list[str] = []
    inside_doc = False
    nested_at: int | None = None
    for line in body:
        text = line.strip()
        indent = len(line) - len(line.lstrip())
        if nested_at is not None:
            if not text or indent > nested_at or (language != "python" and text.startswith("}")):
                if language != "python" and text.startswith("}") and indent == nested_at:
                    nested_at = None
                continue
            nested_at = None
        if language == "python" and (inside_doc or text.startswith(('"""', "'''"))):
            quotes = text.count('"""') + text.count("'''")
            inside_doc = inside_doc != (quotes % 2 == 1)
            continue
        if (pattern := _NESTED.get(language)) is not None and pattern.match(line):
            nested_at = indent
            continue
        out.append(line)
    return tuple(out)


def callees(lines: Sequence[str], language: str) -> dict[str, Callee]:
    """The file's module-level functions the walk can run, by name (the one-return ones too: `one_return` reads those).

    >>> src = ["def scrub(v):", "    '''Bytes.'''", "    if isinstance(v, str):", "        v = v.encode('ascii')",
    ...        "    return v"]
    >>> callees(src, "python")["scrub"].body
    ('    if isinstance(v, str):', "        v = v.encode('ascii')", '    return v')
    """
    out: dict[str, Callee] = {}
    for name, raw, body in definitions(lines, language):
        if (params := _parameters(raw, language)) is not None:
            out[name] = Callee(params[0], params[1], _runnable(body, language))
    return out


def bound(
    callee: Callee, args: Sequence[object], default: Callable[[str], object]
) -> dict[str, object] | None:
    """The parameters bound to positional `args`, defaults (evaluated by `default`) for the rest; None if they do not
    fit (too many arguments, a missing one without a default).

    >>> c = Callee(("s", "sep"), (None, '"-"'), ())
    >>> bound(c, ["a"], eval), bound(c, [], eval), bound(c, ["a", "_", "x"], eval)
    ({'s': 'a', 'sep': '-'}, None, None)
    """
    if len(args) > len(callee.params):
        return None
    out = dict(zip(callee.params, args, strict=False))
    for name, text in list(zip(callee.params, callee.defaults, strict=True))[len(args) :]:
        if text is None:
            return None
        out[name] = default(text)
    return out


__all__ = ["DEPTH", "Callee", "bound", "callees"]
