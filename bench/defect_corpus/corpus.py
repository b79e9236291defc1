"""The defect corpus (issue 14 item 3): a measurement of the critic on damage it was not built beside.

    .venv/bin/python bench/defect_corpus/corpus.py [--projects a,b] [--limit N] [--jobs N] [--show N]

Plain code: imports nothing from `utspec` (the operators live in `utspec_defects`, which imports
nothing from it either) and runs the tool only as a user does: `utspec run` drafts each project's
base spec offline, `utspec checklist -f json` gives the checklist, `utspec review --format json`
reviews the base and every mutant (a subprocess each).

Scoring, per mutant, against the review of its base spec (so a base that is not APPROVED still counts):
- a defect (`expect: blocks`) is *caught* when the mutant's review has a blocking finding or a question
  that names a touched case (its id, or one of its refs) and that the base review did not have;
  *flagged* when any new finding (advisory too) names it;
- an acceptable edit (`expect: passes`) is *falsely blocked* when a blocking finding appears that the
  base review did not have.
"""

from __future__ import annotations

import argparse
import glob
import json
import shutil
import subprocess
import sys
import tempfile
import threading
from collections import defaultdict
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "src"))  # utspec_defects, when run from a checkout without the package installed

import utspec_defects as ud  # noqa: E402

UTSPEC = str(Path(sys.executable).parent / "utspec")
TARGET_CATCH = 0.90
TARGET_FALSE_BLOCK = 0.05
#: Mutants per kind and project (spread over the cases); vague paraphrases get more (48 in the lists).
LIMIT = 3
LIMIT_VAGUE = 6
#: How a kind's mutants are sampled: "content" keys them by the touched cases' content (session 23: a dropped
#: case elsewhere no longer resamples the corpus); "position" is the even spread over the list used until then.
SAMPLINGS = ("content", "position")

Reviewer = Callable[[Path, Path], dict[str, Any]]
"""(spec file, config file) -> the review as `utspec review --format json` prints it."""


def project_dirs() -> list[Path]:
    """The examples, bench/critic_corpus/projects/*, bench/linking/projects/* and this corpus' own projects/*
    (third-party code added in session 10, never tuned on before their first figure)."""
    dirs = [ROOT / "examples" / n for n in ("email-sender", "order-registration", "order-registration-documented")]
    for parent in (ROOT / "bench" / "critic_corpus" / "projects", ROOT / "bench" / "linking" / "projects",
                   ROOT / "bench" / "defect_corpus" / "projects"):  # fmt: skip
        # A folder may be empty and so absent from a clone (defect_corpus/projects lost its fetched projects).
        dirs += sorted(p for p in parent.iterdir() if (p / "config.yaml").is_file()) if parent.is_dir() else []
    return dirs


def subprocess_review(spec: Path, config: Path) -> dict[str, Any]:
    out = subprocess.run([UTSPEC, "review", str(spec), "-c", str(config), "--format", "json"],
                         capture_output=True, text=True, check=False)  # fmt: skip
    if out.returncode == 2 or not out.stdout.strip():
        raise RuntimeError(f"review of {spec} failed: {out.stderr.strip()[-400:]}")
    result: dict[str, Any] = json.loads(out.stdout)
    return result


class ServerReview:
    """Reviews through `review_server.py` subprocesses (one per thread): `utspec review`'s CLI without a start-up each."""

    def __init__(self) -> None:
        self._local = threading.local()
        self._procs: list[subprocess.Popen[str]] = []
        self._lock = threading.Lock()

    def _proc(self) -> subprocess.Popen[str]:
        proc = getattr(self._local, "proc", None)
        if proc is None:
            proc = subprocess.Popen([sys.executable, str(HERE / "review_server.py")], stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, text=True, encoding="utf-8")  # fmt: skip
            self._local.proc = proc
            with self._lock:
                self._procs.append(proc)
        return proc

    def __call__(self, spec: Path, config: Path) -> dict[str, Any]:
        proc = self._proc()
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(f"{spec}\t{config}\n")
        proc.stdin.flush()
        reply = json.loads(proc.stdout.readline())
        if "error" in reply:
            raise RuntimeError(reply["error"])
        result: dict[str, Any] = reply["review"]
        return result

    def close(self) -> None:
        for proc in self._procs:
            if proc.stdin:
                proc.stdin.close()
            proc.wait(timeout=30)


@dataclass
class Base:
    name: str
    dir: Path
    config: Path
    inputs: ud.Inputs
    review: dict[str, Any] = field(default_factory=dict)
    """The base spec's own review (by `measure`, with the reviewer being measured)."""

    @property
    def spec_json(self) -> Path:
        return self.dir / "out" / "spec.json"


def _files(folder: Path, patterns: Iterable[str]) -> dict[str, str]:
    out = {}
    for pattern in patterns:
        for path in sorted(glob.glob(str(folder / pattern), recursive=True)):
            p = Path(path)
            if p.is_file():
                out[p.relative_to(folder).as_posix()] = p.read_text(encoding="utf-8", errors="replace")
    return out


def prepare(src: Path, work: Path) -> Base:
    """Copy a project, draft its spec offline, read its checklist, design and sources (reviewed by `measure`)."""
    folder = work / src.name
    shutil.copytree(src, folder, ignore=shutil.ignore_patterns("spec.md", "out", "artifacts"))
    config = folder / "config.yaml"
    ran = subprocess.run([UTSPEC, "run", "-c", str(config), "--out", str(folder / "out")],
                         capture_output=True, text=True, check=False)  # fmt: skip
    spec_json = folder / "out" / "spec.json"
    if not spec_json.is_file():
        raise RuntimeError(f"{src.name}: utspec run wrote no spec: {ran.stderr.strip()[-400:]}")
    cfg = yaml.safe_load(config.read_text(encoding="utf-8"))
    sources = _files(folder, cfg["input"]["source_paths"])
    dirs = sorted({p.split("/")[0] + "/" + p.split("/")[1] if p.count("/") > 1 else p for p in sources})
    listed = subprocess.run([UTSPEC, "checklist", *dirs, "-c", "config.yaml", "-f", "json"], cwd=folder,
                            capture_output=True, text=True, check=True)  # fmt: skip
    inputs = ud.Inputs(
        spec=json.loads(spec_json.read_text(encoding="utf-8")),
        checklist=tuple(json.loads(listed.stdout)["items"]),
        design="\n\n".join(_files(folder, cfg["input"].get("design_paths", [])).values()),
        sources=sources,
        language=cfg.get("language", "en"),
        name=src.name,
    )
    return Base(src.name, folder, config, inputs)


# --- scoring -------------------------------------------------------------------------------------


def _names(entry: dict[str, Any], cases: set[str], refs: set[str]) -> bool:
    parts = set(entry["id"].split(":"))
    return bool(parts & cases) or bool(set(entry.get("refs") or []) & (cases | refs))


def _raised(review: dict[str, Any]) -> set[str]:
    """Blocking findings and questions of a review, as comparable keys."""
    keys = {f"{f['severity']}:{f['id']}" for f in review["findings"] if f["severity"] in ("blocking", "question")}
    return keys | {f"question:{q['id']}" for q in review.get("questions", [])}


def score(base: Base, mutant: ud.Mutant, review: dict[str, Any]) -> tuple[bool, bool, list[str]]:
    """(hit, flagged, new keys): hit = caught for a defect, falsely blocked for an acceptable edit."""
    old = _raised(base.review)
    old_any = {f["id"] for f in base.review["findings"]}
    touched = set(mutant.touched)
    refs = {r for spec in (base.inputs.spec, mutant.spec) for c in spec["cases"] if c["id"] in touched for r in c["evidence"]}
    entries = [*review["findings"], *({"severity": "question", **q} for q in review.get("questions", []))]
    if mutant.expect == "passes":
        new = [f"blocking:{f['id']}" for f in review["findings"]
               if f["severity"] == "blocking" and f"blocking:{f['id']}" not in old]  # fmt: skip
        return bool(new), bool(new), new
    new = [f"{e['severity']}:{e['id']}" for e in entries if e["severity"] in ("blocking", "question")
           and f"{e['severity']}:{e['id']}" not in old and _names(e, touched, refs)]  # fmt: skip
    flagged = any(e["id"] not in old_any and _names(e, touched, refs) for e in review["findings"])
    return bool(new), flagged or bool(new), new


@dataclass
class Tally:
    n: int = 0
    hit: int = 0
    flagged: int = 0
    misses: list[str] = field(default_factory=list)
    no_defect: int = 0
    """Sampled mutants labelled no defect (`utspec_defects.nondefect`): outside `n`, neither caught nor missed."""
    no_defect_hit: int = 0

    @property
    def rate(self) -> float:
        return self.hit / self.n if self.n else 0.0


@dataclass
class Result:
    kinds: dict[str, Tally]
    projects: list[str]
    mutants: int = 0
    languages: dict[str, int] = field(default_factory=dict)


def _review_mutant(base: Base, mutant: ud.Mutant, index: int, reviewer: Reviewer) -> dict[str, Any]:
    folder = base.dir
    if mutant.sources:  # a code change: review in a copy of the project holding the changed files
        folder = base.dir.parent / f"{base.name}.m{index}"
        shutil.copytree(base.dir, folder, dirs_exist_ok=True)
        for rel, text in mutant.sources.items():
            (folder / rel).write_text(text, encoding="utf-8")
    spec = folder / f"mutant-{index}.{'md' if mutant.markdown is not None else 'json'}"
    text = mutant.markdown if mutant.markdown is not None else json.dumps(mutant.spec, ensure_ascii=False, indent=1)
    spec.write_text(text, encoding="utf-8")
    try:
        return reviewer(spec, folder / "config.yaml")
    finally:
        spec.unlink()
        if mutant.sources:
            shutil.rmtree(folder)


def limits(kind: str, limit: int) -> int:
    return LIMIT_VAGUE * limit // LIMIT if kind == "vague-paraphrase" else limit


def pick(every: list[ud.Mutant], kind: str, limit: int, base: Base, sampling: str = "content") -> list[ud.Mutant]:
    """The mutants of one kind the corpus reviews for `base` (`SAMPLINGS`)."""
    if sampling == "position":
        return list(ud.text.spread(every, limits(kind, limit)))
    return list(ud.text.sample(every, limits(kind, limit), base.inputs.spec))


Seen = Callable[[Base, ud.Mutant, dict[str, Any], bool, list[str]], None]
"""Told of every reviewed mutant: (base, mutant, review, hit, new keys); `why.py` keeps them."""


def measure(bases: list[Base], reviewer: Reviewer, limit: int = LIMIT, jobs: int = 2,
            kinds: tuple[str, ...] | None = None, progress: bool = False, seen: Seen | None = None,
            sampling: str = "content") -> Result:  # fmt: skip
    """Review every base and its mutants with `reviewer`; tally per kind."""
    with ThreadPoolExecutor(max_workers=jobs) as pool:  # one pool: its threads keep their review servers
        return _measure(bases, reviewer, limit, pool, kinds, progress, seen, sampling)


def _measure(bases: list[Base], reviewer: Reviewer, limit: int, pool: ThreadPoolExecutor,
             kinds: tuple[str, ...] | None, progress: bool, seen: Seen | None = None,
             sampling: str = "content") -> Result:  # fmt: skip
    result = Result(defaultdict(Tally), [])
    for base in bases:
        base.review = pool.submit(reviewer, base.spec_json, base.config).result()
        result.projects.append(base.name)
        result.languages[base.inputs.language] = result.languages.get(base.inputs.language, 0) + 1
        made = []
        for kind in kinds or tuple(ud.OPERATORS):
            every = ud.OPERATORS[kind](base.inputs)
            if kind == "vague-paraphrase":  # each project starts elsewhere in the lists, so all 48 are used
                k = len(result.projects) % max(len(every), 1)
                every = every[k:] + every[:k]
            made += pick(every, kind, limit, base, sampling)
        reviews = list(pool.map(lambda im, b=base: _review_mutant(b, im[1], im[0], reviewer), enumerate(made)))
        if progress:
            print(f"  {base.name}: {len(made)} mutants reviewed", file=sys.stderr, flush=True)
        for mutant, review in zip(made, reviews, strict=True):
            hit, flagged, new = score(base, mutant, review)
            if seen is not None:
                seen(base, mutant, review, hit, new)
            t = result.kinds[mutant.kind]
            if mutant.no_defect:  # reviewed, but no defect: outside the figure either way
                t.no_defect += 1
                t.no_defect_hit += hit
                continue
            t.n += 1
            t.hit += hit
            t.flagged += flagged
            result.mutants += 1
            if hit != (mutant.expect == "blocks"):
                t.misses.append(f"{base.name}: {mutant.description[:110]}" + (f" -> {new[:2]}" if new else ""))
    return result


def run(dirs: list[Path], reviewer: Reviewer | None = None, limit: int = LIMIT, jobs: int = 2,
        kinds: tuple[str, ...] | None = None, progress: bool = False, sampling: str = "content") -> Result:  # fmt: skip
    """Draft and measure every project (reviewer: review_server.py processes by default)."""
    server = ServerReview() if reviewer is None else None
    try:
        with tempfile.TemporaryDirectory() as tmp:
            bases = [prepare(src, Path(tmp)) for src in dirs]
            return measure(bases, reviewer or server or subprocess_review, limit, jobs, kinds, progress,
                           sampling=sampling)
    finally:
        if server:
            server.close()


def defect_rate(result: Result, kinds: Iterable[str] | None = None) -> float:
    """Caught / defects over the defect and named kinds (or `kinds`)."""
    tallies = [result.kinds[k] for k in (kinds or (*ud.DEFECT_KINDS, *ud.NAMED_KINDS)) if k in result.kinds]
    n = sum(t.n for t in tallies)
    return sum(t.hit for t in tallies) / n if n else 0.0


def false_block_rate(result: Result) -> float:
    tallies = [result.kinds[k] for k in ud.ACCEPTABLE_KINDS if k in result.kinds]
    n = sum(t.n for t in tallies)
    return sum(t.hit for t in tallies) / n if n else 0.0


def report(result: Result, show: int = 2) -> str:
    langs = ", ".join(f"{n} {lang}" for lang, n in sorted(result.languages.items()))
    lines = ["DEFECT CORPUS (a measurement: damage and expected verdicts from utspec_defects, no utspec import)",
             f"projects: {len(result.projects)} ({langs}): {', '.join(result.projects)}; mutants: {result.mutants}",
             "", f"{'defect kind':<30}{'n':>5}{'caught':>9}{'rate':>8}{'flagged':>9}   (caught: new blocking finding or question naming the case)"]  # fmt: skip
    for kind in (*ud.DEFECT_KINDS, *ud.NAMED_KINDS):
        t = result.kinds.get(kind, Tally())
        mark = "" if t.n == 0 or t.rate >= TARGET_CATCH else "  < target"
        rate = f"{t.rate:>8.0%}" if t.n else f"{'-':>8}"
        apart = f"   (+{t.no_defect} no defect, {t.no_defect_hit} of them blocked)" if t.no_defect else ""
        lines.append(f"  {kind:<28}{t.n:>5}{t.hit:>9}{rate}{t.flagged:>9}{mark}{apart}")
        lines += [f"      miss: {x}" for x in t.misses[:show]]
    lines += ["", f"{'acceptable edit':<30}{'n':>5}{'blocked':>9}{'rate':>8}"]
    for kind in ud.ACCEPTABLE_KINDS:
        t = result.kinds.get(kind, Tally())
        rate = f"{t.rate:>8.0%}" if t.n else f"{'-':>8}"
        lines.append(f"  {kind:<28}{t.n:>5}{t.hit:>9}{rate}")
        lines += [f"      blocked: {x}" for x in t.misses[:show]]
    semantic = defect_rate(result, ud.DEFECT_KINDS)
    lines += ["", f"semantic defects caught: {semantic:.1%} (target: every kind >= {TARGET_CATCH:.0%}); "
              f"named damages caught: {defect_rate(result, ud.NAMED_KINDS):.1%}; "
              f"acceptable edits blocked: {false_block_rate(result):.1%} (target <= {TARGET_FALSE_BLOCK:.0%})"]  # fmt: skip
    return "\n".join(lines)


def short_of_targets(result: Result) -> list[str]:
    out = [f"{k} {result.kinds[k].rate:.0%}" for k in (*ud.DEFECT_KINDS, *ud.NAMED_KINDS)
           if k in result.kinds and result.kinds[k].n and result.kinds[k].rate < TARGET_CATCH]  # fmt: skip
    if false_block_rate(result) > TARGET_FALSE_BLOCK:
        out.append(f"acceptable edits blocked {false_block_rate(result):.1%}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--projects", help="comma-separated project names (default: all 12)")
    ap.add_argument("--limit", type=int, default=LIMIT, help="mutants per kind and project")
    ap.add_argument("--jobs", type=int, default=2, help="reviews at once")
    ap.add_argument("--show", type=int, default=2, help="misses shown per kind")
    ap.add_argument("--subprocess", action="store_true", help="one `utspec review` process per mutant (slower)")
    ap.add_argument("--sampling", choices=SAMPLINGS, default="content", help="how each kind's mutants are sampled")
    args = ap.parse_args(argv)
    dirs = project_dirs()
    if args.projects:
        dirs = [d for d in dirs if d.name in args.projects.split(",")]
    result = run(dirs, subprocess_review if args.subprocess else None, args.limit, args.jobs, progress=True,
                 sampling=args.sampling)
    print(report(result, args.show))
    short = short_of_targets(result)
    print("targets met" if not short else "targets NOT met: " + "; ".join(short))
    return 0 if not short else 1


if __name__ == "__main__":
    sys.exit(main())
