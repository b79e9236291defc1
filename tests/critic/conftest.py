"""The seeded-defect corpus (bench/critic_corpus.py), loaded once for the tests that measure with it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "bench" / "critic_corpus.py"


def load_corpus():
    """Import bench/critic_corpus.py (bench/ is scripts, not a package)."""
    if "critic_corpus" in sys.modules:
        return sys.modules["critic_corpus"]
    spec = importlib.util.spec_from_file_location("critic_corpus", _PATH)
    module = importlib.util.module_from_spec(spec)
    sys.modules["critic_corpus"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def corpus_bases(tmp_path_factory):
    """Every base spec with its review input: `utspec run` offline on each project, so this is slow; once a session."""
    return load_corpus().load_bases(tmp_path_factory.mktemp("corpus"))
