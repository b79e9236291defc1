"""A builtin value that is an instance of an abstract base class (`Mapping`, `numbers.Real`).

pyhumps's `if isinstance(str_or_iter, Mapping):` and statistics' `isinstance(x, (numbers.Real, Decimal))` said
"Values for which … is true (the code names no literal to choose them from)": an abstract base has no constructor
a tester calls, but a builtin value is one of its instances (`dict` is a `Mapping`, `float` a `Real`). Only the true
side: a value outside an abstract base is not certain (`py_outside` gives none).
"""

from __future__ import annotations

#: A builtin value of each abstract base, by the base's own name (its module is as the code writes it).
_BASES = {
    "Mapping": '{"a": 1}', "MutableMapping": '{"a": 1}', "Sequence": "[1]", "MutableSequence": "[1]",
    "Iterable": "[1]", "Collection": "[1]", "Sized": "[1]", "Container": "[1]", "Reversible": "[1]",
    "Set": "{1}", "AbstractSet": "{1}", "MutableSet": "{1}", "Number": "1", "Complex": "1", "Real": "1.5",
    "Rational": "1", "Integral": "1", "Hashable": "1",
}  # fmt: skip


def abstract_instance(written: str) -> str | None:
    """A builtin value that is an instance of the abstract base `written`, or None.

    >>> abstract_instance("Mapping"), abstract_instance("numbers.Real"), abstract_instance("Order")
    ('{"a": 1}', '1.5', None)
    """
    return _BASES.get(written.rsplit(".", 1)[-1])


__all__ = ["abstract_instance"]
