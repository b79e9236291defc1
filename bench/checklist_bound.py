"""How fast any checklist pass built on this binding could be: the lower bound behind issue 10's ratio.

Usage: .venv/bin/python bench/checklist_bound.py [--root DIR] [--limit N] [--repeat N]

`bench_checklist.py` divides the raw pass's CPU (parse + the shipped query, every match consumed)
by the checklist pass's. This script measures, in one process with the collector as `analyze` sets
it, the part of the checklist pass no design can avoid:

- floor: what the raw pass times;
- floor + dispatch: the same, each match handed to a reader that does nothing (the least a reader
  loop costs: one table lookup and one call per match);
- items: validating the checklist's items from their final fields, one `TypeAdapter` call per
  file (the least the output costs: `Analysis.items` are validated pydantic models).

Their sum bounds the ratio from above, and `floor / 0.8 - (dispatch + items)` is the CPU left for
everything the analyzer reads and works out (node texts, effects, domains, constants, SQL, scopes,
ids) if the ratio is to reach 0.8. The items come from one `analyze` call before the clock starts.
"""

from __future__ import annotations

import argparse
import gc
import sys
import sysconfig
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from bench_checklist import RATIO_TARGET, stdlib_files  # noqa: E402


def _no_reader(caps: dict[str, list[Any]], src: bytes) -> tuple[()]:
    return ()


def floor(parse: Callable[[bytes], Any], matches: Callable[[Any], list[Any]], srcs: list[bytes]) -> int:
    """Parse and run the query over every file, consuming every match as the raw pass does; the capture count."""
    return sum(sum(len(caps) for _pattern, caps in matches(parse(s))) for s in srcs)


def dispatch(parse: Callable[[bytes], Any], matches: Callable[[Any], list[Any]], srcs: list[bytes]) -> int:
    """`floor`, each match handed to a reader found by its pattern (a reader that reads nothing); the match count."""
    readers: dict[int, Callable[[dict[str, list[Any]], bytes], tuple[()]]] = {}
    seen = 0
    for s in srcs:
        for pattern, caps in matches(parse(s)):
            reader = readers.get(pattern)
            if reader is None:
                reader = readers[pattern] = _no_reader
            reader(caps, s)
            seen += 1
    return seen


def main(argv: list[str] | None = None) -> int:
    import tree_sitter
    import tree_sitter_language_pack
    from pydantic import TypeAdapter

    from utspec.analyzers import analyze
    from utspec.models import ChecklistItem
    from utspec.resources import rule_file

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", type=Path, default=Path(sysconfig.get_paths()["stdlib"]))
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)

    files = stdlib_files(args.root, args.limit)
    per_file: dict[str, list[dict[str, Any]]] = {}
    for item in analyze(files).items:
        per_file.setdefault(item.file, []).append({k: getattr(item, k) for k in item.model_fields_set})
    srcs = [f.text.encode("utf-8") for f in files]
    del files
    language = tree_sitter_language_pack.get_language("python")
    query = tree_sitter.Query(language, rule_file("queries", "python.scm").read_text(encoding="utf-8"))
    parser = tree_sitter.Parser(language)
    items = TypeAdapter(list[ChecklistItem])

    def matches(tree: Any) -> list[Any]:
        return tree_sitter.QueryCursor(query).matches(tree.root_node)

    threshold = gc.get_threshold()
    gc.collect()
    gc.freeze()  # the items' fields stay out of the collections, as `analyze` keeps what it holds
    gc.set_threshold(20_000, *threshold[1:])  # `analyze`'s young threshold (checklist.GC_GEN0_THRESHOLD)
    try:
        _timed(args.repeat, parser.parse, matches, srcs, lambda: sum(len(items.validate_python(f)) for f in per_file.values()))
    finally:
        gc.unfreeze()  # nothing stays frozen after the run (a test that calls `main` shares the process)
        gc.set_threshold(*threshold)
    return 0


def _timed(repeat: int, parse: Callable[[bytes], Any], matches: Callable[[Any], list[Any]], srcs: list[bytes],
           validate: Callable[[], int]) -> None:  # fmt: skip
    for _ in range(max(1, repeat)):
        c0 = time.process_time()
        floor(parse, matches, srcs)
        c1 = time.process_time()
        dispatch(parse, matches, srcs)
        c2 = time.process_time()
        built = validate()
        c3 = time.process_time()
        f, d, v = c1 - c0, c2 - c1, c3 - c2
        print(f"floor {f:.2f} s CPU, floor + dispatch {d:.2f} s, {built:,} items validated {v:.2f} s: "
              f"ratio at most {f / (d + v):.2f}; left for the analysis at {RATIO_TARGET}: {f / RATIO_TARGET - d - v:.2f} s",
              flush=True)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
