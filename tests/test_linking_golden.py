"""Golden link targets: each DR and KT of the examples lands on the case it talks about.

A case is named by the code it cites (`line:kind` of its checklist refs), so these pins survive
case renumbering and rewording; a statement by a piece of its text.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.config import load_config
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.inputs.context import load_context

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
NORMAL_PATH = frozenset({"21:branch", "23:branch", "25:branch", "27:branch", "31:branch"})


def _links(example: str) -> dict[str, list[frozenset[str]]]:
    """Statement text -> the code refs (`line:kind`, path dropped) of each case that cites it."""
    loaded = load_config(EXAMPLES / example / "config.yaml")
    ctx = load_context(loaded)
    checklist = analyze(ctx.sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=ctx.requirements, key_items=ctx.key_items, sources=ctx.sources)
    )
    code = {i.id for i in checklist}
    out: dict[str, list[frozenset[str]]] = {}
    for st in [*ctx.requirements, *ctx.key_items]:
        out[st.text] = [
            frozenset(r.split(":", 1)[1] for r in c.evidence if r in code) for c in spec.cases if st.id in c.evidence
        ]
    return out


def _on(links: dict[str, list[frozenset[str]]], needle: str) -> list[frozenset[str]]:
    [text] = [t for t in links if t == needle] or [t for t in links if needle in t]
    return links[text]


ORDER_PINS = [
    ("A normal registration succeeds", NORMAL_PATH),
    ("An error occurs when the email is missing", "22:raise"),
    ("A duplicate email cannot be registered", "32:raise"),
    ("`register_order` registers an order", NORMAL_PATH),
    ("The email is required", "22:raise"),
    ("An email that does not look like an address", "24:raise"),
    ("An order has at most 100 items", "25:boundary"),
    ("An order with no items is not registered", "28:early_return"),
    ("DuplicateEmailError is raised", "32:raise"),
    ("a mail failure does not undo the order", "40:handler"),
    ("nightly job re-examines", "4:sql_condition"),
]


@pytest.mark.parametrize("example", ["order-registration", "order-registration-documented"])
@pytest.mark.parametrize(("needle", "subject"), ORDER_PINS)
def test_order_registration_links(example: str, needle: str, subject: frozenset[str] | str) -> None:
    cases = _on(_links(example), needle)
    assert len(cases) == 1, f"{needle!r} is cited by {len(cases)} cases"
    [refs] = cases
    if isinstance(subject, frozenset):
        assert refs == subject
    else:
        assert subject in refs


def test_documented_status_rows_land_on_the_sql_case() -> None:
    links = _links("order-registration-documented")
    assert _on(links, "status=3") == [frozenset({"4:sql_condition"})]


def test_email_sender_links_and_refusals() -> None:
    links = _links("email-sender")
    assert any("42:handler" in refs for refs in _on(links, "A failure while sending is printed"))
    # The seed's lesson: "the email is missing" must not attach to `email_conn_string`.
    assert _on(links, "An error occurs when the email is missing") == []
    assert _on(links, "A normal registration succeeds") == []
