"""Which rule decided each link of the linking corpus, whether the link is right, and by what margin.

Usage: .venv/bin/python bench/linking_deciders.py [--project NAME] [--links] [--curve] [--group calibrate|check]

For every link the designer makes (a statement cited by a code case), the deciding rule and, for the word
match, the margin (`utspec.designer.offline.link_trace`): the chosen case's score, the runner-up's (the best
case outside the chosen ones), their difference (`lead`) and the weight of the rarest shared anchor. Joined
with the hand labels (`linking_score.py`'s rules: right when every cited code line lies in the label).

Groups: `calibrate` is the projects abstention thresholds are chosen on (the tuned six and those added in
sessions 10-13); `check` is the session-14 material (measured, not tuned on). Held-out projects are never
read here. `--curve` prints precision / recall of the calibration group if word links under each lead
(or over each runner-up share) abstained, simulated on the recorded links (a statement whose every right
link abstains is a miss; a statement's own case is no link).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from linking import ADDED_S14, HELD_OUT, PROJECTS, labels_of, run_project  # noqa: E402
from linking_score import _code_lines, parse_lines  # noqa: E402


@dataclass(frozen=True)
class Row:
    project: str
    sid: str
    text: str
    case: str
    decider: str
    score: float
    runner_up: float
    top_weight: float
    basis: frozenset[str]
    verdict: str  # "right", "wrong" (labelled elsewhere), "none" (labelled `case: none`), "unlabelled"
    labelled: bool  # the statement has a code label (counts for recall)

    # `lead` and `ratio` repeat link_trace.Decision's on purpose: the bench reads the recorded numbers but keeps its
    # own arithmetic, so a change to the designer's trace cannot silently change what the bench reports.
    @property
    def lead(self) -> float:
        return self.score - self.runner_up

    @property
    def ratio(self) -> float:
        return self.runner_up / self.score if self.score else 0.0


def _label_of(text: str, statements: list[dict[str, Any]], labels: list[dict[str, Any]]) -> dict[str, Any] | None:
    for label in labels:
        needle = label["text"].lower()
        hits = [s for s in statements if s["text"].lower().strip() == needle.strip()]
        hits = hits or [s for s in statements if needle in s["text"].lower()]
        if len(hits) == 1 and hits[0]["text"] == text:
            return label
    return None


def rows_of(folder: Path) -> tuple[list[Row], int]:
    """The project's recorded links as rows, and its number of code-labelled statements."""
    from utspec.designer.offline.link_trace import recording

    with recording() as log:
        run = run_project(folder)
    labels = labels_of(folder)
    statements = run["statements"]
    by_text = {s["text"]: s["id"] for s in statements}
    cases = {c["id"]: c for c in run["cases"]}
    rows = []
    for entry in log:
        sid = by_text.get(entry.text)
        if sid is None:
            continue
        label = _label_of(entry.text, statements, labels)
        for logged_case in entry.cases:
            cid = logged_case.id
            case = cases.get(cid)
            if case is None or sid not in case["evidence"] or not (lines := _code_lines(case["evidence"])):
                continue  # not a link in the final draft
            if label is None:
                verdict = "unlabelled"
            elif label.get("case") == "none":
                verdict = "none"
            else:
                want = {(label["file"], n) for n in parse_lines(label["lines"])}
                verdict = "right" if lines <= want else "wrong"
            d = entry.decision
            rows.append(Row(folder.name, sid, entry.text, cid, d.decider.value, d.score, d.runner_up, d.top_weight, d.basis,
                            verdict, label is not None and label.get("case") != "none"))  # fmt: skip
    labelled = sum(1 for lb in labels if lb.get("case") != "none" and _label_of_any(lb, statements))
    return rows, labelled


def _label_of_any(label: dict[str, Any], statements: list[dict[str, Any]]) -> bool:
    needle = label["text"].lower()
    hits = [s for s in statements if s["text"].lower().strip() == needle.strip()]
    return len(hits or [s for s in statements if needle in s["text"].lower()]) == 1


def simulate(rows: list[Row], labelled: int, keep: Any) -> tuple[float, float, int, int]:
    """Precision and recall (over labelled rows) if only the rows `keep` accepts stayed links."""
    kept = [r for r in rows if r.verdict != "unlabelled" and keep(r)]
    right = sum(r.verdict == "right" for r in kept)
    found = len({(r.project, r.sid) for r in kept if r.verdict == "right"})
    return (right / len(kept) if kept else 1.0), (found / labelled if labelled else 1.0), len(kept), right


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--project", action="append")
    ap.add_argument("--group", choices=["calibrate", "check"], default="calibrate")
    ap.add_argument("--links", action="store_true", help="print each word link with its margin and verdict")
    ap.add_argument("--curve", action="store_true", help="precision / recall if word links under a lead abstained")
    args = ap.parse_args(argv)
    projects = sorted(p for p in PROJECTS.iterdir() if (p / "config.yaml").exists() and p.name not in HELD_OUT)
    if args.project:
        projects = [p for p in projects if p.name in args.project and p.name not in HELD_OUT]
    elif args.group == "calibrate":
        projects = [p for p in projects if p.name not in ADDED_S14]
    else:
        projects = [p for p in projects if p.name in ADDED_S14]
    rows: list[Row] = []
    labelled = 0
    for folder in projects:
        r, n = rows_of(folder)
        rows += r
        labelled += n
    per: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for r in rows:
        per[r.decider][r.verdict] += 1
    print(f"{'decider':<16} {'links':>5} {'right':>5} {'wrong':>5} {'none':>5} {'unlab':>5} {'precision':>9}")
    for name, c in sorted(per.items(), key=lambda kv: -sum(kv[1].values())):
        judged = c["right"] + c["wrong"] + c["none"]
        print(f"{name:<16} {sum(c.values()):>5} {c['right']:>5} {c['wrong']:>5} {c['none']:>5} {c['unlabelled']:>5} "
              f"{(c['right'] / judged if judged else 1.0):>9.3f}")  # fmt: skip
    p, rc, n, k = simulate(rows, labelled, lambda r: True)
    print(f"all recorded links: {n} judged, {k} right, precision {p:.3f}, recall {rc:.3f} ({labelled} labelled)")
    if args.links:
        for r in sorted((r for r in rows if r.decider == "words"), key=lambda r: r.lead):
            print(f"{r.verdict:<10} lead {r.lead:6.2f} ratio {r.ratio:5.2f} score {r.score:6.2f} top {r.top_weight:5.2f} "
                  f"{'+'.join(sorted(r.basis)):<28} {r.project} {r.sid} {r.case} {r.text[:70]!r}")  # fmt: skip
    if args.curve:
        print("word links abstain when lead < t:")
        for t in (0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0):
            p, rc, n, k = simulate(rows, labelled, lambda r, t=t: r.decider != "words" or r.lead >= t)
            print(f"  t={t:<4} links {n:>4} right {k:>4} precision {p:.3f} recall {rc:.3f}")
        print("word links abstain when runner-up share > s:")
        for s in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3):
            p, rc, n, k = simulate(rows, labelled, lambda r, s=s: r.decider != "words" or r.ratio <= s)
            print(f"  s={s:<4} links {n:>4} right {k:>4} precision {p:.3f} recall {rc:.3f}")
        print("word links abstain when the rarest shared anchor weighs < w:")
        for w in (0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0):
            p, rc, n, k = simulate(rows, labelled, lambda r, w=w: r.decider != "words" or r.top_weight >= w)
            print(f"  w={w:<4} links {n:>4} right {k:>4} precision {p:.3f} recall {rc:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
