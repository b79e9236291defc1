"""How many cases name every argument a tester passes (issue 12: "values in every input"), on Python projects.

A case whose input names only the value its own condition reads (`items` with 101 elements) leaves the other
arguments to the precondition "reached with every earlier guard passing": a tester must invent them, and may invent
one an earlier guard refuses. This bench counts, over the cases of each project's spec whose first code reference
is a line of a Python function, those whose input names every argument the function requires (no default; not
`self`/`cls`, `*args`, `**kwargs`).

Independent of `src/`: the function and its parameters come from CPython's `ast`, the spec from `utspec run`'s
`spec.json`; an argument is named when its name stands in code quotes at the start of a quoted span
(`` `email` = … ``, `` `items` with 3 elements ``, `` `s.length` … ``). It is a measurement, not a labelled corpus:
it says how often the inputs are complete, not whether the values are right (the critic corpus checks that).

Usage: `.venv/bin/python bench/expected/complete_inputs.py [--utspec PATH] CONFIG...`
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_REF = re.compile(r"^(?P<path>.+\.py):(?P<line>\d+):\w+$")


def required(tree: ast.Module, line: int) -> list[str] | None:
    """The required parameters of the innermost function whose body holds `line` (None outside any function).

    >>> t = ast.parse("class A:\\n    def f(self, a, b=1, *c, d, e=2, **k):\\n        return a\\n")
    >>> required(t, 3), required(t, 1)
    (['a', 'd'], None)
    """
    best: ast.FunctionDef | ast.AsyncFunctionDef | None = None
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            if node.body[0].lineno <= line <= (node.end_lineno or node.lineno):
                if best is None or node.lineno > best.lineno:
                    best = node
    if best is None:
        return None
    a = best.args
    positional = [*a.posonlyargs, *a.args]
    plain = positional[: len(positional) - len(a.defaults)]
    kw = [p for p, d in zip(a.kwonlyargs, a.kw_defaults, strict=True) if d is None]
    return [p.arg for p in [*plain, *kw] if p.arg not in ("self", "cls")]


def named(param: str, text: str) -> bool:
    """Whether the input names `param` at the start of a code-quoted span.

    >>> named("items", "`email` = `1`; `items` with 3 elements."), named("s", "`s.length` = `0`"), named("a", "`ab`")
    (True, True, False)
    """
    return re.search(rf"(?<![\w`])`{re.escape(param)}(?=[`.\[ ])", text) is not None


def score(config: Path, spec: dict) -> tuple[int, int, list[str]]:
    """(cases counted, cases naming every required argument, the ids of the others) for one project."""
    base = config.parent
    trees: dict[str, ast.Module | None] = {}
    counted = complete = 0
    short: list[str] = []
    for case in spec["cases"]:
        ref = next((m for r in case.get("evidence", []) if (m := _REF.match(r))), None)
        if ref is None:
            continue
        path = ref.group("path")
        if path not in trees:
            f = base / path
            try:
                trees[path] = ast.parse(f.read_text(encoding="utf-8")) if f.exists() else None
            except SyntaxError:
                trees[path] = None
        tree = trees[path]
        params = required(tree, int(ref.group("line"))) if tree is not None else None
        if not params:
            continue
        counted += 1
        if all(named(p, case["input"]) for p in params):
            complete += 1
        else:
            short.append(f"{case['id']}: {', '.join(p for p in params if not named(p, case['input']))}")
    return counted, complete, short


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--utspec", default=str(ROOT / ".venv" / "bin" / "utspec"))
    ap.add_argument("--show", type=int, default=0, help="list up to N incomplete cases per project")
    ap.add_argument("configs", nargs="+", type=Path)
    args = ap.parse_args(argv)
    total = full = 0
    with tempfile.TemporaryDirectory() as t:
        for i, cfg in enumerate(args.configs):
            out = Path(t) / f"out{i}"
            subprocess.run(
                [args.utspec, "run", "--config", str(cfg), "--out", str(out)],
                capture_output=True,
                check=False,
            )
            if not (out / "spec.json").exists():
                print(f"{cfg.parent.name:32} no spec written")
                continue
            n, ok, short = score(cfg, json.loads((out / "spec.json").read_text(encoding="utf-8")))
            total, full = total + n, full + ok
            print(f"{cfg.parent.name:32} {ok:4}/{n:<4}")
            for line in short[: args.show]:
                print("    " + line)
    print(f"cases naming every required argument: {full}/{total} = {full / total if total else 0:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
