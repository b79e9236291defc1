"""The non-null side of a local holding a dependency call's result: the call's double returns a value.

jpholiday's `cache = self._cache.get(date)` then `if cache is not None: return cache` said "values for
which `cache is not None` is true (the code names no literal)": `cache` is no input, and the null
side already said "`self._cache.get(date)` returns `None` (test double)". The other side is the same
double returning something else: "`self._cache.get(date)` returns a value other than `None` (test
double)". The test checks that this value comes back; which value it is the code does not fix, so
none is invented. A call whose result kind is documented (`headers.get(...)`, a string) keeps its
sample from `known_returns`.
"""

from __future__ import annotations

from utspec.messages import Catalog


def present_double(call: str | None, null: str, known_kind: str | None, msg: Catalog) -> str | None:
    """The phrase for `call`'s double returning a non-null value; None when no call or its kind gives a sample.

    >>> present_double("self._cache.get(date)", "None", None, Catalog("en"))
    '`self._cache.get(date)` returns a value other than `None` (test double)'
    >>> present_double("repo.find(id)", "null", None, Catalog("ja"))
    '`repo.find(id)` が `null` 以外の値を返す（テストダブル）'
    >>> present_double("headers.get('a')", "null", "str", Catalog("en")) is None  # the known kind says a string
    True
    >>> present_double(None, "None", None, Catalog("en")) is None
    True
    """
    if call is None or known_kind is not None:
        return None
    return msg("in.returns_other", call=call, null=null)


__all__ = ["present_double"]
