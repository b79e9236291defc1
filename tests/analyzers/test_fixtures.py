"""One harness for every annotated analyzer fixture under `fixtures/`.

Annotations sit on the line BEFORE the line they describe:
- `# expect: k1, k2` (or `//`, `--`): exactly these kinds are found on the next line;
- `# ok: why`: nothing is found on the next line;
- `-- notice: why`: the next line gets a notice (invalid code), and no item;
- `# todo: k1`: a known miss; the kinds are NOT found yet (the test fails once they are, so the
  annotation gets promoted to `expect`).
A kind may carry the named constant its item was resolved from, `boundary(LIMIT = 100 @ 3)`: the
item's `constant` is `LIMIT`, its `value` 100, its `defined_at` line 3 of the fixture; every item of
the line that names a constant must be annotated so.
Lines without an annotation must produce nothing either, so a fixture pins everything it holds.
Formats without comments (JSON) keep their annotations in a sidecar `<name>.expect` file with
lines `LINE: expect: kinds`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest

from utspec.analyzers import analyze
from utspec.models import SourceText

FIXTURE_DIR = Path(__file__).parent / "fixtures"
FIXTURES = sorted(p for p in FIXTURE_DIR.glob("*.*") if p.suffix != ".expect")
_ANNOTATION = re.compile(r"^\s*(?:#|--|//)\s*(expect|ok|todo|notice):\s*(.*)$")
_SIDECAR = re.compile(r"^\s*(\d+):\s*(expect|ok|todo|notice):\s*(.*)$")


_CONSTANT = re.compile(r"^(\w+)\(\s*([\w.]+)\s*=\s*(-?[\d.]+)\s*@\s*(\d+)\s*\)$")


def _kinds(text: str) -> set[str]:
    return {_CONSTANT.sub(r"\1", k.strip()) for k in text.split("#")[0].split(",") if k.strip()}


def constant_annotations(path: Path) -> dict[int, list[tuple[str, str, float, int]]]:
    """(kind, constant, value, defined-at line) annotated per line, e.g. `boundary(LIMIT = 100 @ 3)`."""
    out: dict[int, list[tuple[str, str, float, int]]] = defaultdict(list)
    for n, ln in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1):
        if (m := _ANNOTATION.match(ln)) and m[1] == "expect":
            for k in m[2].split("#")[0].split(","):
                if c := _CONSTANT.match(k.strip()):
                    out[n + 1].append((c[1], c[2], float(c[3]), int(c[4])))
    return out


def annotations(path: Path) -> tuple[dict[int, set[str]], dict[int, set[str]], set[int]]:
    """(expected kinds by line, known misses by line, lines with a notice) from comments or the sidecar."""
    expected: dict[int, set[str]] = {}
    todo: dict[int, set[str]] = {}
    notices: set[int] = set()
    sidecar = path.with_name(path.name + ".expect")
    if sidecar.exists():
        rows = [(int(m[1]), m[2], m[3]) for ln in sidecar.read_text(encoding="utf-8").splitlines() if (m := _SIDECAR.match(ln))]
    else:
        rows = [(n + 1, m[1], m[2]) for n, ln in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1)
                if (m := _ANNOTATION.match(ln))]  # fmt: skip
    for line, verb, rest in rows:
        if verb == "notice":
            notices.add(line)
            expected[line] = set()
        elif verb == "todo":
            todo[line] = _kinds(rest)
            expected.setdefault(line, set())
        else:
            expected[line] = _kinds(rest) if verb == "expect" else set()
    return expected, todo, notices


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_fixture(path: Path) -> None:
    expected, todo, notice_lines = annotations(path)
    assert expected, "a fixture without annotations tests nothing"
    analysis = analyze([SourceText(path=path.name, text=path.read_text(encoding="utf-8"))])
    found: dict[int, set[str]] = defaultdict(set)
    for item in analysis.items:
        found[item.line].add(item.kind.value)
    problems = []
    for line in sorted(set(expected) | set(found)):
        want, got = expected.get(line, set()), found.get(line, set())
        if line not in expected:
            problems.append(f"{path.name}:{line}: unannotated line has {sorted(got)}")
        elif got != want:
            problems.append(f"{path.name}:{line}: expected {sorted(want)}, found {sorted(got)}")
        if todo.get(line, set()) & got:
            problems.append(f"{path.name}:{line}: todo {sorted(todo[line] & got)} is found now: make it `expect`")
    want_constants = constant_annotations(path)
    got_constants: dict[int, list[tuple[str, str, float, int]]] = defaultdict(list)
    for item in analysis.items:
        if item.constant is not None:
            assert item.defined_at is not None and item.value is not None
            where = int(item.defined_at.rsplit(":", 1)[1])
            got_constants[item.line].append((item.kind.value, item.constant, float(item.value), where))
    for line in sorted(set(want_constants) | set(got_constants)):
        if sorted(want_constants.get(line, [])) != sorted(got_constants.get(line, [])):
            problems.append(f"{path.name}:{line}: constants annotated {sorted(want_constants.get(line, []))}, "
                            f"found {sorted(got_constants.get(line, []))}")  # fmt: skip
    got_notices = {n.line for n in analysis.notices}
    if got_notices != notice_lines:
        problems.append(f"notices on lines {sorted(got_notices)}, annotated {sorted(notice_lines)}: {analysis.notices}")
    assert not problems, "\n".join(problems)
