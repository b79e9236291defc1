"""The parameter defaults a design's signature writes: `naturalsize(value, binary=False, gnu=False, format="%.1f")`.

Library references head a function's section with its signature, defaults included (Python's `gzip.open(filename,
mode='rb', compresslevel=9, …)`, humanize's `naturalsize(…, format="%.1f")`). That is a stated default as much as
"the default mode is 'rb'", without the word default, so `default_conflicts` compares it with the code's default of
the same parameter of the same function. Only literal defaults (a string, a number, a boolean) are read; `None` says
"not given" and decides nothing. Pure function of the text.
"""

from __future__ import annotations

import re

from utspec.codetext import split_top_level

_CALL = re.compile(r"(?<![\w$])(?P<name>[A-Za-z_$][\w$]*)\s*\((?P<params>[^()]*)\)")
_PARAM = re.compile(r"""\s*\*{0,2}(?P<name>[A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?P<v>'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|True|False|true|false)\s*""")


def signature_defaults(text: str) -> list[tuple[str, str, str]]:
    """(function, parameter, literal) for each literal default a signature in the text writes.

    >>> signature_defaults('naturalsize(value, binary=False, gnu=False, format="%.1f")')
    [('naturalsize', 'binary', 'False'), ('naturalsize', 'gnu', 'False'), ('naturalsize', 'format', '"%.1f"')]
    >>> signature_defaults("gzip.open(filename, mode='rb', compresslevel=9, encoding=None)")
    [('open', 'mode', "'rb'"), ('open', 'compresslevel', '9')]
    >>> signature_defaults("naturalsize(3000, True) returns '2.9 KiB'")
    []
    >>> signature_defaults("`@retry(ZeroDivisionError, tries=3, delay=2)`: raise error after 3 attempts")
    []
    """
    out = []
    for m in _CALL.finditer(text):
        if text[: m.start()].endswith("@"):
            continue  # `@retry(…, tries=3)` applies a decorator with its arguments: an example's call, no signature
        for p in split_top_level(m.group("params")):
            if (d := _PARAM.fullmatch(p)) is not None:
                out.append((m.group("name"), d.group("name"), d.group("v")))
    return out
