"""The lines at which an expected result says the function returns: "returns `X` at line N", "N 行目で終了する".

A sentence that names the line ties its return to the `return` of that line's block, not to whatever the function
returns elsewhere. The designer's off-boundary case says "The function does not return `number` at line 159"
(python-stdnum's `to_isbn10` at 9 elements); its flip "The function returns `number` at line 159" states that the
block of line 159 returns, which at 9 elements it does not, even though the function's later returns are not all
known. Without a value ("The function returns at line 63.", a bare `return`; "63 行目で終了する") it is the same
claim, one the value reader (`_claims`) has nothing to take from.

Negated clauses ("does not return … at line N", "N 行目では終了しない", "N 行目の `return` は実行されず") claim no return.
"""

from __future__ import annotations

import re

_LINE_EN = re.compile(
    r"\b(?:returns?|is returned|are returned|exits?|ends?)\b(?:\s+(?:the value\s+)?(?:`[^`\n]+`|\S+))?"
    r"\s+(?:at|on|in) line (\d+)\b",
    re.IGNORECASE,
)
_LINE_JA = re.compile(
    r"(\d+)\s*行目(?:で|の\s*`return`\s*(?:が|で))\s*(?:`[^`\n]+`\s*(?:が|を)\s*)?"
    r"(?:返される|返され、|返す|返る|戻る|終了する|終わる|実行され(?:る|、|て))"
)
#: "does not return", "never returns", "n't": the English verb is denied just before it.
_DENIED = re.compile(r"\b(?:not|never)\s+$|n't\s+$", re.IGNORECASE)


def returns_at(text: str) -> frozenset[int]:
    """Lines at which `text` says the function returns (a `return` of that line's block runs).

    >>> sorted(returns_at("The function returns `number` at line 159.")), sorted(returns_at("The function returns at line 63."))
    ([159], [63])
    >>> returns_at("The function does not return `number` at line 159."), returns_at("The function never returns at line 7.")
    (frozenset(), frozenset())
    >>> sorted(returns_at("63 行目で終了する。")), sorted(returns_at("159 行目の `return` が実行され、そこで `number` を返す。"))
    ([63], [159])
    >>> returns_at("63 行目では終了しない。"), returns_at("159 行目の `return` は実行されず、そこで `number` を返さない。")
    (frozenset(), frozenset())
    >>> returns_at("The loop does not stop at line 78."), returns_at("`x` is set at line 3.")
    (frozenset(), frozenset())
    """
    out = set()
    for m in _LINE_EN.finditer(text):
        if not _DENIED.search(text[max(0, m.start() - 12) : m.start()]):
            out.add(int(m.group(1)))
    out.update(int(m.group(1)) for m in _LINE_JA.finditer(text))
    return frozenset(out)
