"""Python typing forms in a parameter's declared type: a bracket is not always a container.

jpholiday's `is_holiday(self, date: Union[datetime.date, datetime.datetime])` had its normal path say
"`date` with 1 element" (in Japanese "要素数 1 の `date`"): the declared type has a bracket, and a
bracket was read as a list. `Union[...]`, `Optional[...]`, `Literal[...]`, `Type[...]`,
`Callable[...]`, `IO[...]` and the like are no containers: a union is the kind its members share,
`Literal['stdin', 'stdout']` is a string (and its first member is a value it takes), a class of the
standard library is one of its instances (`datetime.date(2024, 1, 31)`).
"""

from __future__ import annotations

import re

from utspec.analyzers.brackets import walk
from utspec.designer.offline.instance_values import py_instance
from utspec.designer.offline.text_values import literal_members

#: Generic heads that wrap no collection of elements (lower case, module prefix dropped).
_NOT_CONTAINERS = frozenset({"union", "optional", "literal", "type", "callable", "io", "textio", "binaryio",
                             "awaitable", "coroutine", "annotated", "final", "classvar", "required",
                             "notrequired", "readonly", "typeguard", "pattern", "match", "contextmanager",
                             "generator", "iterator", "asynciterator", "asyncgenerator", "queue", "future"})  # fmt: skip
#: `Head[args]`; the closing bracket may be missing: `Declarations` reads an annotation up to its first space or
#: comma (`Union[datetime.date, datetime.datetime]` comes as `Union[datetime.date`).
_GENERIC = re.compile(r"^\s*(?:\w+\.)*(\w+)\s*\[(.*?)\]?\s*$", re.S)


def _split_top(text: str) -> list[str]:
    """`a, Dict[str, int], c` -> ['a', 'Dict[str, int]', 'c']: commas outside brackets and quotes."""
    depth = walk(text).depth
    cuts = [i for i, ch in enumerate(text) if ch in ",|" and depth[i] == 0]
    parts = [text[a + 1 : b].strip() for a, b in zip([-1, *cuts], [*cuts, len(text)], strict=True)]
    return [p for p in parts if p]


def members(declared: str) -> list[str] | None:
    """The member types of a union (`Union[A, B]`, `Optional[A]`, `A | B`), None left out; None for no union.

    >>> members("Union[datetime.date, datetime.datetime]"), members("Optional[str]"), members("int | None")
    (['datetime.date', 'datetime.datetime'], ['str'], ['int'])
    >>> members("List[int]") is None, members("Union[datetime.date"), members("Optional[Dict[str, int]]")
    (True, ['datetime.date'], ['Dict[str, int]'])
    """
    m = _GENERIC.match(declared)
    if m is not None and m.group(1).lower() in ("union", "optional"):
        found = _split_top(m.group(2))
    elif m is None and "|" in declared:
        found = _split_top(declared)
    else:
        return None
    return [t for t in found if t not in ("None", "NoneType")]


def not_container(declared: str) -> bool:
    """Whether a bracketed type is a typing form, not a collection (`Union[...]`, `te.Literal[...]`, `t.IO[...]`).

    >>> not_container("Union[datetime.date, datetime.datetime]"), not_container("te.Literal['stdin']")
    (True, True)
    >>> not_container("list[int]"), not_container("Dict[str, int]")
    (False, False)
    """
    m = _GENERIC.match(declared)
    return m is not None and m.group(1).lower() in _NOT_CONTAINERS


def literal_value(declared: str) -> str | None:
    """The first member of `Literal['stdin', 'stdout']` as code (`"stdin"`); None for another type.

    >>> literal_value("te.Literal['stdin', 'stdout', 'stderr']"), literal_value("Literal[1, 2]")
    ('"stdin"', '1')
    >>> literal_value("str") is None
    True
    """
    m = _GENERIC.match(declared)
    if m is None or m.group(1).lower() != "literal":
        return None
    found = literal_members(m.group(2).strip())
    if not found:
        return None
    first = found[0]
    return '"' + first[1:-1] + '"' if first[:1] == "'" and first[-1:] == "'" else first


def declared_sample(declared: str) -> str | None:
    """A value of a declared Python type the builtin kinds do not cover: a `Literal`'s member, a class's instance.

    >>> declared_sample("Union[datetime.date, datetime.datetime]"), declared_sample("Literal['a', 'b']")
    ('datetime.date(2024, 1, 31)', '"a"')
    >>> declared_sample("Optional[Order]") is None
    True
    """
    if (found := literal_value(declared)) is not None:
        return found
    union = members(declared)
    first = (union[0] if union else declared).strip()
    return (
        py_instance(first)
        if re.fullmatch(r"[\w.]+", first) and first not in ("str", "int", "float")
        else None
    )


__all__ = ["declared_sample", "literal_value", "members", "not_container"]
