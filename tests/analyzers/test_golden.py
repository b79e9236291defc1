"""Golden checklists for the examples' source folders: reviewing an analyzer change is reading a diff.

Regenerate with `UTSPEC_REGEN_GOLDEN=1 .venv/bin/pytest tests/analyzers/test_golden.py`, then review
`git diff tests/analyzers/golden/`. An example without a golden file fails (and is written when
regenerating), so a new example cannot slip through unpinned.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from utspec.analyzers import analyze
from utspec.inputs.text import read_text
from utspec.models import ChecklistItem, SourceText

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).parent / "golden"
EXAMPLES = sorted(p for p in (ROOT / "examples").glob("*/input/source") if p.is_dir())
REGEN = os.environ.get("UTSPEC_REGEN_GOLDEN") == "1"


def _checklist(folder: Path) -> list[dict]:
    sources = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        decoded = read_text(path)
        if decoded.text is not None:
            sources.append(SourceText(path=path.relative_to(folder).as_posix(), text=decoded.text))
    items = analyze(sources).items
    # The golden file pins the public record plus what the designer reads (must_cover, effect).
    fields = (*ChecklistItem.PUBLIC_FIELDS, "must_cover", "effect")
    return [{f: getattr(i, f) for f in fields} | {"kind": i.kind.value} for i in items]


@pytest.mark.skipif(not EXAMPLES, reason="no examples/*/input/source folders yet")
@pytest.mark.parametrize("folder", EXAMPLES, ids=lambda p: p.parents[1].name)
def test_example_checklist_matches_golden(folder: Path) -> None:
    golden = GOLDEN / f"{folder.parents[1].name}.json"
    got = _checklist(folder)
    text = json.dumps(got, ensure_ascii=False, indent=1) + "\n"
    if REGEN:
        GOLDEN.mkdir(exist_ok=True)
        golden.write_text(text, encoding="utf-8")
    assert golden.exists(), f"no golden file {golden.name}: run with UTSPEC_REGEN_GOLDEN=1 and review it"
    assert json.loads(golden.read_text(encoding="utf-8")) == got, f"{golden.name} differs: regenerate and review the diff"
