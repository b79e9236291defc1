"""A comparison with a loop variable over a list written out in the code is a literal decision on the list's
values (loop_values.py; validate-npm-package-name's exclusion list, issue 13 session 11)."""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.literals import decisions

JS = """var exclusionList = [
  'node_modules',
  'favicon.ico',
]

function validate (name) {
  var errors = []
  exclusionList.forEach(function (excludedName) {
    if (name.toLowerCase() === excludedName) {
      errors.push(excludedName + ' is not a valid package name')
    }
  })
  return errors
}
"""

PY = """RESERVED = ('CON', 'PRN', 'AUX')


def check(name, others):
    for r in RESERVED:
        if name.upper() == r:
            raise ValueError(name)
    for o in others:
        if name == o:
            raise ValueError(name)
"""


def _decided(path: str, text: str) -> list[tuple[str, tuple[str, ...], int]]:
    src = SourceText(path=path, text=text)
    return [(d.subject, d.values, d.item.line) for d in decisions(analyze([src]).items, [src])]


def test_a_loop_variable_over_a_written_list_is_a_decision_on_its_values() -> None:
    assert ("name", ("'node_modules'", "'favicon.ico'"), 9) in [(s.split()[0], v, ln) for s, v, ln in _decided("v.js", JS)]
    py = _decided("c.py", PY)
    assert [v for _, v, ln in py if ln == 6] == [("'CON'", "'PRN'", "'AUX'")]  # ruleid: a tuple constant
    assert [v for _, v, ln in py if ln == 9] == []  # ok: `others` is a parameter, no list written out
