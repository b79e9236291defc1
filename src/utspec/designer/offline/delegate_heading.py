"""A summary under a delegate's own heading is about the delegate's call, not its worker's normal path.

go-humanize's `## Time(then time.Time) string` opens with "Time formats a time into a relative string."; `Time` only
returns `RelTime(then, time.Now(), "ago", "from now")`, which returns `CustomRelTime(…)`. A statement naming a
delegate is scoped to its worker (`delegates.scoped_functions`: the worker's cases state what the call does), so the
summary went on `CustomRelTime`'s normal path: a case that calls `CustomRelTime` with labels and magnitudes `Time`
never passes, not `Time(someT)`. The delegate's own case (its entry: `Time(then)` with its result) is the one the
summary describes. Only when the worker has a section of its own (`## CustomRelTime(…)`, whose summary is about its
normal path): a private worker (go-units' `parseSize`, strcase's `toCamelInitCase`) is documented through its delegate,
and the delegate's summary stays on the worker's normal path. Other statements naming a delegate still go to the
worker, where the branches are.
"""

from __future__ import annotations

from utspec.designer.offline.summary_line import heading_function


def own_delegate(section: str | None, delegates: dict[str, str], headed: frozenset[str]) -> str | None:
    """The delegate (lower case) a section heading names as its own function, when its worker has a heading of its own
    too (`headed`: the functions the design's headings name), else None.

    >>> ds = {"time": "customreltime", "reltime": "customreltime", "raminbytes": "parsesize"}
    >>> own_delegate("Time(then time.Time) string", ds, frozenset({"customreltime"}))
    'time'
    >>> own_delegate("RAMInBytes(size string)", ds, frozenset({"customreltime"})) is None  # parseSize has no section
    True
    >>> own_delegate("CustomRelTime(a, b time.Time)", ds, frozenset({"customreltime"})) is None
    True
    """
    own = heading_function(section, frozenset(delegates))
    return own if own is not None and delegates[own] in headed else None
