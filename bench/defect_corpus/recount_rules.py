"""Apply session 29's two labelling rules directly to saved first-run records whose drafts have moved on.

    .venv/bin/python bench/defect_corpus/recount_rules.py RECORDS.jsonl[.gz] ...

`why_cases.py --load F --relabel` labels a record again only when today's draft makes the same mutant; where the
designer changed the draft since, it keeps the saved label ("draft changed, label kept"). This script reads each
record's own touched cases (input, result before the damage, evidence) and the project's checklist from its
unchanged sources (`utspec checklist`, which reads only the code), and applies `moved_point.settled_move` (evidence
moved) and `both_hold_swap.both_hold` (swapped results) as `utspec_defects.defects` does. It prints every label it
changes and the per-kind counts before and after; it writes nothing. Plain code like corpus.py (no `utspec` import).
"""

from __future__ import annotations

import gzip
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus as dc  # noqa: E402

from utspec_defects import both_hold_swap, moved_point  # noqa: E402

KINDS = (
    "flipped-outcome",
    "swapped-expected",
    "wrong-value",
    "evidence-moved",
    "wrong-message",
    "reraise-vs-swallow",
)


def _read(path: Path) -> list[dict[str, Any]]:
    raw = (
        gzip.open(path, "rt", encoding="utf-8").read()
        if path.suffix == ".gz"
        else path.read_text(encoding="utf-8")
    )
    return [json.loads(line) for line in raw.splitlines() if line.strip()]


def _inputs(name: str, tmp: Path) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """The project's checklist items and sources (no draft: the checklist reads only the code)."""
    import shutil
    import subprocess

    import yaml

    src = next(d for d in dc.project_dirs() if d.name == name)
    folder = tmp / name
    shutil.copytree(src, folder, ignore=shutil.ignore_patterns("spec.md", "out", "artifacts"))
    cfg = yaml.safe_load((folder / "config.yaml").read_text(encoding="utf-8"))
    sources = dc._files(folder, cfg["input"]["source_paths"])
    dirs = sorted({p.split("/")[0] + "/" + p.split("/")[1] if p.count("/") > 1 else p for p in sources})
    listed = subprocess.run([dc.UTSPEC, "checklist", *dirs, "-c", "config.yaml", "-f", "json"], cwd=folder,
                            capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(listed.stdout)["items"], sources


def label(r: dict[str, Any], checklist: list[dict[str, Any]], sources: dict[str, str]) -> str:
    """The label the two session-29 rules give this record, or ""."""
    item = {str(it["id"]): it for it in checklist}.get
    if r["kind"] == "evidence-moved" and len(r["cases"]) == 1:
        case = r["cases"][0]
        old, _, new = r["description"].split(": ", 1)[1].partition(" -> ")
        after = [it for ref in case["evidence"] if (it := item(ref))]
        return moved_point.settled_move(str(case["input"] or ""), after, item(old), item(new))
    if r["kind"] == "swapped-expected" and len(r["cases"]) == 2:
        a, b = ({"input": c["input"], "expected": c["before"], "evidence": c["evidence"]} for c in r["cases"])
        return both_hold_swap.both_hold(a, b, checklist, sources)
    return ""


def tally(records: list[dict[str, Any]]) -> dict[str, tuple[int, int, int]]:
    out: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for r in records:
        if r["kind"] in KINDS:
            if r.get("no_defect"):
                out[r["kind"]][2] += 1
            else:
                out[r["kind"]][0] += r["hit"]
                out[r["kind"]][1] += 1
    return {k: (v[0], v[1], v[2]) for k, v in out.items()}


def main(argv: list[str]) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        cache: dict[str, tuple[list[dict[str, Any]], dict[str, str]]] = {}
        for arg in argv:
            records = _read(Path(arg))
            before = tally(records)
            for r in records:
                if r["kind"] not in ("evidence-moved", "swapped-expected") or r.get("no_defect"):
                    continue
                if r["project"] not in cache:
                    cache[r["project"]] = _inputs(r["project"], Path(tmp))
                if why := label(r, *cache[r["project"]]):
                    print(
                        f"{Path(arg).name}: {r['project']} {r['description'][:70]} -> {why} (hit={r['hit']})"
                    )
                    r["no_defect"] = why
            after = tally(records)
            for kind in KINDS:
                if kind in before:
                    (h0, n0, d0), (h1, n1, d1) = before[kind], after[kind]
                    print(
                        f"  {Path(arg).name} {kind:<20} {h0}/{n0} (+{d0} no defect) -> {h1}/{n1} (+{d1} no defect)"
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
