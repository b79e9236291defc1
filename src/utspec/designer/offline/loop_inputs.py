"""What makes a loop run zero times, said as a tester sets it; and loops no input can make empty.

Humanizer's `ToRoman` iterates `RomanNumeralsSequence`, a `static readonly` array written out in the class,
and `while (input >= pair.Value)`; both cases said "An empty collection (zero iterations)": the first can
never be empty, the second has no collection at all. A `while` loop runs zero times when its condition is
false on arrival; a loop over a constant collection (declared `const`/`final`/`static readonly`, or an
ALL_CAPS module constant, with a literal initializer) always runs.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_KEYWORD = re.compile(r"^\s*(?:for|foreach|while|do)\b")


def is_condition(text: str) -> bool:
    """Whether a loop item's text is its condition (`i > 0`), not a `for`/`foreach` header.

    >>> is_condition("i > 0"), is_condition("for (const x of xs)"), is_condition("foreach (var p in ps)")
    (True, False, False)
    """
    return not _KEYWORD.match(text) and not text.strip().endswith(":")


def fixed_collection(name: str, lines: Sequence[str]) -> bool:
    """Whether `name` is a constant collection written out in the file (no input can make it empty).

    >>> fixed_collection("RomanNumeralsSequence", ["    static readonly KeyValuePair<string, int>[] RomanNumeralsSequence =", "    ["])
    True
    >>> fixed_collection("PATTERNS", ["PATTERNS = (", "    'a',", ")"]), fixed_collection("items", ["items = []"])
    (True, False)
    >>> fixed_collection("LIMITS", ["LIMITS = load_limits()"]), fixed_collection("Cache", ["static readonly List<int> Cache = new List<int>();"])
    (False, False)
    """
    word = re.escape(name.split(".")[-1])
    decl = re.compile(
        rf"(?:\b(?:const|final|readonly)\b.*\b{word}\s*=|^{word}\s*(?::[^=]+)?=)\s*(?P<rest>.*)$"
        if name.isupper()
        else rf"\b(?:const|final|readonly)\b.*\b{word}\s*=\s*(?P<rest>.*)$"
    )
    for n, line in enumerate(lines):
        if name.split(".")[-1] not in line or (m := decl.search(line.strip())) is None:
            continue
        rest = m.group("rest").strip() or (lines[n + 1].strip() if n + 1 < len(lines) else "")
        literal = re.sub(r"^new\b[^({\[]*", "", rest)  # `new KeyValuePair<string, int>[] {` -> `{`
        return re.match(r"[\[({]", literal) is not None and not re.match(r"[\[({]\s*[\])}]", literal)
    return False


#: `for (var i = s.length - 1; i >= 0; i--)`: an index walking a text or array from its end (C-family languages).
_DESCENDING = re.compile(
    r"^\s*for\s*\(\s*(?:var|let|int|long|auto|size_t)?\s*(\w+)\s*=\s*([\w$.]+?)\s*\.\s*"
    r"(?:length|size\(\)|Count|Length)\s*-\s*1\s*;\s*\1\s*>=\s*0\s*;"
)


def walked_from_end(text: str) -> str | None:
    """The text or collection a descending index loop walks (`str` of `for (var i = str.length - 1; i >= 0; i--)`):
    empty, the loop runs zero times. None for any other loop header.

    kansuji's `convert` loop had the input "An empty collection (zero iterations)", naming nothing to make empty.

    >>> walked_from_end("for (var i = str.length - 1; i >= 0; i--)"), walked_from_end("for (int i = xs.size() - 1; i >= 0; --i)")
    ('str', 'xs')
    >>> walked_from_end("for (var i = str.length - 1; i > 0; i--)") is None
    True
    """
    m = _DESCENDING.match(text)
    return m.group(2) if m else None


__all__ = ["fixed_collection", "is_condition", "walked_from_end"]
