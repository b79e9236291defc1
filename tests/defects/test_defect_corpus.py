"""The defect corpus can fail: breaking `cited_items` or one check must drop its figure (MEASURING.md rule 3).

A small subset (one project, a few kinds) so it stays fast. Reviews run in this process through the
`utspec review` command line (bench/defect_corpus/review_server.py's `review_json`), so the
monkeypatched critic is the one measured. The expected verdicts come from utspec_defects, never
from the critic: a corpus that computed them with the critic's own `EvidenceIndex` would move with
the breakage and keep printing the same figure.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = ROOT / "examples" / "order-registration-documented"
#: Kinds whose catching rests on per-case evidence (which items a case cites) and on the placeholder check.
KINDS = ("evidence-moved", "named:evidence-swapped", "named:boundary-wrong-side", "placeholder-in-sentence",
         "named:todo-in-sentence")  # fmt: skip


def _load(name: str):
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / "defect_corpus" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


corpus = _load("corpus")
review_json = _load("review_server").review_json


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    return corpus.prepare(PROJECT, tmp_path_factory.mktemp("defects"))


def _figure(base, kinds=KINDS):
    return corpus.measure([base], review_json, limit=2, jobs=1, kinds=kinds)


@pytest.fixture(scope="module")
def intact(base):
    return _figure(base)


def test_the_intact_critic_catches_part_of_the_subset(intact):
    # Not a catch-rate target (bench/defect_corpus/corpus.py reports those): the baseline the breakage must fall from.
    assert corpus.defect_rate(intact) > 0, corpus.report(intact)


def test_breaking_cited_items_drops_the_figure(base, intact, monkeypatch):
    from utspec.evidence import EvidenceIndex

    real = EvidenceIndex.cited_items

    def everything_in_the_file(self, refs):
        # Citing one item cites every item of its file: the breakage the old seeded corpus could not see.
        cited = real(self, refs)
        files = {self.items[i].file for i in cited if i in self.items}
        return {i for i, it in self.items.items() if it.file in files} | cited

    monkeypatch.setattr(EvidenceIndex, "cited_items", everything_in_the_file)
    broken = _figure(base)
    assert corpus.defect_rate(broken) < corpus.defect_rate(intact), (
        corpus.report(intact),
        corpus.report(broken),
    )


def test_switching_off_one_check_drops_the_figure(base, intact):
    from utspec.critic.checks import CHECKS

    check = next(c for c in CHECKS if c.id == "placeholder")
    real = check.fn
    object.__setattr__(
        check, "fn", lambda *a, **k: []
    )  # Check is frozen: the rule sets hold this very object
    try:
        broken = _figure(base, ("placeholder-in-sentence", "named:todo-in-sentence"))
    finally:
        object.__setattr__(check, "fn", real)
    kept = _figure(base, ("placeholder-in-sentence", "named:todo-in-sentence"))
    assert corpus.defect_rate(broken) < corpus.defect_rate(kept), (corpus.report(kept), corpus.report(broken))


@pytest.mark.parametrize(
    ("check_id", "kinds"),
    [
        ("unobservable-expected-result", ("vague-paraphrase",)),
        ("expected-contradicts-code", ("flipped-outcome", "wrong-value", "swapped-expected")),
    ],
)
def test_switching_off_a_semantic_check_drops_its_kinds(base, check_id, kinds):
    # Session 7's checks: the figures they raised (vague paraphrases, flips, wrong values, swaps) must fall without them.
    from utspec.critic.checks import CHECKS

    check = next(c for c in CHECKS if c.id == check_id)
    real = check.fn
    object.__setattr__(check, "fn", lambda *a, **k: [])
    try:
        broken = _figure(base, kinds)
    finally:
        object.__setattr__(check, "fn", real)
    kept = _figure(base, kinds)
    assert corpus.defect_rate(broken) < corpus.defect_rate(kept), (corpus.report(kept), corpus.report(broken))


@pytest.fixture(scope="module")
def member(tmp_path_factory):
    return corpus.prepare(
        ROOT / "bench" / "linking" / "projects" / "member-ja-py", tmp_path_factory.mktemp("member")
    )


def test_an_injected_code_bug_in_a_japanese_project_is_asked_and_falls_without_the_design_check(member):
    # Issue 14's "Done when": a bug injected into the code (`raise RuntimeError(...)` -> `return None`) whose design
    # still states the exception (「RuntimeError とする」) never passes. Here on a second project, in Japanese, through
    # the corpus' own operator; without expected-contradicts-design nothing else asks about it.
    from utspec.critic.checks import CHECKS

    kinds = ("named:injected-code-bug",)
    kept = _figure(member, kinds)
    assert kept.kinds[kinds[0]].n >= 1 and corpus.defect_rate(kept, kinds) == 1.0, corpus.report(kept)
    check = next(c for c in CHECKS if c.id == "expected-contradicts-design")
    real = check.fn
    object.__setattr__(check, "fn", lambda *a, **k: [])
    try:
        broken = _figure(member, kinds)
    finally:
        object.__setattr__(check, "fn", real)
    assert corpus.defect_rate(broken, kinds) < corpus.defect_rate(kept, kinds), corpus.report(broken)


@pytest.fixture(scope="module")
def gouuid(tmp_path_factory):
    return corpus.prepare(
        ROOT / "bench" / "defect_corpus" / "projects" / "gouuid-ja-go", tmp_path_factory.mktemp("gouuid")
    )


def test_a_wrong_size_on_the_normal_path_falls_without_the_sized_guard_reading(gouuid, monkeypatch):
    # Session 30: the sized-input operator moves go-uuid's `FormatUUID` normal path to 要素数 17 の `buf` (its guard
    # `buflen != uuidLen` fires); only `_sized_guard` reads a size phrase against a cited guard, so switching it off
    # must let that mutant pass (the boundary case's move stays caught by the other readings).
    from utspec.critic.checks import expected_contradicts_code as ecc

    kinds = ("sized-input",)
    kept = _figure(gouuid, kinds)
    assert kept.kinds[kinds[0]].n >= 2 and corpus.defect_rate(kept, kinds) == 1.0, corpus.report(kept)
    monkeypatch.setattr(ecc, "sized_guard_hits", lambda *a, **k: [])
    broken = _figure(gouuid, kinds)
    assert corpus.defect_rate(broken, kinds) < corpus.defect_rate(kept, kinds), corpus.report(broken)
