"""One `utspec run`: build the services, run the graph, write the artifacts."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.case_order import table_order
from utspec.config import Config, LoadedConfig
from utspec.designer import RuleBasedDesigner
from utspec.errors import UtspecError
from utspec.evidence import EvidenceIndex
from utspec.graph.nodes import Critic, Services
from utspec.graph.state import Fault, State
from utspec.inputs.context import Context
from utspec.messages import Catalog, said
from utspec.models import ChecklistItem, Notice, Status, TestSpec
from utspec.render import outputs
from utspec.render.atomic import write_all
from utspec.render.input_notes import broken_assumptions, unique
from utspec.render.spec_md import render_spec
from utspec.render.trace import critic_label, render_trace, trace_json

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
    run_id: str = ""
    """The run's id (its checkpoints' thread id in `<run folder>/.utspec/runs.sqlite`)."""
    paused: bool = False
    """True when the run waits for answers (`questions.yaml` written; `utspec answer` resumes it)."""
    language: str = "en"
    """The config's `language:` (the console lines follow it)."""
    scrub: Callable[[str], str] = field(default=lambda text: text)
    """Replaces the run's known secrets in a line before the CLI prints it (notices, faults)."""


def analyze_context(state: State, ctx: Context) -> tuple[list[ChecklistItem], list[Notice]]:
    """The checklist with the analyzers' defaults (a run without a config's `analysis:` section)."""
    analysis = analyze(ctx.sources, AnalyzerOptions())
    return _in_scope(state, analysis.items, analysis.notices)


def _in_scope(
    state: State, items: list[ChecklistItem], notices: list[Notice]
) -> tuple[list[ChecklistItem], list[Notice]]:
    """The checklist scoped to `input.diff` when the config sets one, with a notice that says the scope."""
    from utspec.analyzers.diff_scope import scope_to_config_diff

    if "config" not in state:
        return items, notices
    kept, scope = scope_to_config_diff(items, state["config"])
    return kept, [*notices, *scope]


def analyzer_for(cfg: Config | None) -> Callable[[State, Context], tuple[list[ChecklistItem], list[Notice]]]:
    """The analyzer service of a run: the config's `analysis:` section (dialect, SQL calls, must-cover)."""
    if cfg is None:
        return analyze_context
    options = cfg.analysis.analyzer_options()

    def analyze_configured(state: State, ctx: Context) -> tuple[list[ChecklistItem], list[Notice]]:
        analysis = analyze(ctx.sources, options)
        return _in_scope(state, analysis.items, analysis.notices)

    return analyze_configured


def offline_services(cfg: Config | None = None, rules: RuleSet | None = None) -> Services:
    """Services of a run without a model: the rule-based designer, the deterministic critic (with history)."""
    return Services(
        designer=RuleBasedDesigner(), critic=critic_for(cfg, None, rules), analyzer=analyzer_for(cfg)
    )


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

    return Services(
        designer=LlmDesigner(door), critic=critic_for(cfg, door, rules), analyzer=analyzer_for(cfg)
    )


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
            raise UtspecError(str(loaded.path), said("error.record_needs_model"), field="llm.model")
        return None
    try:
        return open_door(
            cfg.llm, cfg.budget, record_dir=record_dir, replay_dir=replay_dir, environ=os.environ
        )
    except (ValueError, FileNotFoundError, DoorError) as exc:
        raise UtspecError(str(loaded.path), str(exc), field="llm") from None


def _mode(designer: str, critic: str, door: ModelDoor | None, language: str = "en") -> str:
    msg = Catalog(language)
    if door is None:
        return msg("trace.mode_offline")
    return msg("trace.mode_model", model=door.model_for("designer"), critic=critic_label(critic, msg))


def run_folder(loaded: LoadedConfig, out_dir: Path | None) -> Path:
    """The folder of the spec: where `questions.yaml` and the run's `.utspec/` database live."""
    return loaded.output_path(loaded.config.output.test_specification[0], out_dir).parent


def run(
    loaded: LoadedConfig,
    *,
    out_dir: Path | None = None,
    services: Services | None = None,
    door: ModelDoor | None = None,
    record_dir: Path | None = None,
    replay_dir: Path | None = None,
    backup: bool = True,
    xlsx: bool = False,
) -> RunResult:
    """Run the loop as a new run (id, checkpoints in the run folder) and write the artifacts.

    Args:
        services: replace the whole service set (tests); `door` then only feeds the accounting.
        door: the model door to use (tests pass one over a scripted transport); by default one is
            opened from `llm:`/`budget:` when `llm.model` is set, recording or replaying as asked.

    Raises:
        UtspecError: bad setup, including a replay miss or a missing API key (the CLI exits 2).
    """
    from utspec import runstore
    from utspec.analyzers.diff_scope import check_diff
    from utspec.critic.rulefile import configured_rules

    cfg = loaded.config
    # Where the artifacts go is checked before any work: a blocked path found after paid model
    # calls would throw those calls away.
    targets = artifact_paths(loaded, out_dir, xlsx=xlsx)
    preflight(loaded, targets, out_dir, backup=backup)
    check_diff(loaded)
    # Read the rule files before anything else: a bad one is the user's to fix, before any model call.
    rules = configured_rules(loaded)
    if door is None and services is None:
        door = open_run_door(loaded, record_dir=record_dir, replay_dir=replay_dir)
    folder = run_folder(loaded, out_dir)
    # What this run creates, so a setup fault (nothing to write) leaves the disk as it found it.
    created = [p for p in (folder, folder / runstore.STATE_DIR) if not p.exists()]
    conn = runstore.connect(folder)
    run_id = runstore.new_run_id()
    fp = runstore.fingerprint(loaded)
    kept, stale = runstore.kept_answers(conn, fp)
    runstore.register(conn, run_id, loaded, out_dir, fp)
    if door is not None:
        _resumable(door, folder, run_id)
    if services is not None:
        svc = services
    else:
        svc = model_services(cfg, door, rules) if door is not None else offline_services(cfg, rules)
    start: dict[str, Any] = {"config": loaded, "max_revisions": cfg.loop.max_revisions}
    if kept:
        start["answers"] = kept
    session = _Session(conn, folder, run_id, loaded, out_dir, svc, door, replay_dir, backup, xlsx=xlsx)
    try:
        return session.drive(start, stale=stale)
    except UtspecError:
        conn.close()
        _undo(created, folder, run_id)
        raise


def resume(
    folder: Path,
    *,
    answers: list[dict[str, str]] | None = None,
    run_id: str | None = None,
    services: Services | None = None,
    door: ModelDoor | None = None,
    backup: bool = True,
) -> RunResult:
    """Continue a run of `folder` from its last checkpoint: after a crash, or with a person's answers.

    Args:
        answers: resume a paused run with these (`question`, `text`, optional `by`, `at`).
        run_id: which run (default: the folder's newest).

    Raises:
        UtspecError: no run, no checkpoint, or the run is not in a state to do what was asked.
    """
    from utspec import runstore

    conn = runstore.connect(folder, create=False)
    row = runstore.find_run(conn, folder, run_id)
    snap = _checkpoint(folder, row.id)
    if snap is None:
        if answers is not None:
            raise UtspecError(str(folder), said("error.runs.not_waiting", id=row.id, status=row.shown_status))
        return _restart(conn, folder, row, services=services, door=door, backup=backup)
    values, pending = snap
    if answers is not None and pending != ("await_answers",):
        raise UtspecError(str(folder), said("error.runs.not_waiting", id=row.id, status=row.shown_status))
    if answers is None and pending == ("await_answers",):
        raise UtspecError(str(folder), said("error.runs.waits", id=row.id, folder=folder))
    if not pending and row.status != "running":
        raise UtspecError(str(folder), said("error.runs.finished", id=row.id, status=row.status))
    # No step left but the register still says running: the process died after the graph's last
    # checkpoint and before the artifacts were written. Driving the finished thread runs no node;
    # it writes the artifacts from the checkpoint and marks the run finished.
    loaded: LoadedConfig = values["config"]
    return _continued(
        conn, folder, row, loaded, services=services, door=door, backup=backup, values=values
    ).drive(None, resume_with=answers)


def _continued(conn: Any, folder: Path, row: Any, loaded: LoadedConfig, *, services: Services | None,
               door: ModelDoor | None, backup: bool, values: dict[str, Any] | None = None) -> _Session:  # fmt: skip
    """The session that carries on run `row` in a new process: its door resumes through the run's recording.

    `values` (the last checkpoint's state) seeds the door with the calls and time of the earlier
    processes, so the trace's model-call table and the budget cover the whole run.
    """
    from utspec.critic.rulefile import configured_rules
    from utspec.graph.ledger import carried

    if door is None and services is None:
        door = open_run_door(loaded)
    if door is not None:
        _resumable(door, folder, row.id)
        if values is not None:
            door.carry_over(*carried(values))
    if services is None:
        rules = configured_rules(loaded)
        services = (
            model_services(loaded.config, door, rules)
            if door is not None
            else offline_services(loaded.config, rules)
        )
    out_dir = Path(row.out_dir) if row.out_dir else None
    return _Session(conn, folder, row.id, loaded, out_dir, services, door, None, backup)


def _restart(
    conn: Any, folder: Path, row: Any, *, services: Services | None, door: ModelDoor | None, backup: bool
) -> RunResult:
    """Run again from the start, under the same id, a run killed before its first checkpoint."""
    from utspec import runstore
    from utspec.config import load_config

    loaded = load_config(Path(row.config))
    session = _continued(conn, folder, row, loaded, services=services, door=door, backup=backup)
    kept, stale = runstore.kept_answers(conn, runstore.fingerprint(loaded))
    start: dict[str, Any] = {"config": loaded, "max_revisions": loaded.config.loop.max_revisions}
    if kept:
        start["answers"] = kept
    return session.drive(start, stale=stale)


def paused_questions(folder: Path, run_id: str | None = None) -> list[Any]:
    """The questions a paused run waits on (what `utspec answer` accepts answers to)."""
    from utspec import runstore

    row = runstore.find_run(runstore.connect(folder, create=False), folder, run_id)
    snap = _checkpoint(folder, row.id)
    if snap is None or snap[1] != ("await_answers",):
        raise UtspecError(str(folder), said("error.runs.not_waiting", id=row.id, status=row.shown_status))
    return list(snap[0].get("questions", []))


def _undo(created: list[Path], folder: Path, run_id: str) -> None:
    """Remove what a run that wrote no artifact created: its folders if new, else its register row."""
    import shutil

    from utspec import runstore

    if created:
        shutil.rmtree(created[0], ignore_errors=True)
        return
    with runstore.connect(folder) as conn:
        conn.execute("DELETE FROM utspec_runs WHERE id = ?", (run_id,))
    shutil.rmtree(runstore.calls_dir(folder, run_id), ignore_errors=True)


def _resumable(door: ModelDoor, folder: Path, run_id: str) -> None:
    from utspec import runstore
    from utspec.llm.resume import ResumableTransport

    calls = runstore.calls_dir(folder, run_id)
    door.wrap_transport(lambda t: ResumableTransport(t, calls))


def _checkpoint(folder: Path, run_id: str) -> tuple[dict[str, Any], tuple[str, ...]] | None:
    """(state values, next nodes) of the run's last checkpoint, or None when it has none."""
    from utspec import runstore
    from utspec.graph import checkpoint

    saver = checkpoint.saver(checkpoint.connect(runstore.db_path(folder)))
    try:
        if saver.get_tuple({"configurable": {"thread_id": run_id}}) is None:
            return None
        from utspec.graph.build import build_graph

        # Only the graph knows which nodes a checkpoint has pending; services are not called by get_state.
        graph = build_graph(offline_services(), checkpointer=saver, pause_for_answers=True)
        state = graph.get_state({"configurable": {"thread_id": run_id}})
        return dict(state.values), tuple(state.next)
    finally:
        saver.conn.close()


@dataclass
class _Session:
    """One process's part of a run: drive the graph from a start or a checkpoint, then write what it holds."""

    conn: Any
    folder: Path
    run_id: str
    loaded: LoadedConfig
    out_dir: Path | None
    svc: Services
    door: ModelDoor | None
    replay_dir: Path | None
    backup: bool = True
    xlsx: bool = False
    """Also write the Excel spec beside the Markdown one (`run --xlsx`)."""

    def drive(
        self,
        start: dict[str, Any] | None,
        *,
        resume_with: list[dict[str, str]] | None = None,
        stale: Any = (),
    ) -> RunResult:
        from utspec import runstore
        from utspec.graph import checkpoint
        from utspec.graph.build import build_graph
        from utspec.graph.draw import edges as graph_edges

        saver = checkpoint.saver(checkpoint.connect(runstore.db_path(self.folder)))
        try:
            graph = build_graph(self.svc, checkpointer=saver, pause_for_answers=True, door=self.door)
            thread: Any = {"configurable": {"thread_id": self.run_id}, "recursion_limit": 100}
            value: Any = start
            if resume_with is not None:
                value = checkpoint.resume_command(resume_with)
            # "sync": each step is on disk before the next one starts, so a kill loses at most the running node.
            graph.invoke(value, thread, durability="sync")
            snap = graph.get_state(thread)
            final: State = dict(snap.values)  # type: ignore[assignment]
            paused = tuple(snap.next) == ("await_answers",)
            edges = graph_edges(graph)
        finally:
            saver.conn.close()
        result = _conclude(final, self.loaded, self.out_dir, self.svc, self.door, self.replay_dir,
                           run_id=self.run_id, paused=paused, stale=list(stale), backup=self.backup,
                           xlsx=self.xlsx, edges=edges)  # fmt: skip
        runstore.update(
            self.conn, self.run_id, status="paused" if paused else result.status.value, rounds=result.rounds,
            answers=list(final.get("answers", [])),
        )  # fmt: skip
        return result


def _conclude(
    final: State, loaded: LoadedConfig, out_dir: Path | None, svc: Services, door: ModelDoor | None,
    replay_dir: Path | None, *, run_id: str, paused: bool, stale: list[Any], backup: bool = True,
    xlsx: bool = False, edges: list[tuple[str, str, bool]] | None = None,
) -> RunResult:  # fmt: skip
    """Write the artifacts of what the graph holds now (finished, or paused for answers)."""
    from utspec.answers.kept import answer_notices
    from utspec.answers.questions_file import FILE_NAME, render_questions, written_answers

    cfg = loaded.config
    fault: Fault | None = final.get("fault")
    paid = door is not None and any(r.outcome == "ok" for r in door.records)
    if fault is not None and fault.kind in SETUP_FAULTS and not paid:
        # A replay that misses, or a model that cannot be called at all, is not a result to write.
        raise UtspecError(str(replay_dir or loaded.path), fault.message, field=None if replay_dir else "llm")
    targets = artifact_paths(loaded, out_dir, xlsx=xlsx)
    spec_md, spec_json, trace_md, trace_js = (
        targets[k] for k in ("spec", "spec_json", "trace", "trace_json")
    )
    notices = list(final.get("notices", [])) + answer_notices(spec_md.parent, [], stale, [], cfg.language)
    draft = final["draft"]
    spec = draft.model_copy(update={
        "open_questions": _merge_questions(final), "input_notes": unique(notices), "cases": table_order(draft.cases),
        "assumptions": [*draft.assumptions, *broken_assumptions(draft.cases, notices, cfg.language)],
    })  # fmt: skip
    critic = final["rounds"][-1].review.critic if final.get("rounds") else "deterministic"
    mode = _mode(spec.designer, critic, door, cfg.language)
    ctx: Context = final["context"]
    checklist = final.get("checklist", [])
    answers = list(final.get("answers", []))
    index = EvidenceIndex.build(checklist, ctx.requirements, ctx.key_items, ctx.sources, answers)
    cited: dict[str, list[str]] = {}
    for c in spec.cases:
        for item_id in index.cited_items(c.evidence):
            cited.setdefault(item_id, []).append(c.id)
    status: Status = final["status"]
    counts = {"design statements (DR)": len(ctx.requirements), "key test items (KT)": len(ctx.key_items),
              "source files": len(ctx.sources), "checklist items": len(checklist)}  # fmt: skip
    if answers:
        counts["answers (ANS)"] = len(answers)
    trace_fields: dict[str, Any] = dict(path=final["path"], rounds=final.get("rounds", []), status=status,
                        questions=final.get("questions", []), notices=notices, checklist=checklist,
                        counts=counts, mode=mode, designer=spec.designer, language=cfg.language,
                        edges=edges)  # fmt: skip
    if answers:
        trace_fields["answers"] = answers
    totals = None
    if door is not None:
        totals = door.totals()
        ref_checks = [asdict(c) for c in getattr(svc.designer, "ref_checks", [])]
        trace_fields.update(
            llm_calls=list(door.records), llm_totals=totals, fault=fault, ref_checks=ref_checks
        )
    files: dict[Path, str | bytes] = {
        spec_md: render_spec(spec, language=cfg.language, status=status, checklist=checklist, cited=cited),
        spec_json: spec.model_dump_json(indent=2) + "\n",
        trace_md: render_trace(**trace_fields),
    }
    # Last step before the disk: every secret found in the inputs (or sent to a model) is replaced
    # wherever it travelled, e.g. a SQL literal in a checklist row or a question quoting it.
    scrub = _secret_scrub(door, ctx)
    files = {path: scrub(text) if isinstance(text, str) else text for path, text in files.items()}
    if "xlsx" in targets:
        from utspec.render.xlsx import SheetHeader, render_xlsx

        # Built from the scrubbed spec.json and item texts: the workbook is bytes, beyond `scrub`.
        safe_spec = TestSpec.model_validate_json(files[spec_json])
        safe_items = [i.model_copy(update={"text": scrub(i.text)}) for i in checklist]
        sheet = SheetHeader(**cfg.output.sheet.model_dump())
        files[targets["xlsx"]] = render_xlsx(safe_spec, language=cfg.language, status=status, checklist=safe_items,
                                             cited=cited, header=sheet)  # fmt: skip
    for extra in cfg.output.test_specification[1:]:
        files[loaded.output_path(extra, out_dir)] = files[spec_md]
    for extra in cfg.output.trace[1:]:
        files[loaded.output_path(extra, out_dir)] = files[trace_md]
    trace_data = trace_json(**trace_fields, requirements=ctx.requirements, key_items=ctx.key_items)
    trace_data[outputs.LEDGER_KEY] = {
        outputs.key_for(p, trace_js): outputs.digest(c) for p, c in files.items()
    }
    trace_data[outputs.LEDGER_KEY][outputs.SELF] = "<self>"
    files[trace_js] = outputs.ledger_text(scrub(json.dumps(trace_data, ensure_ascii=False, indent=2) + "\n"))
    backups = keep_hand_edits(loaded, list(files), trace_js, backup=backup)
    questions_file = None
    if paused:
        # Not in the ledger: a person is meant to edit it. Answers already written to a question asked again are kept.
        questions_file = spec_md.parent / FILE_NAME
        files[questions_file] = render_questions(
            final.get("questions", []), run_id=run_id, folder=str(spec_md.parent), language=cfg.language,
            answers=written_answers(questions_file),
        )  # fmt: skip
        files[questions_file] = scrub(str(files[questions_file]))
    write_all(files)
    return RunResult(
        status=status,
        artifacts={"spec": spec_md, "spec_json": spec_json, "trace": trace_md, "trace_json": trace_js}
        | ({"questions": questions_file} if questions_file else {})
        | ({"xlsx": targets["xlsx"]} if "xlsx" in targets else {}),
        cases=len(spec.cases),
        rounds=len(final.get("rounds", [])),
        path=final["path"],
        mode=mode,
        notices=notices,
        totals=totals,
        fault=fault,
        backups=backups,
        scrub=scrub,
        run_id=run_id,
        paused=paused,
        language=cfg.language,
    )


def _secret_scrub(door: ModelDoor | None, ctx: Context) -> Callable[[str], str]:
    """Return the artifacts' scrub: `redact_known` of the run's redactor, taught every secret in the inputs."""
    from utspec.llm.documented_results import documented_results
    from utspec.llm.redact import Redactor, input_texts

    redactor = door.redactor if door is not None else Redactor()
    redactor.learn(input_texts(ctx.requirements, ctx.key_items, ctx.sources))
    # A value the design or a key item states as a call's result is the spec's expected result, not a
    # secret: the artifacts keep it when only the entropy check took it for one (model requests do not).
    return redactor.artifact_scrub(documented_results(input_texts(ctx.requirements, ctx.key_items)))


def artifact_paths(loaded: LoadedConfig, out_dir: Path | None, *, xlsx: bool = False) -> dict[str, Path]:
    """Every file a run writes, by role; extra copies of the spec and trace as `spec+1`, `trace+1`, …

    `xlsx` (the `--xlsx` flag) asks for the Excel spec beside the Markdown one when the config names none.
    """
    out = loaded.config.output
    spec_md = loaded.output_path(out.test_specification[0], out_dir)
    trace_md = loaded.output_path(out.trace[0], out_dir)
    paths = {"spec": spec_md, "spec_json": spec_md.with_name("spec.json"),
             "trace": trace_md, "trace_json": trace_md.with_name("trace.json")}  # fmt: skip
    if out.xlsx is not None:
        paths["xlsx"] = loaded.output_path(out.xlsx, out_dir)
    elif xlsx:
        paths["xlsx"] = spec_md.with_suffix(".xlsx")
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


def keep_hand_edits(
    loaded: LoadedConfig, paths: list[Path], trace_js: Path, *, backup: bool
) -> list[tuple[Path, Path]]:
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
