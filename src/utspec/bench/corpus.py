"""The critic benchmark's corpus: projects (config + inputs) and the base spec of each, ready to mutate.

The default corpus is listed in `rules/bench/critic-corpus.yaml` (shipped with the tool): the
examples and the projects of `bench/critic_corpus/` and `bench/linking/`, packaged in the wheel
as `utspec/_corpus/<root>/` (pyproject's force-include), read from the repository in a checkout.
`--corpus DIR` takes any folder whose sub-folders hold a `config.yaml` instead.

A project's base spec is its own `spec.md` when it has one (written by hand), else the spec the
offline (rule-based) designer drafts for it; bases must not block (a base that blocks would make
every acceptable edit of it look like a false block).
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from utspec.errors import UtspecError
from utspec.resources import rule_file

if TYPE_CHECKING:
    from utspec.critic.review_input import ReviewInput
    from utspec.critic.rulefile import RuleSet
    from utspec.models import TestSpec

INDEX = ("bench", "critic-corpus.yaml")


@dataclass(frozen=True)
class Project:
    name: str
    config: Path
    language: str
    """The spec's natural language (en, ja)."""
    code: str
    """The main programming language of its sources (python, java, ts, sql, ...)."""


@dataclass(frozen=True)
class Base:
    project: Project
    spec: TestSpec
    inp: ReviewInput
    rules: RuleSet
    critic_settings: Any
    language: str
    analyzer_options: Any
    questions: frozenset[str]
    """The ids of the questions the deterministic review of the base asks (not a mutant's doing)."""


@cache
def _roots() -> dict[str, Path]:
    index = yaml.safe_load(rule_file(*INDEX).read_text(encoding="utf-8"))
    packaged = Path(str(files("utspec"))) / "_corpus"
    repo = Path(__file__).resolve().parents[3]
    out = {}
    for key, rel in index["roots"].items():
        out[key] = packaged / key if (packaged / key).is_dir() else repo / rel
    return out


def default_projects() -> list[Project]:
    """The shipped corpus, in the index's order."""
    index = yaml.safe_load(rule_file(*INDEX).read_text(encoding="utf-8"))
    roots = _roots()
    out = []
    for p in index["projects"]:
        cfg = roots[p["root"]] / p["name"] / "config.yaml"
        if not cfg.is_file():
            raise UtspecError(
                str(rule_file(*INDEX)), f"corpus project {p['name']!r} not found at {cfg.parent}"
            )
        out.append(Project(p["name"], cfg, p["language"], p["code"]))
    return out


def projects_in(folder: Path) -> list[Project]:
    """Every sub-folder of `folder` with a config.yaml (language from the config, code unknown)."""
    if not folder.is_dir():
        raise UtspecError(str(folder), "no such corpus folder")
    out = []
    for d in sorted(folder.iterdir()):
        if (d / "config.yaml").is_file():
            raw = yaml.safe_load((d / "config.yaml").read_text(encoding="utf-8")) or {}
            out.append(Project(d.name, d / "config.yaml", str(raw.get("language", "en")), "?"))
    if not out:
        raise UtspecError(str(folder), "no project (a sub-folder with config.yaml) in the corpus folder")
    return out


def load_base(project: Project) -> Base:
    """The project's base spec and everything a critic needs to review drafts of it."""
    from utspec.analyzers import analyze
    from utspec.cli.review_cmd import read_spec
    from utspec.config import load_config
    from utspec.critic.deterministic import review
    from utspec.critic.review_input import ReviewInput
    from utspec.critic.rulefile import configured_rules
    from utspec.inputs.context import load_context
    from utspec.run import offline_services, run

    loaded = load_config(project.config)
    cfg = loaded.config
    own = project.config.parent / "spec.md"
    if own.is_file():
        spec, _ = read_spec(own, str(own))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            result = run(loaded, out_dir=Path(tmp), services=offline_services(cfg))
            spec, _ = read_spec(result.artifacts["spec_json"], project.name)
    rules = configured_rules(loaded)
    ctx = load_context(loaded)
    items = analyze(ctx.sources, cfg.analysis.analyzer_options()).items
    inp = ReviewInput(spec, items, ctx.requirements, ctx.key_items, ctx.sources, language=cfg.language)
    verdict = review(inp, rules=rules)
    if verdict.blocking:
        raise UtspecError(
            str(project.config),
            f"the base spec blocks already ({verdict.blocking[0].id}): it cannot be a base",
        )
    return Base(project, spec, inp, rules, cfg.critic, cfg.language, cfg.analysis.analyzer_options(),
                frozenset(q.id for q in verdict.questions))  # fmt: skip
