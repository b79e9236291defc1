"""The values a key item passes to a function decide which of its branches the call takes.

`repeat("a", -2) returns ""` binds `count = -2` (by position, from `repeat(final String repeat,
final int count)`); the guard `count <= 0` fires for it, so the call does not take `repeat`'s main
path, whatever "returns" suggests; and a guard's case whose condition is false for the bound values
(`repeat == null` with `repeat = "a"`) is not what the call does either. Only simple conditions are
judged (a bound parameter against a number, or against null); anything else is unknown and excludes
nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.call_judge import evaluate
from utspec.designer.offline.keyword_defaults import python_bound
from utspec.designer.offline.link_context import function_span
from utspec.designer.offline.optional_tail import optional_count
from utspec.models import ChecklistItem, Kind
from utspec.questions.call_args import arguments

_CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")
_STRING = re.compile(r"""^(?:"[^"]*"|'[^']*')$""")
_NULL = frozenset({"null", "None", "undefined", "nil"})
#: Languages whose calls may leave any trailing parameter out (it is `undefined`); in Python only a parameter with a
#: default may be left out (so in TypeScript and C#: optional_tail.py), and in Java and Go a shorter call is another
#: overload or no call at all.
_OPTIONAL_TAIL = frozenset({"javascript", "typescript", "tsx"})
_COMPARE = re.compile(r"^\s*([A-Za-z_]\w*)\s*(<=|>=|===|!==|==|!=|<|>)\s*(-?\d+(?:\.\d+)?)\s*$")
_IS_NULL = re.compile(
    r"^\s*([A-Za-z_]\w*)\s*(?:(===?|is)\s*(?:null|None|undefined)|(!==?|is\s+not)\s*(?:null|None|undefined))\s*$"
)
_OPS = {"<": float.__lt__, "<=": float.__le__, ">": float.__gt__, ">=": float.__ge__,
        "==": float.__eq__, "===": float.__eq__, "!=": float.__ne__, "!==": float.__ne__}  # fmt: skip


def parameters(signature: str, language: str = "") -> list[str]:
    """Parameter names of a definition's parameter list (Python, TypeScript, Java, C#; Go's `name type`,
    where `a, b int` names two: the first word of each part).

    >>> parameters("Comma(v int64) string {", "go"), parameters("RelTime(a, b time.Time, albl string)", "go")
    (['v'], ['a', 'b', 'albl'])
    >>> parameters("repeat(final String str, int count)")
    ['str', 'count']
    """
    start = signature.find("(")
    out = []
    if language == "go":
        return [w[0] for part in (arguments(signature, start) if start >= 0 else []) if (w := part.split())]
    for part in arguments(signature, start) if start >= 0 else []:
        head = part.split("=", 1)[0]
        head = head.split(":", 1)[0] if ":" in head else head  # `name: type` (Python, TypeScript)
        names = re.findall(r"[A-Za-z_]\w*", head)
        if names:
            out.append(names[0] if ":" in part.split("=", 1)[0] else names[-1])
    return [n for n in out if n not in ("self", "cls")]


def bind(text: str, items: Sequence[ChecklistItem], sources: dict[str, list[str]]) -> dict[str, str]:
    """Parameter -> literal value, for the one call of a function of the code the text makes."""
    by_name = {i.symbol.rsplit(".", 1)[-1]: i for i in items if i.symbol}
    calls = [m for m in _CALL.finditer(text) if m.group(1) in by_name]
    if len(calls) != 1:
        return {}
    item = by_name[calls[0].group(1)]
    lines = sources.get(item.file, [])
    span = function_span(lines, item)
    if span is None:
        return {}
    signature = " ".join(lines[span[0] - 1 : min(span[0] + 5, len(lines))])
    own = signature[signature.find(calls[0].group(1)) :]
    params = parameters(own, item.language)
    args = arguments(text, calls[0].end() - 1)
    defines = lines[span[0] - 1].lstrip().startswith(("def ", "async def "))  # not a docstring's `>>> f(…)` line
    if item.language == "python" and defines and (keyed := python_bound(own, args)) is not None:
        # keywords by name, the rest at their defaults: `a2k('ABC', delimiter='')` (keyword_defaults.py); a call it
        # does not read (a lambda argument split at its commas) is bound by position as before
        return keyed
    # JavaScript may leave any trailing parameter out; elsewhere only those declaring a default (optional_tail.py)
    shorter = 0 < len(args) < len(params) and (
        item.language in _OPTIONAL_TAIL or len(params) - len(args) <= optional_count(own, item.language)
    )
    if len(args) != len(params) and not shorter:
        return {}
    params = params[: len(args)]  # `prettyMilliseconds(-1337)` leaves `options` out (JavaScript)
    return {
        p: a for p, a in zip(params, args, strict=True) if _NUMBER.match(a) or _STRING.match(a) or a in _NULL
    }


def holds(condition: str, bound: dict[str, str], known: dict[str, float] | None = None) -> bool | None:
    """Whether a condition holds for the bound values; None when it cannot be told. A simple one is read
    here; a compound, a named constant, a local length (`known`) by `call_judge.evaluate`."""
    if m := _COMPARE.match(condition):
        value = bound.get(m.group(1))
        if value is None or not _NUMBER.match(value):
            return evaluate(condition, bound, known or {})  # `len == 0`: a local length, perhaps
        return bool(_OPS[m.group(2)](float(value), float(m.group(3))))
    if m := _IS_NULL.match(condition):
        value = bound.get(m.group(1))
        if value is None:
            return None
        is_null = value in _NULL
        return is_null if m.group(2) else not is_null
    return evaluate(condition, bound, known or {})


def excluded(
    cited: Sequence[ChecklistItem],
    main_path: bool,
    bound: dict[str, str],
    known: dict[str, float] | None = None,
) -> bool:
    """A case the call cannot take: the main path when one of its guards fires, a guard's firing
    case (its branch and the exit it leads to) when its condition is false."""
    if not bound or not cited:
        return False
    if main_path:
        return any(holds(i.text, bound, known) is True for i in cited if i.kind is Kind.BRANCH)
    branch = next((i for i in cited if i.kind is Kind.BRANCH), None)
    fires = any(i.kind in (Kind.EARLY_RETURN, Kind.RAISE) for i in cited)
    return branch is not None and fires and holds(branch.text, bound, known) is False
