"""Draw the sample of real expected results that observable_labels.tsv labels by hand (session 22).

    python bench/expected/labels/sample.py OUTDIR [N [SEED [EXCLUDE.tsv]]] > rows.tsv

OUTDIR holds one folder per project with the `spec.json` a `utspec run` wrote (the drafts of main 146cc69,
before any change of this session). Every case of every project is pooled and N (default 200) are drawn with a
fixed seed (22; 23 for the second sample, `heldout_labels.tsv`, drawn without the rows of the first), uniformly:
the sample is not chosen by what the classifier says. Imports nothing of utspec; prints
project, case id, input and expected result with an empty label column for a person to fill in.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    out, n = Path(argv[0]), int(argv[1]) if len(argv) > 1 else 200
    seed = int(argv[2]) if len(argv) > 2 else 22
    taken = set()
    if len(argv) > 3:
        for line in Path(argv[3]).read_text(encoding="utf-8").splitlines()[1:]:
            taken.add(tuple(line.split("\t")[1:3]))
    pool = []
    for spec in sorted(out.glob("*/spec.json")):
        for c in json.loads(spec.read_text(encoding="utf-8"))["cases"]:
            if (spec.parent.name, c["id"]) not in taken:
                pool.append((spec.parent.name, c["id"], c["input"], c["expected"]))
    rows = random.Random(seed).sample(pool, min(n, len(pool)))
    print("label\tproject\tcase\tinput\texpected\twhy")
    for p, i, inp, exp in sorted(rows):
        flat = [s.replace("\t", " ").replace("\n", " ") for s in (inp, exp)]
        print(f"\t{p}\t{i}\t{flat[0]}\t{flat[1]}\t")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
