"""The `utspec` console script: `--version` is answered before the CLI (typer, click) is imported."""

from __future__ import annotations

import os
import sys


def main() -> None:
    # utspec's models need no third-party pydantic plugins, and looking them up scans every installed
    # package's entry points on the first model built (~0.1 s of each start). A user who sets the
    # variable keeps their value.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    if sys.argv[1:] == ["--version"]:
        from utspec import __version__

        print(f"utspec {__version__}")
        return
    from utspec.cli import main as cli_main

    cli_main()
