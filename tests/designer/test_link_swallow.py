"""A statement that the call still succeeds after a failure goes on the handler that swallows it (linking._swallows).

member-ja-py KT-8 'ウェルカムメールがタイムアウトしても登録は成功すること' tied between the
`except TimeoutError` case (the mail fails, the member id is still returned) and the normal path:
both succeed, only the normal path carried the success anchor.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.models import ChecklistItem, KeyItem, Kind, SourceText

SRC = '''def register(cur, mailer, email: str) -> int:
    if not email:
        raise ValueError("email is required")
    cur.execute("INSERT INTO members (email) VALUES (%s)", (email,))
    member_id = cur.lastrowid
    try:
        mailer.send_welcome(email)
    except TimeoutError:
        cur.execute("INSERT INTO mail_retry (member_id) VALUES (%s)", (member_id,))
    return member_id
'''


def _cited_kinds(text: str) -> set[Kind]:
    sources = [SourceText(path="m.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    kt = KeyItem(id="KT-1", file="k.md", line=1, text=text)
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=[kt], sources=sources))
    items: dict[str, ChecklistItem] = {i.id: i for i in checklist}
    return {items[r].kind for c in spec.cases if "KT-1" in c.evidence for r in c.evidence if r in items}


def test_success_after_a_timeout_is_the_handlers_case() -> None:
    assert Kind.HANDLER in _cited_kinds("ウェルカムメールがタイムアウトしても登録は成功すること")


def test_switched_off_it_is_no_longer_the_handlers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "_swallows", lambda cited, case: False)
    assert Kind.HANDLER not in _cited_kinds("ウェルカムメールがタイムアウトしても登録は成功すること")
