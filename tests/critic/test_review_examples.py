"""`utspec review` on every corpus base (the examples and bench/critic_corpus/projects): own specs pass, hand damage is named.

tests/test_review_cmd.py covers the documented example one damage at a time; here every base gets
one copy with four damages at once (a deleted row, a broken ref, a dropped boundary value, a vague
expected result, in the spec's language), edited in the Markdown as a person would, and each damage
must be named by its own rule and target. The same copies, reviewed in ten fresh processes with
different hash seeds, must give byte-identical findings.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import load_corpus
from typer.testing import CliRunner

from utspec.cli import (
    app,
    review_cmd,  # noqa: F401 - registers `review`
)

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[2]
STRICT = ROOT / "bench" / "critic_corpus" / "strict-rules.yaml"


cc = load_corpus()


@dataclass(frozen=True)
class Damaged:
    name: str
    config: Path
    own: Path
    """The base's own Markdown spec."""
    copy: Path
    """The hand-damaged copy."""
    blocking: frozenset[str]
    """Finding ids that must block: one per damage."""
    vague: str
    """The id the vague expected result must get (advisory by default)."""
    kinds: tuple[str, ...]
    """The damages made."""
    inp: object
    """The base's review input (checklist, design, key items, sources)."""


def _cells(line: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]


def _edit_rows(text: str, edits: dict[str, object]) -> str:
    """Apply `edit(cells) -> cells | None` to the rows of the given case ids; None deletes the row."""
    out, seen = [], set()
    for line in text.split("\n"):
        cells = _cells(line) if line.lstrip().startswith("|") else []
        if cells and cells[0] in edits:
            seen.add(cells[0])
            cells = edits[cells[0]](cells)
            if cells is None:
                continue
            line = "| " + " | ".join(cells) + " |"
        out.append(line)
    assert seen == set(edits), set(edits) - seen
    return "\n".join(out)


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _columns(text: str) -> dict[str, int]:
    """Column index by role, read from the header row (English or Japanese)."""
    names = {"入力": "input", "Input": "input", "期待結果": "expected", "Expected result": "expected",
             "根拠": "evidence", "Evidence": "evidence", "前提条件": "preconditions", "Preconditions": "preconditions"}  # fmt: skip
    header = next(_cells(ln) for ln in text.split("\n") if ln.startswith("|") and _cells(ln)[0] in ("ID", "No."))
    return {names[h]: i for i, h in enumerate(header) if h in names}


def _damage(base, own: Path, folder: Path) -> Damaged:
    """Pick four different cases and damage each in the Markdown text; return the ids that must name them."""
    text = own.read_text(encoding="utf-8")
    col = _columns(text)
    used: set[str] = set()

    def first(drafts, pred=lambda d: True):
        for d in drafts:
            case = d.label.split(":")[0].removeprefix("delete ").strip()
            if case not in used and pred(d) and not d.known_gap:  # a known miss is measured in the corpus, not here
                used.add(case)
                return case, d
        return None, None  # this base has nothing of the kind (the email sender has no boundary)

    edits, blocking, kinds = {}, set(), []
    # A dropped boundary value first: the boundary cases are the scarcest.
    case, d = first(cc.dropped_boundaries(base), lambda d: "value removed" in d.label)
    if d is not None:
        changed = next(c for c in d.spec.cases if c.id == case)

        def drop(cells, changed=changed):
            cells[col["input"]] = _cell(changed.input)
            cells[col["preconditions"]] = _cell(changed.preconditions)
            return cells

        edits[case], blocking, kinds = drop, set(d.expected), ["dropped-boundary"]
    # Deleting a row: its expected ids must not lean on the boundary case just damaged.
    case, d = first(cc.removed_cases(base), lambda d: not any("missing-boundary-values" in e for e in d.expected))
    if d is not None:
        edits[case] = lambda cells: None
        blocking |= {sorted(d.expected)[0]}
        kinds.append("removed-case")
    case, d = first(cc.broken_refs(base))
    ref, broken = d.label.split(": ", 1)[1].split(" -> ")
    edits[case] = lambda cells, ref=ref, broken=broken: [c.replace(f"`{ref}`", f"`{broken}`") for c in cells]
    blocking |= set(d.expected)
    case, d = first(cc.vague_expected(base))
    phrase = d.label.split(": ", 1)[1]

    def vague(cells, phrase=phrase):
        cells[col["expected"]] = phrase
        return cells

    edits[case] = vague
    copy = folder / f"{base.name}-damaged.md"
    copy.write_text(_edit_rows(text, edits), encoding="utf-8")
    return Damaged(base.name, base.config, own, copy, frozenset(blocking), f"vague-expected-result:{case}",
                   tuple([*kinds, "broken-ref", "vague-expected"]), base.inp)


@pytest.fixture(scope="module")
def damaged(corpus_bases, tmp_path_factory) -> list[Damaged]:
    work = tmp_path_factory.mktemp("damaged")
    return [_damage(base, base.markdown, work) for base in corpus_bases]


def _review(spec: Path, config: Path) -> tuple[int, dict]:
    res = runner.invoke(app, ["review", str(spec), "--config", str(config), "--format", "json"])
    assert res.exit_code in (0, 1, 3), res.output
    return res.exit_code, json.loads(res.stdout)


def test_every_bases_own_spec_passes_review(damaged):
    assert len(damaged) >= 6
    for d in damaged:
        code, data = _review(d.own, d.config)
        assert [f["id"] for f in data["findings"] if f["severity"] == "blocking"] == [], d.name
        # The examples that ask about unexplained codes or unanchored key items stop for a person, by design;
        # so do the bases with a design statement no case is linked to (coupon-ts DR-8, inventory-java DR-10):
        # the designer asks about it instead of writing a case that checks nothing.
        expected = 3 if d.name in ("email-sender", "order-registration", "coupon-ts", "inventory-java") else 0
        assert code == expected, (d.name, data["status"], data["questions"])


def test_each_hand_damage_is_named_by_its_rule(damaged, tmp_path):
    made = [k for d in damaged for k in d.kinds]
    assert all(made.count(k) >= 5 for k in cc.DEFECT_KINDS), made
    strict_cfg = {}
    for d in damaged:
        code, data = _review(d.copy, d.config)
        # Open questions outrank blocking findings (a person answers first); without them the copy is sent back.
        assert code == (3 if data["questions"] else 1), (d.name, data["status"])
        blocking = {f["id"] for f in data["findings"] if f["severity"] == "blocking"}
        assert d.blocking <= blocking, (d.name, sorted(d.blocking - blocking))
        advisory = {f["id"] for f in data["findings"] if f["severity"] == "advisory"}
        assert d.vague in advisory, (d.name, sorted(advisory))
        strict_cfg[d.name] = _with_rules(d.config, tmp_path / d.name)
        _, strict = _review(d.copy, strict_cfg[d.name])
        assert d.vague in {f["id"] for f in strict["findings"] if f["severity"] == "blocking"}, d.name


def _with_rules(config: Path, folder: Path) -> Path:
    """The same project with the strict rule file added to its config.

    The inputs are copied beside the new config because checklist ids are paths relative to the
    config's folder, and the damaged copy cites `input/source/...`.
    """
    import shutil

    folder.mkdir(parents=True)
    shutil.copytree(config.parent / "input", folder / "input")
    text = config.read_text(encoding="utf-8")
    (folder / "config.yaml").write_text(text + f"\nrules: [{json.dumps(str(STRICT))}]\n", encoding="utf-8")
    return folder / "config.yaml"


_DIGEST = """
import json, sys
from utspec.critic.deterministic import review
from utspec.critic.review_input import ReviewInput
from utspec.critic.rulefile import load_rules
from utspec.models import ChecklistItem, KeyItem, Requirement, SourceText, TestSpec
from pathlib import Path
strict = load_rules([Path(sys.argv[2])])
out = []
for raw in json.load(open(sys.argv[1], encoding="utf-8")):
    inp = ReviewInput(TestSpec.model_validate(raw["spec"]), [ChecklistItem.model_validate(i) for i in raw["checklist"]],
                      [Requirement.model_validate(r) for r in raw["requirements"]],
                      [KeyItem.model_validate(k) for k in raw["key_items"]], [SourceText.model_validate(x) for x in raw["sources"]])
    for rules in (None, strict):
        out.append(review(inp, rules).model_dump(mode="json"))
print(json.dumps(out, sort_keys=True, ensure_ascii=False))
"""


def test_identical_input_gives_identical_findings_over_ten_runs(damaged, tmp_path):
    # Ten fresh processes, each with its own hash seed, so set and dict order cannot leak into the
    # findings. The inputs are analysed once here: what is under test is the critic, not the analyzers.
    from utspec.cli.review_cmd import read_spec

    inputs = []
    for d in damaged:
        spec, _ = read_spec(d.copy, str(d.copy))
        dump = lambda xs: [x.model_dump(mode="json") for x in xs]  # noqa: E731
        inputs.append({"spec": spec.model_dump(mode="json"), "checklist": dump(d.inp.checklist),
                       "requirements": dump(d.inp.requirements), "key_items": dump(d.inp.key_items),
                       "sources": dump(d.inp.sources)})  # fmt: skip
    data = tmp_path / "inputs.json"
    data.write_text(json.dumps(inputs, ensure_ascii=False), encoding="utf-8")
    outputs = set()
    for seed in range(10):
        env = {**os.environ, "PYTHONHASHSEED": str(seed)}
        res = subprocess.run([sys.executable, "-c", _DIGEST, str(data), str(STRICT)], capture_output=True, text=True,
                             env=env, check=True)  # fmt: skip
        outputs.add(res.stdout)
    assert len(outputs) == 1
    reviews = json.loads(outputs.pop())
    assert len(reviews) == 2 * len(damaged)
    assert sum(len(r["findings"]) for r in reviews) >= 8 * len(damaged)  # the runs had something to disagree about
