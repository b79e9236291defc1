"""A statement about reading is not about a writing method's case, nor the other way (read_write.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from utspec.designer.offline import linking
from utspec.designer.offline.read_write import against, direction

ROOT = Path(__file__).resolve().parents[2]
#: Json.NET 6.0.8 (the linking corpus): JavaScriptDateTimeConverter.WriteJson is lines 43-69 of its file.
PROJECT = ROOT / "bench" / "linking" / "projects" / "jsonnet-dates-cs"
READS = "JavaScriptDateTimeConverter reads new Date(976918263055) as the UTC DateTime"
WRITE_JSON = range(43, 70)


def _cited_lines() -> set[int]:
    sys.path.insert(0, str(ROOT / "bench"))
    from linking import run_project  # type: ignore[import-not-found]

    run = run_project(PROJECT)
    sid = next(s["id"] for s in run["statements"] if s["text"].startswith(READS))
    refs = [r for c in run["cases"] if sid in c["evidence"] for r in c["evidence"]]
    return {int(r.split(":")[1]) for r in refs if r.count(":") == 2 and "JavaScriptDateTimeConverter" in r}


def test_a_reading_item_is_not_on_the_writing_method() -> None:
    assert not set(WRITE_JSON) & _cited_lines()


def test_without_the_rule_it_lands_on_write_json(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "direction", lambda text: None)
    assert set(WRITE_JSON) & _cited_lines()


def test_direction_and_method_names() -> None:
    assert direction("IsoDateTimeConverter.WriteJson given a string value throws") == "write"
    assert direction("VersionConverter reads JSON null as null and writes null as JSON null") is None
    assert against("write", "VersionConverter.ReadJson")
    assert not against("write", "VersionConverter.WriteJson")


@pytest.mark.parametrize(
    "text",
    [
        "Technically this is invalid JSON but every browser reads it.",  # a browser reads, not the code
        "We do this with a space because it's typically easier for people to read multi-word arguments.",
        "`uuid7()` when the clock reads 0 returns the all-zero id",
        "With `colonNotation`, the fields read as `h:mm`: `60000` gives `1:00`",  # how a value looks
        "Join(\"one\", \"\", \"three\") returns one '' three: an empty argument is written as ''",
        "Please read the wiki for more examples.",
    ],
)
def test_a_verb_that_is_not_the_codes_action_says_no_direction(text: str) -> None:
    # such a sentence would lose its links to any Read*/Write* method for nothing (a recall risk)
    assert direction(text) is None


def test_the_codes_own_verb_still_says_it() -> None:
    assert direction("JavaScriptDateTimeConverter reads new Date(976918263055) as the UTC DateTime") == "read"
    assert direction("From Json.NET 4.5 and onwards dates are written using the ISO 8601 format") == "write"
