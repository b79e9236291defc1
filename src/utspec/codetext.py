"""Small readers of code text shared by the designer and the questions (imports nothing of utspec)."""

from __future__ import annotations

__all__ = ["split_top_level"]


def split_top_level(text: str, opening: str = "([{", closing: str = ")]}") -> list[str]:
    """`text` split on the commas outside brackets, each piece stripped, empty pieces dropped.

    Call arguments, parameter lists and literal sets: `500, f(a, b)` is two pieces, not three.
    Pass `opening="([{<"` (and `closing=")]}>"`) where generics hold commas (`Map<K, V> m`).

    >>> split_top_level("500, f(a, b), [1, 2],")
    ['500', 'f(a, b)', '[1, 2]']
    >>> split_top_level("Map<K, V> m, int n", "([{<", ")]}>")
    ['Map<K, V> m', 'int n']
    >>> split_top_level('"a, b", x')
    ['"a, b"', 'x']
    """
    out, depth, cur, quote = [], 0, "", ""
    for ch in text:
        if quote:
            quote = "" if ch == quote else quote  # a comma in a string literal separates nothing
        elif ch in "'\"`":
            quote = ch
        elif ch in opening:
            depth += 1
        elif ch in closing:
            depth -= 1
        if ch == "," and depth == 0 and not quote:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    return [p.strip() for p in [*out, cur] if p.strip()]
