"""A JavaScript option read with a fallback: the fallback is that option's default.

npm bytes 3.1.2's `format` gives its options' defaults where it reads them, not in a signature or an
options object: `var decimalPlaces = (options && options.decimalPlaces !== undefined) ? options.decimalPlaces : 2;`,
`var unitSeparator = (options && options.unitSeparator) || '';`; node-fetch's Request reads
`init.redirect || input.redirect || 'follow'`. The default is the literal that ends an `||` / `??` chain
whose other operands all read one property (`a.key`, `(a && a.key)`), or the arm a conditional takes when
that property is `undefined` / `null`. Pure function of one line.
"""

from __future__ import annotations

import re

_LITERAL = r"""'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|true|false"""
#: A property read, bare or behind its object's own test: `init.redirect`, `(options && options.unit)`.
_READ = r"(?:\(\s*[\w$.?]+\s*&&\s*)?[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+\s*\)?"
_CHAIN = re.compile(
    rf"(?<![\w$.])(?P<chain>(?:{_READ}\s*(?:\|\||\?\?)\s*)+)(?P<v>{_LITERAL})(?=\s*[;,)}}]|\s*$)"
)
_CHAIN_KEY = re.compile(r"\.([A-Za-z_$][\w$]*)\s*\)?\s*(?:\|\||\?\?)")
_PROPERTY = r"[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*\??\."
#: `o.key !== undefined ? o.key : V` and `o.key === undefined ? V : o.key`.
_UNSET_ELSE = re.compile(
    rf"{_PROPERTY}(?P<key>[A-Za-z_$][\w$]*)\s*!==?\s*(?:undefined|null)\s*\)?\s*\?\s*{_PROPERTY}(?P=key)\s*:\s*(?P<v>{_LITERAL})(?![\w$.])"
)
_UNSET_THEN = re.compile(
    rf"{_PROPERTY}(?P<key>[A-Za-z_$][\w$]*)\s*===?\s*(?:undefined|null)\s*\)?\s*\?\s*(?P<v>{_LITERAL})\s*:\s*{_PROPERTY}(?P=key)(?![\w$])"
)


def fallbacks(line: str) -> list[tuple[str, str]]:
    """(property, literal) for each fallback a line of JavaScript gives a property it reads.

    >>> fallbacks("  var decimalPlaces = (options && options.decimalPlaces !== undefined) ? options.decimalPlaces : 2;")
    [('decimalPlaces', '2')]
    >>> fallbacks("  var unitSeparator = (options && options.unitSeparator) || '';")
    [('unitSeparator', "''")]
    >>> fallbacks("\\t\\tredirect: init.redirect || input.redirect || 'follow',")
    [('redirect', "'follow'")]
    >>> fallbacks("const n = opts?.limit ?? 3;"), fallbacks("x = opts.size === undefined ? 0 : opts.size")
    ([('limit', '3')], [('size', '0')])

    Two properties in one chain give no single default; a call's result is no literal:

    >>> fallbacks("var a = o.first || o.second || 1;"), fallbacks("var b = o.size || compute(1);")
    ([], [])
    """
    out = []
    for m in _CHAIN.finditer(line):
        keys = set(_CHAIN_KEY.findall(m.group("chain")))
        if len(keys) == 1:
            out.append((keys.pop(), m.group("v")))
    for pattern in (_UNSET_ELSE, _UNSET_THEN):
        out += [(m.group("key"), m.group("v")) for m in pattern.finditer(line)]
    return out
