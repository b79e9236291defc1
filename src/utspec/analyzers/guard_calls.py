"""Library calls that check an argument and throw: `Assert.hasText(userId, "userId must not be empty")`.

A Spring service (OrderAggregateService, Japanese Javadoc; read in /tmp in session 15) opens with
`Assert.hasText(userId, …)`, and a key item asked for the empty `userId`: the checklist had no item there, so
no case passed an empty id, while the `if (…) throw` guards below it each had theirs. Such a call is a branch of
its function: it throws when its documented condition fails. The table (`rules/guards/calls.yaml`) gives the
condition in the code's own terms (`userId == null || userId.isBlank()`) and the exception; the item's text is
that condition, its effect the throw, so the designer and the critic read it as they read an `if … throw`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from utspec.analyzers.brackets import split_top
from utspec.resources import rule_file


@dataclass(frozen=True)
class Guard:
    """One throwing check: its callee (last two segments), exception, failure condition and message argument."""

    callee: str
    throws: str
    when: tuple[str, ...]
    """Each way the check fails (`userId == null`, `userId.isBlank()`): one branch item each."""
    message: int | None = None


@cache
def guards() -> dict[str, Guard]:
    """The built-in table, by callee."""
    import yaml

    data = yaml.safe_load(rule_file("guards", "calls.yaml").read_text(encoding="utf-8"))
    return {
        g["callee"]: Guard(
            g["callee"],
            g["throws"],
            tuple([g["when"]] if isinstance(g["when"], str) else g["when"]),
            g.get("message"),
        )  # fmt: skip
        for g in data["guards"]
    }


def guard_of(callee: str) -> Guard | None:
    """The guard a callee calls (`org.springframework.util.Assert.hasText` → `Assert.hasText`), else None.

    >>> guard_of("Assert.hasText").throws, guard_of("com.google.common.base.Preconditions.checkArgument").when
    ('IllegalArgumentException', ('!({0})',))
    >>> guard_of("assertThat") is None, guard_of("Assert.assertEquals") is None
    (True, True)
    """
    parts = "".join(callee.split()).split(".")
    return guards().get(".".join(parts[-2:])) if len(parts) >= 2 else None


def _arguments(args: str) -> list[str]:
    inner = args.strip()
    if inner.startswith("(") and inner.endswith(")"):
        inner = inner[1:-1]
    return [a.strip() for a in split_top(inner, ",") if a.strip()]


def _condition(when: str, args: list[str]) -> str | None:
    """The failure condition with the call's arguments in place; None when an argument it names is missing.

    >>> _condition("{0} == null || {0}.isBlank()", ["userId", '"x"']), _condition("!({0})", ["n > 0"])
    ('userId == null || userId.isBlank()', '!(n > 0)')
    >>> _condition("{0} > {1}", ["n"]) is None
    True
    """
    needed = {int(k) for k in re.findall(r"\{(\d)\}", when)}
    if any(k >= len(args) for k in needed):
        return None
    text = when
    for k in needed:
        arg = args[k]
        # `!({0})` keeps its parentheses; a compound argument elsewhere is bracketed so the condition reads right.
        shown = arg if re.fullmatch(r"[\w.$@\[\]()\"']+", arg) or f"({{{k}}})" in when else f"({arg})"
        text = text.replace(f"{{{k}}}", shown)
    return re.sub(r"^!\(([\w.$]+)\)$", r"!\1", text)


def guard_item(callee: str, args: str) -> list[tuple[str, str]]:
    """(condition, effect) per way a guard call fails: `Assert.hasText(userId, "msg")` →
    `userId == null` and `userId.isBlank()`, each `throw new IllegalArgumentException("msg")`.

    >>> guard_item("Assert.hasText", '(userId, "userId must not be empty")')[1]
    ('userId.isBlank()', 'throw new IllegalArgumentException("userId must not be empty")')
    >>> guard_item("Objects.requireNonNull", "(name)")
    [('name == null', 'throw new NullPointerException()')]
    >>> guard_item("ArgumentOutOfRangeException.ThrowIfGreaterThan", "(count)")  # a missing argument: no item
    []
    """
    guard = guard_of(callee)
    if guard is None:
        return []
    arguments = _arguments(args)
    message = arguments[guard.message] if guard.message is not None and guard.message < len(arguments) else ""
    conds = [_condition(when, arguments) for when in guard.when]
    return [(c, f"throw new {guard.throws}({message})") for c in conds if c is not None]


__all__ = ["Guard", "guard_item", "guard_of", "guards"]
