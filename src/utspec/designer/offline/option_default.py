"""A boolean local that is an option with a default (`const isStrict = options.strict ?? defaultOptions.strict`).

textlint's max-ten tested `if (!isStrict && isSandwiched)` with "`isStrict` = `null`": a value the local never
holds (the default object says `strict: false`) and a name no caller sets. The caller sets the option, so the
case says "`options.strict` = `false`", the value the default object's type gives it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from utspec.analyzers.constant_members import member_literal
from utspec.codetext import top_level_operators
from utspec.designer.offline.destructured_option import destructured_option
from utspec.designer.offline.local_names import declared_local

_BOOLEAN = frozenset({"true", "false", "True", "False"})
#: `typeof o.x === "undefined" ? false : o.x`, `o.x === undefined ? false : o.x` (`==`, `null` too): the default
#: written as a conditional (kansuji's `var daiji = typeof options.daiji === "undefined" ? false : options.daiji`).
_CONDITIONAL = re.compile(
    r"""^(?:typeof\s+(?P<t>[\w$.?]+)\s*===?\s*["']undefined["']|(?P<u>[\w$.?]+)\s*===?\s*(?:undefined|null))"""
    r"""\s*\?\s*(?P<d>[^:?]+?)\s*:\s*(?P<v>[\w$.?]+)$"""
)


class Option(NamedTuple):
    option: str
    """The member a caller sets (`options.daiji`)."""
    default: str
    """The literal the local takes when the caller leaves the option out (`false`)."""


#: A literal default: a boolean, a number, a quoted text, null.
_LITERAL = re.compile(r"true|false|True|False|None|null|undefined|-?\d+(?:\.\d+)?|'[^'\n]*'|\"[^\"\n]*\"")


def option_of(name: str, lines: Sequence[str], line: int) -> Option | None:
    """The option a local falls back from and its literal default, or None.

    >>> ks = ['function kansuji(n, options) {', '  var daiji = typeof options.daiji === "undefined" ? false : options.daiji;',
    ...       '  if (daiji === "old") {']
    >>> option_of("daiji", ks, 3)
    Option(option='options.daiji', default='false')
    >>> option_of("daiji", [ks[0], '  var daiji = options.old === undefined ? false : options.daiji;', ks[2]], 3) is None
    True
    >>> option_of("sep", ["function f(o) {", "  const sep = o.sep ?? ',';", "  if (sep === ';') {"], 3)
    Option(option='o.sep', default="','")
    >>> option_of("n", ["function f(o) {", "  const n = o.n || limit;", "  if (n > 3) {"], 3) is None
    True
    """
    expr = declared_local(name, lines, line, reach=200)
    if expr is None:
        # `const {space = false} = options;`: the caller sets `options.space` (destructured_option.py).
        bound = destructured_option(name, lines, line)
        return Option(*bound) if bound is not None else None
    if (m := _CONDITIONAL.match(expr.strip())) is not None:
        if (m.group("t") or m.group("u")) != m.group("v"):
            return None  # the test and the value name different options: no one option sets the local
        left, right = m.group("v"), m.group("d").strip()
    else:
        ops = list(top_level_operators(expr, ("??", "||", " or "), quotes=True))
        if len(ops) != 1:
            return None
        at, op = ops[0]
        left, right = expr[:at].strip(), expr[at + len(op) :].strip()
    fallback = right if _LITERAL.fullmatch(right) else member_literal(right, lines)
    if fallback is None or not _LITERAL.fullmatch(fallback):
        return None
    if not re.fullmatch(r"[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+", left):
        return None
    return Option(left.replace("?.", "."), fallback)


def boolean_option(name: str, lines: Sequence[str], line: int) -> str | None:
    """The option a boolean local falls back from (`options.strict` for `isStrict`), or None.

    >>> src = ["const defaultOptions = {", "    strict: false,", "};", "function f(options) {",
    ...        "    const isStrict = options.strict ?? defaultOptions.strict;", "    if (!isStrict) {"]
    >>> boolean_option("isStrict", src, 6)
    'options.strict'
    >>> boolean_option("isStrict", [*src[:4], "    const isStrict = options.strict ?? 3;", "    if (!isStrict) {"], 6) is None
    True
    >>> ks = ['function kansuji(n, options) {', '  var daiji = typeof options.daiji === "undefined" ? false : options.daiji;',
    ...       '  if (daiji) {']
    >>> boolean_option("daiji", ks, 3)
    'options.daiji'
    """
    found = option_of(name, lines, line)
    return found.option if found is not None and found.default in _BOOLEAN else None


__all__ = ["Option", "boolean_option", "option_of"]
