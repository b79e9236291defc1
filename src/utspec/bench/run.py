"""Put the critic benchmark together: corpus → bases → mutants → critics → records → report."""

from __future__ import annotations

import os
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from utspec.bench.corpus import Base, Project, default_projects, load_base, projects_in
from utspec.bench.critic_bench import Critic, Item, run_bench, summarise
from utspec.errors import UtspecError

if TYPE_CHECKING:
    from utspec.llm import ModelDoor


@dataclass(frozen=True)
class BenchOptions:
    corpus: Path | None = None
    projects: list[str] = field(default_factory=list)
    repeats: int = 5
    rounds: int = 3
    models: list[str] = field(default_factory=list)
    api_base: str | None = None
    api_key_env: str | None = None
    max_tokens: int | None = None
    #: Per-request timeout for --model (None: the door's default); a slow local model needs more.
    timeout_s: float | None = None
    noisy: list[float] = field(default_factory=list)
    real_evidence: float = 0.5
    seed: int = 16
    max_mutants: int | None = None
    operators: list[str] = field(default_factory=list)
    llm_when_blocked: bool = False


def select_projects(opts: BenchOptions) -> list[Project]:
    found = projects_in(opts.corpus) if opts.corpus is not None else default_projects()
    if not opts.projects:
        return found
    names = {p.name for p in found}
    for wanted in opts.projects:
        if wanted not in names:
            raise UtspecError(
                "--project", f"no project {wanted!r} in the corpus ({', '.join(sorted(names))})"
            )
    return [p for p in found if p.name in opts.projects]


def real_refs(base: Base) -> list[str]:
    """Evidence that resolves in the base's inputs: design statements and the checklist items its cases cite."""
    drs = [r.id for r in base.inp.requirements if r.kind != "heading"]
    return drs + sorted(base.inp.cited)


def noisy_critic(p: float, opts: BenchOptions) -> Critic:
    from utspec.bench.noisy import NoisyJudge
    from utspec.llm import LlmSettings, ModelDoor, NoPricing, Redactor

    redactors: dict[str, Redactor] = {}

    def door(item: Item, repeat: int) -> ModelDoor:
        # One judge per review, seeded by the item and the repeat: reproducible, independent repeats.
        seed = zlib.crc32(f"{opts.seed}:{p}:{item.key}:{repeat}".encode())
        judge = NoisyJudge(item.mutant.expected, p, real_refs(item.base), [c.id for c in item.mutant.spec.cases],
                           real_evidence_p=opts.real_evidence, seed=seed)  # fmt: skip
        # One redactor per project: it learns the project's inputs once, not once per review.
        redactor = redactors.setdefault(item.project, Redactor())
        return ModelDoor(LlmSettings(model=f"noisy/p{p}", backoff_s=0), transport=judge.transport(), pricing=NoPricing(),
                         redactor=redactor)  # fmt: skip

    return Critic(f"hybrid:noisy(p={p})", door)


def model_critic(model: str, opts: BenchOptions) -> Critic:
    from utspec.llm import DoorError, LlmSettings, open_door

    settings = LlmSettings(model=model, api_base=opts.api_base, api_key_env=opts.api_key_env, max_tokens=opts.max_tokens,
                           seed=opts.seed)  # fmt: skip
    if opts.timeout_s is not None:
        settings = settings.model_copy(update={"timeout_s": opts.timeout_s})
    try:
        shared = open_door(settings, environ=os.environ)
    except (ValueError, FileNotFoundError, DoorError) as exc:
        raise UtspecError("--model", f"{model}: {exc}") from None

    def door(item: Item, repeat: int) -> ModelDoor:
        return shared

    return Critic(f"hybrid:{model}", door)


def run_critic_bench(opts: BenchOptions, out: Path,
                     progress: Callable[[str], None] = lambda _: None) -> tuple[dict[str, Path], dict[str, Any]]:  # fmt: skip
    """Run the benchmark and write its report into `out`; returns the report's files and its figures."""
    from utspec.bench.operators import check_kinds, mutants
    from utspec.bench.report import write_report

    kinds = check_kinds(opts.operators)
    projects = select_projects(opts)
    critics = [Critic("deterministic", lambda item, repeat: None)]
    critics += [noisy_critic(p, opts) for p in opts.noisy]
    critics += [model_critic(m, opts) for m in opts.models]
    items: list[Item] = []
    operators: set[str] = set()
    for project in projects:
        progress(f"base: {project.name}")
        base = load_base(project)
        if opts.llm_when_blocked:
            base = replace(
                base, critic_settings=base.critic_settings.model_copy(update={"llm_when_blocked": True})
            )
        for m in mutants(base, kinds=kinds, max_per_operator=opts.max_mutants):
            items.append(Item(project.name, base, m))
            operators.add(m.kind)
    if not items:
        raise UtspecError("utspec bench critic", "the operators made no mutant of these projects")
    records = run_bench(items, critics, repeats=opts.repeats, rounds=opts.rounds, progress=progress)
    summary = summarise(records)
    settings: dict[str, Any] = {
        "projects": len(projects), "project_names": [p.name for p in projects],
        "languages": sorted({p.language for p in projects}), "code": sorted({p.code for p in projects}),
        "items": len(items), "defects": sum(i.mutant.expected == "blocks" for i in items),
        "acceptable": sum(i.mutant.expected == "passes" for i in items), "repeats": opts.repeats,
        "rounds": opts.rounds, "operators": ", ".join(sorted(operators)), "critics": [c.name for c in critics],
        "seed": opts.seed, "real_evidence": opts.real_evidence, "llm_when_blocked": opts.llm_when_blocked,
    }  # fmt: skip
    return write_report(summary, records, settings, out), summary
