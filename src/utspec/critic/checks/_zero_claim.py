"""A claim of zero iterations by a case that neither cites the loop nor states an input that empties a collection.

`expected-loop-not-cited` lets a loop claim stand when the function of the cited code has a loop (a normal path
cites the guards it passes, not the loop it then runs). A zero-iteration claim needs more than that: the loop's
collection must be empty, and only the case's input can make it so. Swapped onto the wrong case the designer's
sentence "The loop body runs zero iterations: no element is processed." passed on wareki's `year` = `NaN` (its run
leaves at `return year` before the loop) and on soundex's "values for which `count == len` is true" (a branch after
the loop, reached after one iteration per letter). A case that cites the loop, or a branch around it, is left to the
other loop checks (`code_loop_ran`); an input that states an empty collection (the catalog's "`xs` is empty (zero
iterations)", "with 0 elements", `xs` = `[]`) supports the claim.
"""

from __future__ import annotations

import re

from utspec.messages import sentence_pattern

#: The claim: zero iterations of a loop, en and ja (the catalog's `exp.loop_empty` and its paraphrases).
_ZERO = re.compile(
    r"\b(?:zero|no|0) iterations?\b|[0０]\s*回の反復|反復\s*[0０]\s*回|反復しない", re.IGNORECASE
)
#: The catalog's empty-collection inputs (`in.empty`, `in.empty_any`, any language).
_EMPTY_INPUT = sentence_pattern("in.empty", "in.empty_any")
#: Other ways an input empties a collection: words, a count of 0, an empty literal.
_EMPTY_WORDS = re.compile(
    r"\b(?:is|are) empty\b|\bempty (?:collection|list|array|string|sequence|map|set|slice)\b|\bwith 0 elements?\b|"
    r"\bno elements?\b|要素数\s*[0０]\s*の|が空|空の|=\s*`(?:\"\"|''|``|\[\]|\{\}|\(\)|b\"\"|b'')`",
    re.IGNORECASE,
)


def zero_unstated(expected: str, case_input: str) -> str | None:
    """The zero-iteration words of `expected` when the input states no empty collection (None otherwise).

    >>> zero_unstated("The loop body runs zero iterations: no element is processed.", "`year` = `NaN`.")
    'zero iterations'
    >>> zero_unstated("ループ本体は 0 回の反復で、処理される要素はない。", "空のコレクション（反復 0 回）。") is None
    True
    >>> zero_unstated("The loop body runs zero iterations.", "`xs` = `[]`") is None
    True
    >>> zero_unstated("The loop body runs 2 iterations.", "`year` = `1`.") is None  # not a zero claim
    True
    """
    m = _ZERO.search(expected)
    if m is None or _EMPTY_INPUT.search(case_input) or _EMPTY_WORDS.search(case_input):
        return None
    return m.group(0)


__all__ = ["zero_unstated"]
