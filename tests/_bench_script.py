"""Load a script of bench/ as a module (the benches are scripts, not a package): one loader for the tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[1] / "bench"


def load_bench(script: str) -> ModuleType:
    """bench/<script>.py as a fresh module; bench/ goes on sys.path for the helpers it imports (linking_score)."""
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location(f"bench_{script}", BENCH / f"{script}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
