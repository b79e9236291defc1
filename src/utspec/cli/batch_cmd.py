"""`utspec batch`: run many configs (or one `batch.yaml` manifest) in parallel, with a summary."""

from __future__ import annotations

from pathlib import Path

import typer

from utspec.cli.app import app, fail_on_errors

#: Ctrl-C: the shell's convention (128 + SIGINT), as `utspec run`.
INTERRUPTED = 130


@app.command()
def batch(
    sources: list[Path] = typer.Argument(..., help="Config files (config.yaml), or one batch.yaml manifest."),
    out: Path | None = typer.Option(
        None,
        "--out",
        "-o",
        help="Batch folder: one sub-folder per case, and the summary "
        "(default: the manifest's `out:`, else ./batch-out).",
    ),  # fmt: skip
    jobs: int = typer.Option(
        1, "--jobs", "-j", min=1, help="Cases at once (each in its own process or Ray task)."
    ),
    executor: str = typer.Option(
        "local", "--executor", help="local (processes on this machine) or ray (utspec[ray])."
    ),
    ray_address: str | None = typer.Option(
        None,
        "--ray-address",
        help="Join this Ray cluster (host:port or auto); default: a local Ray started for the batch.",
    ),  # fmt: skip
    resume: bool = typer.Option(
        False,
        "--resume",
        help="Skip cases whose inputs and settings are unchanged since a "
        "finished run; continue interrupted ones from their checkpoint.",
    ),  # fmt: skip
    junit: Path | None = typer.Option(
        None, "--junit", help="Also write a JUnit XML report (one testcase per case)."
    ),
    xlsx: bool = typer.Option(False, "--xlsx", help="Also write each spec as an Excel UT仕様書."),
    language: str | None = typer.Option(
        None,
        "--language",
        help="Language of the progress lines, the summary and "
        "the batch's own errors (en, ja; default: the manifest's `defaults: language:`, "
        "or the language every config names, else en).",
    ),  # fmt: skip
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Run many modules, each in its own output folder, and write batch-summary.md and batch-summary.json.

    Exit 0 every case APPROVED; otherwise the worst case decides: 4 a case ended with an error (bad
    input, model setup fault, crash), 1 NEEDS_REVISION, 3 HUMAN_CLARIFICATION_REQUIRED. Exit 2: the
    batch's own input is bad (manifest, missing config, unknown executor); 130: interrupted (Ctrl-C).
    """
    from utspec.error_language import batch_language, speaking
    from utspec.messages import LANGUAGES, Catalog, status_label

    said_in = language if language in LANGUAGES else None
    with fail_on_errors(debug), speaking(lambda: said_in):
        from utspec.batch import CaseOptions, from_configs, from_manifest, run_batch
        from utspec.errors import UtspecError
        from utspec.messages import said

        if language is not None and said_in is None:
            raise UtspecError("--language", said("error.unknown_language", language=repr(language),
                                                 known=", ".join(LANGUAGES)))  # fmt: skip
        said_in = said_in or batch_language(sources) or "en"
        if executor not in ("local", "ray"):
            raise UtspecError("--executor", said("error.batch.executor", executor=repr(executor)))
        if ray_address is not None and executor != "ray":
            raise UtspecError("--ray-address", said("error.batch.ray_address"))
        if len(sources) == 1 and sources[0].suffix in (".yaml", ".yml") and _is_manifest(sources[0]):
            cases, folder = from_manifest(sources[0], out)
        else:
            folder = out if out is not None else Path("batch-out")
            cases = from_configs(sources, folder)
        result = run_batch(cases, folder, CaseOptions(xlsx=xlsx, resume=resume), jobs=jobs, executor=executor,
                           ray_address=ray_address, junit=junit, language=said_in)  # fmt: skip
    msg = Catalog(said_in)
    t = result.meta["totals"]
    counts = msg("sep.list").join(f"{status_label(k, said_in)} {v}" for k, v in sorted(t["statuses"].items()))
    typer.echo(
        msg("batch.cli_totals", cases=t["cases"], counts=counts, wall=f"{t['wall_s']:.1f}", calls=t["calls"])
    )
    for row in result.rows:
        if row.get("error"):
            typer.echo(f"{row['case']}: {status_label(row['status'], said_in)}: {row['error']}", err=True)
    for name, path in result.paths.items():
        typer.echo(msg("batch.cli_summary", name=name, path=path))
    if result.interrupted:
        typer.echo(msg("batch.cli_interrupted"), err=True)
        raise typer.Exit(INTERRUPTED)
    raise typer.Exit(result.exit_code)


def _is_manifest(path: Path) -> bool:
    """A manifest has `modules:` at the top level; a config has `input:`."""
    import yaml

    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return path.name.startswith("batch")
    return isinstance(raw, dict) and "modules" in raw
