"""A default a design's signature writes against the function's own (issue 13: conflicts).

PyPI humanize 4.9.0 (bench/questions humanize-filesize-py hz-C1): the design's heading writes
`naturalsize(value, binary=False, gnu=False, format="%.1f")`, the code (the planted edit) `format: str = "%.2f"`.
Without the word "default" `default_conflicts` read no stated default there.
"""

from __future__ import annotations

from utspec.models import Requirement, SourceText
from utspec.questions.default_conflicts import default_conflicts

PY = '''def naturalsize(
    value: float | str,
    binary: bool = False,
    gnu: bool = False,
    format: str = "%.2f",
) -> str:
    if gnu:
        return format
    return format
'''


def _req(text: str) -> Requirement:
    return Requirement(id="DR-3", text=text, file="d.md", line=5, kind="heading")


def test_a_signature_default_the_code_does_not_give_is_a_conflict() -> None:
    found = default_conflicts([_req('naturalsize(value, binary=False, gnu=False, format="%.1f")')],
                              [SourceText(path="filesize.py", text=PY)])  # fmt: skip
    assert [(c.name, c.design.shown(), c.code.line) for c in found] == [("format", "'%.1f'", 5)]  # ruleid


def test_the_same_defaults_and_other_functions_are_not() -> None:
    src = [SourceText(path="filesize.py", text=PY)]
    assert default_conflicts([_req('naturalsize(value, binary=False, gnu=False, format="%.2f")')], src) == []  # ok
    assert default_conflicts([_req('othersize(value, format="%.1f")')], src) == []  # ok: no such function


def test_a_decorator_applied_in_an_example_is_no_signature() -> None:
    # PyPI retry 0.9.2's readme (retry-call-py, first run): "`@retry(ZeroDivisionError, tries=3, delay=2)`: …" was read as
    # retry's signature and asked as a conflict with `tries=-1`
    from utspec.questions.signature_defaults import signature_defaults

    assert signature_defaults("`@retry(ZeroDivisionError, tries=3, delay=2)`: Retry on ZeroDivisionError") == []
    assert signature_defaults("`retry(exceptions=Exception, tries=-1, delay=0)`") == [
        ("retry", "tries", "-1"),
        ("retry", "delay", "0"),
    ]
