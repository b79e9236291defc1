"""Locate the built-in data files under the top-level `rules/` folder.

In a wheel, `rules/` is shipped as `utspec/_rules` (see pyproject's force-include); in a source
checkout or an editable install it is the repository's `rules/`. Both are read through this one
function so no caller has to know which.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path


@cache
def rules_dir() -> Path:
    packaged = Path(str(files("utspec"))) / "_rules"
    if packaged.is_dir():
        return packaged
    source = Path(__file__).resolve().parents[2] / "rules"
    if source.is_dir():
        return source
    raise RuntimeError(f"utspec's built-in rules folder is missing (looked in {packaged} and {source})")


def rule_file(*parts: str) -> Path:
    """Path of a built-in data file, e.g. `rule_file("queries", "python.scm")`."""
    return rules_dir().joinpath(*parts)
