"""How far the observables classifier (bench/expected/phrases.py) agrees with the hand labels.

    python bench/expected/labels/agreement.py [--show] [--heldout]

Imports nothing of utspec. Prints the labelled share, the classifier's share on the same 200 results, the
agreement, and the rows where they differ (`--show`): "generous" where the classifier counts a result the
label does not, "strict" where it misses one the label counts. `--heldout` reads heldout_labels.tsv (the sample the
classifier was not written from) instead of observable_labels.tsv; `--labels FILE` reads another labels file of this
folder (third_labels.tsv: the sample first run in session 23; fourth_labels.tsv: first run in session 24;
fifth_labels.tsv: first run in session 25, 54/60).
"""

from __future__ import annotations

import csv
import inspect
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from expected import phrases  # noqa: E402


def rows(path: Path = HERE / "observable_labels.tsv") -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def verdict(row: dict[str, str]) -> bool:
    """The classifier's verdict on one labelled row (with the case's input where the classifier reads it)."""
    if "given" in inspect.signature(phrases.is_observable).parameters:
        return phrases.is_observable(row["expected"], given=row["input"])
    return phrases.is_observable(row["expected"])


def main(argv: list[str]) -> int:
    if "--labels" in argv:
        data = rows(HERE / argv[argv.index("--labels") + 1])
    else:
        data = rows(HERE / "heldout_labels.tsv") if "--heldout" in argv else rows()
    said = [verdict(r) for r in data]
    labelled = [r["label"] == "Y" for r in data]
    agree = sum(a == b for a, b in zip(said, labelled, strict=True))
    n = len(data)
    print(
        f"labels: {sum(labelled)}/{n} observable; classifier: {sum(said)}/{n}; agreement {agree}/{n} = {agree / n:.3f}"
    )
    print(
        f"generous (classifier yes, label no): {sum(a and not b for a, b in zip(said, labelled, strict=True))}; "
        f"strict (classifier no, label yes): {sum(b and not a for a, b in zip(said, labelled, strict=True))}"
    )
    if "--show" in argv:
        for r, a, b in zip(data, said, labelled, strict=True):
            if a != b:
                kind = "generous" if a else "strict"
                print(f"  {kind}: {r['project']} {r['case']}: {r['expected'][:150]}  [{r['why']}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
