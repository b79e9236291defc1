"""The seeded-defect corpus (bench/critic_corpus.py): the deterministic critic names damage and leaves good drafts alone.

Targets from issue 4: the blocking kinds (a removed case, a broken ref, a dropped boundary value)
caught by the right rule >= 95%, a vague expected result named >= 95% (blocking with the strict
rule file), and <= 5% of acceptable drafts blocked. `python bench/critic_corpus.py` prints the figures.
"""

from __future__ import annotations

import pytest
from conftest import load_corpus

from utspec.critic.deterministic import review

cc = load_corpus()


@pytest.fixture(scope="module")
def bases(corpus_bases):
    return corpus_bases


@pytest.fixture(scope="module")
def measured(bases):
    return cc.measure(bases)


def test_the_corpus_is_big_and_varied_enough_to_measure(bases):
    drafts = cc.drafts(bases)
    kinds = {k: [d for d in drafts if d.kind == k] for k in (*cc.DEFECT_KINDS, *cc.ACCEPTABLE_KINDS)}
    assert all(len(kinds[k]) >= 20 for k in cc.DEFECT_KINDS), {k: len(v) for k, v in kinds.items()}
    assert all(len(kinds[k]) >= 5 for k in cc.ACCEPTABLE_KINDS), {k: len(v) for k, v in kinds.items()}
    assert {b.language for b in bases} == {"en", "ja"}
    assert any(cc._JA.search(d.label) for d in kinds["vague-expected"])  # Japanese vague results are in
    assert len({b.name for b in bases}) >= 6


def test_every_seeded_defect_is_new_damage(bases):
    # The finding that names a defect must not be there before the damage, or catching it proves nothing.
    by_name = {b.name: b for b in bases}
    before = {b.name: {f.id for f in review(b.inp).findings} for b in bases}
    for d in cc.drafts(bases):
        assert not d.expected & before[d.base], (d.base, d.label)
        if d.expected:
            assert d.spec != by_name[d.base].spec


def test_the_deterministic_critic_meets_the_targets(measured):
    print(cc.report(measured))
    assert cc.meets_targets(measured) == []


def test_the_measure_fails_when_a_rule_is_switched_off(bases, tmp_path):
    # A corpus the critic could pass without its rules would measure nothing.
    from utspec.critic.rulefile import load_rules

    off = tmp_path / "off.yaml"
    off.write_text("rules:\n" + "".join(f"  - id: {r}\n    enabled: false\n" for r in (
        "missing-coverage", "unsupported-evidence", "missing-boundary-values", "vague-expected-result")), encoding="utf-8")  # fmt: skip
    crippled = load_rules([off])
    m = cc.measure([b for b in bases if b.name == "order-registration-documented"], default=crippled, strict=crippled)
    for kind in cc.DEFECT_KINDS:
        assert m.caught[kind].rate < cc.TARGET_CATCH, kind
    assert cc.meets_targets(m)
