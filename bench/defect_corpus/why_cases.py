"""Why the defect corpus misses what it misses: every mutant's verdict, split into tuned and held-out projects.

    .venv/bin/python bench/defect_corpus/why_cases.py [--kinds a,b] [--held-out p,q,r] [--projects ...] [--dump FILE]

Plain code like corpus.py (imports nothing from `utspec`; reuses corpus.py's drafting, reviewing and
scoring). It prints the per-kind figures twice, for the TUNED projects and for the HELD-OUT ones, and
lists each missed mutant (and each falsely blocked acceptable edit) of the tuned projects only, with the
touched cases' base and mutated expected results and the evidence they cite, so the misses can be grouped
by cause. The held-out projects' misses are never printed or dumped: only their counts (so tuning cannot
look at them). `--dump` writes the tuned projects' per-mutant records as JSON lines.

The held-out projects are those engineer h14a fixed in its why.py before tuning: the default below.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus as dc  # noqa: E402

ud = dc.ud
#: Engineer h14a's choice (its why.py, before any tuning), shared so both report the same split; never look at their misses.
HELD_OUT = ("coupon-ts", "ky-ts", "stock-ja-java")


def _case(spec: dict[str, Any], cid: str) -> dict[str, Any]:
    return next((c for c in spec.get("cases", []) if c["id"] == cid), {})


def record(base: dc.Base, mutant: ud.Mutant, review: dict[str, Any]) -> dict[str, Any]:
    """One mutant's verdict with what a person needs to say why: touched cases before and after, new entries."""
    hit, flagged, new = dc.score(base, mutant, review)
    cases = []
    for cid in mutant.touched:
        before, after = _case(dict(base.inputs.spec), cid), _case(mutant.spec, cid)
        cases.append({"id": cid, "input": after.get("input"), "pre": after.get("preconditions"),
                      "before": before.get("expected"), "after": after.get("expected"),
                      "evidence": after.get("evidence"),
                      "effects": {r: (base.inputs.item(r) or {}).get("effect") for r in after.get("evidence", [])
                                  if base.inputs.item(r)}})  # fmt: skip
    touched = set(mutant.touched)
    about = [f"{f['severity']}:{f['id']}" for f in review["findings"] if set(f["id"].split(":")) & touched]
    return {"project": base.name, "kind": mutant.kind, "expect": mutant.expect, "hit": hit, "flagged": flagged,
            "no_defect": mutant.no_defect,
            "ok": hit == (mutant.expect == "blocks"), "description": mutant.description, "new": new,
            "findings_on_case": about, "cases": cases}  # fmt: skip


def collect(dirs: list[Path], kinds: tuple[str, ...] | None, limit: int, jobs: int,
            sampling: str = "content") -> list[dict[str, Any]]:  # fmt: skip
    server = dc.ServerReview()
    out: list[dict[str, Any]] = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            from concurrent.futures import ThreadPoolExecutor

            with ThreadPoolExecutor(max_workers=jobs) as pool:
                for n, src in enumerate(dirs, 1):
                    base = dc.prepare(src, Path(tmp))
                    base.review = pool.submit(server, base.spec_json, base.config).result()
                    made = []
                    for kind in kinds or tuple(ud.OPERATORS):
                        every = ud.OPERATORS[kind](base.inputs)
                        if kind == "vague-paraphrase":  # as corpus.py rotates them (by project position)
                            k = n % max(len(every), 1)
                            every = every[k:] + every[:k]
                        made += dc.pick(every, kind, limit, base, sampling)
                    reviews = list(pool.map(lambda im, b=base: dc._review_mutant(b, im[1], im[0], server),
                                            enumerate(made)))  # fmt: skip
                    out += [record(base, m, r) for m, r in zip(made, reviews, strict=True)]
                    print(f"  {base.name}: {len(made)} mutants", file=sys.stderr, flush=True)
    finally:
        server.close()
    return out


def relabel(records: list[dict[str, Any]], dirs: list[Path]) -> list[str]:
    """Label saved records again with today's `nondefect` rules, without reviewing anything anew.

    Each project of the records is drafted again and its defect mutants made again; a record takes the label of the
    mutant with its kind and description, if that mutant's touched cases read as the record's do (same expected
    results and evidence); otherwise the record is left as saved and named in the returned lines (its draft moved).
    """
    by_name = {d.name: d for d in dirs}
    notes: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in sorted({r["project"] for r in records}):
            if name not in by_name:
                notes.append(f"{name}: not found, labels kept")
                continue
            base = dc.prepare(by_name[name], Path(tmp))
            made = {(m.kind, m.description): m for k in ud.DEFECT_KINDS for m in ud.OPERATORS[k](base.inputs)}
            for r in records:
                if r["project"] != name or r["kind"] not in ud.DEFECT_KINDS:
                    continue
                if (r["kind"], r["description"]) not in made:
                    notes.append(f"{name} {r['kind']} {r['description'][:60]}: not made again, label kept")
                    continue
                m = made[(r["kind"], r["description"])]
                same = all(_case(m.spec, c["id"]).get("expected") == c["after"]
                           and _case(m.spec, c["id"]).get("evidence") == c["evidence"] for c in r["cases"])  # fmt: skip
                if not same:
                    notes.append(f"{name} {r['kind']} {r['description'][:60]}: draft changed, label kept")
                elif bool(m.no_defect) != bool(r.get("no_defect")):
                    notes.append(f"{name} {r['kind']} {r['description'][:60]}: no_defect {r.get('no_defect')!r:.20}"
                                 f" -> {m.no_defect!r:.40} (hit={r['hit']})")  # fmt: skip
                    r["no_defect"] = m.no_defect
    return notes


def table(records: list[dict[str, Any]], title: str) -> list[str]:
    """Per kind: caught (or blocked) over the mutants that are defects; relabelled no-defect ones apart."""
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for r in records:
        apart = 2 if r.get("no_defect") else 0
        tally[r["kind"]][apart] += 1
        tally[r["kind"]][apart + 1] += r["hit"]
    lines = [title]
    for kind in (*ud.DEFECT_KINDS, *ud.NAMED_KINDS, *ud.ACCEPTABLE_KINDS):
        if kind in tally:
            n, hit, nd, nd_hit = tally[kind]
            what = "blocked" if kind in ud.ACCEPTABLE_KINDS else "caught"
            rate = f"{hit / n:>6.0%}" if n else f"{'-':>6}"
            labelled = f"   + {nd} no defect ({nd_hit} blocked); unlabelled {hit + nd_hit}/{n + nd}" if nd else ""
            lines.append(f"  {kind:<30}{hit:>4}/{n:<4}{rate} {what}{labelled}")
    acc = [r for r in records if r["expect"] == "passes" and not r.get("no_defect")]
    if acc:
        lines.append(f"  acceptable edits blocked: {sum(r['hit'] for r in acc)}/{len(acc)}"
                     f" ({sum(r['hit'] for r in acc) / len(acc):.1%})")  # fmt: skip
    return lines


def explain(r: dict[str, Any]) -> list[str]:
    lines = [f"- [{r['project']}] {r['kind']}: {r['description'][:160]}"]
    if r["new"]:
        lines.append(f"    new: {r['new'][:4]}")
    if r["findings_on_case"]:
        lines.append(f"    on case: {r['findings_on_case'][:6]}")
    for c in r["cases"]:
        lines.append(f"    {c['id']} input={c['input']!r:.120} pre={c['pre']!r:.80}")
        if c["before"] != c["after"]:
            lines.append(f"      before: {c['before']!r:.200}")
        lines.append(f"      after:  {c['after']!r:.200}")
        for ref, eff in c["effects"].items():
            lines.append(f"      {ref}: {eff!r:.140}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kinds", help="comma-separated kinds (default: every kind)")
    ap.add_argument("--held-out", default=",".join(HELD_OUT), help="projects whose misses are never shown")
    ap.add_argument("--projects", help="comma-separated project names (default: all)")
    ap.add_argument("--limit", type=int, default=dc.LIMIT)
    ap.add_argument("--sampling", choices=dc.SAMPLINGS, default="content", help="how each kind's mutants are sampled")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--dump", type=Path, help="write the tuned projects' records here (JSON lines)")
    ap.add_argument("--misses", action="store_true", help="list the tuned projects' misses")
    ap.add_argument("--save", type=Path, help="save every record (held-out too, unread) to re-split later with --load")
    ap.add_argument("--load", type=Path, help="read records saved by --save instead of running the corpus")
    ap.add_argument("--relabel", action="store_true", help="with --load: label the records again by today's rules")
    args = ap.parse_args(argv)
    held = set(args.held_out.split(",")) if args.held_out else set()
    dirs = dc.project_dirs()
    if args.projects:
        dirs = [d for d in dirs if d.name in args.projects.split(",")]
    kinds = tuple(args.kinds.split(",")) if args.kinds else None
    if args.load:
        records = [json.loads(line) for line in args.load.read_text(encoding="utf-8").splitlines()]
    else:
        records = collect(dirs, kinds, args.limit, args.jobs, args.sampling)
    if args.load and args.relabel:
        print("\n".join(relabel(records, dirs)))
    if args.save:
        args.save.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    tuned = [r for r in records if r["project"] not in held]
    held_out = [r for r in records if r["project"] in held]
    print("\n".join(table(tuned, f"TUNED projects ({len({r['project'] for r in tuned})})")))
    print("\n".join(table(held_out, f"HELD-OUT projects ({', '.join(sorted(held))})")))
    if args.dump:
        args.dump.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in tuned), encoding="utf-8")
    if args.misses:
        print("\nMISSES (tuned projects only)")
        for r in tuned:
            if not r["ok"] and not r.get("no_defect"):
                print("\n".join(explain(r)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
