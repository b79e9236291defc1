"""One `utspec run`: build the services, run the graph, write the artifacts."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.config import Config, LoadedConfig
from utspec.designer import RuleBasedDesigner
from utspec.errors import UtspecError
from utspec.evidence import EvidenceIndex
from utspec.graph.nodes import Critic, Services
from utspec.graph.state import Fault, State
from utspec.inputs.context import Context
from utspec.models import ChecklistItem, Notice, Status
from utspec.render import outputs
from utspec.render.atomic import write_all
from utspec.render.input_notes import broken_assumptions, unique
from utspec.render.spec_md import render_spec, table_order
from utspec.render.trace import render_trace, trace_json

if TYPE_CHECKING:
    from utspec.critic.rulefile import RuleSet
    from utspec.llm import DoorTotals, ModelDoor


@dataclass(frozen=True)
class RunResult:
    status: Status
    artifacts: dict[str, Path]
    cases: int
    rounds: int
    path: list[str]
    mode: str
    notices: list[Notice]
    totals: DoorTotals | None = None
    """Model-call totals, when a door was open."""
    fault: Fault | None = None
    """The model fault or exhausted budget that ended the loop, if any."""
    backups: list[tuple[Path, Path]] = field(default_factory=list)
    """Artifacts a person had edited, and the `.bak` copy each was kept as before being replaced."""
    scrub: Callable[[str], str] = field(default=lambda text: text)
    """Replaces the run's known secrets in a line before the CLI prints it (notices, faults)."""


def analyze_context(state: State, ctx: Context) -> tuple[list[ChecklistItem], list[Notice]]:
    """The checklist with the analyzers' defaults (a run without a config's `analysis:` section)."""
    analysis = analyze(ctx.sources, AnalyzerOptions())
    return analysis.items, analysis.notices


def analyzer_for(cfg: Config | None) -> Callable[[State, Context], tuple[list[ChecklistItem], list[Notice]]]:
    """The analyzer service of a run: the config's `analysis:` section (dialect, SQL calls, must-cover)."""
    if cfg is None:
        return analyze_context
    options = cfg.analysis.analyzer_options()

    def analyze_configured(state: State, ctx: Context) -> tuple[list[ChecklistItem], list[Notice]]:
        analysis = analyze(ctx.sources, options)
        return analysis.items, analysis.notices

    return analyze_configured


def offline_services(cfg: Config | None = None, rules: RuleSet | None = None) -> Services:
    """Services of a run without a model: the rule-based designer, the deterministic critic (with history)."""
    return Services(designer=RuleBasedDesigner(), critic=critic_for(cfg, None, rules), analyzer=analyzer_for(cfg))


def critic_for(cfg: Config | None, door: ModelDoor | None, rules: RuleSet | None = None) -> Critic:
    """Return the critic a run uses: deterministic checks, then the LLM critic when a door is open.

    With no door (offline) `make_critic` returns the deterministic review with its round history.
    `rules` is the rule set of config `rules:` (None: the built-in rules).
    """
    from utspec.critic.compose import make_critic

    if cfg is None:
        return make_critic(door, rules=rules)
    return make_critic(door, cfg.critic, language=cfg.language, rules=rules)


def model_services(cfg: Config, door: ModelDoor, rules: RuleSet | None = None) -> Services:
    """Services of a run with a model: the LLM designer through the door, and `critic_for`'s critic."""
    from utspec.designer.llm import LlmDesigner

    return Services(designer=LlmDesigner(door), critic=critic_for(cfg, door, rules), analyzer=analyzer_for(cfg))


#: Door faults that mean "fix the setup", not "ask about the spec": `utspec run` exits 2 with one line.
#: 400 (an option the server does not support), 401/403 (key), 404 (no such model) are among them.
#: Nothing is written unless a model reply was already paid for; then the artifacts keep it.
SETUP_FAULTS: frozenset[str] = frozenset(
    {"replay_miss", "not_configured", "auth", "unpriced_model", "bad_request", "not_found"}
)


def open_run_door(
    loaded: LoadedConfig, *, record_dir: Path | None = None, replay_dir: Path | None = None
) -> ModelDoor | None:
    """Open the door `utspec run` uses, or None offline. Setup problems are `UtspecError`s (exit 2)."""
    import os

    from utspec.llm import DoorError, open_door

    cfg = loaded.config
    if cfg.llm.model is None:
        if record_dir is not None or replay_dir is not None:
            raise UtspecError(str(loaded.path), "--record and --replay need a model: set llm.model", field="llm.model")
        return None
    try:
        return open_door(cfg.llm, cfg.budget, record_dir=record_dir, replay_dir=replay_dir, environ=os.environ)
    except (ValueError, FileNotFoundError, DoorError) as exc:
        raise UtspecError(str(loaded.path), str(exc), field="llm") from None


def _mode(designer: str, critic: str, door: ModelDoor | None) -> str:
    if door is None:
        return "offline: rule-based designer, deterministic critic (no model configured)"
    return f"model: LLM designer ({door.model_for('designer')}), {critic} critic"


def run(
    loaded: LoadedConfig,
    *,
    out_dir: Path | None = None,
    services: Services | None = None,
    door: ModelDoor | None = None,
    record_dir: Path | None = None,
    replay_dir: Path | None = None,
    backup: bool = True,
) -> RunResult:
    """Run the loop and write the artifacts.

    Args:
        services: replace the whole service set (tests); `door` then only feeds the accounting.
        door: the model door to use (tests pass one over a scripted transport); by default one is
            opened from `llm:`/`budget:` when `llm.model` is set, recording or replaying as asked.

    Raises:
        UtspecError: bad setup, including a replay miss or a missing API key (the CLI exits 2).
    """
    from utspec.critic.rulefile import configured_rules
    from utspec.graph.build import build_graph

    cfg = loaded.config
    # Where the artifacts go is checked before any work: a blocked path found after paid model
    # calls would throw those calls away.
    targets = artifact_paths(loaded, out_dir)
    preflight(loaded, targets, out_dir, backup=backup)
    # Read the rule files before anything else: a bad one is the user's to fix, before any model call.
    rules = configured_rules(loaded)
    if door is None and services is None:
        door = open_run_door(loaded, record_dir=record_dir, replay_dir=replay_dir)
    if services is not None:
        svc = services
    else:
        svc = model_services(cfg, door, rules) if door is not None else offline_services(cfg, rules)
    graph = build_graph(svc)
    final: State = graph.invoke({"config": loaded, "max_revisions": cfg.loop.max_revisions}, {"recursion_limit": 100})
    fault: Fault | None = final.get("fault")
    paid = door is not None and any(r.outcome == "ok" for r in door.records)
    if fault is not None and fault.kind in SETUP_FAULTS and not paid:
        # A replay that misses, or a model that cannot be called at all, is not a result to write.
        raise UtspecError(str(replay_dir or loaded.path), fault.message, field=None if replay_dir else "llm")
    notices = final.get("notices", [])
    draft = final["draft"]
    spec = draft.model_copy(update={
        "open_questions": _merge_questions(final), "input_notes": unique(notices), "cases": table_order(draft.cases),
        "assumptions": [*draft.assumptions, *broken_assumptions(draft.cases, notices, cfg.language)],
    })  # fmt: skip
    critic = final["rounds"][-1].review.critic if final.get("rounds") else "deterministic"
    mode = _mode(spec.designer, critic, door)
    ctx: Context = final["context"]
    checklist = final.get("checklist", [])
    index = EvidenceIndex.build(checklist, ctx.requirements, ctx.key_items, ctx.sources)
    cited: dict[str, list[str]] = {}
    for c in spec.cases:
        for item_id in index.cited_items(c.evidence):
            cited.setdefault(item_id, []).append(c.id)
    status: Status = final["status"]
    spec_md, spec_json, trace_md, trace_js = (targets[k] for k in ("spec", "spec_json", "trace", "trace_json"))
    counts = {"design statements (DR)": len(ctx.requirements), "key test items (KT)": len(ctx.key_items),
              "source files": len(ctx.sources), "checklist items": len(checklist)}  # fmt: skip
    trace_fields: dict[str, Any] = dict(path=final["path"], rounds=final.get("rounds", []), status=status,
                        questions=final.get("questions", []), notices=notices, checklist=checklist,
                        counts=counts, mode=mode, designer=spec.designer, language=cfg.language)  # fmt: skip
    totals = None
    if door is not None:
        totals = door.totals()
        ref_checks = [asdict(c) for c in getattr(svc.designer, "ref_checks", [])]
        trace_fields.update(llm_calls=list(door.records), llm_totals=totals, fault=fault, ref_checks=ref_checks)
    files: dict[Path, str | bytes] = {
        spec_md: render_spec(spec, language=cfg.language, status=status, checklist=checklist, cited=cited),
        spec_json: spec.model_dump_json(indent=2) + "\n",
        trace_md: render_trace(**trace_fields),
    }
    # Last step before the disk: every secret found in the inputs (or sent to a model) is replaced
    # wherever it travelled, e.g. a SQL literal in a checklist row or a question quoting it.
    scrub = _secret_scrub(door, ctx)
    files = {path: scrub(text) if isinstance(text, str) else text for path, text in files.items()}
    for extra in cfg.output.test_specification[1:]:
        files[loaded.output_path(extra, out_dir)] = files[spec_md]
    for extra in cfg.output.trace[1:]:
        files[loaded.output_path(extra, out_dir)] = files[trace_md]
    trace_data = trace_json(**trace_fields, requirements=ctx.requirements, key_items=ctx.key_items)
    trace_data[outputs.LEDGER_KEY] = {outputs.key_for(p, trace_js): outputs.digest(c) for p, c in files.items()}
    trace_data[outputs.LEDGER_KEY][outputs.SELF] = "<self>"
    files[trace_js] = outputs.ledger_text(scrub(json.dumps(trace_data, ensure_ascii=False, indent=2) + "\n"))
    backups = keep_hand_edits(loaded, list(files), trace_js, backup=backup)
    write_all(files)
    return RunResult(
        status=status,
        artifacts={"spec": spec_md, "spec_json": spec_json, "trace": trace_md, "trace_json": trace_js},
        cases=len(spec.cases),
        rounds=len(final.get("rounds", [])),
        path=final["path"],
        mode=mode,
        notices=notices,
        totals=totals,
        fault=fault,
        backups=backups,
        scrub=scrub,
    )


def _secret_scrub(door: ModelDoor | None, ctx: Context) -> Callable[[str], str]:
    """Return `redact_known` of the run's redactor, taught every secret in the inputs."""
    from utspec.llm.redact import Redactor, input_texts

    redactor = door.redactor if door is not None else Redactor()
    redactor.learn(input_texts(ctx.requirements, ctx.key_items, ctx.sources))
    return redactor.redact_known


def artifact_paths(loaded: LoadedConfig, out_dir: Path | None) -> dict[str, Path]:
    """Every file a run writes, by role; extra copies of the spec and trace as `spec+1`, `trace+1`, …"""
    out = loaded.config.output
    spec_md = loaded.output_path(out.test_specification[0], out_dir)
    trace_md = loaded.output_path(out.trace[0], out_dir)
    paths = {"spec": spec_md, "spec_json": spec_md.with_name("spec.json"),
             "trace": trace_md, "trace_json": trace_md.with_name("trace.json")}  # fmt: skip
    for i, extra in enumerate(out.test_specification[1:], 1):
        paths[f"spec+{i}"] = loaded.output_path(extra, out_dir)
    for i, extra in enumerate(out.trace[1:], 1):
        paths[f"trace+{i}"] = loaded.output_path(extra, out_dir)
    return paths


def preflight(loaded: LoadedConfig, targets: dict[str, Path], out_dir: Path | None, *, backup: bool) -> None:
    """Refuse, before any work, a run whose artifacts cannot be written or would overwrite a person's edits.

    Raises:
        UtspecError: `--out` is a file or unwritable, a folder blocks an artifact path, or (with
            `backup=False`) an artifact was edited since utspec wrote it.
    """
    if out_dir is not None:
        outputs.check_out_dir(out_dir)
    shown = {p: loaded.relative(p) for p in targets.values()}
    outputs.check_targets(targets.values(), shown)
    if not backup:
        outputs.refuse_edited(outputs.edited(targets.values(), targets["trace_json"]), shown)


def keep_hand_edits(loaded: LoadedConfig, paths: list[Path], trace_js: Path, *, backup: bool) -> list[tuple[Path, Path]]:
    """Copy artifacts a person edited to `.bak` files (or refuse without backups) just before writing."""
    changed = outputs.edited(paths, trace_js)
    if not backup:
        outputs.refuse_edited(changed, {p: loaded.relative(p) for p in paths})
    return outputs.back_up(changed)


def _merge_questions(final: State):
    seen: dict[str, object] = {q.id: q for q in final["draft"].open_questions}
    for q in final.get("questions", []):
        seen.setdefault(q.id, q)
    return list(seen.values())
