"""The ja<->en glossary (`rules/glossary/ja-en.yaml`): Japanese words to English concepts."""

from __future__ import annotations

from functools import cache

import yaml

from utspec.resources import rule_file


@cache
def ja_to_en() -> dict[str, tuple[str, ...]]:
    """Map each Japanese word of the glossary to the English concepts it stands for."""
    data = yaml.safe_load(rule_file("glossary", "ja-en.yaml").read_text(encoding="utf-8")) or {}
    out: dict[str, list[str]] = {}
    for en, words in data.items():
        for w in words or ():
            out.setdefault(str(w), []).append(str(en))
    return {k: tuple(v) for k, v in out.items()}


@cache
def phrases() -> tuple[str, ...]:
    """Glossary words of two or more characters, longest first, for finding them inside running text."""
    return tuple(sorted((w for w in ja_to_en() if len(w) >= 2), key=len, reverse=True))


@cache
def en_synonyms() -> dict[str, str]:
    """Map each English word of `rules/glossary/en-synonyms.yaml` (lower case) to its concept."""
    data = yaml.safe_load(rule_file("glossary", "en-synonyms.yaml").read_text(encoding="utf-8")) or {}
    return {str(w).lower(): str(concept) for concept, words in data.items() for w in words or ()}
