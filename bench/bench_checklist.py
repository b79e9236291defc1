"""Benchmark: the checklist over the Python standard library vs. raw tree-sitter parse + query.

Usage: .venv/bin/python bench/bench_checklist.py [--root DIR] [--limit N] [--no-gc]

Both passes read the same, already decoded files in the same process, alternating file by file. The raw pass calls the
binding directly (parse, then run the shipped Python query and consume every match): that is the
floor no analyzer built on tree-sitter can beat, so the ratio analyzer/raw shows what the
analyzer's own work costs. Targets (issue 3): ratio >= 0.7, peak RSS < 1 GiB.
"""

from __future__ import annotations

import argparse
import gc
import resource
import sys
import sysconfig
import time
from pathlib import Path

import tree_sitter
import tree_sitter_language_pack

from utspec.analyzers import analyze
from utspec.inputs.text import decode_bytes
from utspec.models import ChecklistItem, SourceText
from utspec.resources import rule_file


def stdlib_files(root: Path, limit: int | None) -> list[SourceText]:
    files: list[SourceText] = []
    for path in sorted(root.rglob("*.py")):
        if "site-packages" in path.parts or not path.is_file():
            continue
        try:
            decoded = decode_bytes(path.read_bytes())
        except (OSError, ValueError, UnicodeDecodeError):
            continue
        if decoded.text is None:
            continue
        text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
        files.append(SourceText(path=path.relative_to(root).as_posix(), text=text))
        if limit and len(files) >= limit:
            break
    return files


class RawPass:
    """Parse + run the shipped Python query and consume every match: the binding alone."""

    def __init__(self) -> None:
        language = tree_sitter_language_pack.get_language("python")
        self.query = tree_sitter.Query(language, rule_file("queries", "python.scm").read_text(encoding="utf-8"))
        self.parser = tree_sitter.Parser(language)

    def __call__(self, f: SourceText) -> int:
        tree = self.parser.parse(f.text.encode("utf-8"))
        return sum(len(caps) for _pattern, caps in tree_sitter.QueryCursor(self.query).matches(tree.root_node))


def timed_passes(files: list[SourceText], keep: list[ChecklistItem], collect: bool = True) -> tuple[float, float, int, int]:
    """(raw seconds, analyzer seconds, captures, notices), timed file by file, alternating.

    Alternating per file means both passes see the same machine: on a shared or throttled VM a
    pass-after-pass comparison measures the neighbours as much as the code.
    """
    raw = RawPass()
    raw_s = ana_s = 0.0
    captures = notices = 0
    clock = time.perf_counter
    for f in files:
        t0 = clock()
        captures += raw(f)
        t1 = clock()
        analysis = analyze([f])
        # `analyze` defers young-generation collections (checklist._fewer_gc_passes): collect what
        # it left here, inside its timing, so the raw pass after it does not pay for its garbage.
        if collect:
            gc.collect(0)
        t2 = clock()
        raw_s += t1 - t0
        ana_s += t2 - t1
        keep.extend(analysis.items)  # hold every item, as one `analyze(all_files)` call would
        notices += len(analysis.notices)
    return raw_s, ana_s, captures, notices


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", type=Path, default=Path(sysconfig.get_paths()["stdlib"]))
    ap.add_argument("--limit", type=int, default=None, help="analyse only the first N files")
    ap.add_argument("--repeat", type=int, default=2, help="passes of each kind, interleaved; the fastest counts")
    ap.add_argument("--no-gc", action="store_true",
                    help="cycle collector off in both passes: what each costs without full collections over the kept items")
    args = ap.parse_args(argv)

    files = stdlib_files(args.root, args.limit)
    lines = sum(f.text.count("\n") + 1 for f in files)
    print(f"corpus: {args.root} ({len(files)} files, {lines:,} lines)")
    # Warm both paths (grammar load, query compile) so neither pays one-time costs in the timing.
    timed_passes(files[:5], [])
    gc.collect()
    if args.no_gc:
        gc.disable()
    raw_s = ana_s = float("inf")
    for _ in range(max(1, args.repeat)):
        items: list[ChecklistItem] = []
        r, a, matches, notices = timed_passes(files, items, collect=not args.no_gc)
        raw_s, ana_s = min(raw_s, r), min(ana_s, a)
        count = len(items)
        del items
        gc.collect()
    items = count
    raw_lps, ana_lps = lines / raw_s, lines / ana_s
    rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    ratio = ana_lps / raw_lps
    print(f"raw tree-sitter parse+query: {raw_s:7.2f} s  {raw_lps:12,.0f} lines/s  ({matches:,} captures)")
    print(f"utspec checklist (analyze): {ana_s:7.2f} s  {ana_lps:12,.0f} lines/s  ({items:,} items, {notices} notices)")
    print(f"ratio analyzer/raw: {ratio:.2f} (target >= 0.7)")
    print(f"peak RSS: {rss_kib / 1024:,.0f} MiB (target < 1024 MiB)")
    ok = ratio >= 0.7 and rss_kib < 1024 * 1024
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
