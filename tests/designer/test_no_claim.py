"""Design statements that state nothing a case could check link nowhere (no_claim.py), read from an annotated fixture."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.no_claim import no_claim

FIXTURE = Path(__file__).parent / "fixtures" / "no_claim" / "statements.txt"


def _annotated() -> list[tuple[str, str, str]]:
    """(annotation kind, expected reason, statement) for each annotated line of the fixture."""
    out: list[tuple[str, str, str]] = []
    pending: tuple[str, str] | None = None
    for line in FIXTURE.read_text(encoding="utf-8").splitlines():
        if line.startswith("# ") and ":" in line and line[2:].split(":")[0] in {"ruleid", "ok", "todoruleid"}:
            kind, _, reason = line[2:].partition(":")
            pending = (kind, reason.strip())
        elif line.strip() and not line.startswith("#") and pending is not None:
            out.append((*pending, line))
            pending = None
    return out


CASES = _annotated()


def test_the_fixture_has_each_kind_in_both_languages() -> None:
    kinds = {(k, r) for k, r, _ in CASES}
    assert {("ruleid", r) for r in ("commentary", "advice", "identity", "benefit", "project", "reference")} <= kinds
    assert ("ok", "no-claim") in kinds
    assert any(ord(ch) > 0x3000 for k, _, t in CASES if k == "ruleid" for ch in t)
    assert any(ord(ch) > 0x3000 for k, _, t in CASES if k == "ok" for ch in t)


@pytest.mark.parametrize(("kind", "reason", "text"), CASES, ids=[t[:40] for _, _, t in CASES])
def test_annotation(kind: str, reason: str, text: str) -> None:
    got = no_claim(text)
    if kind == "ruleid":
        assert got == reason
    elif kind == "ok":
        assert got is None
    else:  # todoruleid: a known miss; when it starts to match, turn it into ruleid
        assert got is None


SRC = """def write(value, fmt):
    if fmt == "iso":
        return value.isoformat()
    if fmt == "javascript":
        return "new Date(" + str(value.timestamp()) + ")"
    raise ValueError("Unexpected format")
"""
#: A stance on the format, with the code's words (javascript, format): it was linked to the javascript branch.
STANCE = "Technically the javascript format is invalid JSON but every browser accepts it."


def test_a_statement_with_no_claim_links_nowhere() -> None:
    assert linked_lines(SRC, STANCE) == []


def test_without_the_rule_it_lands_on_a_branch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "no_claim", lambda text: None)
    assert linked_lines(SRC, STANCE) != []
