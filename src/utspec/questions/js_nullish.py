"""`null` and `undefined` are two values in JavaScript: a claim of one where the code returns the other.

npm retry 0.13.1's `mainError`: "mainError() はエラーが 1 件もないとき undefined を返すこと" against `return null;`. Both
read as "none" (as Python's None and Go's nil are one value), so the key item was taken to agree and cited. Only
both written out: a bare `return;` gives undefined too, and what a claim of null against it means is left alone.
Pure function of the two texts.
"""

from __future__ import annotations


def nullish_differs(claimed: str, returned: str | None) -> bool:
    """Whether a claimed and a returned value are `null` and `undefined`, one each.

    >>> nullish_differs("undefined", "null"), nullish_differs("`null`", "undefined;")
    (True, True)
    >>> nullish_differs("null", "null"), nullish_differs("undefined", None), nullish_differs("None", "null")
    (False, False, False)
    """
    c = claimed.strip().strip("`").lower()
    r = (returned or "").strip().rstrip(";").strip().lower()
    return {c, r} == {"null", "undefined"}
