"""The input of a statement in a later clause of an if/elif chain: every earlier clause false, not the first true.

gzip's `open`:

    if isinstance(filename, (str, bytes, os.PathLike)):
        binary_file = GzipFile(filename, gz_mode, compresslevel)
    elif hasattr(filename, "read") or hasattr(filename, "write"):
        binary_file = GzipFile(None, gz_mode, compresslevel, filename)
    else:
        raise TypeError("filename must be a str or bytes object, or a file")

The raise's case took the chain's first `if` as its branch and, finding no `else` right after that
`if`'s block (an `elif` comes first), asked for "values for which `isinstance(…)` is true": the input
of the first branch, which never raises. The clauses the statement sits under say what it needs:
each earlier clause false (and any enclosing `if` as it stands).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from utspec.analyzers.enclosing import conditions_around
from utspec.designer.offline.guard_cases import merged_values
from utspec.designer.offline.instance_values import isinstance_outside
from utspec.designer.offline.relation_values import typeof_outside
from utspec.designer.offline.sentences import q
from utspec.messages import Catalog


def later_clause(lines: Sequence[str], line: int, host: str) -> list[tuple[str, bool]] | None:
    """The conditions around `line` when it sits in a later clause of the chain `host` opens; else None.

    >>> src = ["def f(x):", "    if a(x):", "        return 1", "    elif b(x):", "        return 2", "    else:",
    ...        "        raise TypeError(x)"]
    >>> later_clause(src, 7, "a(x)"), later_clause(src, 3, "a(x)")
    ([('a(x)', False), ('b(x)', False)], None)
    """
    conds = conditions_around(lines, line)
    return conds if conds and (host, False) in conds else None


def clauses_input(conds: Sequence[tuple[str, bool]], values: Callable[[str, bool], list[str]],
                  msg: Catalog) -> str | None:  # fmt: skip
    """Values taking every clause as listed, merged; for two clauses with no value, a sentence naming both; else None.

    >>> said = lambda c, w: {"x > 1": ["`x` = `1`"], "y": ["`y` = `False`"]}.get(c, [])
    >>> clauses_input([("x > 1", False), ("y", False)], said, Catalog("en"))
    '`x` = `1`; `y` = `False`.'
    >>> clauses_input([("a(x)", False), ("b(x)", False)], said, Catalog("en"))
    'Values for which `a(x)` is false and `b(x)` is false (the code names no literal to choose them from).'

    A chain of type tests of one name takes a value of a type none of them names, not one clause's false value:
    >>> clauses_input([("isinstance(n, int)", False), ("isinstance(n, str)", False)], said, Catalog("en"))
    '`n` = `[1]`.'
    """
    if all(not want for _, want in conds) and (
        pairs := typeof_outside([c for c, _ in conds]) or isinstance_outside([c for c, _ in conds])
    ):
        # `if isinstance(n, int): … elif isinstance(n, str): … else: return None`: each clause's own false value is
        # the other clause's true one (`n` = `1` took the first arm); one value of a type no clause names reaches it.
        return msg.sentence(msg("in.sep").join(msg("in.value", name=n, value=v) for n, v in pairs))
    found: list[str] = []
    for cond, want in conds:
        said = values(cond, want)
        if not said:
            break
        found = merged_values(found, said)
    else:
        return msg.sentence(msg("in.sep").join(found))
    if len(conds) != 2:
        return None
    state = {True: msg("in.state_true"), False: msg("in.state_false")}
    (left, lw), (right, rw) = conds
    return msg("in.none_pair", left=q(left), right=q(right), left_state=state[lw], right_state=state[rw])


__all__ = ["clauses_input", "later_clause"]
