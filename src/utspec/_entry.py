"""The `utspec` console script: `--version` is answered before the CLI (typer, click) is imported."""

from __future__ import annotations

import sys


def main() -> None:
    if sys.argv[1:] == ["--version"]:
        from utspec import __version__

        print(f"utspec {__version__}")
        return
    from utspec.cli import main as cli_main

    cli_main()
