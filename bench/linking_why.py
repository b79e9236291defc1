"""Why each labelled link of the linking corpus is missed or wrong: the cause, per statement and counted.

Usage: .venv/bin/python bench/linking_why.py [--project NAME] [--quiet]

Only the tuned projects are explained; the held-out ones (`linking.HELD_OUT`) are skipped even when named.

Causes of a miss (a labelled statement with no right link):
- `not generated`: no case about the labelled code exists (a label the designer cannot satisfy as built);
- `no anchor`: the statement shares nothing with any case;
- `weak`: the best case scores under the floor or shares only common words;
- `tie`: two cases about different code score alike;
- `elsewhere`: linked, to a case the label says is wrong (the right case scored lower);
- `no link (a rule)`: the plain match links it elsewhere, but the real run made no link (a rule
  around the match: value or relation restriction, precedence, a filter after the link).
A statement found but also cited by a wrong case counts as `found, plus a wrong link`; a `case: none`
statement cited by a code case as `none-linked`; `not tried` is a statement the designer does not link
at all (not a requirement: licence, install, history).

It drafts each project as `linking.py` does and records every call of the designer's `linked_cases`, so
the reasons are those of the real run (the case pool as it was when the statement was linked).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from linking import HELD_OUT, PROJECTS, labels_of, run_project  # noqa: E402
from linking_score import _code_lines, parse_lines  # noqa: E402


def _scoped(text: str, cases: list[Any], items: Any, scope: str | None, ctx: Any) -> list[Any]:
    """The cases a statement is matched against first (as `linking._find` does): those its call values
    allow, then those of its function."""
    from utspec.designer.offline.call_values import bind, excluded
    from utspec.designer.offline.class_scope import other_class, owners, split_scope
    from utspec.designer.offline.linking import is_main_path
    from utspec.designer.offline.scope import in_scope, reach

    if ctx is not None and (bound := bind(text, ctx.items, ctx.sources)):
        cases = [c for c in cases if not excluded([items[r] for r in c.evidence if r in items],
                                                  is_main_path(c, items), bound)]  # fmt: skip
    if scope is None or ctx is None:
        return cases
    owner, function = split_scope(scope)  # `IBANCheckDigit.calculate` (class_scope.py)
    reached = reach(function, ctx.items, ctx.sources)
    if owner is not None:
        defined = owners(ctx.items)
        cases = [c for c in cases if not other_class([items[r] for r in c.evidence if r in items], owner, function, defined)]
    return [c for c in cases if not any(r in items for r in c.evidence)
            or in_scope([items[r] for r in c.evidence if r in items], reached)]  # fmt: skip


def _spy(linking: Any, calls: dict[str, tuple[Any, ...]]) -> Any:
    real = linking.linked_cases

    def spy(
        text: str, cases: Any, items: Any, ctx: Any = None, scope: Any = None, given: Any = None, heading: Any = None
    ) -> Any:
        calls[text] = (_scoped(text, list(cases), items, scope, ctx), items, ctx)
        return real(text, cases, items, ctx, scope=scope, given=given, heading=heading)

    linking.linked_cases = spy
    return real


def probe(folder: Path, needle: str) -> None:
    """Print the six best units of the statements containing `needle`, with their group and shared anchors."""
    from utspec.anchoring import Index, anchors, link
    from utspec.designer.offline import linking

    calls: dict[str, tuple[Any, ...]] = {}
    real = _spy(linking, calls)
    try:
        run_project(folder)
    finally:
        linking.linked_cases = real
    for text, (cases, items, ctx) in calls.items():
        if needle.lower() not in text.lower():
            continue
        pool = [c for c in cases if any(r in items for r in c.evidence)]
        units = [linking.case_unit(c, items, ctx) for c in pool]
        extra = frozenset({linking.SUCCESS}) if linking.says_success(text) else frozenset()
        index = Index(units)
        hit = link(text, index, extra=extra)
        print(f"{text[:100]!r}: {hit.reason} {hit.unit.ref if hit.unit else ''} {hit.score:.1f}")
        q = anchors(text) | extra
        rows = sorted(((index.score(q, text, u), u) for u in units), key=lambda t: -t[0][0])[:6]
        for (sc, shared), u in rows:
            print(f"   {u.ref} {sc:5.1f} group={u.group[-60:]} {sorted(k for _, k in shared)}")
            print(f"        {u.text[:160]!r}")


def explain(folder: Path, show: bool) -> Counter[str]:
    from utspec.anchoring import Index, anchors, link
    from utspec.designer.offline import linking

    calls: dict[str, tuple[Any, ...]] = {}
    real = _spy(linking, calls)
    try:
        run = run_project(folder)
    finally:
        linking.linked_cases = real
    causes: Counter[str] = Counter()
    statements = run["statements"]
    for label in labels_of(folder):
        needle = label["text"].lower()
        hits = [st for st in statements if st["text"].lower().strip() == needle.strip()]
        hits = hits or [st for st in statements if needle in st["text"].lower()]
        if len(hits) != 1:
            continue
        st = hits[0]
        none = label.get("case") == "none"
        want = set() if none else {(label["file"], n) for n in parse_lines(label["lines"])}
        linked = [c for c in run["cases"] if st["id"] in c["evidence"] and _code_lines(c["evidence"])]
        right = [c for c in linked if not none and _code_lines(c["evidence"]) <= want]
        if none:
            if linked:
                causes["none-linked"] += 1
                if show:
                    print(f"  none-linked {folder.name} {st['id']} {st['text'][:70]!r} -> {linked[0]['id']}")
            continue
        if right and len(right) == len(linked):
            continue
        if right:
            causes["found, plus a wrong link"] += 1
            if show:
                print(f"  also wrong   {folder.name} {st['id']} {st['text'][:70]!r}")
            continue
        candidates = [c for c in run["cases"] if _code_lines(c["evidence"]) and _code_lines(c["evidence"]) <= want]
        call = calls.get(st["text"])
        detail = ""
        if not candidates:
            cause = "not generated"
        elif call is None:
            cause = "not tried"
        else:
            cases, items, ctx = call
            pool = [c for c in cases if any(r in items for r in c.evidence)]
            units = [linking.case_unit(c, items, ctx) for c in pool]
            extra = frozenset({linking.SUCCESS}) if linking.says_success(st["text"]) else frozenset()
            index = Index(units)
            hit = link(st["text"], index, extra=extra)
            good = {c["id"] for c in candidates}
            scored = sorted(((index.score(hit_q, st["text"], u)[0], u.ref) for u in units
                             for hit_q in [anchors(st["text"]) | extra]), reverse=True)  # fmt: skip
            best_right = max((s for s, r in scored if r in good), default=0.0)
            cause = hit.reason
            if hit.reason == "linked":
                # The re-scoring replays the plain match only, not the rules around it (value and
                # relation restriction, precedence, the filters after the link): the real run made no link.
                cause = "elsewhere" if linked else "no link (a rule)"
            top = ", ".join(f"{r}{'*' if r in good else ''}={s:.1f}" for s, r in scored[:4])
            detail = f"[{top}; right best {best_right:.1f}] shared={sorted(k for _, k in hit.shared)[:8]}"
        causes[cause] += 1
        if show:
            print(f"  {cause:<13} {folder.name} {st['id']} {st['text'][:70]!r} {detail}")
    return causes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--project", action="append")
    ap.add_argument("--quiet", action="store_true", help="counts only")
    ap.add_argument("--probe", help="print the best units of statements containing this text")
    args = ap.parse_args(argv)
    # The held-out projects are never explained: their misses must not guide the tuning (README).
    projects = sorted(p for p in PROJECTS.iterdir() if (p / "config.yaml").exists() and p.name not in HELD_OUT)
    if args.project:
        projects = [p for p in projects if p.name in args.project]
    if args.probe:
        for p in projects:
            probe(p, args.probe)
        return 0
    total: Counter[str] = Counter()
    for p in projects:
        total += explain(p, not args.quiet)
    print("causes:", dict(sorted(total.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
