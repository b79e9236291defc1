"""A statement saying what comes out ("gives a delay") is about the function named for it (result_scope.py)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.designer.offline.result_scope import name_words, producer, result_noun
from utspec.models import KeyItem, SourceText

# The header's name is read in one function (rarity puts "Retry-After" there); its value is
# turned into a delay in another, which is what the key item is about.
SRC = '''def get_retry_header(headers):
    retryAfter = headers.get("Retry-After")
    if retryAfter is not None:
        return retryAfter
    return headers.get("RateLimit-Reset")


def calculate_retry_delay(value):
    if not value.isdigit():
        return None
    seconds = int(value)
    # Long values are capped at one hour.
    if seconds > 3600:
        seconds = 3600
    return seconds * 1000
'''


def _links(text: str) -> list[int]:
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    kt = KeyItem(id="KT-1", file="k.md", line=1, text=text)
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=[kt],
                                                  sources=sources))  # fmt: skip
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if "KT-1" in c.evidence for r in c.evidence if r in code})


KT = "A long Retry-After value gives a delay of one hour"


def test_the_noun_that_comes_out_names_the_function() -> None:
    assert _links(KT) and all(line >= 8 for line in _links(KT))


def test_without_the_rule_the_header_name_pulls_the_item_onto_the_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "producer", lambda text, names: None)
    assert any(line < 8 for line in _links(KT))


def test_result_reading() -> None:
    assert name_words("calculateRetryTimingDelay") == ["calculate", "retry", "timing", "delay"]
    assert name_words("parse_HTTP_date") == ["parse", "http", "date"]
    assert result_noun("An unparseable value gives no delay (undefined)") == "delay"
    assert result_noun("Retry-After wins over RateLimit-Reset") is None
    names = ["getRetryTimingHeader", "calculateRetryTimingDelay", "slugify", "delay"]
    assert producer("120 gives a delay of 120000 ms", names) == "calculateretrytimingdelay"
    assert producer("returns a slug", ["slugify"]) is None  # one word: no noun of its own
    assert producer("returns a header", names) == "getretrytimingheader"
    assert producer("gives a delay", [*names, "compute_delay"]) is None  # two functions end with it: no scope
