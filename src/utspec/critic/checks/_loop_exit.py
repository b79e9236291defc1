"""A loop's `break`/`continue` and its iteration count against each other, on the case's own path.

Two results a swap moves between a loop's cases (jeraconv's `for key, val in …: if start <= d <= end: break`):

- the zero-iteration case (input "empty collection (zero iterations)") now saying the loop ends by `break`:
  a `break` or `continue` runs inside an iteration, so with none it cannot run;
- the case of a branch inside the loop body, on the side its condition holds, now saying the body runs
  zero iterations: the condition was evaluated, so the body ran at least once.

Both readings come from the case's own text (`_loop_count`, `_guarded_claims.said_exit`) and the loop's
lines in the checklist; nothing is evaluated.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.critic.checks._guarded_claims import said_exit
from utspec.critic.checks._loop_count import input_iterations, said_iterations
from utspec.models import ChecklistItem, Kind


def zero_run_exit(input_text: str, loop_text: str, expected: str) -> str | None:
    """The `break`/`continue` a result says runs on an input that runs the loop zero times (None: no such claim).

    >>> zero_run_exit("空のコレクション（反復 0 回）。", "for k in xs", "ループが終了する（`break`）。")
    'break'
    >>> zero_run_exit("`xs` with 2 elements", "for k in xs", "The loop stops (`break`).") is None
    True
    >>> zero_run_exit("An empty collection (zero iterations).", "for k in xs", "The loop does not stop.") is None
    True
    """
    if input_iterations(input_text, loop_text) != 0:
        return None
    said = said_exit(expected)
    return said[0] if said is not None and said[1] else None


def enclosing_loop(item: ChecklistItem, pool: Sequence[ChecklistItem]) -> ChecklistItem | None:
    """The innermost loop of `pool` whose body holds `item`'s line (same file and function).

    >>> def it(kind, line, end):
    ...     return ChecklistItem(id=f"a.py:{line}:{kind.value}", kind=kind, file="a.py", line=line, end_line=end,
    ...                          language="python", text="x", symbol="f")
    >>> loop, b = it(Kind.LOOP, 3, 9), it(Kind.BRANCH, 6, 7)
    >>> enclosing_loop(b, [loop, b]).line, enclosing_loop(it(Kind.BRANCH, 10, 11), [loop]) is None
    (3, True)
    """
    loops = [i for i in pool if i.kind is Kind.LOOP and i.file == item.file and i.symbol == item.symbol
             and i.line < item.line <= i.end_line]  # fmt: skip
    return max(loops, key=lambda i: i.line) if loops else None


def ran_but_zero(expected: str) -> bool:
    """Whether a result says the loop body runs zero times.

    >>> ran_but_zero("ループ本体は 0 回の反復で、処理される要素はない。"), ran_but_zero("The loop runs 2 iterations.")
    (True, False)
    """
    return said_iterations(expected) == 0


__all__ = ["enclosing_loop", "ran_but_zero", "zero_run_exit"]
