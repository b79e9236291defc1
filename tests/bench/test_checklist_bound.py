"""The lower-bound script times the raw pass's work and a reader loop over every match, nothing less."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import sysconfig
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
STDLIB = Path(sysconfig.get_paths()["stdlib"])


def _load(name: str):
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_floor_and_dispatch_consume_what_the_raw_pass_consumes() -> None:
    import tree_sitter
    import tree_sitter_language_pack

    from utspec.resources import rule_file

    bound, bench = _load("checklist_bound"), _load("bench_checklist")
    files = bench.stdlib_files(STDLIB, 8)
    srcs = [f.text.encode("utf-8") for f in files]
    language = tree_sitter_language_pack.get_language("python")
    query = tree_sitter.Query(language, rule_file("queries", "python.scm").read_text(encoding="utf-8"))
    parser = tree_sitter.Parser(language)

    def matches(tree):
        return tree_sitter.QueryCursor(query).matches(tree.root_node)

    every_match = sum(len(matches(parser.parse(s))) for s in srcs)
    assert bound.floor(parser.parse, matches, srcs) == bench.raw_pass(files)["captures"] > 0
    assert bound.dispatch(parser.parse, matches, srcs) == every_match > 0


def test_the_script_prints_the_bound() -> None:
    # Its own process: the script freezes the collector's objects while it times, which other tests must not share.
    done = subprocess.run([sys.executable, str(BENCH / "checklist_bound.py"), "--root", str(STDLIB), "--limit", "8",
                           "--repeat", "1"], check=True, capture_output=True, text=True)  # fmt: skip
    assert "ratio at most" in done.stdout and "left for the analysis at 0.8" in done.stdout
    assert " 0 items" not in done.stdout
