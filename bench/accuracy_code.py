"""Recall and precision of the Java, C#, JavaScript, TypeScript/TSX and Go checklists against independent parsers.

Usage: .venv/bin/python bench/accuracy_code.py --lang LANG --root DIR [--root DIR ...] [--limit N] [--show K]
       [--node-modules DIR]

LANG is java, csharp, javascript, typescript, tsx or go (the checklist `language`). Each language's
ground truth comes from a parser that is not tree-sitter, run as a separate process over the same
(decoded, newline-normalised) text the analyzer reads; files it cannot parse are left out of both
sides. The tools live outside the project lock (install lines in bench/README.md):

| language | ground-truth parser | program |
| --- | --- | --- |
| java | javac's parser, Compiler Tree API (JDK 17: `openjdk version "17.0.15"`) | bench/truth/java/JavaTruth.java |
| go | go/parser + go/ast (Debian golang-go 2:1.19~1, go1.19.8) | bench/truth/go/gotruth.go |
| javascript, typescript, tsx | the TypeScript compiler's parser (npm typescript@5.9.3) | bench/truth/node/ts_truth.js |
| csharp | ANTLR grammars-v4 C# grammar as generated in npm prettier-plugin-csharp@0.6.0-development, runtime antlr4@4.7.2 | bench/truth/node/cs_truth.js |

Ground truth keys (mirroring bench/accuracy_python.py; per file, as a multiset):
- branch: each if (else-if included), ternary, switch `case` / `default` label (fall-through
  labels included; Go: each case / comm clause) and each chain of one short-circuit operator (`&&`, `||`,
  and `??` for JS/TS/C#): `a && b && c` is one branch, `a && b || c` two, at the chain's first line;
- raise: throw (statement or C# throw expression); Go: a call of `panic`;
- handler: catch clause; Go: a call of `recover`;
- boundary: each comparison (`<`, `<=`, `>`, `>=`, `==`, `!=`, JS `===`/`!==` as `==`/`!=`) with
  exactly one numeric-literal operand (`-1` and parenthesised literals included); the key holds the
  operator as `x <op> literal` and the literal's value, so a boundary counts only when both agree;
- early_return: a return or raise whose nearest function (method, constructor, accessor, lambda,
  arrow / anonymous / local function) has an if / loop / try / catch / switch / case between the
  two, ending before the function body's last statement ends, where a statement "ends" where its
  own last statement ends (closing braces do not count: Python, the model, has none).
Targets (issue 3): recall >= 0.95 for branch, early_return, raise, handler; >= 0.90 for boundary;
precision >= 0.90 for all.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from _scoring import print_report  # bench/ is the script's folder, so on sys.path

from utspec.analyzers import analyze
from utspec.analyzers.registry import CODE_LANGUAGES
from utspec.inputs.text import decode_bytes
from utspec.models import ChecklistItem, Kind, SourceText

KINDS = ("branch", "early_return", "raise", "handler", "boundary")
TARGET_RECALL = {"branch": 0.95, "early_return": 0.95, "raise": 0.95, "handler": 0.95, "boundary": 0.90}
TARGET_PRECISION = 0.90
BENCH = Path(__file__).resolve().parent
#: Folders no corpus walk enters (dependencies, build output, VCS).
SKIP_DIRS = frozenset({".git", "node_modules", "vendor", "dist", "build", "out", "bin", "obj", "target"})

Key = tuple


@dataclass(frozen=True)
class Truth:
    """How to run one ground-truth program: it reads file paths on stdin and prints JSON lines."""

    argv: tuple[str, ...]
    needs_node_modules: bool = False


def truth_for(lang: str) -> Truth:
    node = ("node", "--no-warnings")
    return {
        "java": Truth(("java", str(BENCH / "truth/java/JavaTruth.java"))),
        "go": Truth(("go", "run", str(BENCH / "truth/go/gotruth.go"))),
        "javascript": Truth((*node, str(BENCH / "truth/node/ts_truth.js")), True),
        "typescript": Truth((*node, str(BENCH / "truth/node/ts_truth.js")), True),
        "tsx": Truth((*node, str(BENCH / "truth/node/ts_truth.js")), True),
        "csharp": Truth((*node, str(BENCH / "truth/node/cs_truth.js")), True),
    }[lang]


def corpus(roots: list[Path], extensions: tuple[str, ...], limit: int | None) -> list[tuple[str, str]]:
    """(display path, normalised text) of every decodable file with one of `extensions` under `roots`."""
    out: list[tuple[str, str]] = []
    for root in roots:
        for dirpath, dirnames, filenames in os.walk(root, followlinks=True):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
            for name in sorted(filenames):
                path = Path(dirpath) / name
                if path.suffix.lower() not in extensions or name.endswith(".d.ts"):
                    continue
                try:
                    decoded = decode_bytes(path.read_bytes())
                except (OSError, ValueError, UnicodeDecodeError):
                    continue
                if decoded.text is None:
                    continue
                text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
                out.append((f"{root.name}/{path.relative_to(root).as_posix()}", text))
                if limit and len(out) >= limit:
                    return out
    return out


def ground_truth(lang: str, files: list[tuple[str, str]], node_modules: Path) -> dict[str, Counter[Key] | str]:
    """Run the language's truth program over copies of `files`: keys per path, or its parse error."""
    truth = truth_for(lang)
    env = dict(os.environ)
    if truth.needs_node_modules:
        env["NODE_PATH"] = str(node_modules)
    result: dict[str, Counter[Key] | str] = {}
    tmp = Path(tempfile.mkdtemp(prefix="utspec-accuracy-"))
    try:
        by_disk: dict[str, str] = {}
        for rel, text in files:
            disk = tmp / rel
            disk.parent.mkdir(parents=True, exist_ok=True)
            disk.write_text(text, encoding="utf-8")
            by_disk[str(disk)] = rel
        proc = subprocess.run(truth.argv, input="\n".join(by_disk) + "\n", capture_output=True, text=True,
                              env=env, check=False)  # fmt: skip
        if proc.returncode != 0 and not proc.stdout:
            sys.exit(f"{' '.join(truth.argv)} failed:\n{proc.stderr[-2000:]}")
        for row in map(json.loads, proc.stdout.splitlines()):
            rel = by_disk[row["path"]]
            if "error" in row:
                result[rel] = row["error"]
            else:
                result[rel] = Counter(tuple(k) if k[0] != "boundary" else (*k[:3], float(k[3])) for k in row.get("keys", []))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return result


def found_keys(items: list[ChecklistItem]) -> Counter[Key]:
    keys: Counter[Key] = Counter()
    for i in items:
        if i.kind is Kind.BOUNDARY:
            keys[("boundary", i.line, i.operator, float(i.value if i.value is not None else "nan"))] += 1
        elif i.kind.value in KINDS:
            keys[(i.kind.value, i.line)] += 1
    return keys


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", required=True, choices=[s.name for s in CODE_LANGUAGES if s.name != "python"])
    ap.add_argument("--root", type=Path, action="append", required=True)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--show", type=int, default=0, help="print up to K misses and false positives per kind")
    ap.add_argument("--node-modules", type=Path, default=Path("/tmp/utspec-truth/node_modules"))
    args = ap.parse_args(argv)

    spec = next(s for s in CODE_LANGUAGES if s.name == args.lang)
    files = corpus(args.root, spec.extensions, args.limit)
    truth = ground_truth(args.lang, files, args.node_modules)

    gt_total: Counter[str] = Counter()
    found_total: Counter[str] = Counter()
    tp_total: Counter[str] = Counter()
    misses: dict[str, list[str]] = {k: [] for k in KINDS}
    extras: dict[str, list[str]] = {k: [] for k in KINDS}
    measured = lines = 0
    errors: list[str] = []
    for rel, text in files:
        gt = truth.get(rel)
        if not isinstance(gt, Counter):
            errors.append(f"{rel}: {gt or 'no answer from the truth program'}")
            continue
        measured += 1
        lines += text.count("\n") + (not text.endswith("\n"))
        got = found_keys(analyze([SourceText(path=rel, text=text)]).items)
        for key in gt | got:
            kind = key[0]
            g, f = gt.get(key, 0), got.get(key, 0)
            gt_total[kind] += g
            found_total[kind] += f
            tp_total[kind] += min(g, f)
            if g > f and len(misses[kind]) < args.show:
                misses[kind].append(f"{rel}:{key[1]} {key[2:] or ''}")
            if f > g and len(extras[kind]) < args.show:
                extras[kind].append(f"{rel}:{key[1]} {key[2:] or ''}")

    roots = ", ".join(str(r) for r in args.root)
    print(f"corpus: {roots} [{args.lang}] ({measured} files, {lines} lines with ground truth; "
          f"{len(errors)} skipped: not parseable by the truth program)")  # fmt: skip
    for e in errors[: args.show]:
        print(f"    skipped: {e[:200]}")
    return print_report(KINDS, gt_total, found_total, tp_total, misses, extras,
                        target_recall=TARGET_RECALL, target_precision=TARGET_PRECISION)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
