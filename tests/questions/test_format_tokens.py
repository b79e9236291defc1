"""Bytes matched against data and bits tested through named constants are literal decisions (issue 13, item 1).

Snippets shaped as gzip's header reader (bench/questions/projects/gzip-ja-py, added in session 10): each
was asked nothing before `utspec.questions.bytes_values` and `utspec.questions.named_bits`.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.literals import decisions

MAGIC = "def header(fp):\n    magic = fp.read(2)\n    if magic != b'\\037\\213':\n        raise OSError('bad')\n    return magic\n"
SUFFIX = "def stored(fname):\n    if fname.endswith(b'.gz'):\n        fname = fname[:-3]\n    return fname\n"
EMPTY = "def header(fp):\n    magic = fp.read(2)\n    if magic == b'':\n        return None\n    return magic\n"
FLAGS = (
    "FTEXT, FHCRC, FEXTRA = 1, 2, 4\n\n"
    "def skip(fp, flag):\n    if flag & FEXTRA:\n        fp.read(2)\n    if flag & FHCRC:\n        fp.read(2)\n    return fp\n"
)

def _values(text: str) -> list[tuple[str, tuple[str, ...], str]]:
    src = SourceText(path="g.py", text=text)
    return [(d.subject, d.values, d.shape) for d in decisions(analyze([src]).items, [src])]

def test_a_bytes_literal_is_a_code() -> None:
    assert ("magic", ("b'\\037\\213'",), "code") in _values(MAGIC)  # ruleid: magic != b'\037\213'
    assert ("fname", ("b'.gz'",), "code") in _values(SUFFIX)  # ruleid: fname.endswith(b'.gz')

def test_empty_bytes_are_trivial() -> None:
    assert _values(EMPTY) == []  # ok: end of input

def test_a_bit_tested_through_a_tuple_constant_is_a_code() -> None:
    found = _values(FLAGS)
    assert ("flag", ("4",), "code") in found  # ruleid: flag & FEXTRA
    assert ("flag", ("2",), "code") in found  # ruleid: flag & FHCRC

def test_a_compared_named_mask_is_not_read_as_a_truth_test() -> None:
    from utspec.questions.named_bits import named_bit

    assert named_bit("flags & MASK == MASK") is None  # ok: a comparison, the boundary item's business

def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import bytes_values, named_bits

    assert doctest.testmod(bytes_values).failed == 0
    assert doctest.testmod(named_bits).failed == 0
