"""The typer application. Each command lives in its own module and is registered here.

Imports of heavy modules (langgraph, litellm) happen inside the commands that need them, so
`utspec checklist` and `utspec rules` stay fast and model-free.
"""

from __future__ import annotations

import typer

from utspec import __version__

app = typer.Typer(add_completion=False, no_args_is_help=True, help="Draft and review unit test specifications.")


def _version(value: bool) -> None:
    if value:
        typer.echo(f"utspec {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Print the version and exit."),
) -> None:
    """utspec: a Generator & Critic loop for unit test specifications."""


def main() -> None:
    app()
