"""bench/expected/words.py, the report words of bench/expected_results.py (`--language ja`).

The bench's own table, not the product catalog: it must import nothing of utspec, keep the same keys
and placeholders in each language, and its Japanese lines must hold no English word run.
"""

from __future__ import annotations

import ast
import re
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from expected import words  # noqa: E402

# Outside `{placeholders}`, a Japanese line may name the tool and its file, never "hedge phrases".
_ENGLISH_RUN = re.compile(r"\b[A-Za-z]{2,}(?:\s+[A-Za-z]{2,})+\b")


def _names(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_same_keys_and_placeholders_in_each_language() -> None:
    en, ja = words.WORDS["en"], words.WORDS["ja"]
    assert set(en) == set(ja)
    assert [k for k in en if _names(en[k]) != _names(ja[k])] == []


def test_japanese_words_hold_no_english_run() -> None:
    english = {k: _ENGLISH_RUN.findall(re.sub(r"\{[^}]*\}|utspec|spec\.json", " ", v)) for k, v in words.WORDS["ja"].items()}
    assert {k: v for k, v in english.items() if v} == {}
    assert _ENGLISH_RUN.findall(words.WORDS["en"]["share"])  # the check can fail: English has runs


def test_the_words_import_nothing_of_utspec() -> None:
    tree = ast.parse(Path(words.__file__).read_text(encoding="utf-8"))
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not {m for m in imported if m.split(".")[0] == "utspec"}


def test_cells_pad_by_display_width() -> None:
    assert words.cell("ケース", 8, right=True) == "  ケース"
    assert words.cell("cases", 8) == "cases   "
