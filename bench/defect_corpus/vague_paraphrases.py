"""Measure: how many of the committed vague paraphrases the critic flags (a measurement, not a regression check).

    .venv/bin/python bench/defect_corpus/vague_paraphrases.py

Plain code over the spec Markdown: imports nothing from utspec (in particular not utspec.critic or
utspec.evidence) and runs the tool only as a user does (`utspec run`, `utspec review --format json`).
It drafts the email-sender example offline, then for each entry of paraphrases.yaml replaces
TC-001's expected result with it and reviews the spec. A paraphrase is *caught* when the review
has a finding about TC-001 that the clean spec did not have; *blocked* when that finding blocks.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
UTSPEC = str(Path(sys.executable).parent / "utspec")
EXAMPLE = ROOT / "examples" / "email-sender"
CASE = "TC-001"


def _review(spec: Path, config: Path) -> dict:
    out = subprocess.run([UTSPEC, "review", str(spec), "-c", str(config), "--format", "json"],
                         capture_output=True, text=True, check=False)  # fmt: skip
    if out.returncode == 2:
        raise SystemExit(f"review failed: {out.stderr.strip()}")
    return json.loads(out.stdout)


def _about_case(review: dict) -> dict[str, str]:
    return {
        f["id"]: f["severity"]
        for f in review["findings"]
        if CASE in f.get("refs", []) or f["id"].endswith(f":{CASE}")
    }


def _with_expected(md: str, text: str) -> str:
    """The spec with CASE's expected-result cell replaced: the header names the column, plain text work."""
    lines = md.split("\n")
    header = next(i for i, line in enumerate(lines) if line.startswith("| ID |"))
    cols = [c.strip() for c in lines[header].strip().strip("|").split("|")]
    col = next(i for i, c in enumerate(cols) if c.lower().startswith("expected") or c.startswith("期待"))
    for i, line in enumerate(lines):
        if line.startswith(f"| {CASE} |"):
            cells = line.strip().strip("|").split("|")
            cells[col] = f" {text} "
            lines[i] = "|" + "|".join(cells) + "|"
            return "\n".join(lines)
    raise SystemExit(f"{CASE} not found in the drafted spec")


def main() -> None:
    lists = yaml.safe_load((ROOT / "src" / "utspec_defects" / "data" / "paraphrases.yaml").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "example"
        shutil.copytree(EXAMPLE, work)
        config = work / "config.yaml"
        subprocess.run(
            [UTSPEC, "run", "-c", str(config), "--out", str(work / "out")], capture_output=True, check=False
        )
        spec = work / "out" / "unit-test-specification.md"
        clean_md = spec.read_text(encoding="utf-8")
        clean = _about_case(_review(spec, config))
        caught: Counter[str] = Counter()
        blocked: Counter[str] = Counter()
        total: Counter[str] = Counter()
        missed: list[str] = []
        for lang in ("en", "ja"):
            for entry in lists[lang]:
                damaged = work / "damaged.md"
                damaged.write_text(_with_expected(clean_md, entry["text"]), encoding="utf-8")
                new = {k: v for k, v in _about_case(_review(damaged, config)).items() if k not in clean}
                for key in (lang, f"{lang}/{entry['kind']}"):
                    total[key] += 1
                    caught[key] += bool(new)
                    blocked[key] += "blocking" in new.values()
                if not new:
                    missed.append(f"{lang}: {entry['text']}")
    print("vague paraphrases (measurement; lists in paraphrases.yaml, not tuned on)")
    print(f"{'group':<22}{'n':>4}{'flagged':>10}{'blocking':>10}")
    for key in sorted(total):
        print(f"{key:<22}{total[key]:>4}{caught[key]:>10}{blocked[key]:>10}")
    print("\nnot flagged:")
    for m in missed:
        print(f"  {m}")


if __name__ == "__main__":
    main()
