"""Why each must-ask literal of the question corpus is missed: what the analyzers and the literal extractor saw.

Usage: .venv/bin/python bench/questions_why.py [--heldout] [--project NAME] [--all]

For every must-ask label the literal question check would not ask, it prints one cause (the check is
run on the analyzers' checklist as `utspec run` builds it; the run's other questions are not seen):
- `no item`: the analyzers made no checklist item on the labelled lines (a file that did not parse,
  a shape no analyzer reads);
- `no decision or trivial`: items exist but the literal extractor (`utspec.questions.literals.decisions`)
  found no decision among them, or only values it exempts as trivial (shown: the items' kind and code);
- `explained by …`: a decision exists and a design statement or key item is taken to explain it (the
  statement is shown: a wrong explanation, or a wrong label);
- `asked elsewhere`: a decision exists and is unexplained but the question lists other values.

This is a diagnostic that imports utspec (the scorer, `questions_score.py`, does not).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from questions import HELDOUT, PROJECTS  # noqa: E402
from questions_score import load_labels, parse_lines  # noqa: E402


def _norm(v: str) -> str:
    v = str(v).strip().strip("'\"`").lower()
    try:
        return str(float(v))
    except ValueError:
        return v


def why_project(folder: Path) -> list[tuple[str, str]]:
    from utspec.analyzers import analyze
    from utspec.config import load_config
    from utspec.critic.checks.unexplained_literal import _explained_by_inputs
    from utspec.critic.review_input import ReviewInput
    from utspec.inputs.context import load_context
    from utspec.models import TestSpec
    from utspec.questions.explained import explains
    from utspec.questions.literals import decisions
    from utspec.questions.scope import function_names

    loaded = load_config(folder / "config.yaml")
    cfg = loaded.config
    ctx = load_context(loaded)
    items = analyze(ctx.sources, cfg.analysis.analyzer_options()).items
    inp = ReviewInput(
        TestSpec.model_construct(), items, ctx.requirements, ctx.key_items, ctx.sources, language=cfg.language
    )
    every = decisions(items, ctx.sources)
    out: list[tuple[str, str]] = []
    for lab in load_labels(folder).get("must_ask", []):
        lines = parse_lines(lab["lines"])
        want = {_norm(v) for v in lab["values"]}
        here = [d for d in every for i in (d.item, *d.merged) if i.file == lab["file"] and i.line in lines]
        name = f"{folder.name}: {lab['file']}:{lab['lines']} {lab['subject']} {lab['values']}"
        if not here:
            at = [i for i in items if i.file == lab["file"] and i.line in lines]
            if not at:
                out.append(("no item", name))
            else:
                shown = "; ".join(f"{i.kind.value} `{i.text[:60]}`" for i in at[:4])
                out.append(("no decision or trivial", f"{name}\n      items: {shown}"))
            continue
        ds = [d for d in here if {_norm(v) for v in d.values} & want] or here
        d = ds[0]
        hit = [v for v in d.values if _norm(v) in want] or list(d.values)
        explained = [v for v in hit if _explained_by_inputs(inp, d, v, function_names(items))]
        if explained and len(explained) == len(hit):  # every labelled value taken as explained
            by = next(
                (
                    r.text
                    for r in inp.requirements
                    if r.kind != "heading" and any(explains(r.text, d, v) for v in explained)
                ),
                "a key item",
            )
            out.append(("explained", f"{name}\n      by: {by[:140]!r}"))
            continue
        if not {_norm(v) for v in d.values} & want:
            out.append(("other values", f"{name} (decision values {d.values}, subject {d.subject!r})"))
            continue
        out.append(("asked", name))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--heldout", action="store_true")
    ap.add_argument("--project", action="append")
    ap.add_argument("--all", action="store_true", help="also list the labels that are asked")
    args = ap.parse_args(argv)
    root = HELDOUT if args.heldout else PROJECTS
    projects = sorted(p for p in root.iterdir() if (p / "config.yaml").exists())
    if args.project:
        projects = [p for p in projects if p.name in args.project]
    counts: Counter[str] = Counter()
    for p in projects:
        for cause, text in why_project(p):
            counts[cause] += 1
            if cause != "asked" or args.all:
                print(f"[{cause}] {text}")
    print(", ".join(f"{k}: {v}" for k, v in counts.most_common()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
