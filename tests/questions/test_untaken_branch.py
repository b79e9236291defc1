"""A text is not contradicted at a branch whose condition its own option settings make false (issue 13, session 28).

is-valid-domain 0.1.6's first run (bench/questions isvaliddomain-ja-js): "wildcard オプションを指定しない場合、
'*.example.com' は false を返すこと" was contradicted at `if (opts.wildcard && index === 0 …) return true`, and two design
examples with `{subdomain: true}` / `{wildcard: false}` were asked as conflicts. Each `ruleid` fails with
`key_items.untaken` switched off (`lambda *a: False`); the `ok` cases set the option so that the branch is taken.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions import key_items
from utspec.questions.key_items import Inputs, contradiction, key_item_contradiction

# `labels.every(…)` and the JSON tables keep the evaluator from running it: the text rules decide
SRC = SourceText(
    path="index.js",
    text="""const table = require('./table.json')

module.exports = function isValidName (value, opts) {
  if (!(opts instanceof Object)) opts = {}
  const labels = value.split('.')
  if (table[labels[0]]) {
    return true
  }
  if (opts.subdomain === false && labels.length > 2) {
    return false
  }
  return labels.every(function (label, index) {
    if (opts.wildcard && index === 0 && label === '*') {
      return true
    }
    return label.length < 64
  })
}
""",
)


def _inputs() -> Inputs:
    return Inputs.of(analyze([SRC]).items, [], [SRC])


def _contradicted(text: str) -> bool:
    inp = _inputs()
    return key_item_contradiction(text, inp.checklist, inp.conditions) is not None


@pytest.mark.parametrize(
    "text",
    [
        "wildcard オプションを指定しない場合、'*.example.com' は false を返すこと",
        "`isValidName('*.example.com', {wildcard: false})` returns `false`",
        "`isValidName('a.b.example.com', {subdomain: true})` returns `true`",
    ],
)
def test_a_setting_that_keeps_the_branch_from_being_taken_is_no_contradiction(text: str) -> None:
    # ruleid: untaken-branch
    assert not _contradicted(text)


def test_the_text_rules_still_read_a_branch_the_setting_takes() -> None:
    inp = _inputs()
    # ok: untaken-branch (wildcard set: the branch is taken and returns true)
    found = contradiction(
        "`isValidName('*.example.com', {wildcard: true})` returns `false`", inp.checklist, inp.conditions
    )
    assert found is not None and found.place is not None and found.place.line == 13


def test_switched_off_the_text_rules_contradict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(key_items, "untaken", lambda *a: False)
    assert _contradicted("wildcard オプションを指定しない場合、'*.example.com' は false を返すこと")
