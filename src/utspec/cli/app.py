"""The typer application. Each command lives in its own module and is registered here.

Imports of heavy modules (langgraph, litellm) happen inside the commands that need them, so
`utspec checklist` and `utspec rules` stay fast and model-free.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import typer

# Plain help text: typer's rich help costs ~0.4 s of imports on every `--help`.
app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    help="Draft and review unit test specifications.",
)


def _version(value: bool) -> None:
    if value:
        from utspec import __version__

        typer.echo(f"utspec {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """utspec: a Generator & Critic loop for unit test specifications."""


@contextmanager
def fail_on_errors(debug: bool) -> Iterator[None]:
    """Exit 2 with one line for user errors; exit 1 with a message (traceback only with --debug) otherwise."""
    from utspec.errors import UtspecError

    try:
        yield
    except UtspecError as exc:
        if exc.language is None:
            typer.echo(f"error: {exc.one_line()}", err=True)
        else:
            from utspec.messages import Catalog

            typer.echo(Catalog(exc.language)("console.error", text=exc.one_line(exc.language)), err=True)
        raise typer.Exit(2) from None
    except (typer.Exit, KeyboardInterrupt):
        raise
    except Exception as exc:  # noqa: BLE001 - the last line of defence: no traceback for users
        if debug:
            raise
        typer.echo(
            f"internal error: {type(exc).__name__}: {exc} (run again with --debug for the traceback)",
            err=True,
        )
        raise typer.Exit(1) from None


def main() -> None:
    from utspec.cli import (
        batch_cmd,  # noqa: F401 - registers the command
        bench_cmd,  # noqa: F401 - registers `bench critic`
        checklist,  # noqa: F401 - registers the command
        graph_cmd,  # noqa: F401 - registers the command
        review_cmd,  # noqa: F401 - registers the command
        rules_cmd,  # noqa: F401 - registers `rules list` and `rules check`
        run_cmd,  # noqa: F401 - registers the command
        runs_cmd,  # noqa: F401 - registers `runs`, `answer` and `resume`
    )

    app()
