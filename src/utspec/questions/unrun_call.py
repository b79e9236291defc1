"""A literal call no evaluator could run, said contradicted only by a raise of the function it names: a guess.

`MustParse("1.0.0").GTE(MustParse("1.0.0")) returns true` names MustParse and states a value; the text rule
(`key_items.contradiction`) finds the place a key item naming MustParse is about and reads its effect: the
`panic` under `err != nil`. Whether "1.0.0" ever reaches that panic is exactly what running the call answers,
and the evaluator gave up on it. semver-go's first run (session 26) shows the cost: four key items asked at the
panic, right for the wrong reason, and one (`…LT(…) は true`, which holds) asked falsely.

So a key item that writes a call with literal arguments of a function the sources define, and states a value
(no raise), is not contradicted at a raise the text rule found: it is asked as an open question ("which input
and which result should a test use…", the unanchored form). A raise stated against a returning place, or a value
against a returning place, stays with the text rule: those are not settled by whether the raise is reached.
"""

from __future__ import annotations

import re

from utspec.anchoring.worked_example import _calls
from utspec.codetext import split_top_level

#: An argument a reviewer can pass as written: a quoted string, a number, a boolean or null in any spelling.
_LITERAL = re.compile(
    r"""'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|true|false|True|False|None|null|nil|undefined""",
)


def _literal_arguments(text: str, start: int, end: int, defined: frozenset[str]) -> bool:
    """Whether every argument of the call `text[start:end]` (its last brackets) is a literal or such a call."""
    call = text[start:end]
    depth, open_at = 0, -1
    # the brackets of the last call of a chain (`f(1).g("x")`: `("x")`)
    for i in range(len(call) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(call[i], 0)
        if depth == 0:
            open_at = i
            break
    inner = call[open_at + 1 : -1] if open_at >= 0 else ""
    for arg in split_top_level(inner):
        if _LITERAL.fullmatch(arg):
            continue
        if literal_call(arg, defined) != arg:
            return False
    return True


def literal_call(text: str, defined: frozenset[str]) -> str | None:
    """The first call of a `defined` function (a method of its result included) whose arguments are literals.

    >>> literal_call('MustParse("1.0.0").GTE(MustParse("1.0.0")) returns true', frozenset({"MustParse", "GTE"}))
    'MustParse("1.0.0").GTE(MustParse("1.0.0"))'
    >>> literal_call("half(x) returns 1", frozenset({"half"})) is None
    True
    >>> literal_call("half() returns 1", frozenset({"half"})), literal_call("print(1) shows 1", frozenset({"half"}))
    (None, None)
    """
    found = [(s, e, n) for s, e, n in _calls(text) if n.rsplit(".", 1)[-1] in defined]
    # the longest chain from each start: `f(1).g("x")` is one call, its method the last part
    for s, e, _ in sorted(found, key=lambda t: (t[0], -t[1])):
        if e - s <= len(text[s:e].split("(", 1)[0]) + 2:
            continue  # `half()`: no input written
        if all(_literal_arguments(text, s, e2, defined) for s2, e2, _ in found if s2 == s and e2 <= e):
            return text[s:e]
    return None


#: What a raise looks like in a verdict's `actual` (`raise ValueError`, `raise panic`, `throw new TypeError(…)`).
_RAISED = re.compile(r"^\s*(?:raise|throw|panic)\b")


def guessed_raise(
    text: str, defined: frozenset[str], states_value: bool, actual: str, at_raise: bool
) -> bool:
    """Whether a contradiction a text rule found for `text` is the guess the module docstring describes.

    `states_value`: the text states a value and no raise. `actual` / `at_raise`: what the place found does (as a
    verdict writes it) and whether it is a raise statement.

    >>> f = frozenset({"MustParse", "LT"})
    >>> guessed_raise('MustParse("1.0.0-alpha").LT(MustParse("1.0.0")) は true を返す', f, True, "raise panic", True)
    True
    >>> guessed_raise('MustParse("x") raises', f, False, "return v", False)
    False
    >>> guessed_raise("MustParse with an empty string returns true", f, True, "raise panic", True)
    False
    """
    if not states_value or not (at_raise or _RAISED.match(actual)):
        return False
    return literal_call(text, defined) is not None


__all__ = ["guessed_raise", "literal_call"]
