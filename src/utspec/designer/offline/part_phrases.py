"""The normal path's input names each argument once: parts of an argument it already gives are left out.

gosimple/slug's IsSlug: the normal path said `text` = `"a"`; `text[0]` = `'a'`; `text[len(text)-1]` = `'a'`;
`c` = `'z'`. The index phrases came from `text[0] == '-'` and `text[len(text)-1] == '_'` held false, the `c`
from the loop `for _, c := range text`: a tester passes `text`, and its characters are what `text` says. A part
(an index, a member, the loop variable over it) is kept only when the argument itself has no phrase.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: The loop variable and what it walks, per language's loop header.
_LOOPS = (
    re.compile(r"\bfor\s+(?:\w+\s*,\s*)?(\w+)\s*:?=\s*range\s+([\w.]+)"),  # Go: for _, c := range text
    re.compile(r"^\s*(?:async\s+)?for\s+(\w+)\s+in\s+([\w.]+)\s*:"),  # Python: for c in text:
    re.compile(
        r"\bfor\s*\(\s*(?:const|let|var)\s+(\w+)\s+of\s+([\w.]+)\s*\)"
    ),  # JS/TS: for (const c of text)
    re.compile(r"\bforeach\s*\(\s*[\w<>?]+\s+(\w+)\s+in\s+([\w.]+)\s*\)"),  # C#: foreach (var c in value)
    re.compile(
        r"\bfor\s*\(\s*(?:final\s+)?[\w<>?]+\s+(\w+)\s*:\s*([\w.]+)(?:\.toCharArray\(\))?\s*\)"
    ),  # Java
)


def loop_variables(body: Sequence[str]) -> dict[str, str]:
    """{loop variable: the name it walks} for the loops of a function body.

    >>> loop_variables(["for _, c := range text {", "for ch in word:", "foreach (var c2 in value)"])
    {'c': 'text', 'ch': 'word', 'c2': 'value'}
    """
    out: dict[str, str] = {}
    for text in body:
        for rx in _LOOPS:
            if m := rx.search(text):
                out.setdefault(m.group(1), m.group(2))
    return out


def _subject(phrase: str) -> str:
    m = re.search(r"`([^`]+)`", phrase)
    return m.group(1) if m else phrase


def _whole(subject: str, loops: dict[str, str]) -> str | None:
    """The argument a part belongs to: `text` of `text[0]` or `text.length`; the walked name of a loop variable."""
    if subject in loops:
        return loops[subject]
    m = re.match(r"^([A-Za-z_$][\w$]*)\[", subject)
    return m.group(1) if m else None


#: A phrase giving a name a text or list literal (`text` = `"a"`, `xs` = `[1, 2]`): its parts are fixed by it.
_LITERAL = re.compile(r"""^`([A-Za-z_$][\w$]*)` = `["'\[]""")


def without_parts(phrases: list[str], loops: dict[str, str]) -> list[str]:
    """`phrases` less those about a character or element of an argument another phrase gives as a literal.

    A member (`opts.width`) stays: `opts` = `{}` says less than its member's value.

    >>> without_parts(['`text` = `"a"`', "`text[0]` = `'a'`", "`c` = `'z'`", "`MaxLength` = `0`"], {"c": "text"})
    ['`text` = `"a"`', '`MaxLength` = `0`']
    >>> without_parts(["`text[0]` = `'a'`", "`opts` = `{}`", "`opts.width` = `2`"], {})
    ["`text[0]` = `'a'`", '`opts` = `{}`', '`opts.width` = `2`']
    """
    given = {m.group(1) for p in phrases if (m := _LITERAL.match(p))}
    return [p for p in phrases if (whole := _whole(_subject(p), loops)) is None or whole not in given]


__all__ = ["loop_variables", "without_parts"]
