"""Instantiate TPC-H query templates (qgen's `:1`, `:2`, … form) with the specification's validation parameters.

Usage: .venv/bin/python bench/prepare_tpch.py TEMPLATE_DIR OUT_DIR

The templates (e.g. dimitri/tpch-citus `tpch-pg/queries/*.sql`, PostgreSQL licence) hold qgen
directives (`:x`, `:o`, `:n -1`, …) and parameters. Directives become blank lines (line numbers
hold); parameters become the values TPC-H's specification gives for query validation (clause
2.4.N.3 of each query), so the corpus is the queries a reader would see in the specification.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

#: TPC-H 2.x, "Query Validation" values, by query number, in parameter order.
VALIDATION: dict[int, list[str]] = {
    1: ["90"], 2: ["15", "BRASS", "EUROPE"], 3: ["BUILDING", "1995-03-15"], 4: ["1993-07-01"],
    5: ["ASIA", "1994-01-01"], 6: ["1994-01-01", "0.06", "24"], 7: ["FRANCE", "GERMANY"],
    8: ["BRAZIL", "AMERICA", "ECONOMY ANODIZED STEEL"], 9: ["green"], 10: ["1993-10-01"],
    11: ["GERMANY", "0.0001"], 12: ["MAIL", "SHIP", "1994-01-01"], 13: ["special", "requests"],
    14: ["1995-09-01"], 15: ["1996-01-01"],
    16: ["Brand#45", "MEDIUM POLISHED", "49", "14", "23", "45", "19", "3", "36", "9"],
    17: ["Brand#23", "MED BOX"], 18: ["300"], 19: ["1", "10", "20", "Brand#12", "Brand#23", "Brand#34"],
    20: ["forest", "1994-01-01", "CANADA"], 21: ["SAUDI ARABIA"], 22: ["13", "31", "23", "29", "30", "18", "17"],
}  # fmt: skip
_DIRECTIVE = re.compile(r"^\s*:[a-z]\b.*$", re.MULTILINE)
_PARAM = re.compile(r":(\d+)")


def instantiate(text: str, number: int) -> str:
    values = VALIDATION[number]
    text = _DIRECTIVE.sub("", text)
    return _PARAM.sub(lambda m: values[int(m.group(1)) - 1], text)


def main(argv: list[str]) -> int:
    src, out = Path(argv[0]), Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for path in sorted(src.glob("*.sql")):
        if path.stem.isdigit() and int(path.stem) in VALIDATION:
            (out / path.name).write_text(instantiate(path.read_text(encoding="utf-8"), int(path.stem)), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
