"""A key item written as a call with several arguments is not declared contradicted by a walk that
cannot bind the arguments to parameters (call_args.py); it is linked to its case instead."""

from __future__ import annotations

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.models import ChecklistItem, KeyItem, Kind, SourceText
from utspec.questions.call_args import unbound_call
from utspec.questions.key_items import Inputs, key_item_contradiction

# `offset` is tested first: a walk giving 3 to `max_width` (the word the claim shares) would judge
# `max_width < 0` false and claim the function returns where the key item expects a raise.
SRC = '''def truncate(text, offset, max_width):
    if offset < 0:
        raise ValueError("offset cannot be negative")
    if max_width < 0:
        raise ValueError("max_width cannot be negative")
    return text[offset:offset + max_width]
'''
KT = 'truncate("abcdefghij", 3, -1) raises ValueError "max_width cannot be negative"'


def test_a_call_with_several_arguments_is_not_contradicted_but_linked() -> None:
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    read = Inputs.of(checklist, [], sources)
    assert key_item_contradiction(KT, checklist, read.conditions) is None
    kt = KeyItem(id="KT-1", file="k.md", line=1, text=KT)
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=[kt], sources=sources))
    lines = {i.id: i.line for i in checklist}
    cited = [sorted({lines[r] for r in c.evidence if r in lines}) for c in spec.cases if "KT-1" in c.evidence]
    assert cited and all(set(c) <= {4, 5} for c in cited)


def _item(symbol: str) -> ChecklistItem:
    return ChecklistItem(id="a.py:1:branch", kind=Kind.BRANCH, file="a.py", line=1, end_line=1, language="python",
                         symbol=symbol, text="x")  # fmt: skip


def test_reading_calls() -> None:
    items = [_item("StringUtils.truncate"), _item("repeat")]
    assert unbound_call('truncate("a, b", 3, -1) throws', items)
    assert unbound_call("repeat(f(1, 2), 2) returns", items)
    assert not unbound_call('repeat("a, b") returns', items)  # one argument: nothing to misplace
    assert not unbound_call("max(1, 2) is 2", items)  # not a function of the code
