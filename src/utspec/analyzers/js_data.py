"""Arrays and plain objects as `js_eval` holds them: spreading one, and reading one as a call's result.

check-ends-with-period's `checkEndsWithPeriod` starts with `const characters = [...lineText]` and returns
`{valid: true, periodMark: "。", index: 2}`; its key items state that object. `js_eval` holds a JavaScript array as a
Python list and an object literal as a dict, so a result made only of those and of primitives (plain data) can be
compared with a stated literal exactly; anything else (a function, a Map, a RegExp, a class instance) stays unread.
"""

from __future__ import annotations

from typing import Any

from utspec.analyzers.py_eval import Unknown

#: How deep a result may nest and still be read (a reviewer writes a flat object or a list of strings).
_MAX_NESTING = 8


def spread(value: Any) -> list[Any]:
    """The items `[...value]` puts into an array: a string's characters (code points, as JavaScript iterates a
    string; `js_eval` refuses strings beyond the BMP), an array's items; anything else is not read.

    >>> spread("です。"), spread([1.0, "a"])
    (['で', 'す', '。'], [1.0, 'a'])
    """
    if isinstance(value, str):
        return list(value)
    if isinstance(value, list):
        return list(value)
    raise Unknown


def is_data(value: Any, undefined: Any, depth: int = 0) -> bool:
    """Whether a value is plain data: a primitive, or arrays and objects of plain data.

    >>> is_data({"valid": True, "index": 4.0, "marks": ["。"]}, object()), is_data([len], object())
    (True, False)
    """
    if depth > _MAX_NESTING:
        return False
    if value is undefined or value is None or isinstance(value, (bool, int, float, str)):
        return True
    if isinstance(value, list):
        return all(is_data(v, undefined, depth + 1) for v in value)
    if type(value) is dict:
        return all(isinstance(k, str) and is_data(v, undefined, depth + 1) for k, v in value.items())
    return False


def same_data(stated: Any, actual: Any, undefined: Any) -> bool:
    """Whether a stated array or object equals a result, as JavaScript's deep equality (`assert.deepStrictEqual`)
    reads them: the same keys (order aside), items in order, numbers by value, `undefined` apart from `null`, `true`
    apart from 1.

    >>> u = object()
    >>> same_data({"valid": True, "index": 4}, {"index": 4.0, "valid": True}, u)
    True
    >>> same_data({"valid": True}, {"valid": 1.0}, u), same_data(["a"], ["a", "b"], u), same_data([None], [u], u)
    (False, False, False)
    """
    if isinstance(stated, list) or isinstance(actual, list):
        return (
            isinstance(stated, list)
            and isinstance(actual, list)
            and len(stated) == len(actual)
            and all(same_data(s, a, undefined) for s, a in zip(stated, actual, strict=True))
        )
    if isinstance(stated, dict) or isinstance(actual, dict):
        return (
            isinstance(stated, dict)
            and isinstance(actual, dict)
            and stated.keys() == actual.keys()
            and all(same_data(v, actual[k], undefined) for k, v in stated.items())
        )
    if stated is undefined or actual is undefined or stated is None or actual is None:
        return stated is actual
    if isinstance(stated, bool) or isinstance(actual, bool):
        return isinstance(stated, bool) and isinstance(actual, bool) and stated == actual
    if isinstance(stated, (int, float)) and isinstance(actual, (int, float)):
        return float(stated) == float(actual)
    return type(stated) is type(actual) and bool(stated == actual)


def written(value: Any, undefined: Any) -> str:
    """Plain data as JavaScript writes it, for a reviewer to compare with the stated literal.

    >>> written({"valid": False, "periodMark": "t", "index": 3.0, "marks": ["。", None]}, object())
    '{valid: false, periodMark: "t", index: 3, marks: ["。", null]}'
    """
    if value is undefined:
        return "undefined"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(int(value)) if float(value).is_integer() else repr(float(value))
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(written(v, undefined) for v in value) + "]"
    return "{" + ", ".join(f"{k}: {written(v, undefined)}" for k, v in value.items()) + "}"


__all__ = ["is_data", "same_data", "spread", "written"]
