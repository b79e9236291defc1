"""Whether a case's input names a concrete value a tester can type (issue 12: "values in every input").

Imports nothing of utspec. An input names a value when it gives a literal in code quotes (a number, a
quoted string, null/None/nil/true/false, a list or tuple literal; the tuple form, `(9999,)` as a
database double's row, was added 2026-12-04 when the designer first wrote it), a count ("with 3 elements",
"要素数 3"), an emptiness a tester sets up ("is empty", "が空"), a test data setup with values, or an
SQL statement to run; it names none when it only describes ("Values for which …", "passes every guard
… (see …)", "… が真になる値").
"""

from __future__ import annotations

import re

#: Phrases that describe an input instead of giving one (case-insensitive), checked first.
VAGUE: tuple[str, ...] = (
    "values for which",
    "names no literal",
    "see the normal-path case",
    "正常系のケースを参照",
    "になる値",
    "手掛かりとなるリテラルがない",
    "any input",
    "任意の入力",
)

_LITERAL = re.compile(
    r"`(?:-?\d[\d_,]*(?:\.\d+)?|\"[^\"`]*\"|'[^'`]*'|null|None|nil|undefined|true|false|True|False|\[[^`]*\]|\([^`]*,[^`]*\)|\{\}|\"\")`"
)
_COUNT = re.compile(r"with \d+ elements?|要素数 \d+|\(length \d+\)|（長さ \d+）")
_EMPTY = re.compile(r"is empty|が空|zero iterations|反復 0 回")
_SETUP = re.compile(r"raises `\w+`|を送出する|Run statement \d+|\d+ 番目の文を実行", re.I)


def names_value(text: str) -> bool:
    """Whether `text` (a case's input) names at least one concrete value and no describing phrase.

    >>> names_value('`email` = `""`.'), names_value("Values for which `a < b` is true (the code names no literal).")
    (True, False)
    """
    low = text.lower()
    if any(p.lower() in low for p in VAGUE):
        return False
    return bool(_LITERAL.search(text) or _COUNT.search(text) or _EMPTY.search(text) or _SETUP.search(text))
