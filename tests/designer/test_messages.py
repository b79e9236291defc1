"""Message catalogs: same keys and placeholders in every language; a `language: ja` run writes Japanese."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from utspec.messages import LANGUAGES, Catalog, load, placeholders

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_catalog_has_the_keys_and_placeholders_of_english(language: str) -> None:
    en, other = load("en"), load(language)
    assert sorted(set(en) - set(other)) == [], f"{language} lacks keys"
    assert sorted(set(other) - set(en)) == [], f"{language} has keys English lacks"
    differ = [k for k in en if placeholders(en[k]) != placeholders(other[k])]
    assert differ == []


def test_a_missing_key_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The parity test must be able to fail: drop one key from a copy of ja.yaml.
    import utspec.messages as m

    folder = tmp_path / "messages"
    folder.mkdir()
    src = ROOT / "rules" / "messages"
    (folder / "en.yaml").write_text((src / "en.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    ja = (src / "ja.yaml").read_text(encoding="utf-8")
    (folder / "ja.yaml").write_text(re.sub(r"\n  return_none: .*", "", ja), encoding="utf-8")
    monkeypatch.setattr(m, "rule_file", lambda *parts: tmp_path.joinpath(*parts))
    m.load.cache_clear()
    try:
        assert "effect.return_none" in set(m.load("en")) - set(m.load("ja"))
    finally:
        m.load.cache_clear()


def test_catalog_formats_and_ends_sentences() -> None:
    en, ja = Catalog("en"), Catalog("ja")
    assert en.sentence(en("effect.raise", exc="ValueError")) == "`ValueError` is raised."
    assert ja.sentence(ja("effect.raise", exc="ValueError")) == "`ValueError` が送出される。"
    assert Catalog("fr").language == "en"  # unknown language: the default


# Outside code quotes, a Japanese sentence may keep identifiers, paths, refs and numbers, never an
# English word run such as "is raised" or "with the message".
_CODE = re.compile(r"`[^`]*`|\"[^\"]*\"|'[^']*'|「[^」]*」")
_ALLOWED = re.compile(
    r"[\w./-]+\.(?:py|sql|md|java|cs|js|ts|go|yaml|json)\b|\b(?:TC|DR|KT|Q)-[\w:./-]+|\b[A-Z]{2,}\b|\btry\b|\bDB\b"
)
_ENGLISH_RUN = re.compile(r"\b[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){1,}\b")


def english_outside_code(text: str) -> list[str]:
    rest = _ALLOWED.sub(" ", _CODE.sub(" ", text))
    return _ENGLISH_RUN.findall(rest)


def test_english_detector_catches_english() -> None:
    assert english_outside_code("`ValueError` is raised with the message \"x\".")
    assert not english_outside_code("`ValueError` が送出される（メッセージ \"email is required\"）。")
