"""The functions a function can run: itself, and every function its body names, and theirs in turn.

Read by name, as a reviewer reads it: a function is reached when the body of one already reached mentions
its name (a call `getStatusMessage(n)`, a method `this.compactElts()`, or a callback passed as `map(fix)`).
A name mentioned at all counts, so the set errs on the side of more functions: a function left out of it is
one no reached body even names.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_IDENT = re.compile(r"[A-Za-z_$][\w$]*")


def reachable(start: str, bodies: Mapping[str, str]) -> set[str]:
    """The names of the functions in `bodies` (name -> body text) that `start` can run, `start` included.

    >>> bodies = {"status": "if (typeof code === 'number') return getStatusMessage(code)",
    ...           "getStatusMessage": "return status.message[code]", "getStatusCode": "return 1",
    ...           "String": "buffer.WriteString(v.PreRelease)", "UnmarshalYAML": "return v.Set(data)",
    ...           "Set": "x := 1"}
    >>> sorted(reachable("status", bodies)), sorted(reachable("UnmarshalYAML", bodies))
    (['getStatusMessage', 'status'], ['Set', 'UnmarshalYAML'])
    >>> sorted(reachable("String", bodies))
    ['String']
    """
    seen, todo = {start}, [start]
    while todo:
        for name in _IDENT.findall(bodies.get(todo.pop(), "")):
            if name in bodies and name not in seen:
                seen.add(name)
                todo.append(name)
    return seen
