"""`utspec run`: the whole loop on one config."""

from __future__ import annotations

from pathlib import Path

import typer

from utspec.cli.app import app, fail_on_errors

EXIT = {"APPROVED": 0, "HUMAN_CLARIFICATION_REQUIRED": 3, "NEEDS_REVISION": 1}


@app.command()
def run(
    config: Path = typer.Option(..., "--config", "-c", help="Path to config.yaml."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write all artifacts into this folder instead."),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Draft, review and route a unit test specification. Exit 0 APPROVED, 3 HUMAN_CLARIFICATION_REQUIRED."""
    with fail_on_errors(debug):
        from utspec.config import load_config
        from utspec.run import run as run_loop

        loaded = load_config(config)
        result = run_loop(loaded, out_dir=out)
    typer.echo(f"mode: {result.mode}")
    for n in result.notices:
        typer.echo(f"notice: {n}", err=True)
    typer.echo(f"status: {result.status.value} ({result.cases} cases, {result.rounds} review round(s))")
    typer.echo("path: START → " + " → ".join(result.path) + " → END")
    for name, p in result.artifacts.items():
        typer.echo(f"{name}: {p}")
    raise typer.Exit(EXIT[result.status.value])
