"""One case of a batch, run where an executor puts it (a forked process, a Ray task): never raises.

`run_case` turns everything that can end a case (bad input, a model fault, a crash) into the case's
row with its error, so one module cannot end the batch. It reports progress through `emit`
(best-effort: the display) and returns the row (the record: the summary is built from rows).
"""

from __future__ import annotations

import importlib
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from utspec.batch.manifest import Case

if TYPE_CHECKING:
    from utspec.config import LoadedConfig
    from utspec.llm import ModelDoor
    from utspec.llm.transport import ModelReply, ModelRequest, Transport

#: What a case ended with: the run's status, or ERROR (bad input, setup fault, crash).
STATUSES = ("APPROVED", "NEEDS_REVISION", "HUMAN_CLARIFICATION_REQUIRED", "ERROR")
#: The case's record in its folder: what `--resume` compares and reuses.
RECORD = ".utspec/batch-case.json"

Emit = Callable[[tuple[Any, ...]], None]


@dataclass(frozen=True)
class CaseOptions:
    """Batch-wide settings every case runs with (picklable: they travel to processes and Ray tasks)."""

    xlsx: bool = False
    resume: bool = False
    door_factory: str | Callable[[LoadedConfig], ModelDoor | None] | None = None
    """A picklable callable (or `module:function`) taking the case's `LoadedConfig` and returning its
    `ModelDoor` (benchmarks and tests plug a scripted model in here); None opens the door the config's
    `llm:` describes."""
    language: str = "en"
    """The batch's language: a case error with no config language of its own (interrupted, a crash) is said in it."""

    def settings_key(self) -> str:
        """What besides the inputs decides a case's result (compared by `--resume`)."""
        factory = self.door_factory
        named = (
            factory
            if isinstance(factory, str) or factory is None
            else getattr(factory, "key", repr(type(factory)))
        )
        return json.dumps({"xlsx": self.xlsx, "door_factory": named}, sort_keys=True)


@dataclass
class CaseRow:
    """One line of the batch summary."""

    case: str
    status: str
    out: str
    rounds: int = 0
    cases: int = 0
    questions: int = 0
    calls: int = 0
    tokens: int = 0
    cost_usd: float | None = None
    latency_s: float = 0.0
    """Time spent waiting for the model (the door's latency)."""
    seconds: float = 0.0
    """Wall time of the case."""
    run_id: str = ""
    error: str = ""
    resumed: str = ""
    """"" (ran), "skipped" (unchanged since a finished run), "continued" (an interrupted run resumed),
    "restarted" (an interrupted run that could not be continued, run again)."""
    fingerprint: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


class ReportingTransport:
    """Tell the batch about each model reply (calls, tokens, cost so far) as it arrives."""

    def __init__(self, inner: Transport, emit: Emit, name: str, door: ModelDoor) -> None:
        self.inner, self.emit, self.name, self.door = inner, emit, name, door
        self.calls = 0
        self.tokens = 0

    def send(self, request: ModelRequest) -> ModelReply:
        answer = self.inner.send(request)
        self.calls += 1
        self.tokens += (answer.prompt_tokens or 0) + (answer.completion_tokens or 0)
        # The door prices a reply after the transport returns it: the cost shown counts the calls before this one.
        _safe(self.emit, ("call", self.name, self.calls, self.tokens, self.door.totals().cost_usd))
        return answer


def _safe(emit: Emit, event: tuple[Any, ...]) -> None:
    try:
        emit(event)
    except Exception:  # noqa: BLE001 - the display is best-effort; the row is the record
        pass


def load_case(case: Case) -> LoadedConfig:
    """The case's config, its merged form written first when it has one (atomic, like every artifact)."""
    from utspec.config import load_config
    from utspec.render.atomic import write_all

    if case.merged is None:
        return load_config(case.config)
    target = case.config_path()
    text = yaml.safe_dump(case.merged, allow_unicode=True, sort_keys=False)
    if not target.is_file() or target.read_text(encoding="utf-8") != text:
        write_all({target: text})
    return load_config(target, base=case.base)


def _door(loaded: LoadedConfig, opts: CaseOptions) -> ModelDoor | None:
    if opts.door_factory is None:
        from utspec.run import open_run_door

        return open_run_door(loaded)
    factory = opts.door_factory
    if isinstance(factory, str):
        module, _, fn = factory.partition(":")
        factory = getattr(importlib.import_module(module), fn)
    return factory(loaded)


def _previous(case: Case, fp: str, opts: CaseOptions) -> tuple[str, Any]:
    """What `--resume` does with the case: ("skip", row) / ("continue", run id) / ("new", None)."""
    from utspec import runstore

    record = case.out / RECORD
    if not runstore.db_path(case.out).is_file():
        return "new", None
    with runstore.connect(case.out) as conn:
        runs = runstore.list_runs(conn)
    if not runs or runs[0].fingerprint != fp:
        return "new", None
    newest = runs[0]
    if newest.shown_status == "interrupted":
        return "continue", newest.id
    # A paused run (HUMAN_CLARIFICATION_REQUIRED, waiting for answers) is finished as far as a batch goes.
    if (newest.status in STATUSES or newest.status == "paused") and record.is_file():
        saved = json.loads(record.read_text(encoding="utf-8"))
        if saved.get("run_id") == newest.id and saved.get("settings") == opts.settings_key():
            return "skip", saved["row"]
    return "new", None


def case_error(key: str, language: str, **values: object) -> str:
    """A case's error that no config said (`batch.case_error.<key>`), in the batch's language."""
    from utspec.messages import Catalog

    return Catalog(language)(f"batch.case_error.{key}", **values)


def run_case(case: Case, opts: CaseOptions, emit: Emit) -> dict[str, Any]:
    """Run one case to its end and return its summary row (as a dict); never raises."""
    started = time.monotonic()
    row = CaseRow(case=case.name, status="ERROR", out=str(case.out))
    _safe(emit, ("start", case.name))
    try:
        _run(case, opts, emit, row)
    except KeyboardInterrupt:
        row.status, row.error = "ERROR", case_error("interrupted", opts.language)
    except BaseException as exc:  # noqa: BLE001 - a case's crash ends that case, never the batch
        from utspec.errors import UtspecError

        if isinstance(exc, UtspecError):
            row.error = exc.one_line(exc.language or "en")  # the case config's language, once it was read
        elif isinstance(exc, SystemExit):
            row.error = case_error("exited", opts.language, code=exc.code)
        else:
            row.error = case_error("internal", opts.language, kind=type(exc).__name__, text=exc)
    row.seconds = round(time.monotonic() - started, 3)
    out = row.to_json()
    _safe(emit, ("done", case.name, out))
    return out


def _run(case: Case, opts: CaseOptions, emit: Emit, row: CaseRow) -> None:
    from utspec.errors import UtspecError

    case.out.mkdir(parents=True, exist_ok=True)
    loaded = load_case(case)
    try:
        _run_loaded(case, opts, emit, row, loaded)
    except UtspecError as exc:
        raise exc.in_language(loaded.config.language) from None


def _run_loaded(case: Case, opts: CaseOptions, emit: Emit, row: CaseRow, loaded: LoadedConfig) -> None:
    from utspec import runstore
    from utspec.errors import UtspecError
    from utspec.render.atomic import write_all
    from utspec.run import SETUP_FAULTS, resume, run

    fp = runstore.fingerprint(loaded)
    row.fingerprint = fp
    action, previous = _previous(case, fp, opts) if opts.resume else ("new", None)
    if action == "skip":
        kept = dict(previous or {})
        kept.update(resumed="skipped", seconds=0.0)
        row.__dict__.update({k: v for k, v in kept.items() if k in row.__dict__})
        return
    door = _door(loaded, opts)
    if door is not None:
        door.wrap_transport(lambda t: ReportingTransport(t, emit, case.name, door))
    result = None
    if action == "continue":
        try:
            result = resume(case.out, run_id=previous, door=door)
            row.resumed = "continued"
        except UtspecError as exc:
            # A run that cannot be continued (e.g. killed before its first checkpoint, whose restart
            # reloads a merged config without its module's base) is run again: never stuck on --resume.
            row.resumed = "restarted"
            row.extra["not_continued"] = exc.one_line()
    if result is None:
        result = run(loaded, out_dir=case.out, door=door, xlsx=opts.xlsx)
    row.run_id = result.run_id
    row.status = result.status.value
    row.rounds, row.cases = result.rounds, result.cases
    spec = json.loads(Path(result.artifacts["spec_json"]).read_text(encoding="utf-8"))
    row.questions = len(spec.get("open_questions", []))
    if result.totals is not None:
        t = result.totals
        row.calls, row.tokens, row.cost_usd, row.latency_s = (
            t.calls,
            t.total_tokens,
            t.cost_usd,
            round(t.latency_s, 3),
        )
    if result.fault is not None:
        row.error = result.scrub(f"{result.fault.kind}: {result.fault.message}")
        if result.fault.kind in SETUP_FAULTS:
            row.status = "ERROR"
    record = {"run_id": row.run_id, "settings": opts.settings_key(), "fingerprint": fp, "row": row.to_json()}
    write_all({case.out / RECORD: json.dumps(record, ensure_ascii=False, indent=2) + "\n"})
