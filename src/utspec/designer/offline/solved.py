"""Values for a condition over arguments that names no literal, found by trying small values (issue 12, item 2).

`if len(string) < max_length:` or `if (offset <= abbrevMarkerLength + 1)` gave "Values for which … is
true (the code names no literal to choose them from)": nothing a tester can type. When every name
in the condition is an argument of the function, an upper-case constant of the file, or a local
assigned from those (`abbrevMarkerLength = abbrevMarker.length()`), small values of each argument's
type are tried (its default first, then 0, 1, 2 … or "a", "ab" …) and the first combination that gives
the condition the wanted side is proposed, checked by `analyzers.path_value.evaluate` (never a guess:
a call it cannot read, an argument of unknown type or too many combinations give nothing).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from utspec.analyzers.domain import assignment_at
from utspec.analyzers.enclosing import conditions_around
from utspec.analyzers.path_value import NOT_KNOWN, _Unknown, constants, evaluate, literal, shown
from utspec.designer.offline.facts import function_start
from utspec.designer.offline.signature import parameters
from utspec.designer.offline.values import Where, _kind
from utspec.messages import Catalog

# 0 and "" last: `msAbs >= n * 1.5` with n = 0 is true, but divides by zero on the next line.
_NUMS: tuple[object, ...] = (1, 2, 3, 5, 10, 100, 0)
_TEXTS: tuple[object, ...] = ("a", "ab", "abc", "a-b", "a b", "abcdefghij", "")
_BOOLS: tuple[object, ...] = (True, False)
# Called names (`len(s)`) are never read as names; a local called `len` (Java `int len = str.length()`) is.
_WORDS = frozenset({
    "and", "or", "not", "in", "is", "None", "True", "False", "null", "undefined", "nil", "true", "false",
    "Math", "instanceof", "typeof", "new",
})  # fmt: skip
_NAME = re.compile(r"(?<![\w$.'\"])([A-Za-z_$][\w$]*)\b(?!\s*\()")
_MAX_TRIES = 5000
_NO_DEFAULT = object()


def _names(cond: str) -> list[str]:
    """Names the condition reads (not attributes, not called functions, not keywords), in order."""
    text = re.sub(r"\"[^\"]*\"|'[^']*'", '""', cond)
    return list(dict.fromkeys(n for n in _NAME.findall(text) if n not in _WORDS))


def _default(name: str, lines: Sequence[str], start: int, language: str, known: dict[str, object]) -> object:
    """The literal (or constant) default of an argument in its signature (`max_length: int = 0`), if any."""
    for text in lines[max(start - 1, 0) : start + 20]:
        if m := re.search(
            rf"(?<![\w$]){re.escape(name)}\s*(?::\s*[^=,()]+)?=\s*([^,()]+?)\s*(?:,|\)|$)", text
        ):
            raw = m.group(1).strip()
            if raw in known:
                return known[raw]
            value = literal(raw, language)
            return _NO_DEFAULT if value is NOT_KNOWN else value
    return _NO_DEFAULT


def _candidates(kind: str, default: object, sizes: Sequence[int] = ()) -> tuple[object, ...] | None:
    """Values to try for an argument of this kind, its default first.

    `sizes`: the small whole numbers the condition names (`bic.length() != BIC8_LENGTH` with 8): a text of
    each length, an upper-case one and one of digits are tried after the usual ones, so a length, case or digit
    test has a value
    (the empty text stays last: it passes most tests only by being empty).

    >>> _candidates("str", _NO_DEFAULT, [8])[-5:]
    ('ABC', 'aaaaaaaa', 'AAAAAAAA', '11111111', '')
    """
    base = {"num": _NUMS, "str": _TEXTS, "bool": _BOOLS}.get(kind)
    if base is None:
        return None
    if kind == "str":
        # Digits of the size last: daichodo's `len(base) != 12 or not base.isdigit()` wants twelve of them.
        base = (
            *base[:-1],
            "ABC",
            *(t for n in sizes if 3 < n <= 64 for t in ("a" * n, "A" * n, "1" * n)),
            base[-1],
        )
    first = (default,) if default is not _NO_DEFAULT and default is not None else ()
    return first + tuple(v for v in base if v != default or type(v) is not type(default))


def _sizes(conds: Sequence[str], known: dict[str, object]) -> list[int]:
    """The whole numbers the conditions name, as literals or through the file's constants.

    >>> _sizes(["len(s) != N and len(s) != 11"], {"N": 8})
    [8, 11]
    """
    out: list[int] = []
    for cond in conds:
        for token in re.findall(r"(?<![\w.$])(\d+|[A-Za-z_$][\w$]*)(?![\w$])", cond):
            value = int(token) if token.isdigit() else known.get(token)
            if isinstance(value, int) and not isinstance(value, bool) and value not in out:
                out.append(value)
    return out


def _before(name: str, lines: Sequence[str], line: int, start: int) -> bool:
    """Whether the last assignment of `name` above `line` is no later than the signature (a default, or another
    function's): then the argument reaches `line` as the tester passed it."""
    found = assignment_at(name, lines, line)
    if found is None:
        return True
    end = next(
        (n for n in range(max(start, 1), len(lines) + 1) if lines[n - 1].rstrip().endswith((":", "{"))), start
    )
    return found[0] <= end


def _kind_of(name: str, where: Where, default: object) -> str:
    kind = _kind(name, where)
    if kind != "?" or default is _NO_DEFAULT:
        return kind
    # An untyped argument with a literal default (`max_length=0`, `sep='-'`) has the default's type.
    if isinstance(default, bool):
        return "bool"
    if isinstance(default, (int, float)):
        return "num"
    return "str" if isinstance(default, str) else "?"


def _resolve(
    name: str,
    where: Where,
    params: Sequence[str],
    known: dict[str, object],
    start: int,
    free: list[str],
    locals_: list[tuple[str, str]],
    depth: int = 0,
) -> bool:
    """Add what `name` needs to be set by a tester (`free`) or worked out (`locals_`, in order); False when unknown."""
    if name in known or name in free or any(n == name for n, _ in locals_):
        return True
    found = assignment_at(name, where.lines, where.line)
    expr = found[1] if found else None
    # An argument set again only under a condition (`if (abbrevMarker == null) abbrevMarker = EMPTY;`) keeps
    # the tester's value for the values tried here (none of them null).
    if name in params and found is not None and conditions_around(where.lines, found[0]):
        expr = None
    if name in params and (expr is None or _before(name, where.lines, where.line, start)):
        free.append(name)
        return True
    if expr is None or depth > 3:
        return False
    # A local (`abbrevMarkerLength = abbrevMarker.length()`), or an argument reassigned on the way
    # (`string = string.strip(separator)`), is read through its expression.
    inner = [n for n in _names(expr) if n != name or name not in params]
    if name in params:
        free.append(name)
    if not all(_resolve(n, where, params, known, start, free, locals_, depth + 1) for n in inner):
        return False
    locals_.append((name, expr))
    return True


def _readable(
    cond: str,
    free: list[str],
    locals_: list[tuple[str, str]],
    choices: list[tuple[object, ...]],
    known: dict[str, object],
    language: str,
) -> bool:
    """Whether `path_value` reads `cond` at the first values tried (a guard `isEmpty(str)` it cannot is left out)."""
    env: dict[str, object] = {**known, **{n: c[0] for n, c in zip(free, choices, strict=True)}}
    try:
        for name, expr in locals_:
            env[name] = evaluate(expr, env, language)
        evaluate(cond, env, language)
    except _Unknown:
        return False
    return True


def solved(
    cond: str,
    want: bool,
    where: Where,
    symbol: str | None,
    msg: Catalog,
    also: Sequence[tuple[str, bool]] = (),
) -> list[str]:
    """`name` = `value` phrases that make `cond` evaluate to `want`; [] when no such values are found.

    `also`: conditions the values must give their side too where they can be read (the guards before the
    line, which would otherwise leave the function first).

    >>> from utspec.messages import Catalog
    >>> src = ["def cut(string: str, max_length: int = 0) -> str:", "    if len(string) < max_length:",
    ...        "        return string"]
    >>> solved("len(string) < max_length", True, Where(src, 2, "python"), "cut", Catalog("en"))
    ['`string` = `"a"`', '`max_length` = `2`']
    >>> solved("len(string) < max_length", True, Where(src, 2, "python"), "cut", Catalog("en"), [("not max_length", False),
    ...        ("len(string) > 1", True)])
    ['`string` = `"ab"`', '`max_length` = `3`']
    >>> solved("isHoliday(day)", True, Where(src, 2, "python"), "cut", Catalog("en"))
    []
    """
    lines, language = where.lines, where.language
    params = parameters(lines, symbol, where.line, language)
    start = function_start(lines, symbol, where.line, language)
    if not params or start is None:
        return []
    known = constants(lines, language)
    free: list[str] = []
    locals_: list[tuple[str, str]] = []
    if not all(_resolve(n, where, params, known, start, free, locals_) for n in _names(cond)):
        return []
    if not free:
        return []
    checks = [(cond, want)]
    for other, side in also:
        more_free, more_locals = list(free), list(locals_)
        if all(_resolve(n, where, params, known, start, more_free, more_locals) for n in _names(other)):
            free, locals_ = more_free, more_locals
            checks.append((other, side))
    choices = []
    for name in free:
        default = _default(name, lines, start, language, known)
        cands = _candidates(_kind_of(name, where, default), default, _sizes([c for c, _ in checks], known))
        if cands is None:
            return []
        choices.append(cands)
    checks = [checks[0], *(c for c in checks[1:] if _readable(c[0], free, locals_, choices, known, language))]
    size = 1
    for cands in choices:
        size *= len(cands)
    if size > _MAX_TRIES:
        return []
    # The simplest values of all the arguments together first (by the sum of their ranks): 2 and 1, not 1 and 0.
    ranked = sorted(itertools.product(*(range(len(c)) for c in choices)), key=sum)
    for ranks in ranked:
        combo = tuple(c[r] for c, r in zip(choices, ranks, strict=True))
        env: dict[str, object] = {**known, **dict(zip(free, combo, strict=True))}
        try:
            for name, expr in locals_:
                env[name] = evaluate(expr, env, language)
            if all(bool(evaluate(c, env, language)) == side for c, side in checks):
                return [
                    msg("in.value", name=name, value=shown(v, language))
                    for name, v in zip(free, combo, strict=True)
                ]
        except _Unknown:
            continue  # this combination is not read (a division by 0): try the next
    return []


__all__ = ["solved"]
