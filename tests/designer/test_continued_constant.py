"""A Python constant continued with a backslash is read (base58 2.1.1, bench/expected/projects/base58-py).

base58's `BITCOIN_ALPHABET = \\` continues on the next line, so the path evaluator did not know the constant at all.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

_SRC = """ALPHA = \\
    'abc'


def first(s):
    if s == 'x':
        return ALPHA[0:1]
    return s
"""


def test_continued_constant(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"enc.py": _SRC})["cases"]
    first = next(c for c in cases if "src/enc.py:6:branch" in c["evidence"])
    assert 'returns `"a"`' in first["expected"], first  # `ALPHA[0:1]` with ALPHA read across its `\\`
