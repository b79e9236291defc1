"""A statement restricting a function's argument to listed strings vs the function's inline membership test (issue 13)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch, unexplained_literal
from utspec.critic.review_input import ReviewInput
from utspec.models import Requirement, SourceText, TestSpec
from utspec.questions.only_members import only_member_conflicts

PY = """class Au_write:
    def setcomptype(self, type, name):
        if type in ('NONE', 'ULAW', 'ALAW'):
            self._comptype = type
        else:
            raise Error('unknown compression type')

    def getcompname(self):
        if self._comptype in ('ULAW', 'ALAW'):
            return 'CCITT G.711'
        return 'not compressed'
"""


def _req(text: str, n: int = 1) -> Requirement:
    return Requirement(id=f"DR-{n}", file="d.md", line=n, kind="bullet", text=text)


def test_a_restricted_list_against_a_longer_membership_test_conflicts() -> None:
    src = SourceText(path="sunau.py", text=PY)
    items = analyze([src]).items
    # ruleid: the statement names setcomptype and allows only two of the three strings the code accepts
    found = only_member_conflicts(
        [
            _req(
                "AU_write.setcomptype(type, name): Set the compression type and description. Only ``'NONE'`` and ``'ULAW'`` are supported on output."
            )
        ],
        items,
    )
    assert [(c.code.line, c.missing, c.extra) for c in found] == [(3, (), ("ALAW",))]
    # ok: the same members; no "only"; another function named
    assert (
        only_member_conflicts([_req("setcomptype: only 'NONE', 'ULAW' or 'ALAW' are accepted.")], items) == []
    )
    assert only_member_conflicts([_req("setcomptype: supported types are 'NONE' and 'ULAW'.")], items) == []
    assert only_member_conflicts([_req("getcompname: only 'NONE' and 'ULAW' are supported.")], items) == []


def test_the_conflict_is_asked_as_a_design_code_question() -> None:
    src = SourceText(path="sunau.py", text=PY)
    req = _req("AU_write.setcomptype(type, name): Only ``'NONE'`` and ``'ULAW'`` are supported on output.", 7)
    inp = ReviewInput(TestSpec(designer="t"), analyze([src]).items, [req], [], [src], language="en")
    qs = [q for q in design_code_mismatch.check(inp) if getattr(q, "kind", None) == "design_code_conflict"]
    assert [(q.places, q.values) for q in qs] == [(["sunau.py:3", "d.md:7"], ["ALAW"])]
    assert "setcomptype(type)" in qs[0].question and "ALAW" in qs[0].question
    # asked once: unexplained-literal leaves the membership test to this question
    assert not [q for q in unexplained_literal.check(inp) if "sunau.py:3" in (q.places or [])]
