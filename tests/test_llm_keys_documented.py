"""Every `llm`, `critic` and `budget` key is documented in the README and the commented root config.yaml."""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.config import CriticSettings
from utspec.llm.settings import BudgetSettings, LlmSettings

ROOT = Path(__file__).resolve().parents[1]
KEYS = [(section, key) for section, model in (("llm", LlmSettings), ("critic", CriticSettings),
        ("budget", BudgetSettings)) for key in model.model_fields]  # fmt: skip


@pytest.mark.parametrize(("section", "key"), KEYS, ids=[f"{s}.{k}" for s, k in KEYS])
def test_the_key_is_documented(section, key):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    config = (ROOT / "config.yaml").read_text(encoding="utf-8")
    assert f"`{section}.{key}`" in readme or f"`{section}.{key}` /" in readme or f"/ `{section}.{key}`" in readme
    assert f"{key}:" in config
