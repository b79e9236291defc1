"""A statement under a member's heading (`IsoDateTimeConverter.DateTimeStyles`) is about that class's code.

Json.NET's doc comments, lifted one heading per member, say "Gets or sets the date time styles used when
converting a date to and from JSON." under `IsoDateTimeConverter.DateTimeStyles`; its words (date, converting,
JSON) are as much in `JavaScriptDateTimeConverter.ReadJson`, where the match put it. The sentence names no class
(so `named_class.py` does not restrict it), but its place does: the heading's class. The statement's search is
limited to that class's cases when the statement itself names no class and its function (if any) belongs to it.
"""

from __future__ import annotations

from utspec.designer.offline.summary_owner import heading_class


def heading_owner(
    heading: str | None, defined: dict[str, frozenset[str]], function: str | None
) -> str | None:
    """The class a statement's heading names, when the statement's function (if any) is one of that class's.

    Args:
        heading: the statement's section heading.
        defined: each function's name (lower case) -> the classes defining it (`class_scope.owners`).
        function: the statement's function, unqualified and lower case, or None.

    >>> defined = {"readjson": frozenset({"IsoDateTimeConverter", "JavaScriptDateTimeConverter"})}
    >>> heading_owner("IsoDateTimeConverter.DateTimeStyles", defined, None)
    'IsoDateTimeConverter'
    >>> heading_owner("IsoDateTimeConverter.DateTimeStyles", defined, "tostring") is None  # another class's function
    True
    >>> heading_owner("Dates and Json.NET", defined, None) is None
    True
    """
    owner = heading_class(heading, defined)
    if owner is None:
        return None
    if function is not None and owner not in defined.get(function, frozenset()):
        return None
    return owner
