"""An exception name only inside a string argument of a code span is data (issue 13: design-code precision).

inflection 0.5.1's docstring (PyPI, MIT): `camelize(underscore("IOError"))` returns `'IoError'`. The critic asked
"DR-9 says `raise IOError`, the code returns `re.sub(…)`" about it: a conflict the design never states.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec
from utspec.questions.key_items import expectation

PY = SourceText(
    path="inflection.py",
    text='''import re


def camelize(string, uppercase_first_letter=True):
    if uppercase_first_letter:
        return re.sub(r"(?:^|_)(.)", lambda m: m.group(1).upper(), string)
    else:
        return string[0].lower() + camelize(string)[1:]


def load(path):
    if not path:
        raise IOError("no path")
    return open(path).read()
''',
)


def _asked(*texts: str) -> list[OpenQuestion]:
    reqs = [Requirement(id=f"DR-{n}", text=t, file="d.md", line=n, kind="bullet") for n, t in enumerate(texts, 1)]
    inp = ReviewInput(TestSpec.model_construct(), analyze([PY]).items, reqs, [], [PY])
    return [q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion)]


def test_a_string_argument_names_no_exception() -> None:
    # ok: "IOError" is the word converted, not an exception the call raises
    assert expectation('`camelize(underscore("IOError"))` returns `\'IoError\'`').exception is None
    assert _asked('`camelize(underscore("IOError"))` returns `\'IoError\'`') == []
    # ruleid: the same name outside the string is the exception the statement expects
    assert expectation('`load("")` raises `IOError`').exception == "ioerror"
    assert expectation('`camelize("x")` raises `IOError`').exception == "ioerror"
