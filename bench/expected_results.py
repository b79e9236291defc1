"""Expected results that name a concrete observable, hedges, and inverted outcomes (issue 12).

    .venv/bin/python bench/expected_results.py [--utspec .venv/bin/utspec] [--show N] [--corpus DIR]... [--language ja]

Runs `utspec run` (offline) on every example under examples/ (as configured, and again with
`language: ja`), on every `config.yaml` found under each --corpus folder, and on the polarity
fixtures; reads each `spec.json`. The classifier (bench/expected/phrases.py, bench/expected/polarity.py)
imports nothing of utspec; its phrase lists were committed before the designer was tuned.

`--language ja` prints the report's headers and figure lines in Japanese (bench/expected/words.py,
the bench's own words: it runs on a user's --corpus, so a Japanese team reads it too). It changes
only the report, not what is run or counted; the polarity notes under `--show` stay English.

Figures: share of expected results naming an observable (measurement on the examples/corpus),
hedge phrases found (regression check: must be 0), inverted outcomes on the polarity fixtures
(regression check on hand labels: must be 0). Exit 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from expected.inputs import names_value  # noqa: E402
from expected.phrases import is_hedge, is_observable  # noqa: E402
from expected.polarity import judge, read_labels  # noqa: E402
from expected.words import LANGUAGES, WORDS, cell  # noqa: E402

POLARITY = ROOT / "tests" / "designer" / "fixtures" / "polarity"
TARGET_SHARE = 0.90


def _run(utspec: str, config: Path, out: Path, words: dict[str, str]) -> dict:
    subprocess.run(
        [utspec, "run", "--config", str(config), "--out", str(out)], capture_output=True, check=False
    )
    spec = out / "spec.json"
    if not spec.exists():
        raise SystemExit(words["no_spec"].format(config=config))
    return json.loads(spec.read_text(encoding="utf-8"))


def _ja_copy(example: Path, tmp: Path) -> Path:
    dest = tmp / f"{example.name}-ja"
    shutil.copytree(example, dest)
    cfg = dest / "config.yaml"
    text = cfg.read_text(encoding="utf-8")
    lines = [ln for ln in text.splitlines() if not ln.startswith("language:")]
    cfg.write_text("\n".join(lines) + "\nlanguage: ja\n", encoding="utf-8")
    return cfg


def _polarity_config(tmp: Path) -> Path:
    d = tmp / "polarity"
    (d / "src").mkdir(parents=True)
    for f in POLARITY.iterdir():
        if f.suffix != ".md":
            shutil.copy(f, d / "src" / f.name)
    (d / "design.md").write_text("# Polarity fixtures\n", encoding="utf-8")
    (d / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/*"]\nllm:\n  model: null\n',
        encoding="utf-8",
    )
    return d / "config.yaml"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--utspec", default=str(ROOT / ".venv" / "bin" / "utspec"))
    ap.add_argument("--show", type=int, default=5, help="print up to N non-observable expected results")
    ap.add_argument("--corpus", action="append", default=[], help="a folder of projects with config.yaml")
    ap.add_argument("--language", choices=LANGUAGES, default="en", help="language of the report (en, ja)")
    args = ap.parse_args(argv)
    w = WORDS[args.language]
    total = observable = hedges = valued = 0
    bad: list[str] = []
    with tempfile.TemporaryDirectory() as t:
        tmp = Path(t)
        configs = [
            p / "config.yaml" for p in sorted((ROOT / "examples").iterdir()) if (p / "config.yaml").exists()
        ]
        configs += [_ja_copy(p.parent, tmp) for p in list(configs)]
        for corpus in args.corpus:
            configs += sorted(Path(corpus).glob("**/config.yaml"))
        widths = (45, 5, 10, 6, 18)
        head = (w["spec"], w["cases"], w["observable"], w["hedges"], w["valued"])
        print(" ".join(cell(h, n, right=i > 0) for i, (h, n) in enumerate(zip(head, widths, strict=True))))
        for i, cfg in enumerate(configs):
            spec = _run(args.utspec, cfg, tmp / f"out{i}", w)
            n = len(spec["cases"])
            ok = sum(is_observable(c["expected"], given=c["input"]) for c in spec["cases"])
            v = sum(names_value(c["input"]) for c in spec["cases"])
            h = sum(
                1 for c in spec["cases"] for f in ("expected", "input", "preconditions") if is_hedge(c[f])
            )
            for c in spec["cases"]:
                if not is_observable(c["expected"], given=c["input"]):
                    bad.append(w["not_observable"].format(project=cfg.parent.name, id=c["id"], text=c["expected"]))
                for f in ("expected", "input", "preconditions"):
                    if (p := is_hedge(c[f])) is not None:
                        bad.append(w["hedge"].format(project=cfg.parent.name, id=c["id"], phrase=p, field=f, text=c[f]))
            for c in spec["cases"]:
                if not names_value(c["input"]):
                    bad.append(w["no_value"].format(project=cfg.parent.name, id=c["id"], text=c["input"]))
            total, observable, hedges, valued = total + n, observable + ok, hedges + h, valued + v
            print(f"{cfg.parent.name:45} {n:5} {ok:10} {h:6} {v:18}")
        share = observable / total if total else 0.0
        print("\n" + w["share"].format(ok=observable, total=total, share=share, target=TARGET_SHARE, hedges=hedges))
        print(w["inputs"].format(valued=valued, total=total, ratio=valued / total if total else 0.0))
        for line in bad[: args.show]:
            print("  " + line)
        spec = _run(args.utspec, _polarity_config(tmp), tmp / "polarity-out", w)
        checked = inverted = 0
        notes: list[str] = []
        for label in read_labels(POLARITY):
            c, inv, n = judge(label, spec["cases"], f"src/{label.file}")
            checked, inverted, notes = checked + c, inverted + inv, notes + n
        labels = sum(len(lb.fires) + len(lb.quiet) for lb in read_labels(POLARITY))
        print("\n" + w["polarity"].format(checked=checked, labels=labels, inverted=inverted))
        for line in notes[: max(args.show, 0) * 4]:
            print("  " + line)
    return 0 if share >= TARGET_SHARE and hedges == 0 and inverted == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
