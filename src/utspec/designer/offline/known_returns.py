"""What a platform method returns when it returns something, for a test double's non-null value.

ky-ts's `const retryAfter = headers.get('Retry-After'); if (retryAfter !== null)` gave "Values for which
`retryAfter !== null` is true": the null side was stated ("`headers.get('Retry-After')` returns `null`"),
the other side not, since nothing in the file says what else `get` returns. For a receiver declared
with a platform type whose method is documented to return a string or null (the Fetch API's
`Headers.get`, `URLSearchParams.get`, the DOM's `getAttribute`, Web Storage's `getItem`), the double
returns a string. Only these documented signatures; any other receiver gives nothing.
"""

from __future__ import annotations

import re

#: (declared type of the receiver, method) -> kind of a non-null result.
RETURNS: dict[tuple[str, str], str] = {
    ("Headers", "get"): "str",
    ("URLSearchParams", "get"): "str",
    ("Element", "getAttribute"): "str",
    ("HTMLElement", "getAttribute"): "str",
    ("Storage", "getItem"): "str",
}

_CALL = re.compile(r"^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)\(")


def returned_kind(call: str, type_of: object) -> str | None:
    """The kind of what `call` returns when not null, from its receiver's declared type; None when not known.

    >>> returned_kind("headers.get('Retry-After')", lambda name: "Headers")
    'str'
    >>> returned_kind("repo.find(id)", lambda name: "Repo") is None
    True
    """
    m = _CALL.match(call)
    if m is None or not callable(type_of):
        return None
    declared = type_of(m.group(1)) or ""
    return RETURNS.get((declared.strip().split("<")[0], m.group(2)))


__all__ = ["RETURNS", "returned_kind"]
