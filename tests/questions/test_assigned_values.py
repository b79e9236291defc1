"""A value assigned case by case against the value a key item expects for one case (issue 13, item 2: contradicted).

Shape of gzip's XFL byte (bench/questions/projects/gzip-ja-py, session 10): contradicted only when the key
item names the tested subject and the assigned name, one tested number and one expected number.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

PY = (
    "LEVEL_BEST = 9\nLEVEL_FAST = 1\n\n"
    "def header(level):\n    if level == LEVEL_BEST:\n        xfl = b'\\002'\n    elif level == LEVEL_FAST:\n"
    "        xfl = b'\\004'\n    else:\n        xfl = b'\\000'\n    return write(xfl)\n"
)
JS = (
    "function weight(kind) {\n  var w = 0;\n  if (kind === 1) {\n    w = 10;\n  } else if (kind === 2) {\n"
    "    w = 20;\n  } else {\n    w = 5;\n  }\n  return w;\n}\n"
)


def _outcome(path: str, text: str, claim: str) -> str:
    src = SourceText(path=path, text=text)
    return classify(claim, Inputs.of(analyze([src]).items, [], [src])).outcome


def test_an_assigned_value_other_than_expected_contradicts() -> None:
    assert _outcome("g.py", PY, "level 1 で書き込むと XFL バイトは 0 になること") == "contradicted"  # ruleid: 4, not 0
    assert _outcome("w.js", JS, "kind 2 gives a w of 25") == "contradicted"  # ruleid: 20, not 25


def test_the_assigned_value_expected_is_no_contradiction() -> None:
    assert _outcome("g.py", PY, "level 9 で書き込むと XFL バイトが 2 になること") != "contradicted"  # ok: b'\002'
    assert _outcome("w.js", JS, "kind 1 gives a w of 10") != "contradicted"  # ok


def test_a_claim_not_naming_the_assigned_name_is_not_read() -> None:
    assert _outcome("g.py", PY, "level 1 writes a byte 0") != "contradicted"  # ok: xfl is not named


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import assigned_values

    assert doctest.testmod(assigned_values).failed == 0
