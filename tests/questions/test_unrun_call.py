"""A literal call no evaluator runs is not contradicted at a raise of the function it names (issue 13, session 27).

semver-go's first run asked `MustParse("1.0.0").GTE(MustParse("1.0.0")) returns true` at MustParse's panic, and
falsely asked `…LT(…) は true`, which holds. Each `ruleid` fails with `unrun_call.guessed_raise` switched off
(`lambda *a: False`); the `ok` lines show what the rule leaves to the text rules.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions import unrun_call
from utspec.questions.evaluated_call import evaluated_call
from utspec.questions.key_items import Inputs, Verdict, classify, key_item_contradiction

# `json.loads` is no module the Python evaluator runs: a call of `parse_version` on a literal cannot be run
SRC = SourceText(
    path="version.py",
    text="""import json


def parse_version(text):
    version = json.loads(text)
    if version is None:
        raise ValueError("invalid version: " + text)
    return version["major"]
""",
)


def _inputs() -> Inputs:
    return Inputs.of(analyze([SRC]).items, [], [SRC])


def _verdict(text: str) -> Verdict:
    return classify(text, _inputs())


def test_a_value_stated_for_a_literal_call_nobody_ran_is_asked_not_contradicted_at_the_raise() -> None:
    text = """parse_version('{"major": 1}') returns 1"""
    assert evaluated_call(text, [SRC]) is None  # the premise: the evaluator gives up
    # ruleid: the text rule would say `raise ValueError` where the call may never reach it
    assert _verdict(text).outcome == "unanchored"
    assert key_item_contradiction(text, _inputs().checklist, _inputs().conditions) is None
    # ruleid: Japanese, the same
    assert _verdict("""parse_version('{"major": 2}') は 2 を返すこと""").outcome == "unanchored"


def test_what_the_rule_leaves_to_the_text_rules() -> None:
    # ok: a value stated for an input said in words is the text rule's to compare (no literal call)
    assert _verdict("parse_version returns 0 for a text that is no version").outcome == "contradicted"
    # ok: a stated raise is not a value
    assert _verdict("""parse_version('{"major": 1}') raises ValueError""").outcome != "unanchored"


def test_the_doctests_run() -> None:
    assert doctest.testmod(unrun_call).failed == 0
