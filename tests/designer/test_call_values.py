"""The values a key item passes in a call decide the branch it is about (call_values.py)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.designer.offline.call_values import bind, excluded, holds, parameters
from utspec.models import ChecklistItem, KeyItem, Kind, SourceText

SRC = '''def repeat(text, count):
    if text is None:
        return None
    if count <= 0:
        return ""
    return text * count
'''


def _cited(kt_text: str) -> list[list[int]]:
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    kt = KeyItem(id="KT-1", file="k.md", line=1, text=kt_text)
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=[kt], sources=sources))
    lines = {i.id: i.line for i in checklist}
    return [sorted({lines[r] for r in c.evidence if r in lines}) for c in spec.cases if "KT-1" in c.evidence]


def test_the_values_choose_the_branch_the_call_takes() -> None:
    # `count = -2` fires the guard on line 4; `count = 3` fires none: the main path (citing both guards).
    assert _cited('repeat("a", -2) returns ""') == [[4, 5]]
    assert _cited('repeat("ab", 3) returns "ababab"') == [[2, 4]]


def test_breaking_the_rule_puts_the_call_on_a_guard_it_does_not_fire(monkeypatch: pytest.MonkeyPatch) -> None:
    # call_path.py decides this call on its own (every guard judged false: the main path): off too.
    monkeypatch.setattr(linking, "exit_of", lambda text, items, sources: None)
    monkeypatch.setattr(linking, "run_exit", lambda *a: None)  # running the call finds it too (evaluated_exit.py)
    monkeypatch.setattr(linking, "bind", lambda text, items, sources: {})
    assert _cited('repeat("ab", 3) returns "ababab"') == [[4, 5]]


def _item(line: int, kind: Kind, text: str) -> ChecklistItem:
    return ChecklistItem(id=f"a.py:{line}:{kind.value}", kind=kind, file="a.py", line=line, end_line=line,
                         language="python", symbol="repeat", text=text)  # fmt: skip


def test_reading() -> None:
    assert parameters("public static String repeat(final String repeat, final int count) {") == ["repeat", "count"]
    assert parameters("def f(self, text: str, n: int = 3, *rest):") == ["text", "n", "rest"]
    assert parameters("export const g = (value: string, limit = 5): number => {") == ["value", "limit"]
    assert holds("count <= 0", {"count": "-2"}) is True
    assert holds("count <= 0", {"count": "2"}) is False
    assert holds("text is None", {"text": '"a"'}) is False and holds("text is None", {"text": "None"}) is True
    assert holds("text !== null", {"text": "null"}) is False
    assert holds("count <= limit", {"count": "1"}) is None and holds("size > 0", {"count": "1"}) is None
    guard = [_item(2, Kind.BRANCH, "text is None"), _item(3, Kind.EARLY_RETURN, "return None")]
    assert excluded(guard, False, {"text": '"a"'}) and not excluded(guard, False, {"text": "None"})
    main = [_item(2, Kind.BRANCH, "text is None"), _item(4, Kind.BRANCH, "count <= 0")]
    assert excluded(main, True, {"count": "-2"}) and not excluded(main, True, {"count": "2"})
    assert not excluded(main, True, {})
    sources = {"a.py": SRC.split("\n")}
    items = analyze([SourceText(path="a.py", text=SRC)], AnalyzerOptions()).items
    assert bind('repeat("a", -2)', items, sources) == {"text": '"a"', "count": "-2"}
    assert bind('repeat(x, -2)', items, sources) == {"count": "-2"}  # not a literal: unbound
    assert bind('repeat("a")', items, sources) == {}  # arity differs: no binding
