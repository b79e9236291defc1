"""`utspec run`: the whole loop on one config."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from utspec.cli.app import app, fail_on_errors

if TYPE_CHECKING:
    from utspec.run import RunResult

EXIT = {"APPROVED": 0, "HUMAN_CLARIFICATION_REQUIRED": 3, "NEEDS_REVISION": 1}
#: Ctrl-C: the shell's convention (128 + SIGINT).
INTERRUPTED = 130


@app.command()
def run(
    config: Path = typer.Option(..., "--config", "-c", help="Path to config.yaml."),
    out: Path | None = typer.Option(
        None, "--out", "-o", help="Write all artifacts into this folder instead."
    ),
    record: Path | None = typer.Option(
        None, "--record", help="Store every (redacted) model request and reply in this folder, for --replay."
    ),
    replay: Path | None = typer.Option(
        None, "--replay", help="Answer model requests from a --record folder: no network; a miss exits 2."
    ),
    no_backup: bool = typer.Option(
        False,
        "--no-backup",
        help="Refuse (exit 2) instead of keeping a hand-edited artifact as <name>.<timestamp>.bak.",
    ),
    xlsx: bool = typer.Option(
        False,
        "--xlsx",
        help="Also write the spec as an Excel UT仕様書 (beside the spec unless config output.xlsx names a path).",
    ),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Draft, review and route a unit test specification.

    Exit 0 APPROVED, 1 NEEDS_REVISION, 3 HUMAN_CLARIFICATION_REQUIRED, 2 bad config or model setup
    (400/401/403/404, replay miss), 130 interrupted (Ctrl-C).
    """
    try:
        with fail_on_errors(debug):
            from utspec.config import load_config
            from utspec.errors import UtspecError
            from utspec.messages import said
            from utspec.run import run as run_loop

            if record is not None and replay is not None:
                error = UtspecError(str(config), said("error.record_and_replay"))
                raise error.in_language(load_config(config).config.language)
            loaded = load_config(config)
            try:
                result = run_loop(
                    loaded, out_dir=out, record_dir=record, replay_dir=replay, backup=not no_backup, xlsx=xlsx
                )
            except UtspecError as exc:
                raise exc.in_language(loaded.config.language) from None
    except KeyboardInterrupt:
        # Artifacts are written all at once at the end, so an interrupted run wrote none.
        from utspec.error_language import config_language
        from utspec.messages import Catalog

        msg = Catalog(config_language(config) or "en")
        typer.echo(msg("console.interrupted_kept", path=record) if record is not None else msg("console.interrupted"),
                   err=True)  # fmt: skip
        raise typer.Exit(INTERRUPTED) from None
    from utspec.messages import Catalog

    mode = result.mode
    if record is not None:
        mode += Catalog(result.language)("console.recording", path=record)
    elif replay is not None:
        mode += Catalog(result.language)("console.replaying", path=replay)
    report(result, mode, config_shown=str(loaded.path))


def report(result: RunResult, mode: str, *, config_shown: str) -> None:
    """Print what a run (or a resumed run) ended with, and exit with its status's code."""
    from utspec.messages import Catalog, status_label
    from utspec.notices import notice_line
    from utspec.run import SETUP_FAULTS

    language = result.language
    msg = Catalog(language)
    typer.echo(msg("console.run", id=result.run_id))
    typer.echo(msg("console.mode", mode=mode))
    for n in result.notices:
        typer.echo(result.scrub(msg("console.notice", text=notice_line(n, language))), err=True)
    shown = status_label(result.status.value, language)
    status = msg("console.status", status=shown, cases=result.cases, rounds=result.rounds)
    typer.echo(msg("console.status_line", text=status))
    setup_fault = result.fault is not None and result.fault.kind in SETUP_FAULTS
    if result.fault is not None:
        # A setup fault after paid replies: the artifacts keep them, and the exit says "fix the setup".
        line = (msg("console.setup_error", config=config_shown, message=result.fault.message) if setup_fault
                else msg("console.stopped", message=result.fault.message))  # fmt: skip
        typer.echo(result.scrub(line), err=True)
    if result.totals is not None:
        t = result.totals
        cost = msg("calls.unknown") if t.cost_usd is None else f"${t.cost_usd:.6f}"
        typer.echo(msg("console.model_totals", calls=t.calls, requests=t.requests, prompt=t.prompt_tokens,
                       completion=t.completion_tokens, total=t.total_tokens, cost=cost, s=f"{t.latency_s:.1f}"))  # fmt: skip
    typer.echo(msg("console.path", path="START → " + " → ".join(result.path) + " → END"))
    for original, bak in result.backups:
        typer.echo(msg("console.backup", original=original, bak=bak.name), err=True)
    for name, p in result.artifacts.items():
        shown_name = msg(f"console.name_{name}") if msg.has(f"console.name_{name}") else name
        typer.echo(msg("console.artifact", name=shown_name, path=p))
    if result.paused:
        questions = result.artifacts["questions"]
        typer.echo(msg("console.waiting", file=questions, folder=questions.parent))
    raise typer.Exit(2 if setup_fault else EXIT[result.status.value])
