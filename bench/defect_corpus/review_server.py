"""`utspec review --format json`, many times in one process: the defect corpus's reviewer.

    .venv/bin/python bench/defect_corpus/review_server.py   # reads "spec<TAB>config" lines, writes one JSON line each

The corpus code (corpus.py) imports nothing from utspec; it starts this as a subprocess and talks
to it through pipes. Each request goes through the `utspec` command line (typer's runner: argument
parsing, config loading, the review, the JSON renderer), as a user's `utspec review` does, without
paying the interpreter start-up per mutant (about 1 s of each 1.5 s review on a quiet machine).
`tests/defects/test_defect_corpus.py` calls `review_json` in the test process, so a monkeypatched
critic is what gets measured there.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def review_json(spec: Path, config: Path) -> dict[str, Any]:
    """What `utspec review SPEC -c CONFIG --format json` prints, parsed; a bad input raises."""
    from typer.testing import CliRunner

    from utspec.cli import (
        app,
        review_cmd,  # noqa: F401 - registers the command
    )

    result = CliRunner().invoke(app, ["review", str(spec), "-c", str(config), "--format", "json"])
    if result.exit_code == 2 or not result.stdout.strip():
        raise RuntimeError(f"review of {spec} failed ({result.exit_code}): {result.output.strip()[-400:]}")
    out: dict[str, Any] = json.loads(result.stdout)
    return out


def main() -> None:
    for line in sys.stdin:
        spec, _, config = line.rstrip("\n").partition("\t")
        try:
            reply: dict[str, Any] = {"review": review_json(Path(spec), Path(config))}
        except Exception as exc:  # noqa: BLE001 - the corpus reports it with the mutant that caused it
            reply = {"error": f"{type(exc).__name__}: {exc}"}
        sys.stdout.write(json.dumps(reply, ensure_ascii=False) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
